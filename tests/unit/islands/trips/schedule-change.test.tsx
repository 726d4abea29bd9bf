// An airline's schedule change in Trips: the card says so; the dialog shows old beside new; accept
// sends the accept and shows the new times; a significant change also offers other flights at no
// charge and opens the cancel flow.
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

  const other = slice('JFK', 'LAX', '2026-12-10', '2026-12-10T17:20:00-08:00');
  other.zonedDeparture = '2026-12-10T14:00:00-05:00';
  const offered = {
    slices: [
      {
        slice: 0,
        options: [
          {
            itineraryId: 'it-1',
            fareId: 'f-1',
            departureDate: '2026-12-10',
            slice: booked[0],
            fareShelf: { rating: 0, shortBrandName: 'Basic', cabin: 'BasicEconomy' },
          },
          {
            itineraryId: 'it-2',
            fareId: 'f-2',
            departureDate: '2026-12-10',
            slice: other,
            fareShelf: { rating: 0, shortBrandName: 'Basic', cabin: 'BasicEconomy' },
          },
        ],
      },
    ],
  };
  const openChoice = async (t: FlightTrip) => {
    await show([t]);
    harness.api().on(`GET /trips/${ID_A}/scheduleChange/options`, reply(200, offered));
    fireEvent.click(screen.getByRole('button', { name: /^Review the change/ }));
    await done();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another flight' }));
    await done();
    return screen.getByRole('dialog');
  };

  it('a significant change: another flight at no charge, chosen among those offered; the trip shows it', async () => {
    const dialog = await openChoice(changed(true));
    const group = within(dialog).getByRole('group', { name: 'JFK to LAX: choose a flight at no charge' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false]);
    expect(text(group)).toMatch(/2:00 PM – 5:20 PM/);
    fireEvent.click(radios[1]!);
    const rebooked = {
      ...changed(true),
      slices: [other],
      scheduleChange: { ...changed(true).scheduleChange!, state: 'Ticketed' as const, rebooked: true },
    };
    harness.api().on(`POST /trips/${ID_A}/scheduleChange/rebook`, reply(200, rebooked));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change to these flights' }));
    await done();
    expect(
      harness
        .api()
        .callsTo(`POST /trips/${ID_A}/scheduleChange/rebook`)
        .map((c) => c.body),
    ).toEqual([{ choices: [{ slice: 0, itineraryId: 'it-2', fareId: 'f-2', departureDate: '2026-12-10' }] }]);
    const changedDialog = screen.getByRole('dialog', { name: 'Flights changed' });
    expect(text(changedDialog)).toMatch(/2:00 PM – 5:20 PM/);
    expect(text(screen.getByRole('article', { name: 'JFK to LAX' }))).not.toContain('Schedule change.');
  });

  it('a flight gone meanwhile: the list is asked again and says so; Back returns to the change', async () => {
    const dialog = await openChoice(changed(true, 'Canceled'));
    harness.api().on(`POST /trips/${ID_A}/scheduleChange/rebook`, reply(422, { error: { code: 'NotQualifying', message: 'gone' } }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change to these flights' }));
    await done();
    expect(harness.api().callsTo(`GET /trips/${ID_A}/scheduleChange/options`)).toHaveLength(2);
    expect(text(screen.getByRole('alert'))).toContain('One of these flights can no longer be offered.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'The airline cancelled your flight' })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('no flight to offer: says so, with the refund and the phone left', async () => {
    await show([changed(true)]);
    harness.api().on(`GET /trips/${ID_A}/scheduleChange/options`, reply(200, { slices: [{ slice: 0, options: [] }] }));
    fireEvent.click(screen.getByRole('button', { name: /^Review the change/ }));
    await done();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another flight' }));
    await done();
    const dialog = screen.getByRole('dialog');
    expect(text(dialog)).toContain('No other flight on this route the same or the next day has seats in your fare class.');
    expect(within(dialog).queryByRole('button', { name: 'Change to these flights' })).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });

  it('a small change offers no other flight', async () => {
    await show([changed(false)]);
    fireEvent.click(screen.getByRole('button', { name: /^Review the change/ }));
    await done();
    expect(screen.queryByRole('button', { name: 'Choose another flight' })).toBeNull();
  });
});
