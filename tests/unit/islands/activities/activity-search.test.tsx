import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ActivitySearchApp from '../../../../src/islands/activities/search/ActivitySearchApp';
import { resetActivitySearchStore } from '../../../../src/lib/client/activities/activity-search.store';
import { RECENT_ACTIVITIES_KEY } from '../../../../src/lib/client/activities/recent-activity-searches';
import type { ExperienceAnswer } from '../../../../src/lib/domain/experiences/experiences.schema';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

const PARIS = 'city=city%3AParis%7CFR&cityName=Paris&date=2026-12-10&adults=2&children=1&infants=0';
const answer: ExperienceAnswer = {
  categories: [
    { label: 'Cities', results: [{ id: 'city:Paris|FR', kind: 'city', label: 'Paris', sublabel: 'Île-de-France, France' }] },
    {
      label: 'Experiences',
      results: [{ id: 'e7-3', kind: 'experience', label: 'Paris street food tasting tour', sublabel: 'Paris, France' }],
    },
  ],
};

let api: ReturnType<typeof fakeApi>;
let navigations: string[];
let stopSession: () => void = () => undefined;

async function open(path = '/activities/search/', recent?: unknown) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  navigations = [];
  api.platform.navigate = (url) => void navigations.push(url);
  if (recent !== undefined) api.platform.local.setItem(RECENT_ACTIVITIES_KEY, typeof recent === 'string' ? recent : JSON.stringify(recent));
  api.on('POST /autocomplete/experiences', reply(200, answer));
  stopSession = signedIn(sessionInfo());
  render(<ActivitySearchApp locale={path.startsWith('/fr/') ? 'fr' : 'en'} />);
  await act(settle);
  await act(settle);
}

beforeEach(() => resetActivitySearchStore());
afterEach(() => {
  cleanup();
  stopSession();
  resetActivitySearchStore();
});

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const where = (name = 'Where') => screen.getByRole('combobox', { name }) as HTMLInputElement;
const search = () => new URLSearchParams(window.location.search);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search activities' }));
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;

/** Types into "Where" once the autocomplete has loaded, and waits for its list (the selects have options too). */
async function typeWhere(text: string, name = 'Where') {
  where(name).focus();
  await waitFor(() => expect(where(name).getAttribute('aria-controls')).toBeTruthy());
  fireEvent.change(where(name), { target: { value: text } });
  return screen.findByRole('listbox', {}, { timeout: 2000 });
}

