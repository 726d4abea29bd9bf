// Online check-in (SPEC §2 Trips modal "check-in flight"): done on the airline's own site, so Trips
// says when it opens and links to the airline. Our rule, after the airlines' common practice: it
// opens 24 hours before a flight and closes about 1 hour before (some close at 45 minutes, some at
// 90 for international flights: the dialog says "about").
import { addDays } from '../shared/dates';
import type { Slice } from '../flights/flights.schema';

export const CHECK_IN_OPENS_HOURS = 24;
export const CHECK_IN_CLOSES_MINUTES = 60;

export type CheckInWindow =
  /** `opensAt`: the same wall-clock time the day before, on the departure airport's clock. */
  | { kind: 'NotYet'; slice: number; opensAt: string }
  | { kind: 'Open'; slice: number }
  | { kind: 'Closed'; slice: number }
  /** Every flight has left. */
  | { kind: 'Flown' };

/** Check-in for the next slice that has not left yet. */
export function checkInWindow(slices: readonly Pick<Slice, 'zonedDeparture'>[], now: Date): CheckInWindow {
  const t = now.getTime();
  const slice = slices.findIndex((s) => Date.parse(s.zonedDeparture) > t);
  if (slice < 0) return { kind: 'Flown' };
  const departure = slices[slice]!.zonedDeparture;
  const leaves = Date.parse(departure);
  if (t < leaves - CHECK_IN_OPENS_HOURS * 3_600_000) {
    return { kind: 'NotYet', slice, opensAt: `${addDays(departure.slice(0, 10), -1)}${departure.slice(10)}` };
  }
  return t < leaves - CHECK_IN_CLOSES_MINUTES * 60_000 ? { kind: 'Open', slice } : { kind: 'Closed', slice };
}
