// The experience chosen on /activities/shop/ and booked on /activities/book/, as both pages keep it
// in their address so Back and reload come back to the same day, party and time:
//   ?id=e12-3&date=2027-02-20&slot=e12-3@2027-02-20T09:00&adults=2&children=1&infants=0
// The results page links to the shop page with the same parameters, without `slot`. The party is
// counted by age as the search form asks it: adults, children, infants (the API's Adult, Child and
// Infant bands; Senior, Youth and Traveler are never sent from these pages). Reading never throws:
// what does not read as a choice is none, and the page says so.
import type { ExperienceSelection } from '../../domain/booking/experience-book.schema';
import { formatExperienceSearch } from '../../domain/experiences/experience-search-url';
import {
  DEFAULT_ADULTS,
  isCalendarDate,
  travelersOf,
  validateExperienceDay,
  type ExperienceErrorCode,
  type ExperienceParty,
} from '../../domain/experiences/experience-search';

export { travelersOf } from '../../domain/experiences/experience-search';
export { MAX_EXPERIENCE_DAYS_AHEAD, MAX_EXPERIENCE_TRAVELERS } from '../../domain/experiences/experience-search';
/** The party as the search form asks it (the API's Adult, Child and Infant). */
export type Party = ExperienceParty;

export interface ActivityQuery {
  experienceId: string;
  /** The local day of the activity, 'YYYY-MM-DD'. */
  date: string;
  party: Party;
  /** The time chosen; none until the traveler picks one on the shop page. */
  slotId: string | null;
}

/** The contract's limits on ids (experience-book.schema.ts ExperienceSelectionSchema). */
const MAX_ID = 40;
const MAX_SLOT_ID = 80;
const COUNT = /^\d{1,2}$/;
// Control characters never make an id: such a link was damaged on the way.
// eslint-disable-next-line no-control-regex -- that is the point
const DAMAGED = /[\u0000-\u001f\u007f]/;

const cleanId = (raw: string | null, max: number): string | null => {
  const id = (raw ?? '').trim();
  return id && id.length <= max && !DAMAGED.test(id) ? id : null;
};

/** A count as the URL has it; absent is `fallback`, anything but a small whole number is no count. */
function readCount(raw: string | null, fallback: number): number | null {
  if (raw === null || raw.trim() === '') return fallback;
  return COUNT.test(raw.trim()) ? Number(raw.trim()) : null;
}

export function parseActivityQuery(q: URLSearchParams): ActivityQuery | null {
  const experienceId = cleanId(q.get('id'), MAX_ID);
  const date = (q.get('date') ?? '').trim();
  if (!experienceId || !isCalendarDate(date)) return null;
  // The search form's party when the link does not say: a party is never empty, and minors never go alone.
  const adults = readCount(q.get('adults'), DEFAULT_ADULTS);
  const children = readCount(q.get('children'), 0);
  const infants = readCount(q.get('infants'), 0);
  if (adults === null || children === null || infants === null) return null;
  return { experienceId, date, party: { adults, children, infants }, slotId: cleanId(q.get('slot'), MAX_SLOT_ID) };
}

/** Every parameter, in the order the pages write them; `slot` only once one is chosen. */
export function activityQuery(a: ActivityQuery): URLSearchParams {
  const q = new URLSearchParams({ id: a.experienceId, date: a.date });
  if (a.slotId) q.set('slot', a.slotId);
  q.set('adults', String(a.party.adults));
  q.set('children', String(a.party.children));
  q.set('infants', String(a.party.infants));
  return q;
}

/** The book request's selection; null without a time. */
export function selectionOf(a: ActivityQuery): ExperienceSelection | null {
  if (!a.slotId) return null;
  return { experienceId: a.experienceId, date: a.date, slotId: a.slotId, travelers: travelersOf(a.party) };
}

export type DayProblem = ExperienceErrorCode;

/** What the server would refuse about a day and party (checkDate, checkTravelers), so the page says it first. */
export const dayProblem = (date: string, party: Party, today: string): DayProblem | null =>
  validateExperienceDay({ date, party }, today)[0]?.code ?? null;

/** Where a new activity search starts. */
export const ACTIVITY_SEARCH_PATH = '/activities/search/';
export const ACTIVITY_RESULTS_PATH = '/activities/availability/';
export const ACTIVITY_CONFIRM_PATH = '/activities/book/confirm/';

/** The pages for a choice; `localePath` adds the language. */
export const activityShopPath = (a: ActivityQuery): string => `/activities/shop/?${activityQuery(a).toString()}`;
export const activityBookPath = (a: ActivityQuery & { slotId: string }): string => `/activities/book/?${activityQuery(a).toString()}`;

/** The results of the experience's city for the same day and party (the search's own URL, experience-search-url.ts). */
export const activityResultsQuery = (city: { id: string; name: string }, a: Pick<ActivityQuery, 'date' | 'party'>): URLSearchParams =>
  formatExperienceSearch({ city: { id: city.id, label: city.name }, date: a.date, party: a.party });
