// The simulator converts local timetables to instants with a cached offset per zone and quarter
// hour instead of TZDate on every call; both must agree everywhere, DST gaps and overlaps included.
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import type { Airport } from '../../../src/server/inventory/reference';
import { localInstant, zoned } from '../../../src/server/inventory/flights/slices';

const ZONES = [
  'America/Toronto',
  'America/Los_Angeles',
  'Europe/Paris',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Pacific/Chatham',
  'UTC',
];
const at = (timeZone: string) => ({ timeZone }) as Airport;

describe.each(ZONES)('%s', (timeZone) => {
  it('zoned() gives the local time TZDate gives, every ~4.3 hours for two years', () => {
    for (let t = Date.UTC(2026, 0, 1, 0, 7); t < Date.UTC(2028, 0, 1); t += 259 * 60_000) {
      const local = new TZDate(t, timeZone);
      expect(zoned(t, at(timeZone))).toEqual({
        iso: local.toISOString().replace('.000', ''),
        date: local.toISOString().slice(0, 10),
        hour: local.getHours(),
      });
    }
  });

  it('localInstant() gives the instant TZDate gives for every 5 minutes of the DST change days', () => {
    const days: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
      const [a, b] = [new TZDate(t, timeZone), new TZDate(t + 86_400_000, timeZone)];
      if (a.getTimezoneOffset() !== b.getTimezoneOffset())
        days.push(new Date(t).toISOString().slice(0, 10), new Date(t + 86_400_000).toISOString().slice(0, 10));
    }
    for (const date of [...days, '2026-07-14']) {
      const [y, m, d] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))];
      for (let minutes = 0; minutes < 1440; minutes += 5) {
        expect(localInstant(at(timeZone), date, minutes), `${date} +${minutes} min`).toBe(
          new TZDate(y, m, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime(),
        );
      }
    }
  });
});
