import { describe, expect, it } from 'vitest';
import {
  airlineName,
  bookingPassengerErrors,
  isCalendarDate,
  sortPassengerErrors,
  type BookingPassenger,
  type BookingPassengersInput,
  type PassengerError,
  type PassengerType,
  type TripFacts,
} from '../../../../src/lib/domain/flights/booking-passengers';
import type { Traveler } from '../../../../src/lib/domain/profile/travelers.schema';

const trip: TripFacts = {
  firstFlightDate: '2026-12-10',
  lastFlightDate: '2026-12-20',
  international: false,
  supportsLapInfants: true,
  supportsSeatedInfants: true,
};
const contact = { email: 'ada@example.com', phone: '+1 (416) 555-0100' };

function traveler(id: string, patch: Partial<Traveler> = {}): Traveler {
  return {
    id,
    givenName: 'Ada',
    surname: 'Lovelace',
    gender: 'F',
    dateOfBirth: '1980-05-01',
    assistance: [],
    createdAt: '2026-01-01T00:00:00Z',
    frequentFlyer: {},
    hotelLoyalty: {},
    ...patch,
  };
}
const pax = (id: string, passengerType: PassengerType, patch: Partial<Traveler> = {}): BookingPassenger => ({
  traveler: traveler(id, patch),
  passengerType,
});
const adult = (id = 'a1', patch: Partial<Traveler> = {}) => pax(id, 'ADT', patch);
/** Born 2025-12-21: 1 on the last flight (2026-12-20), 2 the next day. */
const lapInfant = (id = 'i1', patch: Partial<Traveler> = {}) => pax(id, 'INF', { dateOfBirth: '2025-12-21', ...patch });
const passport = { countryOfIssue: 'CA', number: 'AB123456', expiration: '2030-01-01' };

function errorsOf(input: Partial<BookingPassengersInput>): PassengerError[] {
  const result = bookingPassengerErrors({ passengers: [adult()], contact, trip, ...input });
  if (result.kind !== 'Checked') throw new Error(`unexpected ${result.reason}`);
  return result.errors;
}

