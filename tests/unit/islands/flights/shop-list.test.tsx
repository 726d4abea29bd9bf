import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { held, reply } from '../../client/profile/fake-api';
import { airlines, airports, out, roundTripAnswer, seg, slice, trip } from '../../domain/flights/flight-fixtures';
import { api, done, ONE_WAY, openPage, ROUND_TRIP, SEARCH, setUp, shopAnswer, tearDown } from './shop-fixtures';

beforeEach(() => setUp(`/flights/shop/?${ROUND_TRIP}`));
afterEach(tearDown);

const rows = () => within(screen.getByRole('list', { name: /Choose your/ })).getAllByRole('listitem');
const rowTexts = () => rows().map((r) => r.textContent ?? '');
const status = () => screen.getAllByRole('status').find((s) => s.classList.contains('shop-status'))!;

describe('results of a round trip, outbound step', () => {
  it('shows progress, then the outbound flights with times, stops, tags and prices in cash and miles', async () => {
    const call = held();
    api.on(SEARCH, call.answer);
    await openPage(null);
    expect(status().textContent).toBe('Searching flights…');
    expect(document.querySelector('.shop-skeleton')).not.toBeNull();

    call.release(reply(200, shopAnswer(roundTripAnswer)));
    for (let i = 0; i < 4; i++) await done();
    expect(screen.getByRole('heading', { level: 1, name: 'New York to Los Angeles' })).toBeTruthy();
    expect(screen.getByText('Round trip')).toBeTruthy();
    expect(screen.getByText('Thu, Dec 10 – Thu, Dec 17')).toBeTruthy();
    expect(screen.getByText('1 traveler')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit search' }).getAttribute('href')).toBe(
      `/flights/search/?${new URLSearchParams(ROUND_TRIP).toString()}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your outbound flight' })).toBeTruthy();
    expect(status().textContent).toBe('3 outbound flights');

    const [dl, aa, nk] = rows();
    const d = within(dl!);
    expect(d.getByText('Delta Air Lines')).toBeTruthy();
    expect(dl!.textContent).toContain('8:00 AM');
    expect(dl!.textContent).toContain('11:20 AM');
    expect(d.getByText('Nonstop')).toBeTruthy();
    expect(d.getByText('6 hr 20 min')).toBeTruthy();
    expect(d.getByText('Best Overall')).toBeTruthy();
    expect(d.getByText('$390')).toBeTruthy();
    expect(d.getByText('round trip')).toBeTruthy();
    // SPEC §9: miles rounded up (39000 cents at 1 cent a mile).
    expect(d.getByText('or 39,000 miles')).toBeTruthy();

    const a = within(aa!);
    expect(a.getByText('1 stop')).toBeTruthy();
    expect(a.getByText('1 hr 20 min ORD')).toBeTruthy();
    expect(a.getByText('Best Quality')).toBeTruthy();

    const n = within(nk!);
    expect(nk!.querySelector('.shop-plus')?.textContent).toBe('+1');
    expect(n.getByText('1 day later')).toBeTruthy();
    expect(n.getByText('Self-transfer: collect and recheck your bags')).toBeTruthy();
    // The outbound step prices trips, not tickets: no multi-ticket badge yet.
    expect(nk!.textContent).not.toContain('Virtual interline');
  });

  it('sorts with the six spec keys and filters with counts, updating the list and the URL', async () => {
    await openPage(roundTripAnswer);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recommended', 'Price', 'Duration', 'Stops', 'Departure time', 'Arrival time']);
    fireEvent.change(sort, { target: { value: 'price' } });
    expect(rowTexts().map((t) => t.match(/\$\d+/)![0])).toEqual(['$210', '$360', '$390']);

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const nonstop = within(filters).getByRole('radio', { name: /Nonstop only/ });
    expect(nonstop.closest('label')!.textContent).toContain('1');
    fireEvent.click(nonstop);
    expect(rows()).toHaveLength(1);
    expect(status().textContent).toBe('1 outbound flight');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('stops')).toBe('NONE'));
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('price');

    // Airlines: counts and lowest prices, and the low-cost note names Spirit.
    const delta = within(filters).getByRole('checkbox', { name: /Delta Air Lines/ });
    expect(delta.closest('label')!.textContent).toContain('1 · from $390');
    expect(within(filters).getByText('Leaves out Spirit Airlines.')).toBeTruthy();
  });

  it('Select all airlines keeps keyboard focus: it stays, inert, once every airline is ticked (issue 23 #7)', async () => {
    window.history.replaceState(null, '', `/flights/shop/?${ROUND_TRIP}&airlines=DL`);
    await openPage(roundTripAnswer);
    expect(rows()).toHaveLength(1);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const all = within(filters).getByRole('button', { name: 'Select all airlines' });
    expect(all.getAttribute('aria-disabled')).toBe('false');
    all.focus();
    fireEvent.click(all);
    expect(rows()).toHaveLength(3);
    expect(document.activeElement).toBe(within(filters).getByRole('button', { name: 'Select all airlines' }));
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    // Inert now: a second press changes nothing.
    fireEvent.click(document.activeElement!);
    expect(rows()).toHaveLength(3);
  });

  it('no match: a message and Clear filters bring the list back', async () => {
    window.history.replaceState(null, '', `/flights/shop/?${ROUND_TRIP}&maxdur=60`);
    await openPage(roundTripAnswer);
    expect(screen.getByRole('heading', { name: 'No flights match your filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Clear all' }).hasAttribute('disabled')).toBe(true);
  });

  it('time of day chips and the hour pickers set the same window', async () => {
    await openPage(roundTripAnswer);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const departure = within(filters).getByRole('group', { name: 'Outbound departure' });
    fireEvent.click(within(departure).getByRole('button', { name: 'Morning' }));
    expect(within(departure).getByRole('button', { name: 'Morning' }).getAttribute('aria-pressed')).toBe('true');
    expect(rows()).toHaveLength(2);
    expect((within(departure).getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe('5');
    expect((within(departure).getByRole('combobox', { name: 'Until' }) as HTMLSelectElement).value).toBe('12');
    fireEvent.change(within(departure).getByRole('combobox', { name: 'Until' }), { target: { value: '7' } });
    expect(rows()).toHaveLength(1);
    expect(within(departure).getByRole('button', { name: 'Morning' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('price: a slider for the highest price and typed amounts', async () => {
    await openPage(roundTripAnswer);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const slider = within(filters).getByRole('slider', { name: 'Highest price' });
    expect(slider.getAttribute('min')).toBe('210');
    expect(slider.getAttribute('max')).toBe('470');
    fireEvent.change(slider, { target: { value: '380' } });
    expect(rows()).toHaveLength(2);
    const min = within(filters).getByRole('spinbutton', { name: 'Minimum ($)' });
    fireEvent.change(min, { target: { value: '300' } });
    fireEvent.blur(min);
    expect(rowTexts().map((t) => t.match(/\$\d+/)![0])).toEqual(['$360', '$300']);
  });
});

describe('one-way and pages', () => {
  it('shows 10 rows and more on request, announcing the count', async () => {
    window.history.replaceState(null, '', `/flights/shop/?${ONE_WAY}`);
    const many = Array.from({ length: 15 }, (_, i) => trip(`w${i}`, [out.dl], 10000 + i * 100, { score: 1 - i / 100 }));
    await openPage({ itineraries: many, airlines, airports });
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your flight' })).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(status().textContent).toBe('Showing 10 of 15 flights');
    expect(within(rows()[0]!).getByText('one way')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more flights' }));
    expect(rows()).toHaveLength(15);
    expect(status().textContent).toBe('15 flights');
    expect(screen.queryByRole('button', { name: 'Show more flights' })).toBeNull();
  });

  it('multi-city: whole trips with every flight on the row, and at most 3 cities in the title', async () => {
    const query = 'tripType=multiCity&slice=JFK,LAX,2026-12-10&slice=LAX,ORD,2026-12-12&slice=ORD,DEN,2026-12-14&adt=2&cnn=0&inf=0&ins=0';
    window.history.replaceState(null, '', `/flights/shop/?${query}`);
    const second = slice(seg('AA500', 'LAX', 'ORD', '2026-12-12T09:00:00-08:00', '2026-12-12T15:10:00-06:00'));
    const third = slice(seg('AA600', 'ORD', 'DEN', '2026-12-14T10:00:00-06:00', '2026-12-14T11:40:00-07:00'));
    await openPage({ itineraries: [trip('m1', [out.dl, second, third], 80000)], airlines, airports });
    expect(screen.getByRole('heading', { level: 1, name: 'New York – Los Angeles – Chicago …' })).toBeTruthy();
    expect(screen.getByText('Multi-city')).toBeTruthy();
    expect(screen.getByText('2 travelers')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your flights' })).toBeTruthy();
    const [row] = rows();
    expect(row!.querySelectorAll('.shop-slice')).toHaveLength(3);
    expect(within(row!).getByText('trip total, 2 travelers')).toBeTruthy();
    fireEvent.click(within(row!).getByRole('button', { name: /^Details/ }));
    expect(
      within(row!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent?.split(' · ')[0]),
    ).toEqual(['Flight 1', 'Flight 2', 'Flight 3']);
  });

  it('nothing flies: Change search leads to the form with the same search', async () => {
    await openPage({ itineraries: [], airlines: [], airports: [] });
    expect(screen.getByRole('heading', { name: 'No flights for this trip' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change search' }).getAttribute('href')).toBe(
      `/flights/search/?${new URLSearchParams(ROUND_TRIP).toString()}`,
    );
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  it('a failed search: the SPEC §8 texts, and Search again asks again', async () => {
    api.on(
      SEARCH,
      reply(500, { error: { code: 'Internal', message: 'Something went wrong on our side.' } }),
      reply(200, shopAnswer(roundTripAnswer)),
    );
    await openPage(null);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Uh oh! We were unable to process your search request.' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Go back' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Search again' }));
    for (let i = 0; i < 3; i++) await done();
    expect(rows()).toHaveLength(3);
    expect(api.callsTo(SEARCH)).toHaveLength(2);
  });

  it('a refused search shows the reason the API gave', async () => {
    api.on(SEARCH, reply(422, { error: { code: 'InvalidDates', message: 'Choose a date from today (2026-11-22) on.' } }));
    await openPage(null);
    expect(within(screen.getByRole('alert')).getByText('Choose a date from today (2026-11-22) on.')).toBeTruthy();
  });
});
