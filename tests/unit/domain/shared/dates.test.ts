import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, HOME_TIME_ZONE, homeToday } from '../../../../src/lib/domain/shared/dates';

const zoned = new Intl.DateTimeFormat('en-CA', { timeZone: HOME_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

describe('homeToday', () => {
  it.each([
    ['winter, before midnight there', '2026-12-10T04:59:59Z', '2026-12-09'],
    ['winter, midnight there', '2026-12-10T05:00:00Z', '2026-12-10'],
    ['summer, before midnight there', '2026-07-10T03:59:59Z', '2026-07-09'],
    ['summer, midnight there', '2026-07-10T04:00:00Z', '2026-07-10'],
    ['the night clocks go forward', '2026-03-08T04:30:00Z', '2026-03-07'],
    ['the night clocks go back', '2026-11-01T04:30:00Z', '2026-11-01'],
    ['new year', '2027-01-01T04:30:00Z', '2026-12-31'],
  ])('%s', (_, instant, day) => {
    expect(homeToday(Date.parse(instant))).toBe(day);
  });

  it('agrees with the zone database every 15 minutes over two years, both daylight-saving switches included', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let t = start; t < start + 730 * 86_400_000; t += 15 * 60_000) {
      expect(homeToday(t), new Date(t).toISOString()).toBe(zoned.format(t));
    }
  });
});

describe('day arithmetic', () => {
  it('counts whole days across daylight-saving changes and month ends', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-01', '2026-11-02')).toBe(1);
  });
});
