// An airline's schedule change in Trips: the card says so; the dialog shows old beside new; accept
// sends the accept and shows the new times; a significant change also opens the cancel flow.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlightTrip } from '../../../../src/lib/client/trips.store';
import { reply } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, slice, trip } from './booking-fixtures';

const booked = [slice('JFK', 'LAX', '2026-12-10')];
const later = [slice('JFK', 'LAX', '2026-12-10', '2026-12-10T13:50:00-08:00')];
later[0]!.zonedDeparture = '2026-12-10T10:35:00-05:00';
const changed = (significant: boolean, state: 'Modified' | 'Canceled' = 'Modified'): FlightTrip =>
  trip(ID_A, {
    tripType: 'oneWay',
    slices: booked,
    scheduleChange: {
      state,
      detectedAt: '2026-11-24T10:00:00Z',
      decidedAt: null,
      significant,
      before: booked,
      after: state === 'Canceled' ? null : later,
    },
  } as Partial<FlightTrip>) as FlightTrip;

const harness = tripsHarness('2026-11-25T15:00:00Z');
const show = harness.show;

describe('a schedule change in Trips', () => {
  it('a small change: old beside new, accept only; accepting shows the new times and clears the notice', async () => {
    await show([changed(false)]);
    const card = screen.getByRole('article', { name: 'JFK to LAX' });
    expect(text(card)).toContain('Schedule change.');
    fireEvent.click(within(card).getByRole('button', { name: /^Review the change/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: 'The airline changed your flight' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map(text)).toEqual([expect.stringContaining('Was'), expect.stringMatching(/JFK.*LAX.*8:00 AM.*10:35 AM/)]);
    expect(within(dialog).queryByRole('button', { name: 'Cancel for a full refund' })).toBeNull();

    const accepted = {
      ...changed(false),
      slices: later,
      scheduleChange: { ...changed(false).scheduleChange!, state: 'Ticketed' as const },
    };
    harness.api().on(`POST /trips/${ID_A}/scheduleChange/accept`, reply(200, accepted));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept new times' }));
    await done();
    expect(harness.api().callsTo(`POST /trips/${ID_A}/scheduleChange/accept`)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'New times accepted' })).toBeTruthy();
    expect(text(screen.getByRole('article', { name: 'JFK to LAX' }))).not.toContain('Schedule change.');
  });

  it('a significant change: "Cancel for a full refund" opens the cancel flow and asks for its quote', async () => {
    await show([changed(true)]);
    fireEvent.click(screen.getByRole('button', { name: /^Review the change/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: 'The airline changed your flight' });
    expect(text(dialog)).toContain('The change is 2 hours or more.');
    harness.api().on(
      `POST /trips/${ID_A}/cancel/quote`,
      reply(200, {
        quote: {
          kind: 'Cancelable',
          refund: {
            why: 'ScheduleChange',
            refundMinor: 495_50,
            feeMinor: 0,
            keptMinor: 0,
            routes: [{ route: 'Card', amountMinor: 495_50 }],
            rewardsEarnedReversed: null,
          },
        },
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel for a full refund' }));
    await done();
    const cancel = screen.getByRole('dialog', { name: 'Cancel this flight' });
    expect(text(cancel)).toContain('The airline changed your flight by 2 hours or more: everything comes back, protections included.');
  });

  it('a cancelled flight: no accept, only the full refund', async () => {
    await show([changed(true, 'Canceled')]);
    fireEvent.click(screen.getByRole('button', { name: /^Review the change/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: 'The airline cancelled your flight' });
    expect(text(dialog)).toContain('Cancelled by the airline');
    expect(within(dialog).queryByRole('button', { name: 'Accept new times' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel for a full refund' })).toBeTruthy();
  });
});
