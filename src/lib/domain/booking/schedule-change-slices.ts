// Which slices an airline's schedule change touched: the old-beside-new rows of the Trips dialog and
// the email, and the slices a free change replaces. Apart from schedule-change.ts, which every
// Trips visit loads for its card notice: only the dialog and the server need this.
import type { ScheduleChange } from './schedule-change.schema';

/** The slices the airline changed (all of them when it cancelled), by index: the ones a free change replaces. */
export function changedSlices(c: Pick<ScheduleChange, 'before' | 'after'>): number[] {
  return c.before.flatMap((was, i) => {
    const now = c.after?.[i];
    const same =
      now !== undefined &&
      now.zonedDeparture === was.zonedDeparture &&
      now.zonedArrival === was.zonedArrival &&
      now.segments.length === was.segments.length &&
      now.segments.every(
        (g, j) => g.scheduledDeparture === was.segments[j]!.scheduledDeparture && g.scheduledArrival === was.segments[j]!.scheduledArrival,
      );
    return same ? [] : [i];
  });
}
