// Writing a stay search into a URL: the availability and search pages' query string, and the
// shop link of one result.
import { Amenities } from './lodging.constants';
import { PremiumCollections, STAY_FAMILIES, uniqueSorted, type StayFamily, type StaySearch } from './stay-search';

/** The URL of a search: what the family defaults to is left out, so links stay short. */
export function formatStaySearch(s: StaySearch, family: StayFamily): URLSearchParams {
  const config = STAY_FAMILIES[family];
  const q = new URLSearchParams();
  if (s.location) {
    q.set('loc', s.location.id);
    q.set('label', s.location.label);
  }
  q.set('checkIn', s.checkIn);
  q.set('checkOut', s.checkOut);
  q.set('adults', String(s.adults));
  q.set('children', String(s.childAges.length));
  if (s.childAges.length > 0) q.set('ages', s.childAges.map((a) => (a === null ? '' : String(a))).join(','));
  if (config.pets) q.set('pets', String(s.pets));
  if (s.tab !== config.defaultTab && config.tabs.includes(s.tab)) q.set('tab', s.tab);
  if (s.view !== 'list') q.set('view', s.view);
  if (s.sort !== 'MostRecommended') q.set('sort', s.sort);
  if (s.prices !== 'cash') q.set('prices', s.prices);
  const f = s.filters;
  if (f.stars.length) q.set('stars', uniqueSorted(f.stars, [1, 2, 3, 4, 5]).join(','));
  if (f.minRating !== null) q.set('rating', String(f.minRating));
  if (f.price) q.set('price', `${f.price[0]}-${f.price[1]}`);
  if (f.amenities.length) q.set('amenities', uniqueSorted(f.amenities, Amenities).join(','));
  if (f.collections.length) q.set('collections', uniqueSorted(f.collections, PremiumCollections).join(','));
  if (f.freeCancellation) q.set('free', '1');
  if (f.inPolicyOnly) q.set('inpolicy', '1');
  if (f.bounds) q.set('bounds', f.bounds.map((n) => Number(n.toFixed(4))).join(','));
  if (s.page > 1) q.set('page', String(s.page));
  if (s.prefs !== null) q.set('prefs', s.prefs ? '1' : '0');
  return q;
}

/** The shop (details) link of a result: the stay travels with it (SPEC §2 shop query string). */
export function shopQuery(s: StaySearch, family: StayFamily, lodgingId: string): URLSearchParams {
  const q = new URLSearchParams({
    lodgingId,
    source: 'SearchPage',
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    adults: String(s.adults),
    children: String(s.childAges.length),
  });
  if (s.childAges.length) q.set('ages', s.childAges.map((a) => a ?? '').join(','));
  q.set('pets', String(STAY_FAMILIES[family].pets ? s.pets : 0));
  return q;
}
