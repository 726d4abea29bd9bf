// A stay's confirmation (…/book/confirm/?bookingId=): the number, the stay on the property's clock,
// the guest and loyalty, the stay's price lines; while pending it polls the stays route and words the
// wait as the property's.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConfirmApp from '../../../../src/islands/flights/confirm/ConfirmApp';
import { $confirmation, closeConfirmation, type Trip } from '../../../../src/lib/client/trips.store';
import { fakeApi, reply, sessionInfo, signedIn } from '../../client/profile/fake-api';
import { ID_A, stayTrip } from './booking-fixtures';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2027-02-10T15:00:00Z'));
});
afterEach(() => {
  cleanup();
  closeConfirmation();
  stopSession();
  cleanStores($confirmation);
  vi.useRealTimers();
});

async function open(...answers: Trip[]) {
  const path = `/hotels/book/confirm/?bookingId=${ID_A}`;
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  api.on('POST /tracking/event', reply(200, {}));
  stopSession = signedIn(sessionInfo());
  api.on(`GET /trips/${ID_A}`, ...answers.map((a) => reply(200, a)));
  render(<ConfirmApp locale="en" product="stay" searchPath="/hotels/search/" checkoutPath={null} helpPath="/faq/" />);
  await flush();
}

describe('a stay’s confirmation', () => {
  it('shows the number, the stay, the guest and loyalty, the deadline in the property’s zone and the stay’s lines', async () => {
    await open(stayTrip(ID_A));
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Confirmation number' })).getByText('HT4K9Z')).toBeTruthy();
    const stay = screen.getByRole('region', { name: 'Your stay' });
    expect(text(stay)).toContain('Hôtel Lumière · Paris');
    expect(text(stay)).toContain('Check-inFri, Mar 12, from 3:00 PM');
    expect(text(stay)).toContain('Check-outMon, Mar 15, until 12:00 PM');
    expect(text(stay)).toContain('RoomDeluxe King · 3 nights');
    expect(text(stay)).toContain('GuestGabrielle Roy · 2 adults, 1 child');
    expect(text(stay)).toContain('Loyalty programALL – Accor Live Limitless (ending 4321)');
    expect(text(stay)).toContain('Free cancellation until Wed, Mar 10, 2027, 11:59 PM (property time, Europe/Paris)');
    expect(text(stay)).toContain('Cancel for any reason until check-in: 80% back ($800.00)');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(text(payment)).toContain('Room, 3 nights$900.00');
    expect(text(payment)).toContain('Cancel for any reason$90.00');
    expect(text(payment)).toContain('You earn 3,000 miles with this booking.');
    expect(screen.queryByRole('region', { name: 'Itinerary' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search stays again' }).getAttribute('href')).toBe('/hotels/search/');
  });

  it('pending: waits for the property on the stays poll route, then shows the confirmed stay', async () => {
    const pending = stayTrip(ID_A, { reservation: 'Pending', confirmationNumber: null });
    await open(pending, stayTrip(ID_A));
    expect(screen.getByText(/Waiting for the property to confirm/)).toBeTruthy();
    api.on(`GET /hotels/book/${ID_A}`, reply(200, { bookingId: ID_A, outcome: 'Success', confirmationNumber: 'HT4K9Z' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    await flush();
    expect(api.callsTo(`GET /hotels/book/${ID_A}`).length).toBeGreaterThan(0);
    expect(api.callsTo(`GET /flights/book/${ID_A}`)).toHaveLength(0);
    expect(within(screen.getByRole('group', { name: 'Confirmation number' })).getByText('HT4K9Z')).toBeTruthy();
  });
});
