// The activity details page (/activities/shop/?id=…&date=…&adults=…&children=…&infants=…[&slot=…]):
// one details call per day and party, the activity and what is included, the times as radio buttons
// grouped by part of the day with their price and state, the chosen time in the address, the
// cancellation deadline of that time, the price per band, Continue, a new day or party, and French.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ActivityShop from '../../../../src/islands/activities/shop/ActivityShop';
import { resetActivityShop } from '../../../../src/lib/client/activities/activity-shop.store';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { DATE, details, EXPERIENCE_ID, shopQuery, slot, slotId, SLOT_9 } from './activity-shop-fixtures';

const ROUTE = 'POST /experiences/details';
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void = () => undefined;

async function open(path: string, ...answers: Parameters<typeof api.on>[1][]) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  stopSession = signedIn(sessionInfo());
  api.on(ROUTE, ...(answers.length ? answers : [reply(200, details())]));
  // The reviews section (activity-reviews.test.tsx) asks for its first page once the details show.
  api.on(
    'POST /experiences/reviews',
    reply(200, { reviews: [], total: 0, reviewCount: 1234, rating: 4.7, stars: [], offset: 0, limit: 5 }),
  );
  render(<ActivityShop locale={path.startsWith('/fr/') ? 'fr' : 'en'} />);
  await act(settle);
  await act(settle);
}
const url = () => new URLSearchParams(window.location.search);
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const price = () => screen.getByRole('region', { name: 'Price' });

beforeEach(() => resetActivityShop());
afterEach(() => {
  cleanup();
  stopSession();
  resetActivityShop();
});

