import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CarSearchApp from '../../../../src/islands/cars/search/CarSearchApp';
import { resetCarSearchStore } from '../../../../src/lib/client/cars/car-search.store';
import { RECENT_CARS_KEY } from '../../../../src/lib/client/cars/recent-car-searches';
import type { LocationOption } from '../../../../src/lib/domain/shared/autocomplete.schema';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

const airport = (code: string, city: string): LocationOption => ({
  id: `airport:${code}`,
  kind: 'airport',
  code,
  label: `${city} (${code})`,
  sublabel: `${city} airport`,
});
const LAX = airport('LAX', 'Los Angeles');
const SFO = airport('SFO', 'San Francisco');
const names: Record<string, LocationOption> = { LAX, SFO };

let api: ReturnType<typeof fakeApi>;
let navigations: string[];
let stopSession: () => void = () => undefined;

async function open(path = '/cars/search/', recent?: unknown) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  navigations = [];
  api.platform.navigate = (url) => void navigations.push(url);
  if (recent !== undefined) api.platform.local.setItem(RECENT_CARS_KEY, JSON.stringify(recent));
  // The autocomplete names what it is asked: codes from the URL, or text typed.
  api.platform.fetch = wrapAutocomplete(api.platform.fetch);
  stopSession = signedIn(sessionInfo());
  render(<CarSearchApp locale={path.startsWith('/fr/') ? 'fr' : 'en'} />);
  await act(settle);
  await act(settle);
}
function wrapAutocomplete(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (String(input).endsWith('/autocomplete/location')) {
      const l = String((JSON.parse(String(init?.body)) as { l: string }).l).toUpperCase();
      const hits = Object.values(names).filter((o) => o.code!.startsWith(l) || o.label.toUpperCase().includes(l));
      const city: LocationOption = { id: 'city:Los Angeles|US', kind: 'city', code: 'LAX', label: 'Los Angeles', sublabel: 'USA' };
      return reply(200, {
        categories: [
          { label: 'Cities', results: [city] },
          { label: 'Airports', results: hits },
        ],
      })();
    }
    return inner(input, init);
  };
}

beforeEach(() => resetCarSearchStore());
afterEach(() => {
  cleanup();
  stopSession();
  resetCarSearchStore();
});

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const search = () => new URLSearchParams(window.location.search);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search cars' }));
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;

