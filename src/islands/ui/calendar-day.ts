// A calendar day in words, apart from the lodging formats so a Trips visit (its stay cards) does not
// load the stay rules with them.
import { intlLocale, type Locale } from '../../lib/client/i18n';

/** "Mon Feb 15" style calendar day, never shifted by the browser's zone. */
export function formatDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
}
