// A booked activity's facts in the page's words, shared by its Trips card and its dialogs: the party,
// the duration, the start and the cancellation deadline, each on the city's clock.
import { intlLocale, type Locale, type TFunction } from '../../lib/client/i18n';
import type { ExperienceTrip } from '../../lib/client/trips.store';
import { numberFormat } from '../../lib/domain/shared/intl';
import { HOME_TIME_ZONE } from '../../lib/domain/shared/dates';
import { formatLocalTime } from './format';

/** Oldest first, as the booking form lists them. */
const BANDS = ['Adult', 'Senior', 'Youth', 'Child', 'Infant', 'Traveler'] as const;

/** "2 adults, 1 child": the bands the party has, each with its count. */
export function partyText(trip: ExperienceTrip, t: TFunction): string {
  return BANDS.filter((b) => trip.travelers[b] > 0)
    .map((b) => t(`experience.band.${b}`, { count: trip.travelers[b] }))
    .join(', ');
}

/** "3 hours", "1 hour 30 minutes", "2 days": Intl's own unit words, so French reads as French. */
export function durationText(minutes: number, locale: Locale): string {
  const parts: [number, 'day' | 'hour' | 'minute'][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => numberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(n))
    .join(' ');
}

/**
 * "Fri, Feb 19, 9:00 AM" for an instant read on a place's clock (an activity's city): its deadlines
 * are instants, and the traveler plans by the clock where they will be. An unknown zone falls back to
 * the home zone, named, rather than failing the card. Here, not in format.ts: that module loads with
 * the page, this one only with an activity's card.
 */
function formatZonedTime(iso: string, timeZone: string, locale: Locale): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: HOME_TIME_ZONE, timeZoneName: 'short' }).format(at);
  }
}

/** "Sat, Feb 20, 9:00 AM": the day and start time as the operator gives them, on the city's clock. */
export const startText = (trip: ExperienceTrip, locale: Locale): string => formatLocalTime(`${trip.date}T${trip.slot.startTime}`, locale);

/**
 * The policy's own deadline on the city's clock (the start less its hours), or null for a ticket that
 * cannot be cancelled. The rules (experienceCancellationState) give the deadline only while it is
 * ahead; the card and the policy say it whatever the time.
 */
export function deadlineText(trip: ExperienceTrip, locale: Locale): string | null {
  const policy = trip.cancellationPolicy;
  if (policy.kind === 'NonRefundable') return null;
  const deadline = Date.parse(trip.slot.startsAt) - policy.hoursBefore * 3_600_000;
  if (Number.isNaN(deadline)) return null;
  return formatZonedTime(new Date(deadline).toISOString(), trip.experience.timeZone, locale);
}

/** The card's one line on cancelling: free or partly refundable until the deadline, or non-refundable. */
export function policyText(trip: ExperienceTrip, locale: Locale, t: TFunction): string {
  const policy = trip.cancellationPolicy;
  const time = deadlineText(trip, locale);
  if (policy.kind === 'NonRefundable' || !time) return t('experience.policy.short.NonRefundable');
  if (policy.kind === 'FullyRefundable') return t('experience.policy.short.FullyRefundable', { time });
  return t('experience.policy.short.PartiallyRefundable', { time, percent: policy.refundPercentage });
}
