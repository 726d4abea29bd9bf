// The activities search as it lives in the URL, the same on /activities/search/ and
// /activities/availability/, so a search can be shared, reloaded and navigated back to:
//   ?city=city:Paris|FR&cityName=Paris&date=2026-12-10&adults=2&children=1&infants=0
// on the results, what they show of it:
//   &sort=PriceAscending&rating=VeryGood&duration=OneToFourHours&timeOfDay=Morning&flags=FreeCancellation&price=20-150
// `price` is the party's total in whole dollars, as every results page writes its own (shared/price-range.ts).
// and the way to one experience (/activities/shop/, another page's): id, date and the party.
// Reading never throws: a hand-edited URL gives field errors a person can fix.
import { formatPriceParam, readPriceParam, toMinorRange } from '../shared/price-range';
import { DurationFilters, ExperienceFlags, ExperienceSorts, RatingFilters, TimesOfDay } from './experiences.constants';
import type { ExperienceSort, RatingFilter } from './experiences.constants';
import type { ExperienceSearchInput } from './experiences.schema';
import {
  cityNameOf,
  defaultExperienceSearch,
  isCalendarDate,
  isCityId,
  MAX_EXPERIENCE_TRAVELERS,
  travelersOf,
  type ExperienceFilterState,
  type ExperienceParty,
  type ExperienceSearch,
  type ExperienceView,
} from './experience-search';

export const EXPERIENCE_SEARCH_PARAMS = ['city', 'cityName', 'date', 'adults', 'children', 'infants'] as const;
export const EXPERIENCE_VIEW_PARAMS = ['sort', 'rating', 'duration', 'timeOfDay', 'flags', 'price'] as const;

const list = (raw: string | null): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
/** The known values of a list, each once, in the enumeration's order (one URL per filter set). */
const known = <T extends string>(values: readonly T[], raw: string | null): T[] => {
  const asked = new Set(list(raw));
  return values.filter((v) => asked.has(v));
};
const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;

/** A count the form's selects can show: a garbled one takes the default, a huge one the most a select offers. */
function readCount(raw: string | null, fallback: number): number {
  const t = (raw ?? '').trim();
  return /^\d{1,3}$/.test(t) ? Math.min(Number(t), MAX_EXPERIENCE_TRAVELERS) : fallback;
}

/** The search the URL holds; a missing field takes its default, a garbled one is left empty. */
export function parseExperienceSearch(q: URLSearchParams, today: string): ExperienceSearch {
  const d = defaultExperienceSearch(today);
  const id = (q.get('city') ?? '').trim();
  const name = (q.get('cityName') ?? '').trim();
  const date = (q.get('date') ?? '').trim();
  return {
    city: isCityId(id) ? { id, label: name || cityNameOf(id) } : null,
    date: q.has('date') ? (isCalendarDate(date) ? date : '') : d.date,
    party: {
      adults: readCount(q.get('adults'), d.party.adults),
      children: readCount(q.get('children'), d.party.children),
      infants: readCount(q.get('infants'), d.party.infants),
    },
  };
}

/** Whether the URL holds a search at all (a link from elsewhere may hold none). */
export const hasExperienceSearch = (q: URLSearchParams): boolean => EXPERIENCE_SEARCH_PARAMS.some((p) => q.has(p));

const writeParty = (q: URLSearchParams, p: ExperienceParty) => {
  q.set('adults', String(p.adults));
  q.set('children', String(p.children));
  q.set('infants', String(p.infants));
};

export function formatExperienceSearch(s: ExperienceSearch): URLSearchParams {
  const q = new URLSearchParams();
  q.set('city', s.city?.id ?? '');
  if (s.city) q.set('cityName', s.city.label);
  q.set('date', s.date);
  writeParty(q, s.party);
  return q;
}

/** The query of /activities/shop/ for one experience on the search's day, for its party. */
export function experienceShopQuery(id: string, s: Pick<ExperienceSearch, 'date' | 'party'>): URLSearchParams {
  const q = new URLSearchParams({ id, date: s.date });
  writeParty(q, s.party);
  return q;
}

export function parseExperienceView(q: URLSearchParams): ExperienceView {
  return {
    filters: {
      rating: oneOf<RatingFilter>(RatingFilters, q.get('rating'), 'Any'),
      duration: known(DurationFilters, q.get('duration')),
      timeOfDay: known(TimesOfDay, q.get('timeOfDay')),
      flags: known(ExperienceFlags, q.get('flags')),
      price: readPriceParam(q.get('price')),
    },
    sort: oneOf<ExperienceSort>(ExperienceSorts, q.get('sort'), 'Recommended'),
  };
}

/** Only what differs from no filters and the recommended sort: a plain search keeps a short URL. */
export function formatExperienceView(v: ExperienceView): URLSearchParams {
  const q = new URLSearchParams();
  const f = v.filters;
  if (v.sort !== 'Recommended') q.set('sort', v.sort);
  if (f.rating !== 'Any') q.set('rating', f.rating);
  if (f.duration.length) q.set('duration', DurationFilters.filter((d) => f.duration.includes(d)).join(','));
  if (f.timeOfDay.length) q.set('timeOfDay', TimesOfDay.filter((t) => f.timeOfDay.includes(t)).join(','));
  if (f.flags.length) q.set('flags', ExperienceFlags.filter((x) => f.flags.includes(x)).join(','));
  if (f.price) q.set('price', formatPriceParam(f.price));
  return q;
}

/** Filter lists as the URL would read them back (enumeration order, each once), so equal views compare equal. */
export function normalExperienceFilters(f: ExperienceFilterState): ExperienceFilterState {
  return parseExperienceView(formatExperienceView({ filters: f, sort: 'Recommended' })).filters;
}

/** The body of POST /experiences/availability for a valid search. */
export function toExperienceRequest(
  s: ExperienceSearch,
  v: ExperienceView,
  page: { offset: number; limit: number },
): ExperienceSearchInput {
  const f = v.filters;
  return {
    location: { kind: 'Market', id: s.city?.id ?? '' },
    date: s.date,
    travelers: travelersOf(s.party),
    sort: v.sort,
    filters: {
      rating: f.rating,
      ...(f.duration.length ? { duration: f.duration } : {}),
      ...(f.timeOfDay.length ? { timeOfDay: f.timeOfDay } : {}),
      ...(f.flags.length ? { flags: f.flags } : {}),
      ...(f.price ? { priceRange: toMinorRange(f.price) } : {}),
    },
    page,
  };
}