describe('the car search form', () => {
  it('starts from the defaults: in two days for four days, at 10:00, a 30-year-old driver, with the young-driver rule said', async () => {
    await open();
    expect(screen.getByRole('form', { name: 'Car search' })).toBeTruthy();
    // The fake clock is 2026-11-22 in Toronto.
    expect(field('Pick-up date').value).toBe('2026-11-24');
    expect(field('Pick-up time').value).toBe('10:00');
    expect(field('Drop-off date').value).toBe('2026-11-28');
    expect(field('Drop-off time').value).toBe('10:00');
    expect(field("Driver's age").value).toBe('30');
    expect(field("Driver's age").getAttribute('aria-describedby')).toBe('cs-age-help');
    expect(screen.getByText(/Drivers under 25 pay a young driver fee/)).toBeTruthy();
    expect(screen.getByText(/About 4 rental days/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Drop-off airport' })).toBeNull();
  });

  it('fills itself from the URL (Back from the results) and names the airports', async () => {
    await open('/cars/search/?pickup=LAX&dropoff=SFO&pickupAt=2026-12-10T09:30&dropoffAt=2026-12-13T18:00&age=24&utm_source=mail');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Pick-up airport' }) as HTMLInputElement).value).toBe('Los Angeles (LAX)'),
    );
    expect((screen.getByRole('combobox', { name: 'Drop-off airport' }) as HTMLInputElement).value).toBe('San Francisco (SFO)');
    expect((screen.getByRole('checkbox', { name: 'Return to a different airport' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Pick-up date').value).toBe('2026-12-10');
    expect(field('Pick-up time').value).toBe('09:30');
    expect(field('Drop-off time').value).toBe('18:00');
    expect(field("Driver's age").value).toBe('24');
    // Nothing was wrong: no errors shown.
    expect(document.querySelector('.field-error')).toBeNull();
  });

  it('keeps the URL in step with the form, other parameters included', async () => {
    await open('/cars/search/?pickup=LAX&pickupAt=2026-12-10T10:00&dropoffAt=2026-12-13T10:00&age=30&utm_source=mail');
    fireEvent.change(field("Driver's age"), { target: { value: '45' } });
    fireEvent.change(field('Pick-up time'), { target: { value: '08:15' } });
    expect(search().get('age')).toBe('45');
    expect(search().get('pickupAt')).toBe('2026-12-10T08:15');
    expect(search().get('utm_source')).toBe('mail');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Return to a different airport' }));
    expect(search().get('dropoff')).toBe('');
    // A pick-up date past the drop-off moves the drop-off along, keeping the three days.
    fireEvent.change(field('Pick-up date'), { target: { value: '2026-12-20' } });
    expect(field('Drop-off date').value).toBe('2026-12-23');
  });

  it('an empty airport, a drop-off before pick-up and a 17-year-old driver are named and the first gets focus', async () => {
    await open('/cars/search/?pickupAt=2026-12-10T10:00&dropoffAt=2026-12-10T09:00&age=17');
    submit();
    const pickup = screen.getByRole('combobox', { name: 'Pick-up airport' });
    expect(pickup.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(pickup)).toBe('Choose the airport where you pick up the car.');
    expect(document.activeElement).toBe(pickup);
    expect(errorOf(field('Drop-off date'))).toBe('Choose a drop-off after the pick-up.');
    expect(errorOf(field("Driver's age"))).toBe('The driver must be between 18 and 99 years old.');
    expect(field("Driver's age").getAttribute('aria-describedby')).toBe('cs-age-help cs-age-error');
    expect(navigations).toEqual([]);
    // Errors follow the fixes.
    fireEvent.change(field("Driver's age"), { target: { value: '99' } });
    expect(field("Driver's age").getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field("Driver's age"), { target: { value: '' } });
    expect(errorOf(field("Driver's age"))).toBe("Enter the driver's age.");
  });

  it('a different drop-off needs an airport, and not the pick-up one', async () => {
    await open('/cars/search/?pickup=LAX&dropoff=&pickupAt=2026-12-10T10:00&dropoffAt=2026-12-13T10:00&age=30');
    // A broken search sent back from the results says what to fix at once.
    const dropoff = screen.getByRole('combobox', { name: 'Drop-off airport' });
    expect(errorOf(dropoff)).toBe('Choose the airport where you return the car.');
    cleanup();
    resetCarSearchStore();
    await open('/cars/search/?pickup=LAX&dropoff=LAX&pickupAt=2026-12-10T10:00&dropoffAt=2026-12-13T10:00&age=30');
    expect(errorOf(screen.getByRole('combobox', { name: 'Drop-off airport' }))).toMatch(/other than the pick-up airport/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Return to a different airport' }));
    expect(screen.queryByRole('combobox', { name: 'Drop-off airport' })).toBeNull();
    submit();
    expect(navigations).toEqual(['/cars/availability/?pickup=LAX&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T10%3A00&age=30']);
  });

  it('the autocomplete offers airports only; the choice goes into the search', async () => {
    await open();
    const input = screen.getByRole('combobox', { name: 'Pick-up airport' });
    input.focus();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pick-up airport' }).getAttribute('aria-controls')).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox', { name: 'Pick-up airport' }), { target: { value: 'Los' } });
    const option = await screen.findByRole('option', { name: /Los Angeles \(LAX\)/ }, { timeout: 2000 });
    // The city "Los Angeles" is not offered: desks are at airports.
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: /^Los Angeles$/ })).toBeNull();
    fireEvent.click(option);
    expect(search().get('pickup')).toBe('LAX');
  });

  it('a valid search goes to the results in the page language and joins the recent searches', async () => {
    await open('/fr/cars/search/?pickup=LAX&dropoff=SFO&pickupAt=2026-12-10T10:00&dropoffAt=2026-12-13T10:00&age=30');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Aéroport de retour' }) as HTMLInputElement).value).toBe('San Francisco (SFO)'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher des voitures' }));
    expect(navigations).toEqual([
      '/fr/cars/availability/?pickup=LAX&dropoff=SFO&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T10%3A00&age=30',
    ]);
    expect(JSON.parse(api.platform.local.getItem(RECENT_CARS_KEY)!)).toEqual([
      {
        q: 'pickup=LAX&dropoff=SFO&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T10%3A00&age=30',
        pickupLabel: 'Los Angeles (LAX)',
        dropoffLabel: 'San Francisco (SFO)',
      },
    ]);
  });
});

describe('recent searches', () => {
  const entry = (pickup: string, day: number, label = `${pickup} airport`) => ({
    q: `pickup=${pickup}&pickupAt=2026-12-${day}T10%3A00&dropoffAt=2026-12-${day + 2}T10%3A00&age=30`,
    pickupLabel: label,
    dropoffLabel: null,
  });

  it('show up to three under the form as links to their results; passed and broken ones are left out', async () => {
    await open('/cars/search/', [
      { q: 'pickup=LAX&pickupAt=2026-11-01T10%3A00&dropoffAt=2026-11-03T10%3A00&age=30', pickupLabel: 'Old', dropoffLabel: null },
      { nonsense: true },
      entry('LAX', 10, 'Los Angeles (LAX)'),
      {
        ...entry('JFK', 11),
        q: 'pickup=JFK&dropoff=EWR&pickupAt=2026-12-11T10%3A00&dropoffAt=2026-12-13T10%3A00&age=30',
        dropoffLabel: 'Newark (EWR)',
      },
      entry('SFO', 12),
      entry('ORD', 14),
    ]);
    const region = screen.getByRole('region', { name: 'Recently searched' });
    expect(region.getAttribute('data-placement')).toBe('recently_searched_car');
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Los Angeles (LAX) · Thu, Dec 10, 10:00 AM – Sat, Dec 12, 10:00 AM',
      'JFK airport to Newark (EWR) · Fri, Dec 11, 10:00 AM – Sun, Dec 13, 10:00 AM',
      'SFO airport · Sat, Dec 12, 10:00 AM – Mon, Dec 14, 10:00 AM',
    ]);
    expect(links[0]!.getAttribute('href')).toBe(
      '/cars/availability/?pickup=LAX&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-12T10%3A00&age=30',
    );
  });

  it('none saved, none shown; unreadable storage is no failure', async () => {
    await open('/cars/search/', '{not json');
    expect(screen.queryByRole('region', { name: 'Recently searched' })).toBeNull();
  });
});