describe('bookingPassengerErrors: one row per SPEC §8 rule', () => {
  const ten = Array.from({ length: 10 }, (_, i) => adult(`a${i}`));
  it.each<[string, Partial<BookingPassengersInput>, PassengerError[]]>([
    ['a valid adult', {}, []],
    ['no passengers at all', { passengers: [] }, [{ code: 'NoAdultPassenger' }]],
    ['only a child', { passengers: [pax('c', 'CNN', { dateOfBirth: '2015-01-01' })] }, [{ code: 'NoAdultPassenger' }]],
    [
      'a 17-year-old booked as adult is not one',
      { passengers: [adult('a1', { dateOfBirth: '2009-12-11' })] },
      [{ code: 'NoAdultPassenger' }],
    ],
    ['18 on the first flight is an adult', { passengers: [adult('a1', { dateOfBirth: '2008-12-10' })] }, []],
    ['10 passengers', { passengers: ten }, [{ code: 'TooManyPassengers' }]],
    ['9 passengers', { passengers: ten.slice(1) }, []],
    ['two lap infants on one adult', { passengers: [adult(), lapInfant('i1'), lapInfant('i2')] }, [{ code: 'TooManyLapInfants' }]],
    ['one lap infant per adult', { passengers: [adult('a1'), adult('a2'), lapInfant('i1'), lapInfant('i2')] }, []],
    [
      'lap infant 2 on the day of the last flight',
      { passengers: [adult(), lapInfant('i1', { dateOfBirth: '2024-12-20' })] },
      [{ code: 'LapInfantTooOld', travelerId: 'i1', field: 'dateOfBirth' }],
    ],
    ['lap infant turning 2 the day after the last flight', { passengers: [adult(), lapInfant()] }, []],
    [
      'lap infant with an unreadable birth date',
      { passengers: [adult(), lapInfant('i1', { dateOfBirth: '2025-02-30' })] },
      [{ code: 'LapInfantTooOld', travelerId: 'i1', field: 'dateOfBirth' }],
    ],
    [
      'lap infants unsupported',
      { passengers: [adult(), lapInfant()], trip: { ...trip, supportsLapInfants: false } },
      [{ code: 'LapInfantsUnsupported', travelerId: 'i1', field: 'passengerType' }],
    ],
    [
      'seated infants unsupported',
      { passengers: [adult(), pax('s1', 'INS', { dateOfBirth: '2026-01-01' })], trip: { ...trip, supportsSeatedInfants: false } },
      [{ code: 'SeatedInfantsUnsupported', travelerId: 's1', field: 'passengerType' }],
    ],
    [
      'lap infant with a redress number',
      { passengers: [adult(), lapInfant('i1', { tsaRedressNumber: '1234567' })] },
      [{ code: 'IllegalLapInfantRedress', travelerId: 'i1', field: 'tsaRedressNumber' }],
    ],
    [
      'lap infant with a KTN',
      { passengers: [adult(), lapInfant('i1', { knownTravelerNumber: 'AB12345678' })] },
      [{ code: 'IllegalLapInfantKTN', travelerId: 'i1', field: 'knownTravelerNumber' }],
    ],
    [
      'seated infant may have a KTN',
      { passengers: [adult(), pax('s1', 'INS', { dateOfBirth: '2026-01-01', knownTravelerNumber: '12345678' })] },
      [],
    ],
    [
      'well-formed KTN and redress',
      { passengers: [adult('a1', { knownTravelerNumber: ' ab12345678 ', tsaRedressNumber: '1234567890123' })] },
      [],
    ],
    [
      'KTN of 7',
      { passengers: [adult('a1', { knownTravelerNumber: '1234567' })] },
      [{ code: 'MalformedKnownTravelerNumber', travelerId: 'a1', field: 'knownTravelerNumber' }],
    ],
    [
      'KTN with a hyphen',
      { passengers: [adult('a1', { knownTravelerNumber: '1234-5678' })] },
      [{ code: 'MalformedKnownTravelerNumber', travelerId: 'a1', field: 'knownTravelerNumber' }],
    ],
    [
      'redress of 14 digits',
      { passengers: [adult('a1', { tsaRedressNumber: '12345678901234' })] },
      [{ code: 'MalformedRedressNumber', travelerId: 'a1', field: 'tsaRedressNumber' }],
    ],
    [
      'redress with letters',
      { passengers: [adult('a1', { tsaRedressNumber: 'AB12345' })] },
      [{ code: 'MalformedRedressNumber', travelerId: 'a1', field: 'tsaRedressNumber' }],
    ],
    ['an empty KTN is no KTN', { passengers: [adult('a1', { knownTravelerNumber: '  ' })] }, []],
    [
      'a digit in the surname',
      { passengers: [adult('a1', { surname: 'Lovelace2' })] },
      [{ code: 'UnsupportedNameCharacters', travelerId: 'a1', field: 'surname' }],
    ],
    [
      'a non-Latin given name',
      { passengers: [adult('a1', { givenName: 'Аня' })] },
      [{ code: 'UnsupportedNameCharacters', travelerId: 'a1', field: 'givenName' }],
    ],
    ['accents, hyphens, apostrophes', { passengers: [adult('a1', { givenName: 'José-María', surname: "O'Brien Øster" })] }, []],
    ['no email', { contact: { ...contact, email: ' ' } }, [{ code: 'NoContactInformation', field: 'contact.email' }]],
    ['not an email', { contact: { ...contact, email: 'ada@example' } }, [{ code: 'NoContactInformation', field: 'contact.email' }]],
    ['no phone', { contact: { ...contact, phone: '' } }, [{ code: 'NoContactInformation', field: 'contact.phone' }]],
    ['a phone of 6 digits', { contact: { ...contact, phone: '555-010' } }, [{ code: 'NoContactInformation', field: 'contact.phone' }]],
    [
      'a phone with letters',
      { contact: { ...contact, phone: '555-0100 ext' } },
      [{ code: 'NoContactInformation', field: 'contact.phone' }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});

describe('bookingPassengerErrors: international itineraries need travel documents', () => {
  const intl = { ...trip, international: true };
  const doc = (patch: Partial<Traveler>) => errorsOf({ trip: intl, passengers: [adult('a1', { nationality: 'CA', passport, ...patch })] });
  it.each<[string, Partial<Traveler>, PassengerError['code'][]]>([
    ['passport and nationality', {}, []],
    ['no passport', { passport: undefined }, ['MissingPassport']],
    ['no nationality', { nationality: undefined }, ['MissingNationality']],
    ['neither', { passport: undefined, nationality: ' ' }, ['MissingNationality', 'MissingPassport']],
    ['empty passport number', { passport: { ...passport, number: '' } }, ['MissingPassportNumber']],
    ['passport number of 4', { passport: { ...passport, number: 'AB12' } }, ['InvalidPassportNumber']],
    ['passport number with a space', { passport: { ...passport, number: 'AB 123456' } }, ['InvalidPassportNumber']],
    ['expires on the last flight', { passport: { ...passport, expiration: '2026-12-20' } }, ['ExpiredPassport']],
    ['expires the day after', { passport: { ...passport, expiration: '2026-12-21' } }, []],
    ['expiry not a date', { passport: { ...passport, expiration: '' } }, ['ExpiredPassport']],
  ])('%s', (_name, patch, codes) => {
    expect(doc(patch).map((e) => e.code)).toEqual(codes);
  });

  it('names the field to fix', () => {
    expect(doc({ passport: { ...passport, number: '', expiration: '2020-01-01' } })).toEqual([
      { code: 'MissingPassportNumber', travelerId: 'a1', field: 'passport.number' },
      { code: 'ExpiredPassport', travelerId: 'a1', field: 'passport.expiration' },
    ]);
  });

  it('a domestic trip asks for no passport', () => {
    expect(errorsOf({ passengers: [adult('a1', { passport: undefined })] })).toEqual([]);
  });
});

describe('bookingPassengerErrors: bad input is named, never thrown', () => {
  it.each<[string, Partial<TripFacts>, string]>([
    ['last flight before the first', { lastFlightDate: '2026-12-01' }, 'InvalidTripDates'],
    ['not a date', { firstFlightDate: '10/12/2026' }, 'InvalidTripDates'],
    ['no such day', { lastFlightDate: '2026-02-30' }, 'InvalidTripDates'],
  ])('%s', (_name, patch, reason) => {
    expect(bookingPassengerErrors({ passengers: [adult()], contact, trip: { ...trip, ...patch } })).toEqual({
      kind: 'InvalidInput',
      reason,
    });
  });

  it('the same traveler twice', () => {
    expect(bookingPassengerErrors({ passengers: [adult('a1'), adult('a1')], contact, trip })).toEqual({
      kind: 'InvalidInput',
      reason: 'DuplicateTraveler',
    });
  });
});

describe('error order: booking first, then each traveler down the form, then contact', () => {
  it('bookingPassengerErrors answers in form order', () => {
    const errors = errorsOf({
      trip: { ...trip, international: true },
      contact: { email: '', phone: '' },
      passengers: [
        adult('a1', { passport, nationality: 'CA', surname: 'L0velace', tsaRedressNumber: 'x' }),
        lapInfant('i1', { passport, nationality: 'CA', knownTravelerNumber: 'AB12345678' }),
        lapInfant('i2', { passport, nationality: 'CA', dateOfBirth: '2020-01-01' }),
      ],
    });
    expect(errors.map((e) => [e.code, 'travelerId' in e ? e.travelerId : '', 'field' in e ? e.field : ''])).toEqual([
      ['TooManyLapInfants', '', ''],
      ['UnsupportedNameCharacters', 'a1', 'surname'],
      ['MalformedRedressNumber', 'a1', 'tsaRedressNumber'],
      ['IllegalLapInfantKTN', 'i1', 'knownTravelerNumber'],
      ['LapInfantTooOld', 'i2', 'dateOfBirth'],
      ['NoContactInformation', '', 'contact.email'],
      ['NoContactInformation', '', 'contact.phone'],
    ]);
  });

  it('sortPassengerErrors merges errors from elsewhere into the same order', () => {
    const mixed: PassengerError[] = [
      { code: 'NoContactInformation', field: 'contact.phone' },
      { code: 'ExpiredPassport', travelerId: 'b', field: 'passport.expiration' },
      { code: 'MissingNationality', travelerId: 'b', field: 'nationality' },
      { code: 'UnsupportedNameCharacters', travelerId: 'a', field: 'surname' },
      { code: 'TooManyPassengers' },
      { code: 'UnsupportedNameCharacters', travelerId: 'unknown', field: 'givenName' },
    ];
    expect(sortPassengerErrors(mixed, ['a', 'b']).map((e) => e.code)).toEqual([
      'TooManyPassengers',
      'UnsupportedNameCharacters',
      'MissingNationality',
      'ExpiredPassport',
      'UnsupportedNameCharacters',
      'NoContactInformation',
    ]);
  });
});

describe('airlineName: what an airline can store', () => {
  it.each([
    ['Ada', 'ADA'],
    ['  mary   jane ', 'MARY JANE'],
    ['José-María', 'JOSE-MARIA'],
    ["O'Brien", "O'BRIEN"],
    ['Øster', 'OESTER'],
    ['Strauß', 'STRAUSS'],
    ['Łukasz', 'LUKASZ'],
    ['Ærø', 'AEROE'],
    ['Nguyễn', 'NGUYEN'],
  ])('%s → %s', (name, expected) => {
    expect(airlineName(name)).toBe(expected);
  });

  it.each(['', ' ', 'Ada2', 'St. John', '-Ada', "Ada'", 'Mary--Jane', '李', 'Аня', 'Ada 😀'])('refuses %j', (name) => {
    expect(airlineName(name)).toBeNull();
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s → %s', (d, ok) => {
    expect(isCalendarDate(d)).toBe(ok);
  });
});
