// An experience on one day for one party: its slots with the places left (some sold out, seeded by
// experience and date, so the same query answers the same all day), the party's price in each slot,
// and the summary a result list shows.
import { TZDate } from '@date-fns/tz';
import { assignParty, partySize, timeOfDayOf, type PartyAssignment } from '../../../lib/domain/experiences/experiences';
import type {
  ExperienceDetailsResponse,
  ExperienceSummary,
  PartyPrice,
  Slot,
  TimeOfDay,
  Travelers,
} from '../../../lib/domain/experiences/experiences.schema';
import { seeded, type Experience } from './catalog';

/** Operators stop selling a slot an hour before it starts. */
export const BOOKING_CUTOFF_MS = 3_600_000;

/** Weekends and high season cost more; evenings a little more. */
function priceFactor(date: string, timeOfDay: TimeOfDay): number {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const month = Number(date.slice(5, 7));
  const weekend = weekday === 0 || weekday === 6 ? 1.1 : 1;
  const season = month >= 6 && month <= 8 ? 1.15 : month === 12 ? 1.1 : month <= 2 ? 0.92 : 1;
  return weekend * season * (timeOfDay === 'EveningAndNight' ? 1.08 : 1);
}
/** Whole dollars, in cents. */
const dollars = (cents: number) => Math.round(cents / 100) * 100;

function startInstant(date: string, startTime: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, Number(startTime.slice(0, 2)), Number(startTime.slice(3, 5)), timeZone).getTime();
}

interface DaySlot {
  slotId: string;
  startTime: string;
  timeOfDay: TimeOfDay;
  startsAt: number;
  remaining: number;
}

function daySlots(e: Experience, date: string): DaySlot[] {
  const rng = seeded(`slots|${e.id}|${date}`);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const popular = e.flags.includes('LikelyToSellOut');
  const fullDay = rng.chance(popular ? 0.15 : 0.04);
  const soldOut = 0.08 + (popular ? 0.25 : 0) + (weekday === 0 || weekday === 6 ? 0.07 : 0);
  return e.startTimes.map((startTime) => {
    const gone = rng.chance(soldOut) || fullDay;
    const few = rng.chance(0.15);
    const remaining = gone ? 0 : few ? rng.int(1, Math.min(3, e.capacity)) : rng.int(Math.ceil(e.capacity / 3), e.capacity);
    return {
      slotId: `${e.id}@${date}T${startTime}`,
      startTime,
      timeOfDay: timeOfDayOf(startTime),
      startsAt: startInstant(date, startTime, e.city.timeZone),
      remaining,
    };
  });
}

function partyPrice(
  e: Experience,
  lines: Extract<PartyAssignment, { kind: 'Allowed' }>['lines'],
  size: number,
  factor: number,
): PartyPrice {
  if (e.pricing.kind === 'PerGroup') {
    const groups = Math.ceil(size / e.pricing.maxGroupSize);
    const unitPrice = dollars(e.pricing.groupPrice * factor);
    return { total: groups * unitPrice, lines: [{ unit: 'Group', count: groups, unitPrice, subtotal: groups * unitPrice }] };
  }
  const prices = new Map(e.pricing.prices.map((p) => [p.band, p.price]));
  const priced = lines.map(({ band, count }) => {
    const unitPrice = dollars((prices.get(band) ?? 0) * factor);
    return { unit: band, count, unitPrice, subtotal: unitPrice * count };
  });
  return { total: priced.reduce((s, l) => s + l.subtotal, 0), lines: priced };
}

export interface ExperienceDay {
  summary: ExperienceSummary;
  slots: Slot[];
}

/**
 * An experience on `date` for the party. Adults-only experiences take no minors; an experience without
 * AvailableToday takes no booking for today; a slot needs as many places as the party (groups, for
 * per-group prices) and closes an hour before it starts.
 */
export function experienceDay(e: Experience, date: string, travelers: Travelers, today: string, now: Date): ExperienceDay {
  const assignment = assignParty(travelers, e.bands, e.flags.includes('AdultsOnly'));
  const sameDayClosed = date === today && !e.flags.includes('AvailableToday');
  const size = partySize(travelers);
  const needed = e.pricing.kind === 'PerGroup' ? Math.ceil(size / e.pricing.maxGroupSize) : size;
  const slots: Slot[] = daySlots(e, date).map((s) => {
    const closed = assignment.kind === 'NotAllowed' || sameDayClosed || s.startsAt - BOOKING_CUTOFF_MS <= now.getTime();
    return {
      slotId: s.slotId,
      startTime: s.startTime,
      timeOfDay: s.timeOfDay,
      startsAt: new Date(s.startsAt).toISOString(),
      remaining: s.remaining,
      status: closed ? 'NotBookable' : s.remaining === 0 ? 'SoldOut' : s.remaining < needed ? 'TooFewPlaces' : 'Available',
      price: assignment.kind === 'Allowed' ? partyPrice(e, assignment.lines, size, priceFactor(date, s.timeOfDay)) : null,
    };
  });
  const open = slots.filter((s) => s.status === 'Available');
  const availability: ExperienceSummary['availability'] =
    assignment.kind === 'NotAllowed'
      ? { kind: 'Unavailable', reason: 'AdultsOnly' }
      : sameDayClosed || (open.length === 0 && slots.every((s) => s.status === 'NotBookable'))
        ? { kind: 'Unavailable', reason: 'NotBookableToday' }
        : open.length === 0
          ? { kind: 'Unavailable', reason: 'SoldOut' }
          : {
              kind: 'Available',
              lowestTotal: Math.min(...open.map((s) => s.price!.total)),
              slots: open.map(({ slotId, startTime, timeOfDay }) => ({ slotId, startTime, timeOfDay })),
            };
  const summary: ExperienceSummary = {
    id: e.id,
    title: e.title,
    cityId: e.cityId,
    city: e.city.name,
    country: e.city.country,
    itineraryType: e.itineraryType,
    durationMinutes: e.durationMinutes,
    rating: e.rating,
    reviewCount: e.reviewCount,
    flags: e.flags,
    pricing: e.pricing.kind,
    images: e.images,
    availability,
  };
  return { summary, slots };
}

export function experienceDetails(e: Experience, date: string, travelers: Travelers, today: string, now: Date): ExperienceDetailsResponse {
  const { summary, slots } = experienceDay(e, date, travelers, today, now);
  return {
    experience: summary,
    description: e.description,
    timeZone: e.city.timeZone,
    bands: e.bands,
    pricing: e.pricing,
    ticket: e.ticket,
    guides: e.guides,
    pickup: e.pickup,
    cancellation: e.cancellation,
    slots,
  };
}
