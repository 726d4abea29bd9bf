// The corporate travel policy rules (SPEC §5 flight pricing and inactive tiers, SPEC §4 list
// compliance): every limit is a maximum, so a price equal to it is in policy and one cent more is not.
import { describe, expect, it } from 'vitest';
import {
  carPolicy,
  flightPolicy,
  flightPriceLimit,
  flyingMinutes,
  hotelPolicy,
  isOutOfPolicy,
  isPolicyInactive,
  policyCompliance,
  sliceDuration,
  type PolicyBreach,
  type PolicyVerdict,
} from '../../../../src/lib/domain/corporate/policy-rules';
import type { FareClass, PolicyTier } from '../../../../src/lib/domain/corporate/policy.schema';

const ALL_CLASSES: FareClass[] = ['basic', 'standard', 'enhanced', 'premium', 'luxury'];
type FlightEntry = PolicyTier['flights']['policies'][number];

/** A tier that restricts nothing (inactive); tests switch on only the restriction they exercise. */
function openTier(
  overrides: {
    flights?: Partial<PolicyTier['flights']>;
    short?: Partial<FlightEntry>;
    long?: Partial<FlightEntry>;
    hotels?: Partial<PolicyTier['hotels']>;
    cars?: Partial<PolicyTier['cars']>;
  } = {},
): PolicyTier {
  const entry = (duration: 'Short' | 'Long', o: Partial<FlightEntry> = {}): FlightEntry => ({
    duration,
    maxPriceForOneWay: null,
    maxPriceForRoundTrip: null,
    allowedFareClasses: [...ALL_CLASSES],
    ...o,
  });
  return {
    id: 'tier-1',
    name: 'Standard',
    settings: { isApprovalRequired: false },
    flights: {
      enableLongFlights: true,
      minHoursForLongFlight: 6,
      policies: [entry('Short', overrides.short), entry('Long', overrides.long)],
      ...overrides.flights,
    },
    hotels: { allowedStarRatings: [1, 2, 3, 4, 5], maxPricePerNight: null, ...overrides.hotels },
    cars: { maxPricePerDay: null, ...overrides.cars },
  };
}

/** A typical restrictive tier: short flights up to 6 h in basic/standard, long ones up to premium. */
const capped = openTier({
  short: { maxPriceForOneWay: 300_00, maxPriceForRoundTrip: 500_00, allowedFareClasses: ['basic', 'standard'] },
  long: {
    maxPriceForOneWay: 900_00,
    maxPriceForRoundTrip: 1_600_00,
    allowedFareClasses: ['basic', 'standard', 'enhanced', 'premium'],
  },
  hotels: { allowedStarRatings: [3, 4], maxPricePerNight: 200_00 },
  cars: { maxPricePerDay: 80_00 },
});

const SHORT = 120; // 2 h
const LONG = 8 * 60; // 8 h, over the 6 h minimum

describe('isPolicyInactive', () => {
  it.each<[string, PolicyTier, boolean]>([
    ['fully open tier', openTier(), true],
    ['empty star list (any rating)', openTier({ hotels: { allowedStarRatings: [] } }), true],
    ['no Long entry (unrestricted)', openTier({ flights: { policies: [] } }), true],
    ['star list without 5', openTier({ hotels: { allowedStarRatings: [1, 2, 3, 4] } }), false],
    ['a hotel cap', openTier({ hotels: { maxPricePerNight: 500_00 } }), false],
    ['a car cap', openTier({ cars: { maxPricePerDay: 100_00 } }), false],
    ['long flights disabled', openTier({ flights: { enableLongFlights: false } }), false],
    ['short one-way cap', openTier({ short: { maxPriceForOneWay: 300_00 } }), false],
    ['short round-trip cap', openTier({ short: { maxPriceForRoundTrip: 500_00 } }), false],
    ['long one-way cap', openTier({ long: { maxPriceForOneWay: 900_00 } }), false],
    ['long round-trip cap', openTier({ long: { maxPriceForRoundTrip: 0 } }), false],
    ['a missing fare class', openTier({ long: { allowedFareClasses: ['basic', 'standard', 'enhanced', 'premium'] } }), false],
  ])('%s → %s', (_, tier, inactive) => {
    expect(isPolicyInactive(tier)).toBe(inactive);
  });
});

