// An activity's part of its emails: what, when on the city's clock, the party, the lead traveler,
// the ticket and until when it cancels; and its price lines (one per age band, or per group).
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import type { MailStrings } from './strings';

type ExperienceTrip = Extract<Trip, { kind: 'Experience' }>;
type Line = Trip['breakdown']['lines'][number];

/** The facts, each one line; `zonedTime` writes an instant as the city's clock reads it. */
export function experienceFacts(trip: ExperienceTrip, s: MailStrings, zonedTime: (instant: string, timeZone: string) => string): string[] {
  const x = s.experience;
  const { experience: e, slot, cancellationPolicy: policy } = trip;
  const deadline = (hours: number) =>
    x.localTime(zonedTime(new Date(Date.parse(slot.startsAt) - hours * 3_600_000).toISOString(), e.timeZone), e.city);
  const party = trip.price.lines.map((l) => x.band[l.unit](l.count)).join(', ');
  return [
    s.labelled(x.when, x.localTime(zonedTime(slot.startsAt, e.timeZone), e.city)),
    s.labelled(x.party, party),
    s.labelled(x.lead, `${trip.leadTraveler.givenName} ${trip.leadTraveler.surname}`),
    x.ticket[trip.ticketFormat.type],
    policy.kind === 'FullyRefundable'
      ? x.freeUntil(deadline(policy.hoursBefore))
      : policy.kind === 'PartiallyRefundable'
        ? x.partlyUntil(policy.refundPercentage, deadline(policy.hoursBefore))
        : x.nonRefundable,
  ].filter(Boolean);
}

/** A line of the party's price in the email's language: "2 adults". */
export function experienceLineLabel(trip: ExperienceTrip, line: Line, s: MailStrings): string {
  const i = trip.breakdown.lines.indexOf(line);
  const part = trip.price.lines[i];
  return part ? s.experience.band[part.unit](part.count) : line.label;
}
