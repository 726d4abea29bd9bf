import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultShopParams,
  hoursOfWindow,
  noFilters,
  parseShopParams,
  timeOfDayOf,
  TimesOfDay,
  windowFromHours,
  writeShopParams,
  type ShopParams,
} from '../../../../src/lib/domain/flights/flight-shop-params';

const parse = (q: string) => parseShopParams(new URLSearchParams(q));
const OUT = 'DL401.202612100800';

describe('parseShopParams', () => {
  it.each<[string, string, Partial<Omit<ShopParams, 'filters'>> & { filters?: Partial<ShopParams['filters']> }]>([
    ['nothing', '', {}],
    ['a sort key', 'sort=duration', { sort: 'duration' }],
    ['an unknown sort', 'sort=cheapest', {}],
    ['each stops filter', 'stops=NONE', { filters: { stops: 'NONE' } }],
    ['ANY_NUMBER (a saved preference)', 'stops=ANY_NUMBER', { filters: { stops: 'ANY_NUMBER' } }],
    ['an unknown stops filter', 'stops=nonstop', {}],
    ['airlines, upper-cased and deduplicated', 'airlines=aa,DL,AA', { filters: { airlines: ['AA', 'DL'] } }],
    ['airlines dropping bad codes', 'airlines=AAL,,B6', { filters: { airlines: ['B6'] } }],
    ['only bad airlines', 'airlines=XXX', {}],
    ['nolcc=1', 'nolcc=1', { filters: { noLowCostCarriers: true } }],
    ['nolcc=0', 'nolcc=0', {}],
    ['a departure window', 'dep=360-720', { filters: { departureWindow: [360, 720] } }],
    ['an arrival window', 'arr=0-299', { filters: { arrivalWindow: [0, 299] } }],
    ['a reversed window', 'dep=720-360', {}],
    ['a window past midnight', 'dep=0-1500', {}],
    ['the whole day (no filter)', 'dep=0-1440&arr=0-1439', {}],
    ['a max duration', 'maxdur=480', { filters: { maxDurationMinutes: 480 } }],
    ['a zero or silly duration', 'maxdur=0', {}],
    ['a negative duration', 'maxdur=-5', {}],
    ['a price range', 'price=10000-50000', { filters: { priceRange: [10000, 50000] } }],
    ['a price range with decimals', 'price=100.5-200', {}],
    ['the return step', `step=return&outbound=${OUT}`, { step: 'return', outbound: OUT }],
    ['the return step without an outbound', 'step=return', {}],
    ['an outbound outside the return step', `outbound=${OUT}`, {}],
    ['a made-up outbound', 'step=return&outbound=<script>', {}],
    [
      'a two-flight outbound',
      `step=return&outbound=${OUT}_DL1188.202612101405`,
      { step: 'return', outbound: `${OUT}_DL1188.202612101405` },
    ],
  ])('%s', (_, query, expected) => {
    const d = defaultShopParams();
    expect(parse(query)).toEqual({ ...d, ...expected, filters: { ...d.filters, ...expected.filters } });
  });
});

describe('writeShopParams', () => {
  it('leaves defaults out and keeps the search and other keys as they were', () => {
    const q = new URLSearchParams('tripType=oneWay&slice=JFK,LAX,2026-12-10&adt=1&sort=price&flightShopType=x');
    expect(writeShopParams(q, defaultShopParams()).toString()).toBe('tripType=oneWay&slice=JFK%2CLAX%2C2026-12-10&adt=1&flightShopType=x');
  });

  it('round-trips every filter', () => {
    const p: ShopParams = {
      sort: 'arrivalTime',
      filters: {
        stops: 'ONE_OR_LESS',
        airlines: ['AA', 'DL'],
        noLowCostCarriers: true,
        departureWindow: [300, 719],
        arrivalWindow: [720, 1079],
        maxDurationMinutes: 600,
        priceRange: [20000, 45000],
      },
      step: 'return',
      outbound: OUT,
    };
    const written = writeShopParams(new URLSearchParams(), p);
    expect(written.toString()).toBe(
      'sort=arrivalTime&stops=ONE_OR_LESS&airlines=AA%2CDL&nolcc=1&dep=300-719&arr=720-1079&maxdur=600&price=20000-45000&step=return&outbound=DL401.202612100800',
    );
    expect(parseShopParams(written)).toEqual(p);
  });

  it('writes no outbound in the outbound step', () => {
    expect(writeShopParams(new URLSearchParams('step=return&outbound=x'), { ...defaultShopParams(), outbound: OUT }).toString()).toBe('');
  });
});

describe('activeFilterCount', () => {
  it.each([
    [noFilters(), 0],
    [{ ...noFilters(), stops: 'ANY_NUMBER' as const }, 0],
    [{ ...noFilters(), stops: 'NONE' as const }, 1],
    [{ ...noFilters(), airlines: [] }, 0],
    [{ ...noFilters(), airlines: ['AA'], noLowCostCarriers: true, priceRange: [0, 1] as [number, number] }, 3],
    [
      {
        ...noFilters(),
        departureWindow: [0, 299] as [number, number],
        arrivalWindow: [0, 299] as [number, number],
        maxDurationMinutes: 60,
      },
      3,
    ],
  ])('%j → %i', (filters, count) => {
    expect(activeFilterCount(filters)).toBe(count);
  });
});

describe('times of day', () => {
  it.each([
    [undefined, null],
    [[0, 299], 'night'],
    [[300, 719], 'morning'],
    [[720, 1079], 'afternoon'],
    [[1080, 1439], 'evening'],
    [[360, 720], null],
  ] as const)('%j is %s', (w, name) => {
    expect(timeOfDayOf(w)).toBe(name);
  });

  it('hour pickers give the chips exactly and read them back', () => {
    expect(windowFromHours(5, 12)).toEqual(TimesOfDay.morning);
    expect(windowFromHours(18, 24)).toEqual(TimesOfDay.evening);
    expect(windowFromHours(0, 5)).toEqual(TimesOfDay.night);
    expect(hoursOfWindow(TimesOfDay.afternoon)).toEqual({ from: 12, until: 18 });
    expect(hoursOfWindow([360, 720])).toEqual({ from: 6, until: 12 });
    // "until" before "from" still gives a window (from an hour to the same hour).
    expect(windowFromHours(10, 8)).toEqual([600, 600]);
  });
});