describe('sliceDuration', () => {
  it.each<[string, PolicyTier, number, 'Short' | 'Long']>([
    ['exactly the minimum hours', openTier(), 6 * 60, 'Short'],
    ['one minute over', openTier(), 6 * 60 + 1, 'Long'],
    ['well under', openTier(), SHORT, 'Short'],
    ['long flights disabled', openTier({ flights: { enableLongFlights: false } }), 20 * 60, 'Short'],
    ['zero minimum hours', openTier({ flights: { minHoursForLongFlight: 0 } }), 1, 'Long'],
  ])('%s', (_, tier, minutes, expected) => {
    expect(sliceDuration(tier, minutes)).toBe(expected);
  });
});

describe('flyingMinutes', () => {
  it.each<[string, { durationMinutes: number }[], number]>([
    ['no segments', [], 0],
    ['nonstop', [{ durationMinutes: 95 }], 95],
    // 3 h + 3 h 30 flying with a long layover between: 390, not over 6 h 30 in the air.
    ['stopover excluded', [{ durationMinutes: 180 }, { durationMinutes: 210 }], 390],
  ])('%s', (_, segments, expected) => {
    expect(flyingMinutes({ segments })).toBe(expected);
  });

  it('a short hop with a long layover stays Short', () => {
    const minutes = flyingMinutes({ segments: [{ durationMinutes: 150 }, { durationMinutes: 150 }] });
    expect(sliceDuration(capped, minutes)).toBe('Short');
  });
});

describe('flightPriceLimit', () => {
  it.each<[string, PolicyTier, 'oneWay' | 'roundTrip' | 'multiCity', number[], number | null]>([
    ['one way short', capped, 'oneWay', [SHORT], 300_00],
    ['one way long', capped, 'oneWay', [LONG], 900_00],
    ['round trip short uses the round-trip cap', capped, 'roundTrip', [SHORT, SHORT], 500_00],
    ['round trip long uses the round-trip cap', capped, 'roundTrip', [LONG, LONG], 1_600_00],
    ['multi-city 3 short: one-way × 3', capped, 'multiCity', [SHORT, SHORT, SHORT], 900_00],
    ['multi-city 2 long: one-way × 2', capped, 'multiCity', [LONG, LONG], 1_800_00],
    ['mixed round trip sums one-way caps', capped, 'roundTrip', [SHORT, LONG], 1_200_00],
    ['mixed multi-city sums one-way caps', capped, 'multiCity', [LONG, SHORT, SHORT], 1_500_00],
    ['null one-way cap', openTier({ short: { maxPriceForRoundTrip: 500_00 } }), 'oneWay', [SHORT], null],
    ['null round-trip cap', openTier({ short: { maxPriceForOneWay: 300_00 } }), 'roundTrip', [SHORT, SHORT], null],
    ['mixed with one null cap', openTier({ short: { maxPriceForOneWay: 300_00 } }), 'roundTrip', [SHORT, LONG], null],
    ['no entry for the class', openTier({ flights: { policies: [capped.flights.policies[0]!] } }), 'oneWay', [LONG], null],
    [
      'long disabled: long slice priced as short',
      { ...capped, flights: { ...capped.flights, enableLongFlights: false } },
      'oneWay',
      [LONG],
      300_00,
    ],
    ['no slices', capped, 'oneWay', [], null],
  ])('%s', (_, tier, tripType, slices, expected) => {
    expect(flightPriceLimit(tier, tripType, slices)).toBe(expected);
  });
});