describe('the activity search form', () => {
  it('starts from the defaults: a week ahead, two adults', async () => {
    await open();
    expect(screen.getByRole('form', { name: 'Activity search' })).toBeTruthy();
    // The fake clock is 2026-11-22 in Toronto.
    expect(field('Date').value).toBe('2026-11-29');
    expect(field('Date').min).toBe('2026-11-22');
    expect(field('Date').max).toBe('2027-11-22');
    expect(field('Adults (18+)').value).toBe('2');
    expect(field('Children (4–17)').value).toBe('0');
    expect(field('Infants (0–3)').value).toBe('0');
    expect([...(field('Adults (18+)') as unknown as HTMLSelectElement).options].map((o) => o.value).at(-1)).toBe('15');
    expect(where().value).toBe('');
  });

  it('fills itself from the URL (Back from the results) and keeps it in step, other parameters included', async () => {
    await open(`/activities/search/?${PARIS}&utm_source=mail`);
    expect(where().value).toBe('Paris');
    expect(field('Date').value).toBe('2026-12-10');
    expect(field('Children (4–17)').value).toBe('1');
    expect(document.querySelector('.field-error')).toBeNull();
    fireEvent.change(field('Infants (0–3)'), { target: { value: '1' } });
    fireEvent.change(field('Date'), { target: { value: '2026-12-12' } });
    expect(search().get('infants')).toBe('1');
    expect(search().get('date')).toBe('2026-12-12');
    expect(search().get('city')).toBe('city:Paris|FR');
    expect(search().get('utm_source')).toBe('mail');
  });

  it('a missing city, a past date and children alone are named and the first gets focus', async () => {
    await open('/activities/search/?date=2026-11-01&adults=0&children=2');
    // A broken search sent back from the results says what to fix at once.
    expect(errorOf(where())).toBe('Choose a city from the list.');
    submit();
    expect(document.activeElement).toBe(where());
    expect(where().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field('Date'))).toBe("The date can't be in the past.");
    expect(errorOf(field('Adults (18+)'))).toBe('Add at least one adult: children and infants take part with an adult.');
    expect(field('Children (4–17)').getAttribute('aria-invalid')).toBe('true');
    expect(navigations).toEqual([]);
    // Errors follow the fixes.
    fireEvent.change(field('Adults (18+)'), { target: { value: '1' } });
    expect(field('Adults (18+)').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field('Children (4–17)'), { target: { value: '15' } });
    expect(errorOf(field('Adults (18+)'))).toBe('A booking can have at most 15 travelers.');
  });

  it('a city from the autocomplete goes into the search; Search goes to the results and joins the recent searches', async () => {
    await open();
    const listbox = await typeWhere('par');
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((g) => g.firstChild?.textContent),
    ).toEqual(['Cities', 'Activities']);
    fireEvent.click(within(listbox).getByRole('option', { name: /^Paris Île-de-France/ }));
    expect(search().get('city')).toBe('city:Paris|FR');
    expect(search().get('cityName')).toBe('Paris');
    expect(api.callsTo('POST /autocomplete/experiences').at(-1)?.body).toEqual({ l: 'par' });
    submit();
    const query = 'city=city%3AParis%7CFR&cityName=Paris&date=2026-11-29&adults=2&children=0&infants=0';
    expect(navigations).toEqual([`/activities/availability/?${query}`]);
    expect(JSON.parse(api.platform.local.getItem(RECENT_ACTIVITIES_KEY)!)).toEqual([query]);
  });

  it('an activity from the autocomplete opens its page for the day and party, in the page language', async () => {
    await open('/fr/activities/search/?date=2026-12-10&adults=1&children=1&infants=1');
    const listbox = await typeWhere('food', 'Où');
    fireEvent.click(within(listbox).getByRole('option', { name: /Paris street food tasting tour/ }));
    expect(navigations).toEqual(['/fr/activities/shop/?id=e7-3&date=2026-12-10&adults=1&children=1&infants=1']);
  });

  it('an activity chosen with a past date says what to fix instead, and asks for no city', async () => {
    await open('/activities/search/?date=2026-11-01');
    const listbox = await typeWhere('food');
    fireEvent.click(within(listbox).getByRole('option', { name: /Paris street food tasting tour/ }));
    expect(navigations).toEqual([]);
    expect(errorOf(field('Date'))).toBe("The date can't be in the past.");
    expect(document.activeElement).toBe(field('Date'));
    expect(where().getAttribute('aria-invalid')).toBeNull();
  });
});

describe('recent searches', () => {
  const query = (city: string, date: string) => `city=city%3A${city}%7CFR&cityName=${city}&date=${date}&adults=2&children=0&infants=0`;

  it('show up to three under the form as links to their results; passed and broken ones are left out', async () => {
    await open('/activities/search/', [
      query('Paris', '2026-11-01'),
      { nonsense: true },
      query('Paris', '2026-12-10'),
      'city=nowhere&date=2026-12-10',
      query('Lyon', '2026-12-11'),
      query('Nice', '2026-12-12'),
      query('Lille', '2026-12-13'),
    ]);
    const region = screen.getByRole('region', { name: 'Recently searched' });
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Paris · Thu, Dec 10 · 2 adults',
      'Lyon · Fri, Dec 11 · 2 adults',
      'Nice · Sat, Dec 12 · 2 adults',
    ]);
    expect(links[0]!.getAttribute('href')).toBe(`/activities/availability/?${query('Paris', '2026-12-10')}`);
  });

  it('none saved, none shown; unreadable storage is no failure', async () => {
    await open('/activities/search/', '{not json');
    expect(screen.queryByRole('region', { name: 'Recently searched' })).toBeNull();
  });
});
