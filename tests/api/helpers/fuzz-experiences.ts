import fc from 'fast-check';
import { suiteClock } from './clock';

// Experience availability bodies: mostly well-formed, with cities, dates, parties and filters from
// valid to absurd, so the simulator itself runs on odd input (unknown cities, past dates, a party of
// infants alone, 15 children at a wine tasting, reversed price ranges).
export function experiencesShaped(anyText: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const cityId = fc.oneof(
    fc.constantFrom('city:Paris|FR', 'city:Montréal|CA', 'city:Tokyo|JP', 'city:Atlantis|XX', 'city:|', 'Paris', 'city:paris|fr'),
    anyText,
  );
  const date = fc.oneof(
    fc.integer({ min: -30, max: 400 }).map((d) => new Date(suiteClock().getTime() + d * 86_400_000).toISOString().slice(0, 10)),
    fc.constantFrom('2026-02-30', '1999-01-01', '9999-12-31', 'tomorrow', ''),
    anyText,
    fc.anything(),
  );
  const count = fc.oneof(
    fc.integer({ min: 0, max: 4 }),
    fc.integer({ min: -2, max: 20 }),
    fc.constantFrom(1.5, 1e9, '2', null),
    fc.anything(),
  );
  const travelers = fc.oneof(
    fc.record({ Adult: fc.integer({ min: 1, max: 4 }), Child: fc.integer({ min: 0, max: 2 }) }),
    fc.record({ Adult: count, Senior: count, Youth: count, Child: count, Infant: count, Traveler: count }, { requiredKeys: [] }),
    fc.anything(),
  );
  const listOf = (values: readonly string[]) =>
    fc.oneof(fc.array(fc.oneof(fc.constantFrom(...values), anyText), { maxLength: 8 }), fc.anything());
  const filters = fc.oneof(
    fc.record(
      {
        rating: fc.oneof(fc.constantFrom('Any', 'Great', 'VeryGood', 'Good', 'Excellent'), fc.anything()),
        duration: listOf(['LessThanOneHour', 'OneToFourHours', 'UpToOneDay', 'MoreThanOneDay', 'Forever']),
        timeOfDay: listOf(['Morning', 'Afternoon', 'EveningAndNight', 'Midnight']),
        flags: listOf(['BadgeOfExcellence', 'FreeCancellation', 'LikelyToSellOut', 'AvailableToday', 'AdultsOnly', 'PetFriendly']),
        priceRange: fc.oneof(fc.tuple(fc.nat(), fc.nat()), fc.tuple(count, count), fc.anything()),
      },
      { requiredKeys: [] },
    ),
    fc.anything(),
  );
  const sort = fc.constantFrom(
    'DurationAscending',
    'DurationDescending',
    'PriceAscending',
    'PriceDescending',
    'Rating',
    'Recommended',
    'Cheapest',
  );
  const near = fc.integer({ min: -3, max: 370 }).map((d) => new Date(suiteClock().getTime() + d * 86_400_000).toISOString().slice(0, 10));
  // Well-formed enough to reach the simulator: a city, a date near today and a small party.
  const plausible = fc.record(
    {
      location: fc.record({
        kind: fc.constant('Market'),
        id: fc.constantFrom('city:Paris|FR', 'city:Montréal|CA', 'city:Tokyo|JP', 'city:Atlantis|XX'),
      }),
      date: near,
      travelers: fc.record(
        { Adult: fc.integer({ min: 0, max: 4 }), Child: fc.integer({ min: 0, max: 3 }), Infant: fc.integer({ min: 0, max: 2 }) },
        { requiredKeys: [] },
      ),
      sort,
      filters: fc.record(
        {
          rating: fc.constantFrom('Any', 'Great', 'VeryGood', 'Good'),
          flags: fc.subarray(['FreeCancellation', 'AvailableToday', 'AdultsOnly', 'FamilyFriendly']),
          priceRange: fc.tuple(fc.nat({ max: 200_000 }), fc.nat({ max: 200_000 })),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['location', 'date', 'travelers'] },
  );
  const absurd = fc.record(
    {
      location: fc.oneof(
        fc.record({ kind: fc.constant('Market'), id: cityId }),
        fc.record({ kind: fc.oneof(fc.constantFrom('Place', 'LodgingIds', 'market'), anyText), id: cityId }, { requiredKeys: [] }),
        fc.anything(),
      ),
      date,
      travelers,
      sort: fc.oneof(sort, fc.anything()),
      filters,
      page: fc.oneof(fc.record({ offset: count, limit: count }, { requiredKeys: [] }), fc.anything()),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(plausible, absurd).map((v) => JSON.stringify(v) ?? 'null');
}
