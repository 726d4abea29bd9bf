import { describe, expect, it } from 'vitest';
import {
  activeCarFilterCount,
  defaultCarSearch,
  noCarFilters,
  estimatedRentalDays,
  followPickupDate,
  validateCarSearch,
  type CarFilterState,
  type CarSearch,
} from '../../../../src/lib/domain/cars/car-search';
import { formatCarSearch, formatCarView, parseCarSearch, parseCarView, toCarRequest } from '../../../../src/lib/domain/cars/car-search-url';

const TODAY = '2026-11-22';
const lax: CarSearch = {
  pickup: { code: 'LAX', label: 'LAX' },
  differentDropoff: false,
  dropoff: null,
  pickupDate: '2026-12-10',
  pickupTime: '10:00',
  dropoffDate: '2026-12-13',
  dropoffTime: '10:00',
  age: 30,
};

describe('the car search in the URL', () => {
  it.each([
    ['same airport', lax, 'pickup=LAX&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T10%3A00&age=30'],
    [
      'one way',
      { ...lax, differentDropoff: true, dropoff: { code: 'SFO', label: 'SFO' }, age: 24 },
      'pickup=LAX&dropoff=SFO&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T10%3A00&age=24',
    ],
    [
      'a form half filled',
      { ...lax, pickup: null, differentDropoff: true, dropoffTime: '', age: null },
      'pickup=&dropoff=&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T&age=',
    ],
  ])('%s: written and read back the same', (_, search, query) => {
    expect(formatCarSearch(search).toString()).toBe(query);
    expect(parseCarSearch(new URLSearchParams(query), TODAY)).toEqual(search);
  });

  it('an empty URL gives the defaults; garbled parts are left empty for the form to name', () => {
    expect(parseCarSearch(new URLSearchParams(), TODAY)).toEqual(defaultCarSearch(TODAY));
    expect(parseCarSearch(new URLSearchParams('pickup=lax&pickupAt=2026-02-30T10:00&dropoffAt=2026-12-13T25:00&age=old'), TODAY)).toEqual({
      ...defaultCarSearch(TODAY),
      pickup: { code: 'LAX', label: 'LAX' },
      pickupDate: '',
      pickupTime: '10:00',
      dropoffDate: '2026-12-13',
      dropoffTime: '',
      age: null,
    });
  });

  it('the view keeps known values once, in a stable order, and only what differs from the defaults', () => {
    const view = parseCarView(
      new URLSearchParams('class=SUV,Economy,SUV,Boat&transmission=Manual&supplier=zi,ZE,TOOLONG&free=1&sort=upside'),
    );
    expect(view).toEqual({
      filters: {
        ...noCarFilters(),
        carClasses: ['SUV', 'Economy'],
        transmissions: ['Manual'],
        suppliers: ['ZE', 'ZI'],
        freeCancellationOnly: true,
      },
      sort: 'recommended',
    });
    expect(formatCarView(view).toString()).toBe('class=SUV%2CEconomy&transmission=Manual&supplier=ZE%2CZI&free=1');
    expect(formatCarView(parseCarView(new URLSearchParams())).toString()).toBe('');
  });

  it.each<[string, string, Partial<CarFilterState>, string]>([
    ['sizes, in the enumeration order', 'size=Small,Big,Small', { sizes: ['Big', 'Small'] }, 'size=Big%2CSmall'],
    ['unknown sizes dropped', 'size=Huge,Unspecified', { sizes: ['Unspecified'] }, 'size=Unspecified'],
    [
      'fuel policies',
      'fuel=FullToFull,PrepayRefunds,Diesel',
      { fuelPolicies: ['PrepayRefunds', 'FullToFull'] },
      'fuel=PrepayRefunds%2CFullToFull',
    ],
    ['a price range in whole dollars', 'price=100-300', { price: [100, 300] }, 'price=100-300'],
    ['a reversed price range', 'price=300-100', { price: [100, 300] }, 'price=100-300'],
    ['a price of one amount', 'price=150-150', { price: [150, 150] }, 'price=150-150'],
    ['cents are not read', 'price=99.50-300', { price: null }, ''],
    ['a garbled price', 'price=cheap', { price: null }, ''],
    ['a one-sided price', 'price=-300', { price: null }, ''],
    ['in policy only', 'inpolicy=1', { inPolicyOnly: true }, 'inpolicy=1'],
    ['in policy only, anything but 1 is off', 'inpolicy=yes', { inPolicyOnly: false }, ''],
    [
      'everything, in the URL order',
      'fuel=FreeTank&price=0-250&size=Medium&transmission=Automatic',
      { transmissions: ['Automatic'], sizes: ['Medium'], fuelPolicies: ['FreeTank'], price: [0, 250] },
      'transmission=Automatic&size=Medium&fuel=FreeTank&price=0-250',
    ],
  ])('the view: %s', (_, query, filters, written) => {
    const view = parseCarView(new URLSearchParams(query));
    expect(view.filters).toEqual({ ...noCarFilters(), ...filters });
    expect(formatCarView(view).toString()).toBe(written);
    expect(parseCarView(formatCarView(view))).toEqual(view);
  });

  it('counts a size, a fuel policy and a price range as filters on', () => {
    expect(activeCarFilterCount(noCarFilters())).toBe(0);
    expect(activeCarFilterCount({ ...noCarFilters(), sizes: ['Big', 'Small'], fuelPolicies: ['FullToFull'], price: [0, 100] })).toBe(4);
    expect(activeCarFilterCount({ ...noCarFilters(), inPolicyOnly: true })).toBe(1);
  });

  it('the API body: sizes, fuel policies and the price in minor units', () => {
    const view = parseCarView(new URLSearchParams('size=Big&fuel=FullToFull,FreeTank&price=120-300'));
    expect(toCarRequest(lax, view, { offset: 0, limit: 10 }).filters).toEqual({
      sizes: ['Big'],
      fuelPolicies: ['FreeTank', 'FullToFull'],
      priceRange: [120_00, 300_00],
      freeCancellationOnly: false,
    });
  });

  it('the API body: one way, filters only when set, the page asked', () => {
    const oneWay = { ...lax, differentDropoff: true, dropoff: { code: 'SFO', label: 'San Francisco (SFO)' } };
    const view = parseCarView(new URLSearchParams('transmission=Automatic&sort=price'));
    expect(toCarRequest(oneWay, view, { offset: 10, limit: 10 })).toEqual({
      pickup: { kind: 'airport', code: 'LAX' },
      dropoff: { mode: 'different_drop_off', code: 'SFO' },
      pickupDateTime: '2026-12-10T10:00',
      dropoffDateTime: '2026-12-13T10:00',
      driverAge: 30,
      filters: { transmissions: ['Automatic'], freeCancellationOnly: false },
      sort: 'price',
      page: { offset: 10, limit: 10 },
    });
  });
});