describe('flightPolicy', () => {
  const shortAllowed: FareClass[] = ['basic', 'standard'];
  it.each<[string, Parameters<typeof flightPolicy>[1], PolicyVerdict]>([
    [
      'equal to the limit is in',
      { tripType: 'oneWay', slicesFlyingMinutes: [SHORT], fareRating: 0, pricePerTravelerMinor: 300_00 },
      { kind: 'InPolicy' },
    ],
    [
      'one cent over is out',
      { tripType: 'oneWay', slicesFlyingMinutes: [SHORT], fareRating: 1, pricePerTravelerMinor: 300_01 },
      { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 300_00 }] },
    ],
    [
      'premium allowed on a long one-way',
      { tripType: 'oneWay', slicesFlyingMinutes: [LONG], fareRating: 3, pricePerTravelerMinor: 800_00 },
      { kind: 'InPolicy' },
    ],
    [
      'premium not allowed for the short slice of a mixed trip',
      { tripType: 'roundTrip', slicesFlyingMinutes: [LONG, SHORT], fareRating: 3, pricePerTravelerMinor: 1_000_00 },
      { kind: 'OutOfPolicy', breaches: [{ kind: 'FareClassNotAllowed', allowed: shortAllowed }] },
    ],
    [
      'luxury not allowed for a long slice',
      { tripType: 'multiCity', slicesFlyingMinutes: [LONG, LONG], fareRating: 4, pricePerTravelerMinor: 1_000_00 },
      {
        kind: 'OutOfPolicy',
        breaches: [{ kind: 'FareClassNotAllowed', allowed: ['basic', 'standard', 'enhanced', 'premium'] }],
      },
    ],
    [
      'both breaches at once',
      { tripType: 'roundTrip', slicesFlyingMinutes: [SHORT, SHORT], fareRating: 2, pricePerTravelerMinor: 500_01 },
      {
        kind: 'OutOfPolicy',
        breaches: [
          { kind: 'OverPrice', limitMinor: 500_00 },
          { kind: 'FareClassNotAllowed', allowed: shortAllowed },
        ],
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(flightPolicy(capped, input)).toEqual(expected);
  });

  it('a class the long slice forbids is out even when the short slice allows it', () => {
    const tier = openTier({ short: { maxPriceForOneWay: 300_00 }, long: { allowedFareClasses: ['basic', 'standard', 'enhanced'] } });
    const input = { tripType: 'roundTrip', slicesFlyingMinutes: [SHORT, LONG], fareRating: 3, pricePerTravelerMinor: 100_00 } as const;
    expect(flightPolicy(tier, input)).toEqual({
      kind: 'OutOfPolicy',
      breaches: [{ kind: 'FareClassNotAllowed', allowed: ['basic', 'standard', 'enhanced'] }],
    });
  });

  it('a class with no policy entry allows every fare class', () => {
    const tier = openTier({ flights: { policies: [capped.flights.policies[0]!] } });
    const input = { tripType: 'oneWay', slicesFlyingMinutes: [LONG], fareRating: 4, pricePerTravelerMinor: 10_000_00 } as const;
    expect(flightPolicy(tier, input)).toEqual({ kind: 'InPolicy' });
  });

  const any = { tripType: 'oneWay', slicesFlyingMinutes: [SHORT], fareRating: 4, pricePerTravelerMinor: 99_999_00 } as const;
  it.each<[string, PolicyTier | null | undefined]>([
    ['null tier', null],
    ['undefined tier', undefined],
    ['inactive tier', openTier()],
  ])('%s → NoPolicy', (_, tier) => {
    expect(flightPolicy(tier, any)).toEqual({ kind: 'NoPolicy' });
  });
});

