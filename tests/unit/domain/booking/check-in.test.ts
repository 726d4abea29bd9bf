import { describe, expect, it } from 'vitest';
import { checkInWindow, type CheckInWindow } from '../../../../src/lib/domain/booking/check-in';

// A round trip: out Dec 10 at 08:00 in New York (13:00 UTC), back Dec 17 at 09:00 in Los Angeles (17:00 UTC).
const slices = [{ zonedDeparture: '2026-12-10T08:00:00-05:00' }, { zonedDeparture: '2026-12-17T09:00:00-08:00' }];

describe('checkInWindow: opens 24 hours before the next flight, closes about 1 hour before', () => {
  it.each<[string, string, CheckInWindow]>([
    ['a week ahead', '2026-12-03T13:00:00Z', { kind: 'NotYet', slice: 0, opensAt: '2026-12-09T08:00:00-05:00' }],
    ['a minute before it opens', '2026-12-09T12:59:00Z', { kind: 'NotYet', slice: 0, opensAt: '2026-12-09T08:00:00-05:00' }],
    ['as it opens', '2026-12-09T13:00:00Z', { kind: 'Open', slice: 0 }],
    ['61 minutes before', '2026-12-10T11:59:00Z', { kind: 'Open', slice: 0 }],
    ['60 minutes before', '2026-12-10T12:00:00Z', { kind: 'Closed', slice: 0 }],
    ['after the outbound left', '2026-12-10T13:01:00Z', { kind: 'NotYet', slice: 1, opensAt: '2026-12-16T09:00:00-08:00' }],
    ['the day before the return', '2026-12-16T18:00:00Z', { kind: 'Open', slice: 1 }],
    ['after the last flight left', '2026-12-17T17:00:01Z', { kind: 'Flown' }],
  ])('%s', (_, now, expected) => {
    expect(checkInWindow(slices, new Date(now))).toEqual(expected);
  });
});
