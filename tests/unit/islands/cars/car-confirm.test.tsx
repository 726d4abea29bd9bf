// A car's confirmation (/cars/book/confirm/?bookingId=): the number, the car and desk, pick-up and
// drop-off on the airport's clock, the driver and loyalty ending, extras, cancellation and the car's
// price lines; while pending it polls the cars route and words the wait as the rental company's.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConfirmApp from '../../../../src/islands/flights/confirm/ConfirmApp';
import { $confirmation, closeConfirmation, type Trip } from '../../../../src/lib/client/trips.store';
import { fakeApi, reply, sessionInfo, signedIn } from '../../client/profile/fake-api';
import { BOOKING_ID, carTrip } from './car-shop-fixtures';

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
  const path = `${locale === 'fr' ? '/fr' : ''}/cars/book/confirm/?bookingId=${BOOKING_ID}`;
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  api.on('POST /tracking/event', reply(200, {}));
  stopSession = signedIn(sessionInfo());
  api.on(`GET /trips/${BOOKING_ID}`, ...answers.map((a) => reply(200, a)));
  // The car's and activity's part loads lazily: have it ready, as a browser has once fetched.
  await import('../../../../src/islands/flights/confirm/OtherProductConfirm');
  render(<ConfirmApp locale={locale} product="car" searchPath="/cars/search/" checkoutPath={null} helpPath="/faq/" />);
  await flush();
  await flush();
}

describe('a car’s confirmation', () => {
  it('shows the number, the car, the desk, the places, the driver and loyalty, extras, cancellation and the car’s lines', async () => {
    await open('en', carTrip());
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Confirmation number' })).getByText('CR7Q2X')).toBeTruthy();
    const car = screen.getByRole('region', { name: 'Your car' });
    expect(text(car)).toContain('Toyota Corolla or similar · Compact');
    expect(text(car)).toContain('Confirmation numberCR7Q2X');
    expect(text(car)).toContain('Rental companyHertz');
    expect(text(car)).toContain('DriverGabrielle Roy');
    expect(text(car)).toContain('Loyalty programHertz Gold Plus Rewards (ending 4326)');
    expect(text(car)).toContain('GPS navigation · $14.99 per day ($44.97)');
    expect(text(car)).toContain('Pick-upLos Angeles International (LAX)Thu, Dec 10, 2026, 10:00 AM · Local time at LAX');
    expect(text(car)).toContain("Take the rental company's shuttle");
    expect(text(car)).toContain('Free cancellation until Tue, Dec 8, 2026, 10:00 AM (local time at LAX)');
    expect(text(car)).toContain('Minimum age21; drivers under 25 pay a young driver fee');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(text(payment)).toContain('Car rental, 3 days$135.00');
    expect(text(payment)).toContain('GPS navigation$44.97');
    expect(text(payment)).toContain('Taxes and fees$20.25');
    expect(screen.queryByRole('region', { name: 'Itinerary' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search cars again' }).getAttribute('href')).toBe('/cars/search/');
  });

  it('pending: waits for the rental company on the cars poll route, then shows the confirmed car', async () => {
    await open('en', carTrip({ reservation: 'Pending', confirmationNumber: null }), carTrip());
    expect(screen.getByText(/Waiting for the rental company to confirm/)).toBeTruthy();
    api.on(`GET /cars/book/${BOOKING_ID}`, reply(200, { bookingId: BOOKING_ID, outcome: 'Success', confirmationNumber: 'CR7Q2X' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    await flush();
    expect(api.callsTo(`GET /cars/book/${BOOKING_ID}`).length).toBeGreaterThan(0);
    expect(api.callsTo(`GET /hotels/book/${BOOKING_ID}`)).toHaveLength(0);
    expect(within(screen.getByRole('group', { name: 'Confirmation number' })).getByText('CR7Q2X')).toBeTruthy();
  });

  it('declined: says why in a rental company’s words, not an airline’s', async () => {
    const failure = {
      code: 'NoAvailability' as const,
      message: 'The airline has no seats left at this fare.',
      nextAction: 'SearchAgain' as const,
    };
    await open('en', carTrip({ reservation: 'Declined', confirmationNumber: null, failure }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your booking did not go through');
    expect(document.querySelector('.confirm-outcome')?.textContent).toContain('The rental company has no cars left for these dates.');
    expect(document.body.textContent).not.toContain('airline');
    expect(screen.getAllByRole('link', { name: 'Search cars again' })[0]!.getAttribute('href')).toBe('/cars/search/');
  });

  it('reads in French', async () => {
    await open('fr', carTrip());
    const car = screen.getByRole('region', { name: 'Votre voiture' });
    expect(text(car)).toContain('Toyota Corolla ou similaire · Compacte');
    expect(text(car)).toContain('Programme de fidélitéHertz Gold Plus Rewards (se terminant par 4326)');
    expect(text(car)).toContain('Navigation GPS');
    expect(text(screen.getByRole('region', { name: /Paiement/ }))).toContain('Location de voiture, 3 jours');
    expect(screen.getByRole('link', { name: 'Rechercher une autre voiture' }).getAttribute('href')).toBe('/fr/cars/search/');
  });
});
