// A stay's times are the property's wall clock (check-in "15:00" on its date, in its IANA zone):
// this turns one into an instant, so Trips can tell whether a stay is over wherever the traveler is.

/** The zone's offset from UTC at `utcMs`, in ms (positive east of Greenwich). */
function offsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** The instant of a property-local date ("2027-02-15") and time ("12:00") in `timeZone`; NaN when unreadable. */
export function localInstant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${/^\d{2}:\d{2}$/.test(time) ? time : '00:00'}:00Z`);
  if (Number.isNaN(wall)) return NaN;
  try {
    // Twice: the offset at the first guess may differ from the one at the answer across a DST change.
    const first = wall - offsetMs(wall, timeZone);
    return wall - offsetMs(first, timeZone);
  } catch {
    // An unknown zone reads as UTC rather than failing the page.
    return wall;
  }
}
