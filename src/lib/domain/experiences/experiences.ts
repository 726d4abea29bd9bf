// Rules of experiences (SPEC §3): which filter value an experience falls in, sorts, facet counts,
// how a party maps onto an experience's age bands, and whether a booking can still be canceled.
// Pure: the API applies them to the simulator's answer, and a screen could apply them too.
import type { ReservationState } from '../booking/booking.constants';
import {
  DurationFilters,
  ExperienceFlags,
  RatingFilters,
  TimesOfDay,
  type AgeBand,
  type DurationFilter,
  type ExperienceCancellationState,
  type ExperienceSort,
  type RatingFilter,
  type TimeOfDay,
} from './experiences.constants';
import type {
  AgeBandDef,
  ExperienceCancellationPolicy,
  ExperienceFacets,
  ExperienceFilters,
  ExperienceSummary,
  Travelers,
} from './experiences.schema';

/** Operators publish their calendars a year ahead, like hotels. */
export const MAX_EXPERIENCE_DAYS_AHEAD = 365;
/** The most travelers one booking takes (the schema's count per band allows more in total). */
export const MAX_EXPERIENCE_TRAVELERS = 15;
/** Operators expect an adult to lead the party. */
export const LEAD_TRAVELER_MINIMUM_AGE = 18;

/** Lowest rating each rating filter lets through (ratings are 0 to 5). */
export const RATING_MINIMUM: Record<RatingFilter, number> = { Any: 0, Great: 4.5, VeryGood: 4, Good: 3.5 };

/** Part of the day of a local start time "HH:MM": small hours count as night, not morning. */
export function timeOfDayOf(startTime: string): TimeOfDay {
  const minutes = Number(startTime.slice(0, 2)) * 60 + Number(startTime.slice(3, 5));
  if (minutes >= 5 * 60 && minutes < 12 * 60) return 'Morning';
  if (minutes >= 12 * 60 && minutes < 17 * 60) return 'Afternoon';
  return 'EveningAndNight';
}

/** The one duration filter an experience falls in: the buckets do not overlap, so facet counts add up. */
export function durationFilterOf(minutes: number): DurationFilter {
  if (minutes < 60) return 'LessThanOneHour';
  if (minutes <= 240) return 'OneToFourHours';
  if (minutes <= 24 * 60) return 'UpToOneDay';
  return 'MoreThanOneDay';
}

export const lowestTotal = (s: ExperienceSummary): number | null =>
  s.availability.kind === 'Available' ? s.availability.lowestTotal : null;
const slotTimes = (s: ExperienceSummary): TimeOfDay[] =>
  s.availability.kind === 'Available' ? s.availability.slots.map((x) => x.timeOfDay) : [];

/** Whether an experience passes every filter but `ignore` (a facet counts without its own filter). */
export function matchesExperienceFilters(s: ExperienceSummary, f: ExperienceFilters, ignore?: keyof ExperienceFilters): boolean {
  if (ignore !== 'rating' && s.rating < RATING_MINIMUM[f.rating]) return false;
  if (ignore !== 'duration' && f.duration?.length && !f.duration.includes(durationFilterOf(s.durationMinutes))) return false;
  if (ignore !== 'timeOfDay' && f.timeOfDay?.length && !slotTimes(s).some((t) => f.timeOfDay!.includes(t))) return false;
  if (ignore !== 'flags' && f.flags?.length && !f.flags.every((flag) => s.flags.includes(flag))) return false;
  if (ignore !== 'priceRange' && f.priceRange) {
    const price = lowestTotal(s);
    if (price === null || price < f.priceRange[0] || price > f.priceRange[1]) return false;
  }
  return true;
}

/** Well rated by many, excellent, in demand and free to cancel comes first. */
export function recommendedScore(s: ExperienceSummary): number {
  const has = (flag: (typeof ExperienceFlags)[number]) => (s.flags.includes(flag) ? 1 : 0);
  return (
    s.rating * 2 + Math.log10(s.reviewCount + 1) + has('BadgeOfExcellence') + has('LikelyToSellOut') * 0.5 + has('FreeCancellation') * 0.3
  );
}

const byPrice = (a: ExperienceSummary, b: ExperienceSummary) => (lowestTotal(a) ?? Infinity) - (lowestTotal(b) ?? Infinity);
const comparators: Record<ExperienceSort, (a: ExperienceSummary, b: ExperienceSummary) => number> = {
  DurationAscending: (a, b) => a.durationMinutes - b.durationMinutes,
  DurationDescending: (a, b) => b.durationMinutes - a.durationMinutes,
  PriceAscending: byPrice,
  PriceDescending: (a, b) => -byPrice(a, b),
  Rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  Recommended: (a, b) => recommendedScore(b) - recommendedScore(a),
};

/** Bookable ones first whatever the sort (nothing to buy in the others), then by `sort`, then by id so ties keep one order. */
export function sortExperiences(items: readonly ExperienceSummary[], sort: ExperienceSort): ExperienceSummary[] {
  const unavailable = (s: ExperienceSummary) => (s.availability.kind === 'Available' ? 0 : 1);
  return [...items].sort((a, b) => unavailable(a) - unavailable(b) || comparators[sort](a, b) || a.id.localeCompare(b.id));
}

const tally = <K extends string>(keys: readonly K[], count: (k: K) => number) =>
  Object.fromEntries(keys.map((k) => [k, count(k)])) as Record<K, number>;

