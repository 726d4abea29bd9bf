// How the activities search and results read: the party, durations in words, start times, ratings
// and prices. The words come from the calling namespace (activitysearch or activityresults), which
// both hold `party.*` and the results `duration.*`.
import { intlLocale, type Locale, type TFunction } from '../../lib/client/i18n';
import { durationParts, type ExperienceParty } from '../../lib/domain/experiences/experience-search';
import { dateTimeFormat, numberFormat } from '../../lib/domain/shared/intl';
import { formatMoney } from '../../lib/domain/shared/money';

/** "2 adults, 1 child": the bands with someone in them. */
export function partyText(p: ExperienceParty, t: TFunction): string {
  const parts = [t('party.adults', { count: p.adults })];
  if (p.children > 0) parts.push(t('party.children', { count: p.children }));
  if (p.infants > 0) parts.push(t('party.infants', { count: p.infants }));
  return parts.join(', ');
}

/** "2 hours 30 minutes", "3 days". */
export function durationText(minutes: number, t: TFunction): string {
  const d = durationParts(minutes);
  const parts: string[] = [];
  if (d.days > 0) parts.push(t('duration.days', { count: d.days }));
  if (d.hours > 0) parts.push(t('duration.hours', { count: d.hours }));
  if (d.minutes > 0 || parts.length === 0) parts.push(t('duration.minutes', { count: d.minutes }));
  return parts.join(' ');
}

/** A local "HH:MM" of the experience's city as the page's language writes times ("9:30 AM", "09 h 30"). */
export function formatStartTime(hhmm: string, locale: Locale): string {
  const at = Date.parse(`2000-01-01T${hhmm}:00Z`);
  if (Number.isNaN(at)) return hhmm;
  return dateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
}

/** A 0–5 rating with one decimal: "4.7", "4,7". */
export const formatRating = (rating: number, locale: Locale): string =>
  numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

export const formatNumber = (n: number, locale: Locale): string => numberFormat(intlLocale(locale)).format(n);

/** A party's total is an amount paid: to the cent (SPEC §9). */
export const formatActivityPrice = (minor: number, locale: Locale): string => formatMoney(minor, intlLocale(locale), 'cents');
