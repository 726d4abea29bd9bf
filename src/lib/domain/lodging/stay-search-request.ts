// The body of POST /api/v0/hotels/availability for a stay search.
import type { LodgingKinds } from './lodging.constants';
import { STAY_FAMILIES, STAY_PAGE_SIZE, type StayFamily, type StaySearch, type StayTab } from './stay-search';

/** The kinds of lodging a tab lists. */
export function kindsOf(tab: StayTab): (typeof LodgingKinds)[number][] {
  if (tab === 'hotel') return ['hotel'];
  if (tab === 'vacation_rental') return ['vacation_rental'];
  return ['hotel', 'vacation_rental'];
}

/** The API location of an autocomplete id: cities are markets, airports places to stay near. */
export function apiLocation(id: string): { kind: 'Market'; id: string } | { kind: 'Place'; code: string } {
  const airport = /^airport:([A-Za-z]{3})$/.exec(id);
  return airport ? { kind: 'Place', code: airport[1]!.toUpperCase() } : { kind: 'Market', id };
}

/** The body of POST /hotels/availability for a valid search (collections: the family's preset or the filter). */
export function toAvailabilityRequest(s: StaySearch, family: StayFamily) {
  const config = STAY_FAMILIES[family];
  const f = s.filters;
  const collections = config.collections
    ? f.collections.length
      ? f.collections.filter((c) => config.collections!.includes(c))
      : [...config.collections]
    : f.collections;
  return {
    location: apiLocation(s.location?.id ?? ''),
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    guests: { adults: s.adults, children: s.childAges.length, pets: config.pets ? s.pets : 0 },
    kinds: kindsOf(config.tabs.includes(s.tab) ? s.tab : config.defaultTab),
    sort: s.sort,
    filters: {
      freeCancellationOnly: f.freeCancellation,
      ...(f.stars.length ? { starRatings: f.stars } : {}),
      ...(f.amenities.length ? { amenities: f.amenities } : {}),
      ...(collections.length ? { collections } : {}),
      ...(f.price ? { priceRange: [f.price[0] * 100, f.price[1] * 100] as [number, number] } : {}),
      ...(f.bounds ? { bounds: f.bounds } : {}),
      ...(f.minRating !== null ? { minUserRating: f.minRating } : {}),
      ...(f.inPolicyOnly ? { inPolicyOnly: true } : {}),
    },
    page: { offset: (s.page - 1) * STAY_PAGE_SIZE, limit: STAY_PAGE_SIZE },
  };
}