describe('validateCarSearch', () => {
  it.each<[string, Partial<CarSearch>, string[]]>([
    ['a complete search', {}, []],
    ['no pick-up airport', { pickup: null }, ['pickup:MissingPickup']],
    ['a different drop-off not chosen', { differentDropoff: true }, ['dropoff:MissingDropoff']],
    ['the same airport twice', { differentDropoff: true, dropoff: { code: 'LAX', label: 'LAX' } }, ['dropoff:SameDropoff']],
    [
      'no dates or times',
      { pickupDate: '', pickupTime: '', dropoffDate: '', dropoffTime: '' },
      ['pickupDate:MissingPickupDate', 'pickupTime:MissingPickupTime', 'dropoffDate:MissingDropoffDate', 'dropoffTime:MissingDropoffTime'],
    ],
    // An airport may be a day behind the home zone: yesterday is still possible there.
    ['yesterday', { pickupDate: '2026-11-21', dropoffDate: '2026-11-24' }, []],
    ['two days ago', { pickupDate: '2026-11-20', dropoffDate: '2026-11-24' }, ['pickupDate:PickupPast']],
    ['331 days ahead', { pickupDate: '2027-10-19', dropoffDate: '2027-10-20' }, []],
    ['332 days ahead', { pickupDate: '2027-10-20', dropoffDate: '2027-10-21' }, ['pickupDate:PickupTooFar']],
    ['drop-off at the pick-up time', { dropoffDate: '2026-12-10' }, ['dropoffDate:DropoffBeforePickup']],
    [
      'one way, drop-off earlier on the clock (a zone behind)',
      { differentDropoff: true, dropoff: { code: 'SFO', label: 'SFO' }, dropoffDate: '2026-12-10', dropoffTime: '08:00' },
      [],
    ],
    [
      'one way, a whole day earlier',
      { differentDropoff: true, dropoff: { code: 'SFO', label: 'SFO' }, dropoffDate: '2026-12-09' },
      ['dropoffDate:DropoffBeforePickup'],
    ],
    ['60 days and the grace', { dropoffDate: '2027-02-08', dropoffTime: '10:29' }, []],
    ['61 days', { dropoffDate: '2027-02-08', dropoffTime: '10:30' }, ['dropoffDate:TooManyDays']],
    ['no age', { age: null }, ['age:MissingAge']],
    ['17', { age: 17 }, ['age:AgeOutOfRange']],
    ['18 and 99', { age: 18 }, []],
    ['100', { age: 100 }, ['age:AgeOutOfRange']],
  ])('%s', (_, patch, expected) => {
    expect(validateCarSearch({ ...lax, ...patch }, TODAY).map((e) => `${e.field}:${e.code}`)).toEqual(expected);
  });
});

describe('rental length', () => {
  it('counts 24-hour days with the 29-minute grace, as the desk bills', () => {
    expect(estimatedRentalDays(lax)).toBe(3);
    expect(estimatedRentalDays({ ...lax, dropoffTime: '10:29' })).toBe(3);
    expect(estimatedRentalDays({ ...lax, dropoffTime: '10:30' })).toBe(4);
    expect(estimatedRentalDays({ ...lax, dropoffDate: '' })).toBeNull();
  });

  it('a pick-up date past the drop-off moves the drop-off along, keeping the length', () => {
    expect(followPickupDate(lax, '2026-12-11')).toEqual({ pickupDate: '2026-12-11', dropoffDate: '2026-12-13' });
    expect(followPickupDate(lax, '2026-12-20')).toEqual({ pickupDate: '2026-12-20', dropoffDate: '2026-12-23' });
    expect(followPickupDate({ ...lax, pickupDate: '' }, '2026-12-20')).toEqual({ pickupDate: '2026-12-20', dropoffDate: '2026-12-21' });
  });
});
