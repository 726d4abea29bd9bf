// Stays in Trips: a stay is upcoming until its check-out time on the property's clock, whatever the
// traveler's zone, and sorts with flights by when it starts.
import { describe, expect, it } from 'vitest';
import { isPastTrip, isStayTrip, splitTrips, type Trip } from '../../../src/lib/client/trips.store';
import { localInstant } from '../../../src/lib/domain/lodging/stay-times';
import { trip as flight } from '../islands/trips/booking-fixtures';

const stay = (id: string, over: Partial<Extract<Trip, { kind: 'Hotel' }>> = {}): Trip =>
  ({
    id,
    kind: 'Hotel',
    reservation: 'Confirmed',
    createdAt: '2027-02-10T15:00:00Z',
    checkIn: '2027-03-12',
    checkOut: '2027-03-15',
    lodging: { timeZone: 'Europe/Paris', checkInTime: '15:00', checkOutTime: '12:00' },
    ...over,
  }) as Trip;

describe('localInstant: a property-local date and time as an instant', () => {
  it.each([
    ['Paris in winter (UTC+1)', '2027-03-15', '12:00', 'Europe/Paris', '2027-03-15T11:00:00.000Z'],
    ['Paris in summer (UTC+2)', '2027-07-15', '12:00', 'Europe/Paris', '2027-07-15T10:00:00.000Z'],
    ['Toronto (UTC−4 in summer)', '2027-07-15', '11:00', 'America/Toronto', '2027-07-15T15:00:00.000Z'],
    ['the day Paris moves its clocks (28 March 2027)', '2027-03-28', '12:00', 'Europe/Paris', '2027-03-28T10:00:00.000Z'],
    ['an unknown zone reads as UTC', '2027-03-15', '12:00', 'Nowhere/Atlantis', '2027-03-15T12:00:00.000Z'],
  ])('%s', (_, date, time, zone, iso) => {
    expect(new Date(localInstant(date, time, zone)).toISOString()).toBe(iso);
  });
});

describe('isPastTrip for stays', () => {
  it.each([
    ['the day before check-out', '2027-03-14T12:00:00Z', false],
    ['a minute before noon in Paris (10:59 UTC)', '2027-03-15T10:59:00Z', false],
    ['a minute after check-out time in Paris', '2027-03-15T11:01:00Z', true],
  ])('%s → %s', (_, now, past) => {
    expect(isPastTrip(stay('s') as never, Date.parse(now))).toBe(past);
  });
  it('a canceled stay is past at once', () => {
    expect(isPastTrip(stay('s', { reservation: 'Canceled' }) as never, Date.parse('2027-02-11T00:00:00Z'))).toBe(true);
  });
});

describe('splitTrips with stays and flights', () => {
  it('orders upcoming by start, past by end, stays among flights', () => {
    const a = stay('stay-march');
    const b = stay('stay-feb', { checkIn: '2027-02-20', checkOut: '2027-02-22' });
    const c = stay('stay-jan', { checkIn: '2027-01-20', checkOut: '2027-01-22' });
    const f = flight('flight-dec-2026');
    const { upcoming, past } = splitTrips([a, f, b, c], Date.parse('2027-02-10T15:00:00Z'));
    expect(upcoming.map((t) => t.id)).toEqual(['stay-feb', 'stay-march']);
    expect(past.map((t) => t.id)).toEqual(['stay-jan', 'flight-dec-2026']);
    expect(upcoming.every(isStayTrip)).toBe(true);
  });
});