describe('hotelPolicy', () => {
  const stars: PolicyBreach = { kind: 'StarRatingNotAllowed', allowed: [3, 4] };
  it.each<[string, PolicyTier | null, { starRating: number | null; perNightMinor: number }, PolicyVerdict]>([
    ['allowed stars, under the cap', capped, { starRating: 4, perNightMinor: 150_00 }, { kind: 'InPolicy' }],
    ['cap equal is in', capped, { starRating: 3, perNightMinor: 200_00 }, { kind: 'InPolicy' }],
    [
      'one cent over the cap',
      capped,
      { starRating: 3, perNightMinor: 200_01 },
      { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 200_00 }] },
    ],
    ['stars not allowed', capped, { starRating: 5, perNightMinor: 100_00 }, { kind: 'OutOfPolicy', breaches: [stars] }],
    ['unrated with a star list', capped, { starRating: null, perNightMinor: 100_00 }, { kind: 'OutOfPolicy', breaches: [stars] }],
    [
      'both breaches',
      capped,
      { starRating: 2, perNightMinor: 300_00 },
      { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 200_00 }, stars] },
    ],
    [
      'empty star list allows any rating',
      openTier({ hotels: { allowedStarRatings: [], maxPricePerNight: 200_00 } }),
      { starRating: 1, perNightMinor: 200_00 },
      { kind: 'InPolicy' },
    ],
    [
      'empty star list allows unrated',
      openTier({ hotels: { allowedStarRatings: [], maxPricePerNight: 200_00 } }),
      { starRating: null, perNightMinor: 100_00 },
      { kind: 'InPolicy' },
    ],
    ['null tier', null, { starRating: 5, perNightMinor: 1_000_00 }, { kind: 'NoPolicy' }],
    ['inactive tier', openTier(), { starRating: null, perNightMinor: 1_000_00 }, { kind: 'NoPolicy' }],
  ])('%s', (_, tier, input, expected) => {
    expect(hotelPolicy(tier, input)).toEqual(expected);
  });
});

describe('carPolicy', () => {
  it.each<[string, PolicyTier | null, number, PolicyVerdict]>([
    ['under the cap', capped, 50_00, { kind: 'InPolicy' }],
    ['equal to the cap', capped, 80_00, { kind: 'InPolicy' }],
    ['one cent over', capped, 80_01, { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 80_00 }] }],
    ['no car cap on an active tier', openTier({ hotels: { maxPricePerNight: 1 } }), 1_000_00, { kind: 'InPolicy' }],
    ['null tier', null, 1_000_00, { kind: 'NoPolicy' }],
    ['inactive tier', openTier(), 1_000_00, { kind: 'NoPolicy' }],
  ])('%s', (_, tier, perDayMinor, expected) => {
    expect(carPolicy(tier, { perDayMinor })).toEqual(expected);
  });
});

describe('policyCompliance', () => {
  const IN: PolicyVerdict = { kind: 'InPolicy' };
  const OUT: PolicyVerdict = { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 1 }] };
  const NONE: PolicyVerdict = { kind: 'NoPolicy' };
  it.each<[string, PolicyVerdict[], 'none' | 'some' | 'all']>([
    ['empty list', [], 'none'],
    ['all out', [OUT, OUT], 'none'],
    ['some in', [IN, OUT, IN], 'some'],
    ['all in', [IN, IN], 'all'],
    ['consumer (all NoPolicy)', [NONE, NONE], 'none'],
  ])('%s → %s', (_, verdicts, expected) => {
    expect(policyCompliance(verdicts)).toBe(expected);
  });
});

describe('isOutOfPolicy', () => {
  it.each<[PolicyVerdict, boolean]>([
    [{ kind: 'InPolicy' }, false],
    [{ kind: 'NoPolicy' }, false],
    [{ kind: 'OutOfPolicy', breaches: [{ kind: 'StarRatingNotAllowed', allowed: [4] }] }, true],
  ])('%o → %s', (verdict, expected) => {
    expect(isOutOfPolicy(verdict)).toBe(expected);
  });
});
