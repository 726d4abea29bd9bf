// Calendar dates as YYYY-MM-DD strings. Arithmetic counts whole UTC days, so no time zone or
// daylight-saving change can shift a date.
const DAY_MS = 86_400_000;

export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const addDays = (date: string, days: number): string => new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** SPEC §9 default time zone: "today" for dates and prices is the day there, wherever the browser is. */
export const HOME_TIME_ZONE = 'America/Toronto';
const homeDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: HOME_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) in the home zone at this instant (ms). */
export function homeToday(now: number): string {
  const parts = Object.fromEntries(homeDayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
