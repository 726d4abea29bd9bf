// An activity's confirmation (/activities/book/confirm/?bookingId=): the number, the activity and its
// city, the day and start on the city's clock, duration, party, lead traveler, how to show the
// ticket, pickup or the meeting point, cancellation and the lines per band; while pending it polls
// the activities route and words the wait as the operator's.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConfirmApp from '../../../../src/islands/flights/confirm/ConfirmApp';
import { $confirmation, closeConfirmation, type Trip } from '../../../../src/lib/client/trips.store';
import { fakeApi, reply, sessionInfo, signedIn } from '../../client/profile/fake-api';
import { BOOKING_ID, experienceTrip } from './activity-shop-fixtures';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  closeConfirmation();
  stopSession();
  cleanStores($confirmation);
  vi.useRealTimers();
});

async function open(locale: 'en' | 'fr', ...answers: Trip[]) {
  const path = `${locale === 'fr' ? '/fr' : ''}/activities/book/confirm/?bookingId=${BOOKING_ID}`;
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  api.on('POST /tracking/event', reply(200, {}));
  stopSession = signedIn(sessionInfo());
  api.on(`GET /trips/${BOOKING_ID}`, ...answers.map((a) => reply(200, a)));
  // The car's and activity's part loads lazily: have it ready, as a browser has once fetched.
  await import('../../../../src/islands/flights/confirm/OtherProductConfirm');
  render(<ConfirmApp locale={locale} product="experience" searchPath="/activities/search/" checkoutPath={null} helpPath="/faq/" />);
  await flush();
  await flush();
}

describe('an activity’s confirmation', () => {
  it('shows the number, the activity on the city’s clock, the party and lead, the ticket, pickup, cancellation and lines', async () => {
    await open('en', experienceTrip());
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Confirmation number' })).getByText('AX4K9P')).toBeTruthy();
    const activity = screen.getByRole('region', { name: 'Your activity' });
    expect(text(activity)).toContain('Paris old town walking tour · Paris, France');
    expect(text(activity)).toContain('WhenSat, Dec 12, 2026, 9:00 AM (local time in Paris)');
    expect(text(activity)).toContain('Duration2 h 30 min');
    expect(text(activity)).toContain('Travelers2 adults, 1 child');
    expect(text(activity)).toContain('Lead travelerGabrielle Roy');
    expect(text(activity)).toContain('TicketPrint the ticket · one ticket for the whole party');
    expect(text(activity)).toContain('Pickup or meeting pointPickup offered from your hotel or the cruise port');
    expect(text(activity)).toContain('Partly refundable');
    expect(text(activity)).toContain('50% refund until Thu, Dec 10, 9:00 AM');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(text(payment)).toContain('2 adults$120.00');
    expect(text(payment)).toContain('1 child$36.00');
    expect(screen.queryByRole('region', { name: 'Itinerary' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search activities again' }).getAttribute('href')).toBe('/activities/search/');
  });

  it('a mobile ticket and meeting at the start point read as such', async () => {
    await open('en', experienceTrip({ ticketFormat: { type: 'MobileOnly', scope: 'OnePerTraveler' }, pickup: null }));
    const activity = screen.getByRole('region', { name: 'Your activity' });
    expect(text(activity)).toContain('TicketShow the ticket on your phone · one ticket for each traveler');
    expect(text(activity)).toContain('Pickup or meeting pointMeet at the start point');
  });

  it('pending: waits for the operator on the activities poll route, then shows the confirmed activity', async () => {
    await open('en', experienceTrip({ reservation: 'Pending', confirmationNumber: null }), experienceTrip());
    expect(screen.getByText(/Waiting for the operator to confirm/)).toBeTruthy();
    api.on(`GET /experiences/book/${BOOKING_ID}`, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'AX4K9P' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    await flush();
    expect(api.callsTo(`GET /experiences/book/${BOOKING_ID}`).length).toBeGreaterThan(0);
    expect(api.callsTo(`GET /hotels/book/${BOOKING_ID}`)).toHaveLength(0);
    expect(within(screen.getByRole('group', { name: 'Confirmation number' })).getByText('AX4K9P')).toBeTruthy();
  });

  it('declined: says why in the operator’s words, not an airline’s', async () => {
    const failure = {
      code: 'NoAvailability' as const,
      message: 'The airline has no seats left at this fare.',
      nextAction: 'SearchAgain' as const,
    };
    await open('en', experienceTrip({ reservation: 'Declined', confirmationNumber: null, failure }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your booking did not go through');
    expect(document.querySelector('.confirm-outcome')?.textContent).toContain('This time just sold out. Nothing was charged.');
    expect(document.body.textContent).not.toContain('airline');
  });

  it('reads in French', async () => {
    await open('fr', experienceTrip());
    const activity = screen.getByRole('region', { name: 'Votre activité' });
    expect(text(activity)).toContain('(heure locale à Paris)');
    expect(text(activity)).toContain('Voyageurs2 adultes, 1 enfant');
    expect(text(activity)).toContain('BilletImprimez le billet');
    expect(text(screen.getByRole('region', { name: /Paiement/ }))).toContain('2 adultes');
    expect(screen.getByRole('link', { name: 'Rechercher d’autres activités' }).getAttribute('href')).toBe('/fr/activities/search/');
  });
});
