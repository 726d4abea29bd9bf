// The car details page (/cars/shop/?offerId=…&extras=…): one details call, the car, desk, places
// and terms, extras ticked into the address (so reload and Back keep them), the price and Reserve.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CarShop from '../../../../src/islands/cars/shop/CarShop';
import { resetCarShop } from '../../../../src/lib/client/cars/car-shop.store';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { details, OFFER_ID } from './car-shop-fixtures';

const ROUTE = 'POST /cars/details';
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void = () => undefined;

async function open(path: string, ...answers: Parameters<typeof api.on>[1][]) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  stopSession = signedIn(sessionInfo());
  api.on(ROUTE, ...(answers.length ? answers : [reply(200, details())]));
  render(<CarShop locale={path.startsWith('/fr/') ? 'fr' : 'en'} />);
  await act(settle);
  await act(settle);
}
const url = () => new URLSearchParams(window.location.search);

beforeEach(() => resetCarShop());
afterEach(() => {
  cleanup();
  stopSession();
  resetCarShop();
});

describe('the car details page', () => {
  it('asks for the offer once and shows the car, the desk, the places on the airport’s clock, cancellation and terms', async () => {
    await open(`/cars/shop/?offerId=${OFFER_ID}&age=30`);
    expect(api.callsTo(ROUTE).map((c) => c.body)).toEqual([{ offerId: OFFER_ID }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Toyota Corolla or similar');
    expect(screen.getByText('Compact')).toBeTruthy();
    expect(text(document.querySelector('.car-head-facts')!)).toBe('Rented by Hertz8.4/10 · 1,234 reviews');

    const car = screen.getByRole('region', { name: 'The car' });
    expect(text(car)).toContain('5 seats · 2 bags · 4 doors');
    expect(text(car)).toContain('Automatic · Air conditioning');
    expect(text(car)).toContain('Full to full: you get a full tank and return the car full.');
    expect(text(car)).toContain('Unlimited mileage');

    const places = screen.getByRole('region', { name: 'Pick-up and drop-off' });
    // 10:00 at LAX, whatever the browser's zone.
    expect(text(places)).toContain('Pick-upLos Angeles International (LAX)Thu, Dec 10, 2026, 10:00 AM · Local time at LAX');
    expect(text(places)).toContain("Take the rental company's shuttle from the terminal to its car lot.");
    expect(text(places)).toContain('Drop-offLos Angeles International (LAX)Sun, Dec 13, 2026, 10:00 AM');
    expect(text(places)).toContain('The rental counter is in the terminal');

    const cancel = screen.getByRole('region', { name: 'Cancellation' });
    expect(text(cancel)).toContain('Free cancellation until a deadline');
    expect(text(cancel)).toContain('one rental day ($45.00) is kept');
    expect(text(cancel)).toContain('Free cancellation until Tue, Dec 8, 2026, 10:00 AM (local time at LAX)');

    const included = screen.getByRole('region', { name: "What's included" });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The car for 3 days', 'Unlimited mileage', 'Taxes and fees ($20.25)']);
    const terms = screen.getByRole('region', { name: 'What the desk asks for' });
    expect(text(terms)).toContain('Minimum age21; drivers under 25 pay a young driver fee');
    expect(text(terms)).toContain('Deposit$200.00 held on the card');
    expect(text(terms)).toContain('Cards acceptedVisa and Mastercard');
    expect(text(terms)).toContain('Additional driversUp to 2, added at the desk');
    expect(text(terms)).toContain('Allowed between the United States and Canada');
    expect(screen.getByRole('link', { name: 'Back to the results' }).getAttribute('href')).toBe(
      '/cars/availability/?pickup=LAX&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T10%3A00&age=30',
    );
  });

  it('groups the extras with their price per day or per rental; ticking one adds it to the total, the address and Reserve', async () => {
    await open(`/cars/shop/?offerId=${OFFER_ID}&age=30`);
    const extras = screen.getByRole('region', { name: 'Extras' });
    expect(
      within(extras)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['In the car', 'Child seats', 'Protection from the rental company', 'Other extras']);
    const nav = screen.getByRole('checkbox', { name: 'GPS navigation' });
    expect(document.getElementById(nav.getAttribute('aria-describedby')!)?.textContent).toBe('$14.99 per day · $44.97 for this rental');
    const fuel = screen.getByRole('checkbox', { name: 'Prepaid full tank' });
    expect(document.getElementById(fuel.getAttribute('aria-describedby')!)?.textContent).toBe('$75.00 per rental');

    const price = screen.getByRole('region', { name: 'Price' });
    expect(text(price)).toContain('Car rental, 3 days$155.25');
    expect(text(price)).toContain('Total$155.25');
    const reserve = () => screen.getByRole('link', { name: 'Reserve' }).getAttribute('href');
    expect(reserve()).toBe(`/cars/book/?offerId=${OFFER_ID}`);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Prepaid full tank' }));
    fireEvent.click(nav);
    expect(text(price)).toContain('GPS navigation$44.97');
    expect(text(price)).toContain('Prepaid full tank$75.00');
    expect(text(price)).toContain('Total$275.22');
    // The offer's order, whatever the order of the clicks; the driver's age stays in the address.
    expect(url().get('extras')).toBe('NAV,FUEL');
    expect(url().get('age')).toBe('30');
    expect(reserve()).toBe(`/cars/book/?offerId=${OFFER_ID}&extras=NAV%2CFUEL`);

    fireEvent.click(nav);
    expect(url().get('extras')).toBe('FUEL');
    fireEvent.click(fuel);
    expect(url().has('extras')).toBe(false);
    expect(reserve()).toBe(`/cars/book/?offerId=${OFFER_ID}`);
    expect(api.callsTo(ROUTE)).toHaveLength(1);
  });

  it('a reload keeps the extras of the address; codes the desk does not offer drop out', async () => {
    await open(`/cars/shop/?offerId=${OFFER_ID}&extras=CST,BOGUS,cdw`);
    expect((screen.getByRole('checkbox', { name: 'Child seat (toddler)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Collision damage waiver' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'GPS navigation' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Reserve' }).getAttribute('href')).toBe(`/cars/book/?offerId=${OFFER_ID}&extras=CST%2CCDW`);
    expect(text(screen.getByRole('region', { name: 'Price' }))).toContain('Total$287.19');
  });

  it('a 404 says the car is no longer available and leads back to the search', async () => {
    await open(`/cars/shop/?offerId=${OFFER_ID}`, apiError(404, 'NotFound', 'Gone.'));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('This car is no longer available');
    expect(within(alert).getByRole('link', { name: 'Search for a car' }).getAttribute('href')).toBe('/cars/search/');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('another failure offers to try again; an address without a car asks for none', async () => {
    await open(`/cars/shop/?offerId=${OFFER_ID}`, apiError(503, 'Unavailable', 'down'), reply(200, details()));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await act(settle);
    await act(settle);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Toyota Corolla or similar');
    cleanup();
    resetCarShop();
    await open('/cars/shop/');
    expect(screen.getByRole('alert').textContent).toContain("This link doesn't name a car.");
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });

  it('reads in French, links stay French', async () => {
    await open(`/fr/cars/shop/?offerId=${OFFER_ID}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Toyota Corolla ou similaire');
    expect(screen.getByText('Compacte')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sièges pour enfants' })).toBeTruthy();
    const nav = screen.getByRole('checkbox', { name: 'Navigation GPS' });
    expect(document.getElementById(nav.getAttribute('aria-describedby')!)?.textContent).toMatch(/^14,99\s\$\sUS par jour/);
    expect(text(screen.getByRole('region', { name: 'Prise en charge et retour' }))).toContain('jeu. 10 déc. 2026');
    expect(screen.getByText('L’agence de location fournit ces conditions en anglais.')).toBeTruthy();
    fireEvent.click(nav);
    expect(screen.getByRole('link', { name: 'Réserver' }).getAttribute('href')).toBe(`/fr/cars/book/?offerId=${OFFER_ID}&extras=NAV`);
  });
});
