// An airline's schedule change in Trips: the card says so; the dialog shows old beside new; accept
// sends the accept and shows the new times; a significant change also opens the cancel flow.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TripsApp from '../../../../src/islands/trips/TripsApp';
import { $watches, resetWatchesStore } from '../../../../src/lib/client/flights/watches.store';
import { closeScheduleChange } from '../../../../src/lib/client/schedule-change.store';
import { closeCancel } from '../../../../src/lib/client/trip-cancel.store';
import type { FlightTrip, Trip } from '../../../../src/lib/client/trips.store';
import { settings } from '../../client/flights/watch-fixtures';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { ID_A, slice, trip } from './booking-fixtures';

const done = () => act(settle);
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

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

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
async function show(trips: Trip[]) {
  window.history.replaceState(null, '', '/trips/');
  api = fakeApi('/trips/');
  resetWatchesStore();
  api.on('POST /tracking/event', reply(200, {}));
  api.on('GET /flights/watches', reply(200, { watches: [], settings }));
  api.on('GET /flights/watches/alerts', reply(200, { alerts: [] }));
  stopSession = signedIn(sessionInfo());
  api.on('GET /trips', reply(200, { trips }));
  render(<TripsApp locale="en" searchPath="/flights/search/" shopPath="/flights/shop/" />);
  await done();
}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
});
afterEach(() => {
  closeCancel();
  closeScheduleChange();
  cleanup();
  stopSession();
  cleanStores($watches);
  vi.useRealTimers();
});

describe('a schedule change in Trips', () => {
  it('a small change: old beside new, accept only; accepting shows the new times and clears the notice', async () => {
    await show([changed(false)]);
    const card = screen.getByRole('article', { name: 'JFK to LAX' });
    expect(text(card)).toContain('Schedule change.');
    fireEvent.click(within(card).getByRole('button', { name: /^Review the change/ }));
    const dialog = screen.getByRole('dialog', { name: 'The airline changed your flight' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map(text)).toEqual([expect.stringContaining('Was'), expect.stringMatching(/JFK.*LAX.*8:00 AM.*10:35 AM/)]);
    expect(within(dialog).queryByRole('button', { name: 'Cancel for a full refund' })).toBeNull();

    const accepted = { ...changed(false), slices: later, scheduleChange: { ...changed(false).scheduleChange!, state: 'Ticketed' as const } };
    api.on(`POST /trips/${ID_A}/scheduleChange/accept`, reply(200, accepted));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept new times' }));
    await done();
    expect(api.callsTo(`POST /trips/${ID_A}/scheduleChange/accept`)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'New times accepted' })).toBeTruthy();
    expect(text(screen.getByRole('article', { name: 'JFK to LAX' }))).not.toContain('Schedule change.');
  });

  it('a significant change: "Cancel for a full refund" opens the cancel flow and asks for its quote', async () => {
    await show([changed(true)]);
    fireEvent.click(screen.getByRole('button', { name: /^Review the change/ }));
    const dialog = screen.getByRole('dialog', { name: 'The airline changed your flight' });
    expect(text(dialog)).toContain('The change is 2 hours or more.');
    api.on(
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
    const dialog = screen.getByRole('dialog', { name: 'The airline cancelled your flight' });
    expect(text(dialog)).toContain('Cancelled by the airline');
    expect(within(dialog).queryByRole('button', { name: 'Accept new times' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel for a full refund' })).toBeTruthy();
  });
});