export function experienceFacets(items: readonly ExperienceSummary[], f: ExperienceFilters): ExperienceFacets {
  const without = (key: keyof ExperienceFilters) => items.filter((s) => matchesExperienceFilters(s, f, key));
  const forRating = without('rating');
  const forDuration = without('duration');
  const forTime = without('timeOfDay');
  const forFlags = without('flags');
  const prices = without('priceRange')
    .map(lowestTotal)
    .filter((p): p is number => p !== null);
  return {
    rating: tally(RatingFilters, (r) => forRating.filter((s) => s.rating >= RATING_MINIMUM[r]).length),
    duration: tally(DurationFilters, (d) => forDuration.filter((s) => durationFilterOf(s.durationMinutes) === d).length),
    timeOfDay: tally(TimesOfDay, (t) => forTime.filter((s) => slotTimes(s).includes(t)).length),
    flags: tally(ExperienceFlags, (flag) => forFlags.filter((s) => s.flags.includes(flag)).length),
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}

export const partySize = (t: Travelers) => t.Adult + t.Senior + t.Youth + t.Child + t.Infant + t.Traveler;
export const hasMinors = (t: Travelers) => t.Youth + t.Child + t.Infant > 0;

/**
 * The band of an experience a traveler of the party pays as. Single-price experiences (a Traveler
 * band) price everyone but infants as a Traveler; otherwise a band the experience lacks falls to the
 * next older one it has (no Senior price: an adult pays the adult price).
 */
export function bandFor(partyBand: AgeBand, offered: readonly AgeBand[]): AgeBand | null {
  const chains: Record<AgeBand, AgeBand[]> = {
    Adult: ['Adult', 'Traveler'],
    Traveler: ['Adult', 'Traveler'],
    Senior: ['Senior', 'Adult', 'Traveler'],
    Youth: ['Youth', 'Adult', 'Traveler'],
    Child: ['Child', 'Youth', 'Adult', 'Traveler'],
    Infant: ['Infant', 'Child', 'Youth', 'Adult', 'Traveler'],
  };
  return chains[partyBand].find((b) => offered.includes(b)) ?? null;
}

export type PartyAssignment = { kind: 'Allowed'; lines: { band: AgeBand; count: number }[] } | { kind: 'NotAllowed'; reason: 'AdultsOnly' };

/** How many of the party pay as each band of the experience; adults-only experiences take no minors. */
export function assignParty(travelers: Travelers, bands: readonly AgeBandDef[], adultsOnly: boolean): PartyAssignment {
  if (adultsOnly && hasMinors(travelers)) return { kind: 'NotAllowed', reason: 'AdultsOnly' };
  const offered = bands.map((b) => b.band);
  const counts = new Map<AgeBand, number>();
  for (const band of ['Adult', 'Senior', 'Youth', 'Child', 'Infant', 'Traveler'] as const) {
    const n = travelers[band];
    const as = bandFor(band, offered);
    if (n === 0) continue;
    if (!as) return { kind: 'NotAllowed', reason: 'AdultsOnly' };
    counts.set(as, (counts.get(as) ?? 0) + n);
  }
  return { kind: 'Allowed', lines: offered.filter((b) => counts.has(b)).map((band) => ({ band, count: counts.get(band)! })) };
}

/** SPEC §4 reservation states a booked experience can be in. */
export type { ReservationState };

export interface BookedExperience {
  reservation: ReservationState;
  /** A cancellation was asked for and the supplier has not answered yet. */
  cancellationRequested: boolean;
  /** UTC instant the activity starts. */
  startsAt: string;
  /** What was paid, minor units. */
  total: number;
  policy: ExperienceCancellationPolicy;
}

export type CancellationOutlook =
  | { state: 'FullyRefundable' | 'PartiallyRefundable'; refund: number; deadline: string }
  | { state: Exclude<ExperienceCancellationState, 'FullyRefundable' | 'PartiallyRefundable'> };

/**
 * What cancelling a booked experience at `now` would do. The booking's own state decides first; then
 * a started activity cannot be canceled; then the policy: a refund until its deadline (excluded),
 * nothing after it, and a non-refundable ticket cannot be canceled at all (suppliers keep the place).
 */
export function experienceCancellationState(booking: BookedExperience, now: Date): CancellationOutlook {
  if (booking.reservation === 'Canceled') return { state: 'AlreadyCanceled' };
  if (booking.cancellationRequested) return { state: 'CancellationPending' };
  if (booking.reservation === 'Pending') return { state: 'BookingPending' };
  const start = Date.parse(booking.startsAt);
  // Declined, unmapped or mid-change bookings, and bad data, need a person to look at them.
  if (booking.reservation !== 'Confirmed' || !Number.isFinite(start)) return { state: 'ContactCustomerService' };
  if (now.getTime() >= start) return { state: 'PastActivityStart' };
  const policy = booking.policy;
  if (policy.kind === 'NonRefundable') return { state: 'NonCancellable' };
  const deadline = start - policy.hoursBefore * 3_600_000;
  if (now.getTime() >= deadline) return { state: 'NonRefundable' };
  const refund = policy.kind === 'FullyRefundable' ? booking.total : Math.floor((booking.total * policy.refundPercentage) / 100);
  return { state: policy.kind, refund, deadline: new Date(deadline).toISOString() };
}
