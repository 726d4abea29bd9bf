import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { $flightSelection, FLIGHT_SELECTION_KEY } from '../../../../src/lib/client/flights/selection.store';
import { roundTripAnswer } from '../../domain/flights/flight-fixtures';
import { api, done, openPage, ROUND_TRIP, setUp, tearDown } from './shop-fixtures';

beforeEach(() => setUp(`/flights/shop/?${ROUND_TRIP}`));
afterEach(() => {
  tearDown();
  vi.restoreAllMocks();
});

const list = () => screen.getByRole('list', { name: /Choose your/ });
const rows = () => within(list()).getAllByRole('listitem');
const DL = 'DL401.202612100800';

async function chooseDeltaOutbound() {
  await openPage(roundTripAnswer);
  fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Select Delta Air Lines 8:00 AM' }));
  await done();
}

describe('round trip: outbound, then return', () => {
  it('choosing an outbound lists its returns with the whole trip price, and the outbound with Change', async () => {
    await chooseDeltaOutbound();
    const heading = screen.getByRole('heading', { level: 2, name: 'Choose your return flight' });
    expect(document.activeElement).toBe(heading);
    expect(new URLSearchParams(window.location.search).get('step')).toBe('return');
    expect(new URLSearchParams(window.location.search).get('outbound')).toBe(DL);

    const outbound = screen.getByRole('region', { name: 'Your outbound flight' });
    expect(outbound.textContent).toContain('8:00 AM');
    expect(outbound.textContent).toContain('Delta Air Lines');

    const [t1, t2, t3] = rows();
    expect(t1!.textContent).toContain('7:00 AM');
    expect(within(t1!).getByText('$420')).toBeTruthy();
    expect(t1!.textContent).not.toContain('from');
    expect(t2!.querySelector('.shop-plus')?.textContent).toBe('+1');
    expect(within(t3!).getByText('Hacker fare: two one-way tickets')).toBeTruthy();

    fireEvent.click(within(outbound).getByRole('button', { name: 'Change outbound flight' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Choose your outbound flight' })).toBeTruthy());
    expect(rows()).toHaveLength(3);
  });

  it('a row expands to its flights and fares; a chosen fare shows as the trip, with the way on to the review page', async () => {
    await chooseDeltaOutbound();
    const toggle = within(rows()[0]!).getByRole('button', { name: 'Details Delta Air Lines 7:00 AM' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('heading', { level: 3, name: /^Return · Thursday, December 17/ })).toBeTruthy();
    expect(details.textContent).toContain('Los Angeles International Airport (LAX)');

    const basic = await within(details).findByRole('button', { name: 'Select Basic fare, $420' });
    fireEvent.click(basic);
    await done();

    const selection = $flightSelection.get()!;
    expect(selection).toMatchObject({
      itineraryId: 't1',
      fareId: 't1-0',
      outboundKey: DL,
      returnKey: 'DL402.202612170700',
      search: { tripType: 'roundTrip' },
    });
    expect(selection.slices).toHaveLength(2);
    expect(JSON.parse(api.platform.session.getItem(FLIGHT_SELECTION_KEY)!).fareId).toBe('t1-0');

    const trip = screen.getByRole('region', { name: 'Your trip' });
    expect(within(trip).getByText('$420')).toBeTruthy();
    expect(within(trip).getByRole('link', { name: 'Continue to review and book' }).getAttribute('href')).toBe('/flights/book/');
    expect(trip.textContent).toContain('Outbound');
    expect(trip.textContent).toContain('Return');
    expect(screen.queryByRole('list', { name: /Choose your/ })).toBeNull();

    fireEvent.click(within(trip).getByRole('button', { name: 'Change flights or fare' }));
    await done();
    expect($flightSelection.get()).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your return flight' })).toBeTruthy();
  });

  it('choosing a fare goes to the review page', async () => {
    const navigate = vi.spyOn(api.platform, 'navigate').mockImplementation(() => undefined);
    await openPage(roundTripAnswer);
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Select Delta Air Lines 8:00 AM' }));
    await done();
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: /^Details/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select Standard fare, $507' }));
    expect(navigate).toHaveBeenCalledWith('/flights/book/');
    expect($flightSelection.get()).toMatchObject({ itineraryId: 't2', fareId: 't2-1' });
  });

  it('Back returns to the outbound step with the row that was open', async () => {
    await openPage(roundTripAnswer);
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: /^Details/ }));
    expect(within(rows()[1]!).getByRole('button', { name: 'Select this outbound flight' })).toBeTruthy();
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Select this outbound flight' }));
    await done();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your return flight' })).toBeTruthy();
    expect(rows()).toHaveLength(2);

    window.history.back();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Choose your outbound flight' })).toBeTruthy());
    await done();
    expect(
      within(rows()[1]!)
        .getByRole('button', { name: /^Hide details/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });
});

describe('on a phone', () => {
  it('filters open in a dialog that shows the count and closes on the button', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const original = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = showModal;
    onTestFinished(() => {
      HTMLDialogElement.prototype.showModal = original;
    });
    await openPage(roundTripAnswer);
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await done();
    expect(showModal).toHaveBeenCalled();
    const dialog = document.querySelector('dialog.shop-filters-dialog')!;
    fireEvent.click(within(dialog as HTMLElement).getByRole('radio', { name: /Nonstop only/ }));
    expect(within(dialog as HTMLElement).getByRole('button', { name: 'Show 1 flight' })).toBeTruthy();
    fireEvent.click(within(dialog as HTMLElement).getByRole('button', { name: 'Show 1 flight' }));
    await done();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });
});
