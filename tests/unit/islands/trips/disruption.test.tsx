// A disrupted flight in Trips: the card's notice only when covered; the dialog's options and the
// free rebooking; the refund through the cancel flow; a not-covered answer worded by its reason.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlightTrip } from '../../../../src/lib/client/trips.store';
import { reply } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, slice, trip } from './booking-fixtures';

const booked = [slice('JFK', 'LAX', '2026-12-10')];
const disruption = {
  kind: 'Delay' as const,
  slice: 0,
  delayMinutes: 150,
  detectedAt: '2026-12-10T10:00:00Z',
  state: 'Open' as const,
  decidedAt: null,
};
const disrupted = (protections: FlightTrip['protections']): FlightTrip =>
  trip(ID_A, { tripType: 'oneWay', slices: booked, protections, disruption } as Partial<FlightTrip>) as FlightTrip;
const covered = disrupted([{ product: 'DisruptionAssistance', priceMinor: 20_00 }]);
const later = slice('JFK', 'LAX', '2026-12-10', '2026-12-10T16:20:00-08:00');
later.zonedDeparture = '2026-12-10T13:00:00-05:00';
const answer = {
  kind: 'IsDisrupted',
  disruption,
  expiresAt: '2026-12-11T19:20:00.000Z',
  refundMinor: 400_00,
  options: [
    {
      itineraryId: 'it-1',
      fareId: 'f-1',
      departureDate: '2026-12-10',
      slice: booked[0],
      fareShelf: { rating: 1, shortBrandName: 'Main', cabin: 'Economy' },
    },
    {
      itineraryId: 'it-2',
      fareId: 'f-2',
      departureDate: '2026-12-10',
      slice: later,
      fareShelf: { rating: 1, shortBrandName: 'Main', cabin: 'Economy' },
    },
  ],
};

const harness = tripsHarness('2026-12-10T11:00:00Z');
const show = harness.show;

describe('a disrupted flight in Trips', () => {
  it('no notice without the assistance', async () => {
    await show([disrupted([])]);
    expect(text(screen.getByRole('article', { name: 'JFK to LAX' }))).not.toContain('Flight disrupted.');
  });

  it('covered: the options, then a free rebooking on the one chosen', async () => {
    await show([covered]);
    harness.api().on(`GET /trips/${ID_A}/disruption`, reply(200, answer));
    fireEvent.click(screen.getByRole('button', { name: /^Get help/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: 'Your flight is disrupted' });
    expect(text(dialog)).toContain('The airline delayed your flight by 2 h 30 min.');
    expect(text(dialog)).toContain('get your base fare back ($400.00)');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    fireEvent.click(radios[1]!);
    harness
      .api()
      .on(
        `POST /trips/${ID_A}/disruption/rebook`,
        reply(200, { ...covered, slices: [later], disruption: { ...disruption, state: 'Rebooked' } }),
      );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebook for free' }));
    await done();
    expect(
      harness
        .api()
        .callsTo(`POST /trips/${ID_A}/disruption/rebook`)
        .map((c) => c.body),
    ).toEqual([{ itineraryId: 'it-2', fareId: 'f-2', departureDate: '2026-12-10' }]);
    expect(screen.getByRole('dialog', { name: "You're rebooked" })).toBeTruthy();
    expect(text(screen.getByRole('article', { name: 'JFK to LAX' }))).not.toContain('Flight disrupted.');
  });

  it('the refund opens the cancel flow; a refused rebooking says so and changes nothing', async () => {
    await show([covered]);
    harness.api().on(`GET /trips/${ID_A}/disruption`, reply(200, answer));
    fireEvent.click(screen.getByRole('button', { name: /^Get help/ }));
    await done();
    harness.api().on(`POST /trips/${ID_A}/disruption/rebook`, reply(422, { error: { code: 'NotQualifying', message: 'no' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Rebook for free' }));
    await done();
    expect(text(screen.getByRole('alert'))).toContain('That flight can no longer be booked this way.');
    harness
      .api()
      .on(
        `POST /trips/${ID_A}/cancel/quote`,
        reply(200, { quote: { kind: 'NotCancelable', reason: 'BookingPending', contact: null, message: '' } }),
      );
    fireEvent.click(screen.getByRole('button', { name: 'Get $400.00 back' }));
    await done();
    expect(harness.api().callsTo(`POST /trips/${ID_A}/cancel/quote`)).toHaveLength(1);
  });

  it('not covered: the reason in words', async () => {
    await show([covered]);
    harness.api().on(`GET /trips/${ID_A}/disruption`, reply(200, { kind: 'NotDisrupted', reason: 'BelowThreshold' }));
    fireEvent.click(screen.getByRole('button', { name: /^Get help/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: "Disruption assistance doesn't apply" });
    expect(text(dialog)).toContain('The delay is under 2 hours');
  });
});
