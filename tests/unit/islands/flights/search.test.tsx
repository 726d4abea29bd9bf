import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import FlightSearchApp from '../../../../src/islands/flights/search/FlightSearchApp';
import { resetSearchStore } from '../../../../src/lib/client/flights/search.store';
import { resetSearchCalendar } from '../../../../src/lib/client/flights/search-calendar.store';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

let api: ReturnType<typeof fakeApi>;
let navigations: string[];
let stopSession: () => void = () => undefined;

async function open(path = '/flights/search/') {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  navigations = [];
  api.platform.navigate = (url) => void navigations.push(url);
  api.on('GET /user/preference/flight', reply(200, { value: null }));
  api.on('POST /autocomplete/location', reply(200, { categories: [] }));
  api.on('POST /flights/calendar', reply(200, { days: [{ date: '2026-11-24', lowest: 14_249, level: 'low' }] }));
  stopSession = signedIn(sessionInfo());
  render(<FlightSearchApp locale="en" />);
  await act(settle);
}
beforeEach(() => {
  resetSearchStore();
  resetSearchCalendar();
});
afterEach(() => {
  cleanup();
  stopSession();
  resetSearchStore();
});

const radio = (name: string) => screen.getByRole('radio', { name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const search = () => new URLSearchParams(window.location.search);
/** The lazy dialog's chunk, then its effects. */
const dialog = async () => {
  const d = await screen.findByRole('dialog');
  await act(settle);
  return d;
};
const key = (k: string, extra: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(document.activeElement!, { key: k, ...extra });

// First in the file: once loaded, the autocomplete stays loaded for the page (and this module).
describe('place fields', () => {
  it('paint at once; the autocomplete loads on first focus and takes over what was typed', async () => {
    await open();
    const plain = screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement;
    expect(plain.getAttribute('aria-controls')).toBeNull();
    fireEvent.change(plain, { target: { value: 'JF' } });
    plain.focus();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'From' }).getAttribute('aria-controls')).toBeTruthy());
    const real = screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement;
    expect(real).not.toBe(plain);
    expect(document.activeElement).toBe(real);
    expect(real.value).toBe('JF');
    // The other field is the real one too, without the text or the focus.
    expect((screen.getByRole('combobox', { name: 'To' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.callsTo('POST /autocomplete/location').map((c) => c.body)).toContainEqual({ l: 'JF' }), {
      timeout: 2000,
    });
  });
});

describe('trip type', () => {
  it('round trip by default: one flight with Depart and Return; one-way drops Return; multi-city numbers its flights', async () => {
    await open();
    expect((radio('Round trip') as HTMLInputElement).checked).toBe(true);
    expect(button(/^Depart/)).toBeTruthy();
    expect(button(/^Return/)).toBeTruthy();

    fireEvent.click(radio('One-way'));
    expect(screen.queryByRole('button', { name: /^Return/ })).toBeNull();
    expect(button(/^Date/)).toBeTruthy();
    expect(search().get('tripType')).toBe('oneWay');

    fireEvent.click(radio('Multi-city'));
    expect(screen.getByRole('group', { name: 'Flight 1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Flight 2' })).toBeTruthy();
    expect(button('Add a flight')).toBeTruthy();
    // Two flights is the least: nothing to remove yet.
    expect(screen.queryByRole('button', { name: /^Remove flight/ })).toBeNull();
  });

  it('multi-city: add up to 5 flights, then remove; focus and announcements follow', async () => {
    await open('/flights/search/?tripType=multiCity&slice=JFK,LAX,2026-12-10&slice=LAX,SFO,2026-12-12');
    for (let i = 0; i < 3; i++) fireEvent.click(button('Add a flight'));
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add a flight' })).toBeNull();
    expect(screen.getByText('A multi-city trip has at most 5 flights.')).toBeTruthy();
    // A new flight leaves from where the one before lands.
    expect(search().getAll('slice')).toEqual(['JFK,LAX,2026-12-10', 'LAX,SFO,2026-12-12', 'SFO,,', ',,', ',,']);

    fireEvent.click(button('Remove flight 2'));
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(4);
    expect(screen.getByText('Flight 2 removed.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('fs-1-origin');
    expect(search().getAll('slice')[1]).toBe('SFO,,');
  });
});

describe('travelers', () => {
  it('enforces the passenger rules live with readable messages', async () => {
    await open();
    button(/^Travelers/).focus();
    fireEvent.click(button(/^Travelers/));
    const d = await dialog();
    const within_ = within(d);
    expect(within_.getByRole('heading', { name: 'Travelers' })).toBeTruthy();

    fireEvent.click(within_.getByRole('button', { name: 'Add an infant on lap' }));
    fireEvent.click(within_.getByRole('button', { name: 'Add an infant on lap' }));
    expect(within_.getByText('Each infant on a lap needs an adult: add an adult or seat the infant.')).toBeTruthy();

    fireEvent.click(within_.getByRole('button', { name: 'Remove an adult' }));
    expect(within_.getByText('Add at least one adult: children and infants travel with an adult.')).toBeTruthy();

    for (let i = 0; i < 9; i++) fireEvent.click(within_.getByRole('button', { name: 'Add an adult' }));
    expect(within_.getByText('A booking can have at most 9 travelers, infants included.')).toBeTruthy();
    expect(within_.queryByText(/needs an adult/)).toBeNull();
    // At 9 the stepper stops (and keeps focus: aria-disabled, not disabled).
    expect(within_.getByRole('button', { name: 'Add an adult' }).getAttribute('aria-disabled')).toBe('true');
    expect(search().get('adt')).toBe('9');
    expect(search().get('inf')).toBe('2');

    fireEvent.click(within_.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const field = button(/^Travelers/);
    expect(field.textContent).toBe('11 travelers');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toMatch(/at most 9 travelers/);
    expect(document.activeElement).toBe(field);
  });
});

describe('date picker', () => {
  it('keyboard: arrows, Enter for departure then return, prices with their level in the name; focus returns', async () => {
    await open('/flights/search/?tripType=roundTrip&slice=JFK,LAX,&slice=LAX,JFK,');
    const depart = button(/^Depart/);
    depart.focus();
    fireEvent.click(depart);
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Choose your dates' })).toBeTruthy();
    expect(within(d).getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    // Today (the fake clock's 2026-11-22) has focus; yesterday is not available.
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-22');
    expect(
      within(d)
        .getByRole('gridcell', { name: /^Saturday, November 21, 2026, not available/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(api.callsTo('POST /flights/calendar')[0]?.body).toEqual({ origin: 'JFK', destination: 'LAX', from: '2026-11-22', days: 9 });

    key('ArrowRight');
    key('ArrowRight');
    expect(within(d).getByRole('gridcell', { name: 'Tuesday, November 24, 2026, $142, Low price' })).toBe(document.activeElement);
    expect(document.activeElement?.querySelector('.fs-day-price')?.textContent).toBe('$142');
    key('Enter');
    expect(search().getAll('slice')[0]).toBe('JFK,LAX,2026-11-24');
    expect(within(d).getByText('Select your return date.')).toBeTruthy();
    // The way back is priced in its own direction.
    await act(settle);
    expect(api.callsTo('POST /flights/calendar').at(-1)?.body).toMatchObject({ origin: 'LAX', destination: 'JFK' });

    key('PageDown');
    expect(within(d).getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-24');
    key('Home');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-20');
    key('ArrowUp');
    key('Enter');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(search().getAll('slice')).toEqual(['JFK,LAX,2026-11-24', 'LAX,JFK,2026-12-13']);
    expect(document.activeElement).toBe(depart);
    expect(depart.textContent).toBe('Tue, Nov 24');
    expect(button(/^Return/).textContent).toBe('Sun, Dec 13');
  });

  it('Escape closes without choosing and gives focus back', async () => {
    await open('/flights/search/?tripType=oneWay&slice=JFK,LAX,');
    const date = button(/^Date/);
    date.focus();
    fireEvent.click(date);
    const d = await dialog();
    key('ArrowDown');
    // The native dialog turns Escape into `cancel` then `close`.
    fireEvent(d, new Event('close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(search().getAll('slice')).toEqual(['JFK,LAX,']);
    expect(document.activeElement).toBe(date);
  });
});

describe('submitting', () => {
  it('an empty form marks each field, describes the problem and focuses the first', async () => {
    await open();
    fireEvent.click(button('Search'));
    const from = screen.getByRole('combobox', { name: 'From' });
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(from.getAttribute('aria-describedby')!)?.textContent).toBe('Choose where you fly from.');
    expect(screen.getByRole('combobox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true');
    expect(button(/^Return/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(from);
    expect(navigations).toEqual([]);
  });

  it('a search the shop sent back for its past dates says why, with the date’s error shown (issue 23 #7)', async () => {
    await open('/flights/search/?tripType=oneWay&slice=JFK,LAX,2026-01-10&adt=1&reason=pastDates');
    expect(screen.getByRole('alert').textContent).toBe(
      "The dates of this search have passed, so it can't show flights. Choose new dates and search again.",
    );
    expect(button(/^Date/).getAttribute('aria-invalid')).toBe('true');
  });

  it('without a reason, no notice', async () => {
    await open('/flights/search/?tripType=oneWay&slice=JFK,LAX,2026-01-10&adt=1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a complete search goes to the shop with the search in the URL (French pages stay French)', async () => {
    await open('/fr/flights/search/?tripType=multiCity&slice=JFK,LAX,2026-12-10&slice=LAX,SFO,2026-12-12&slice=SFO,JFK,2026-12-15&adt=2');
    fireEvent.change(screen.getByRole('combobox', { name: 'Fare class' }), { target: { value: 'premium' } });
    fireEvent.click(button('Search'));
    expect(navigations).toEqual([
      '/fr/flights/shop/?tripType=multiCity&slice=JFK%2CLAX%2C2026-12-10&slice=LAX%2CSFO%2C2026-12-12&slice=SFO%2CJFK%2C2026-12-15&adt=2&cnn=0&inf=0&ins=0&fareClass=premium',
    ]);
  });

  it('the flight_search cross-sell slot shows only with content', async () => {
    await open();
    expect(document.querySelector('[data-placement="flight_search"]')).toBeNull();
    cleanup();
    render(
      <FlightSearchApp locale="en">
        <p>Hotel deals in Los Angeles</p>
      </FlightSearchApp>,
    );
    expect(screen.getByRole('complementary', { name: 'Offers for your trip' }).getAttribute('data-placement')).toBe('flight_search');
  });
});