describe('the activity details page', () => {
  it('asks for the day and party once and shows the activity, its kind, what is included and the policy', async () => {
    await open(`/activities/shop/?${shopQuery()}`);
    expect(api.callsTo(ROUTE).map((c) => c.body)).toEqual([
      { id: EXPERIENCE_ID, date: DATE, travelers: { Adult: 2, Senior: 0, Youth: 0, Child: 1, Infant: 0, Traveler: 0 } },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paris old town walking tour');
    expect(text(document.querySelector('.activity-head-facts')!)).toBe('Paris, France4.7/5 · 1,234 reviews2 h 30 min');
    const day = screen.getByRole('region', { name: 'Day and travelers' });
    expect(text(day)).toContain('Sat, Dec 12, 2026');
    expect(text(day)).toContain('2 adults, 1 child');

    const about = screen.getByRole('region', { name: 'About this activity' });
    expect(text(about)).toContain('Duration2 h 30 min');
    expect(text(about)).toContain('Kind of activityA tour that follows a set route, stop by stop.');
    expect(text(about)).toContain('A 2.5-hour tour with a live guide in Paris');
    const included = screen.getByRole('region', { name: "What's included" });
    expect(text(included)).toContain('TicketMobile ticket: show it on your phone · one ticket for each traveler');
    expect(text(included)).toContain('GuideLive guide and Audio guide');
    expect(text(included)).toContain('PickupMeet at the start point');

    const cancel = screen.getByRole('region', { name: 'Cancellation' });
    expect(text(cancel)).toContain('Free cancellation');
    expect(text(cancel)).toContain('Cancel up to 24 hours before the start and everything you paid comes back.');
    expect(text(cancel)).toContain('Choose a time to see the deadline.');
    expect(screen.getByRole('link', { name: 'Back to the results' }).getAttribute('href')).toBe(
      '/activities/availability/?city=city%3AParis%7CFR&cityName=Paris&date=2026-12-12&adults=2&children=1&infants=0',
    );
  });

  it('groups the times by part of the day, with the party’s price or why a time cannot be booked', async () => {
    await open(`/activities/shop/?${shopQuery()}`);
    const times = screen.getByRole('group', { name: 'Choose a time' });
    expect(
      within(times)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Morning', 'Afternoon', 'Evening']);
    expect(describedBy(radio('9:00 AM'))).toBe('$156.00');
    expect(radio('9:00 AM').disabled).toBe(false);
    expect(describedBy(radio('11:30 AM'))).toBe('Sold out');
    expect(radio('11:30 AM').disabled).toBe(true);
    expect(describedBy(radio('2:00 PM'))).toBe('Only 2 places left: too few for your party');
    expect(radio('2:00 PM').disabled).toBe(true);
    expect(describedBy(radio('4:00 PM'))).toBe('$156.00 · 4 places left');
    expect(describedBy(radio('7:30 PM'))).toBe('$168.00');
    expect(describedBy(times)).toContain('Times are local time in Paris.');
    expect(text(price())).toContain('Choose a time to see the price for your party.');
    expect(text(price())).toContain('From $156.00 for your party');
  });

  it('choosing a time puts it in the address, shows its lines and deadline, and Continue leads to the checkout', async () => {
    await open(`/activities/shop/?${shopQuery()}`);
    fireEvent.click(radio('7:30 PM'));
    expect(url().get('slot')).toBe(slotId('19:30'));
    expect(url().get('adults')).toBe('2');
    expect(radio('7:30 PM').checked).toBe(true);
    expect(text(price())).toContain('2 adults $65.00 each$130.00');
    expect(text(price())).toContain('1 child $38.00 each$38.00');
    expect(text(price())).toContain('Total$168.00');
    // 19:30 in Paris less 24 hours, on Paris's clock.
    expect(text(screen.getByRole('region', { name: 'Cancellation' }))).toContain('Free cancellation until Fri, Dec 11, 7:30 PM');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      `/activities/book/?id=${EXPERIENCE_ID}&date=${DATE}&slot=${encodeURIComponent(slotId('19:30'))}&adults=2&children=1&infants=0`,
    );
    fireEvent.click(radio('9:00 AM'));
    expect(text(screen.getByRole('region', { name: 'Cancellation' }))).toContain('Free cancellation until Fri, Dec 11, 9:00 AM');
    expect(api.callsTo(ROUTE)).toHaveLength(1);
  });

  it('Continue without a time says to choose one by the times and takes the focus there', async () => {
    await open(`/activities/shop/?${shopQuery()}`);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(radio('9:00 AM'));
    expect(describedBy(screen.getByRole('group', { name: 'Choose a time' }))).toContain('Choose a time.');
    fireEvent.click(radio('9:00 AM'));
    expect(screen.queryByText('Choose a time.')).toBeNull();
  });

  it('a reload keeps the time of the address; one the party can no longer book is not chosen, and the page says so', async () => {
    await open(`/activities/shop/?${shopQuery(SLOT_9)}`);
    expect(radio('9:00 AM').checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
    cleanup();
    resetActivityShop();
    await open(`/activities/shop/?${shopQuery(slotId('11:30'))}`);
    expect(screen.getByText('The time you chose, 11:30 AM, can no longer be booked for your party. Choose another time.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('a new day asks again and drops the time; a new party keeps it', async () => {
    await open(`/activities/shop/?${shopQuery(SLOT_9)}`);
    const later = details({ slots: [slot('09:00', 'Available', 12)] });
    api.on(ROUTE, reply(200, later));
    fireEvent.click(screen.getByRole('button', { name: 'Change day or travelers' }));
    fireEvent.change(screen.getByLabelText('Infants'), { target: { value: '1' } });
    expect(describedBy(screen.getByLabelText('Infants'))).toBe('Ages 0 to 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show times' }));
    await act(settle);
    expect(url().get('infants')).toBe('1');
    expect(url().get('slot')).toBe(SLOT_9);
    expect(api.callsTo(ROUTE).at(-1)?.body).toMatchObject({ travelers: { Adult: 2, Child: 1, Infant: 1 } });

    fireEvent.click(screen.getByRole('button', { name: 'Change day or travelers' }));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show times' }));
    await act(settle);
    expect(url().get('date')).toBe('2026-12-13');
    expect(url().has('slot')).toBe(false);
    expect(api.callsTo(ROUTE)).toHaveLength(3);
  });

  it('the form says what is wrong with a day or party before asking', async () => {
    await open(`/activities/shop/?${shopQuery()}`);
    fireEvent.click(screen.getByRole('button', { name: 'Change day or travelers' }));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show times' }));
    expect(screen.getByRole('alert').textContent).toBe('This day has passed. Choose a day from today on.');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: DATE } });
    fireEvent.change(screen.getByLabelText('Children'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show times' }));
    expect(screen.getByRole('alert').textContent).toBe('A booking can have at most 15 travelers.');
    expect(api.callsTo(ROUTE)).toHaveLength(1);
  });

  it('an adults-only activity says so for a party with children', async () => {
    const adultsOnly = details({
      slots: slots().map((s) => ({ ...s, status: 'NotBookable' as const, price: null })),
    });
    adultsOnly.experience.availability = { kind: 'Unavailable', reason: 'AdultsOnly' };
    await open(`/activities/shop/?${shopQuery()}`, reply(200, adultsOnly));
    expect(screen.getByText('This activity is for adults only: remove the children and infants to book it.')).toBeTruthy();
    expect(describedBy(radio('9:00 AM'))).toBe('Closed for booking');
    expect(radio('9:00 AM').disabled).toBe(true);
  });

  it('a 404 says the activity is gone; a refused day opens the form; an address without an activity asks for none', async () => {
    await open(`/activities/shop/?${shopQuery()}`, apiError(404, 'NotFound', 'Gone.'));
    expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe('This activity is no longer available');
    expect(screen.getByRole('link', { name: 'Search for activities' }).getAttribute('href')).toBe('/activities/search/');
    cleanup();
    resetActivityShop();
    await open(
      `/activities/shop/?${shopQuery()}`,
      apiError(422, 'InvalidDates', 'Experiences can be booked up to 365 days ahead.', { fields: [{ path: 'date' }] }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Experiences can be booked up to 365 days ahead.');
    expect(screen.getByLabelText('Day')).toBeTruthy();
    cleanup();
    resetActivityShop();
    await open('/activities/shop/?date=2026-12-12');
    expect(screen.getByRole('alert').textContent).toContain("This link doesn't name an activity and a day.");
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });

  it('another failure offers to try again', async () => {
    await open(`/activities/shop/?${shopQuery()}`, apiError(503, 'Unavailable', 'down'), reply(200, details()));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await act(settle);
    await act(settle);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paris old town walking tour');
  });

  it('reads in French, times as Quebec writes them, links stay French', async () => {
    await open(`/fr/activities/shop/?${shopQuery()}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Jour et voyageurs' })).toBeTruthy();
    expect(text(screen.getByRole('region', { name: 'Jour et voyageurs' }))).toContain('2 adultes, 1 enfant');
    expect(screen.getByRole('group', { name: 'Après-midi' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '9 h 00' }));
    expect(text(screen.getByRole('region', { name: 'Annulation' }))).toContain('Annulation gratuite jusqu’au ven. 11 déc., 9 h 00');
    expect(text(screen.getByRole('region', { name: 'Prix' }))).toContain('2 adultes');
    expect(screen.getByText('L’organisateur décrit cette activité en anglais.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer' }).getAttribute('href')).toMatch(/^\/fr\/activities\/book\/\?id=e12-3/);
  });
});

const slots = () => details().slots;
