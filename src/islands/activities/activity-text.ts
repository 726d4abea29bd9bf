// How an activity reads wherever it shows (details, checkout, confirmation): times on the city's
// clock, the duration, the party and price lines by age band, what is included and the
// cancellation policy with its deadline, in the page's language. Strings: activityshop.
import { intlLocale, type Locale, type TFunction } from '../../lib/client/i18n';
import type {
  ExperienceCancellationPolicy,
  ExperienceDetailsResponse,
  PartyPrice,
  Travelers,
} from '../../lib/domain/experiences/experiences.schema';
import { dateTimeFormat } from '../../lib/domain/shared/intl';
import { formatMoney } from '../../lib/domain/shared/money';

export const activityMoney = (minor: number, locale: Locale): string => formatMoney(minor, intlLocale(locale));

/** "9:00 AM" / "09:00" for a start time "HH:MM" as the city's clock reads it (formatted at UTC: no zone can shift it). */
export function formatStartTime(startTime: string, locale: Locale): string {
  const m = /^(\d{2}):(\d{2})/.exec(startTime);
  if (!m) return startTime;
  return dateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])),
  );
}

/** "Sat, Feb 20, 2027": the activity's local day, never shifted by the browser's zone. */
export function formatActivityDay(date: string, locale: Locale): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(at)) return date;
  return dateTimeFormat(intlLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    at,
  );
}

/** "Fri, Feb 19, 9:00 AM" for an instant as the city's clock reads it. */
export function formatCityTime(at: number, timeZone: string, locale: Locale): string {
  const options = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
  try {
    return dateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(at);
  } catch {
    // A zone this browser does not know: the home zone's reading is better than none.
    return dateTimeFormat(intlLocale(locale), options).format(at);
  }
}

export function durationText(minutes: number, t: TFunction): string {
  if (minutes < 60) return t('activityshop:duration.minutes', { count: minutes });
  if (minutes >= 1440 && minutes % 1440 === 0) return t('activityshop:duration.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('activityshop:duration.hours', { count: minutes / 60 });
  return t('activityshop:duration.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

const PARTY_ORDER = ['Adult', 'Senior', 'Youth', 'Child', 'Infant', 'Traveler'] as const;

/** "2 adults, 1 child": the party by the bands it has. */
export function partyText(travelers: Travelers, t: TFunction): string {
  return PARTY_ORDER.filter((band) => travelers[band] > 0)
    .map((band) => t(`activityshop:party.${band}`, { count: travelers[band] }))
    .join(', ');
}

/** A price line in words: "2 adults", "1 child", "1 group". */
export const priceLineLabel = (line: PartyPrice['lines'][number], t: TFunction): string =>
  t(`activityshop:party.${line.unit}`, { count: line.count });

/**
 * A breakdown's lines in the page's words (the server labels them "Adult × 2" in English): the
 * i-th line is the i-th line of the slot's price; the server's label stays for any other.
 */
export function activityLineLabels(lines: readonly { label: string }[], price: Pick<PartyPrice, 'lines'> | null, t: TFunction): string[] {
  return lines.map((line, i) => {
    const priced = price && price.lines.length === lines.length ? price.lines[i] : undefined;
    return priced ? priceLineLabel(priced, t) : line.label;
  });
}

/** The policy in words and, once a start is known, its deadline on the city's clock (or that it passed). */
export function cancellationText(
  policy: ExperienceCancellationPolicy,
  start: { startsAt: string; timeZone: string } | null,
  now: number,
  locale: Locale,
  t: TFunction,
): { name: string; policy: string; deadline: string | null } {
  const name = t(`activityshop:cancellation.name.${policy.kind}`);
  if (policy.kind === 'NonRefundable') return { name, policy: t('activityshop:cancellation.policy.NonRefundable'), deadline: null };
  const percent = policy.kind === 'PartiallyRefundable' ? policy.refundPercentage : 100;
  const words = t(`activityshop:cancellation.policy.${policy.kind}`, { count: policy.hoursBefore, percent });
  const startsAt = start ? Date.parse(start.startsAt) : NaN;
  if (!start || Number.isNaN(startsAt)) return { name, policy: words, deadline: null };
  const deadline = startsAt - policy.hoursBefore * 3_600_000;
  return {
    name,
    policy: words,
    deadline:
      deadline <= now
        ? t('activityshop:cancellation.passed')
        : t(`activityshop:cancellation.deadline.${policy.kind}`, { date: formatCityTime(deadline, start.timeZone, locale), percent }),
  };
}

type Included = Pick<ExperienceDetailsResponse, 'ticket' | 'guides' | 'pickup'>;

export const ticketText = (ticket: Included['ticket'], t: TFunction): string =>
  `${t(`activityshop:included.ticketType.${ticket.type}`)} · ${t(`activityshop:included.ticketScope.${ticket.scope}`)}`;

export function guidesText(guides: Included['guides'], locale: Locale, t: TFunction): string {
  if (guides.length === 0) return t('activityshop:included.noGuide');
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(guides.map((g) => t(`activityshop:included.guides.${g}`)));
}

/** Where the operator picks the party up, or that they meet at the start point. */
export function pickupText(pickup: Included['pickup'], locale: Locale, t: TFunction): string {
  if (!pickup || pickup.length === 0) return t('activityshop:included.meetAtStart');
  const places = new Intl.ListFormat(intlLocale(locale), { type: 'disjunction' }).format(
    pickup.map((p) => t(`activityshop:included.pickupKind.${p}`)),
  );
  return t('activityshop:included.pickupFrom', { places });
}
