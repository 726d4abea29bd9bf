// Calendar dates as YYYY-MM-DD strings. Arithmetic counts whole UTC days, so no time zone or
// daylight-saving change can shift a date.
const DAY_MS = 86_400_000;

export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const addDays = (date: string, days: number): string => new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** SPEC §9 default time zone: "today" for dates and prices is the day there, wherever the browser is. */
export const HOME_TIME_ZONE = 'America/Toronto';
/** The home zone is 5 hours behind UTC in winter and 4 in summer. */
const HOME_OFFSETS_MS = [-5 * 3_600_000, -4 * 3_600_000] as const;
let homeDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day (YYYY-MM-DD) in the home zone at this instant (ms). */
export function homeToday(now: number): string {
  // Both offsets give the same day except in the hour after midnight there. Only then is the zone's
  // rule needed: the first zoned Intl formatter loads the time-zone data, a long task (about 30 ms
  // on a fast machine) on the way to the first search of every page that reads "today".
  const winter = new Date(now + HOME_OFFSETS_MS[0]).toISOString().slice(0, 10);
  const summer = new Date(now + HOME_OFFSETS_MS[1]).toISOString().slice(0, 10);
  if (winter === summer) return winter;
  homeDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: HOME_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(homeDayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Whole years from a birth date to a day ('YYYY-MM-DD', or a local date and time), as a desk or an
 * operator counts a traveler's age that day; null for a birth date that does not read.
 */
export function ageOn(dateOfBirth: string, day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || !/^\d{4}-\d{2}-\d{2}/.test(day)) return null;
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5, 10) < dateOfBirth.slice(5, 10) ? years - 1 : years;
}
