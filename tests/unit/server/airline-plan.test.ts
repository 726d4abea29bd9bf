import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { airlinePlan } from '../../../src/server/services/booking/flights/schedule-change';

describe("airlinePlan: the simulated airline's own changes", () => {
  const bookedAt = new Date('2026-11-26T12:00:00Z');
  const ids = Array.from({ length: 5_000 }, () => randomUUID());
  const plans = ids.map((id) => airlinePlan(id, bookedAt));

  it('changes about 1 booking in 25, the same answer every time for a booking', () => {
    const share = plans.filter(Boolean).length / ids.length;
    expect(share).toBeGreaterThan(0.025);
    expect(share).toBeLessThan(0.06);
    expect(ids.map((id) => airlinePlan(id, bookedAt))).toEqual(plans);
  });

  it('acts 6 to 78 hours after booking; cancels some, retimes the others by 45 minutes to 4 hours', () => {
    const made = plans.filter((p) => p !== null);
    for (const p of made) {
      const hours = (p.at.getTime() - bookedAt.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(6);
      expect(hours).toBeLessThanOrEqual(78);
      if (p.change.kind === 'Retime') expect([-120, -45, 45, 90, 150, 240]).toContain(p.change.minutes);
    }
    expect(made.some((p) => p.change.kind === 'Cancel')).toBe(true);
    expect(made.some((p) => p.change.kind === 'Retime')).toBe(true);
  });
});
