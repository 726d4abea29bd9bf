import { describe, expect, it } from 'vitest';
import type { Fare, Slice } from '../../src/lib/domain/flights/flights.schema';
import { addDays, homeToday } from '../../src/lib/domain/shared/dates';
import { rebookOptions } from '../../src/server/services/booking/flights/rebook-options';
import type { SnapshotOf } from '../../src/server/services/booking/snapshot';
import { cashAnswer } from '../../src/server/services/flights';

// The flights a booked slice may move to at no charge (disruption assistance, a significant
// schedule change): a trip booked on one ticket is never offered a self-transfer on two.

const now = new Date('2027-01-04T15:00:00Z');
const passengers = { ADT: 1, CNN: 0, INF: 0, INS: 0 };
const selfTransfer = (s: Slice) => s.segments.some((g) => g.isSelfTransferLayover);

/** A nonstop JFK–LAX booking `days` out on its dearest fare (every cheaper class qualifies). */
function nonstopBooking(days: number): SnapshotOf<'Flight'> | null {
  const departureDate = addDays(homeToday(now.getTime()), days);
  const search = { tripType: 'oneWay' as const, slices: [{ origin: 'JFK', destination: 'LAX', departureDate }], passengers };
  const itinerary = cashAnswer(search, homeToday(now.getTime())).itineraries.find((i) => i.slices[0]!.stops === 0);
  if (!itinerary) return null;
  const fare: Fare = [...itinerary.fares].sort((a, b) => b.fareShelf.rating - a.fareShelf.rating)[0]!;
  return {
    product: 'Flight',
    tripType: 'oneWay',
    passengers,
    itineraryId: itinerary.id,
    slices: itinerary.slices,
    fare,
    travelers: [{ givenName: 'Ada', surname: 'Lovelace', passengerType: 'ADT' }],
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
  } as SnapshotOf<'Flight'>;
}

describe('rebookOptions', () => {
  it('never offers a self-transfer to a trip booked on one ticket, on days where the timetable has some', () => {
    let daysWithSelfTransfers = 0;
    for (let days = 20; days < 50; days++) {
      const booked = nonstopBooking(days);
      if (!booked) continue;
      const departureDate = booked.slices[0]!.zonedDeparture.slice(0, 10);
      const search = { tripType: 'oneWay' as const, slices: [{ origin: 'JFK', destination: 'LAX', departureDate }], passengers };
      if (cashAnswer(search, homeToday(now.getTime())).itineraries.some((i) => selfTransfer(i.slices[0]!))) daysWithSelfTransfers++;
      for (const o of rebookOptions(booked, 0, now, 'number')) expect(selfTransfer(o.slice)).toBe(false);
    }
    // The rule is tested where it matters: the simulator does sell self-transfers on this route.
    expect(daysWithSelfTransfers).toBeGreaterThan(0);
  });
});
