import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ActivityAvailabilityApp from '../../../../src/islands/activities/availability/ActivityAvailabilityApp';
import { $activityAvailability, openActivityAvailability } from '../../../../src/lib/client/activities/activity-availability.store';
import { apiError, held, reply, settle } from '../../client/profile/fake-api';
import { experience, experienceAnswer } from './activity-search-fixtures';
import { bodies, fake, navigated, open, PARIS, prepare, resetBetweenTests, results, ROUTE, url } from './activity-results-page';

const PARTY = 'date=2026-12-10&adults=2&children=1&infants=0';

resetBetweenTests();

describe('the activity results page', () => {
  it('shows its progress, then the city, the day, the party and the way back to the form', async () => {
    prepare(`/activities/availability/?${PARIS}`);
    const answer = held();
    fake().on(ROUTE, answer.answer);
    render(<ActivityAvailabilityApp locale="en" />);
    await act(settle);
    const region = screen.getByRole('region', { name: 'Activities' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.getAttribute('data-placement')).toBe('experiences_availability');
    expect(within(region).getByRole('status').textContent).toBe('Searching activities…');
    expect(region.querySelector('.ar-skeleton')).toBeTruthy();
    expect(bodies()).toEqual([
      {
        location: { kind: 'Market', id: 'city:Paris|FR' },
        date: '2026-12-10',
        travelers: { Adult: 2, Senior: 0, Youth: 0, Child: 1, Infant: 0, Traveler: 0 },
        sort: 'Recommended',
        filters: { rating: 'Any' },
        page: { offset: 0, limit: 10 },
      },
    ]);
    answer.release(reply(200, experienceAnswer([experience(1)], { total: 1 })));
    await act(settle);
    await act(settle);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Things to do in Paris');
    expect(document.querySelector('.sr-summary')?.textContent).toBe('Thursday, December 10, 2026 · 2 adults, 1 child Change search');
    expect(screen.getByRole('link', { name: 'Change search' }).getAttribute('href')).toBe(`/activities/search/?${PARIS}`);
    expect(results().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '1 activity' })).toBeTruthy();
  });

  it('a card shows the picture, duration, rating, flags, start times and the party total, and links to the activity', async () => {
    await open(`/activities/availability/?${PARIS}`);
    const article = screen.getByRole('article');
    const card = within(article);
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/api/v0/lodging/images/e7-1-0.svg');
    expect(article.querySelector('img')?.getAttribute('alt')).toBe('');
    const title = card.getByRole('link', { name: 'Paris walking tour 1' });
    expect(title.getAttribute('href')).toBe(`/activities/shop/?id=e7-1&${PARTY}`);
    expect(card.getByText('Duration: 2 hours 30 minutes')).toBeTruthy();
    expect(article.querySelector('.ar-rating')?.textContent).toBe('4.7/5Rated 4.7 out of 5 (1,234 reviews)');
    expect(
      within(card.getByRole('list', { name: 'Good to know' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free cancellation', 'Family friendly']);
    expect(
      within(card.getByRole('list', { name: 'Start times' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['9:00 AM', '2:30 PM']);
    expect(article.querySelector('.ar-price')?.textContent).toBe('from $245.67total for your party');
  });

  it('unavailable activities say why, and have no times or price; new ones say they have no reviews', async () => {
    const soldOut = experience(2, { availability: { kind: 'Unavailable', reason: 'SoldOut' }, reviewCount: 0, rating: 0, images: [] });
    const closed = experience(3, { availability: { kind: 'Unavailable', reason: 'NotBookableToday' }, durationMinutes: 4320, flags: [] });
    await open(`/activities/availability/?${PARIS}`, reply(200, experienceAnswer([soldOut, closed])));
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Sold out on this day')).toBeTruthy();
    expect(within(first!).queryByRole('list', { name: 'Start times' })).toBeNull();
    expect(within(first!).getByText('No reviews yet')).toBeTruthy();
    expect(first!.querySelector('img')).toBeNull();
    expect(within(second!).getByText('No longer bookable for this day')).toBeTruthy();
    expect(within(second!).getByText('Duration: 3 days')).toBeTruthy();
    expect(within(second!).queryByRole('list', { name: 'Good to know' })).toBeNull();
    expect(within(second!).getByRole('link').getAttribute('href')).toBe(`/activities/shop/?id=e7-3&${PARTY}`);
  });

  it('reads in French, links stay French', async () => {
    await open(`/fr/activities/availability/?${PARIS}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Que faire à Paris');
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('link').getAttribute('href')).toBe(`/fr/activities/shop/?id=e7-1&${PARTY}`);
    expect(card.getByText('Durée : 2 heures 30 minutes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier la recherche' }).getAttribute('href')).toBe(`/fr/activities/search/?${PARIS}`);
    expect(screen.getByText(/245,67/)).toBeTruthy();
    expect(document.querySelector('.sr-summary')?.textContent).toMatch(/^jeudi 10 décembre 2026 · 2 adultes, 1 enfant/);
  });
});

describe('filters and sort', () => {
  it('the facets show counts; each choice asks the server again and lives in the URL', async () => {
    await open(`/activities/availability/?${PARIS}&utm_source=mail`);
    expect(screen.getByRole('radio', { name: /^Any rating/ }).closest('label')?.textContent).toBe('Any rating (40)');
    const great = screen.getByRole('radio', { name: /^4\.5\+/ });
    expect(great.closest('label')?.textContent).toBe('4.5+ (18)');
    expect(screen.getByRole('radio', { name: /^4\+/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^3\.5\+/ })).toBeTruthy();
    // A flag no activity has is not offered.
    expect(screen.queryByRole('checkbox', { name: /^Adults only/ })).toBeNull();
    fireEvent.click(great);
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ filters: { rating: 'Great' }, page: { offset: 0, limit: 10 } });
    expect(url().get('rating')).toBe('Great');
    expect(url().get('utm_source')).toBe('mail');

    fireEvent.click(screen.getByRole('checkbox', { name: /^1 to 4 hours/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Morning/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Wheelchair access/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'PriceAscending' } });
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({
      filters: { rating: 'Great', duration: ['OneToFourHours'], timeOfDay: ['Morning'], flags: ['WheelchairAccess'] },
      sort: 'PriceAscending',
    });
    expect(window.location.search).toBe(
      `?${new URLSearchParams(`${PARIS}&utm_source=mail`)}&sort=PriceAscending&rating=Great&duration=OneToFourHours&timeOfDay=Morning&flags=WheelchairAccess`,
    );
    expect(document.querySelector('details.ar-filter-box summary')?.textContent).toBe('Filters (4 on)');
    fireEvent.click(screen.getByRole('button', { name: 'Clear 4 filters' }));
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ filters: { rating: 'Any' }, sort: 'PriceAscending' });
    expect(url().toString()).toBe(`${new URLSearchParams(`${PARIS}&utm_source=mail`)}&sort=PriceAscending`);
  });

  it('a shared link brings its filters and sort; the six sorts are offered', async () => {
    await open(`/activities/availability/?${PARIS}&flags=FreeCancellation,Bogus&sort=Rating&timeOfDay=EveningAndNight`);
    expect(bodies()[0]).toMatchObject({
      filters: { rating: 'Any', flags: ['FreeCancellation'], timeOfDay: ['EveningAndNight'] },
      sort: 'Rating',
    });
    expect((screen.getByRole('checkbox', { name: /^Free cancellation/ }) as HTMLInputElement).checked).toBe(true);
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('Rating');
    expect([...sort.options].map((o) => o.textContent)).toEqual([
      'Recommended',
      'Price: low to high',
      'Price: high to low',
      'Best rated',
      'Duration: shortest first',
      'Duration: longest first',
    ]);
  });

  it('on phones the filters fold under a summary that counts them', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    await open(`/activities/availability/?${PARIS}&duration=UpToOneDay`);
    const box = document.querySelector('details.ar-filter-box') as HTMLDetailsElement;
    expect(box.open).toBe(false);
    expect(box.querySelector('summary')?.textContent).toBe('Filters (1 on)');
  });
});

describe('more results', () => {
  it('"Show more" asks for the next 10, adds them, moves focus to the first new one and says how many came', async () => {
    const first = Array.from({ length: 10 }, (_, i) => experience(i));
    const next = [experience(10), experience(11)];
    await open(
      `/activities/availability/?${PARIS}`,
      reply(200, experienceAnswer(first, { total: 12 })),
      reply(200, experienceAnswer(next, { total: 12, offset: 10 })),
    );
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more activities' }));
    await act(settle);
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ page: { offset: 10, limit: 10 } });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(document.activeElement?.id).toBe('ar-activity-10');
    expect(screen.getByText('2 more activities shown.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more activities' })).toBeNull();
  });

  it('a failed next page keeps the list and offers the button again', async () => {
    const first = Array.from({ length: 10 }, (_, i) => experience(i));
    await open(`/activities/availability/?${PARIS}`, reply(200, experienceAnswer(first, { total: 12 })), apiError(500, 'Internal', 'boom'));
    fireEvent.click(screen.getByRole('button', { name: 'Show more activities' }));
    await act(settle);
    await act(settle);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('alert').textContent).toBe("We couldn't load more activities.");
    expect(screen.getByRole('button', { name: 'Show more activities' })).toBeTruthy();
  });
});

describe('empty and failed searches', () => {
  it('nothing for the filters: Clear filters asks again without them', async () => {
    await open(
      `/activities/availability/?${PARIS}&rating=Great`,
      reply(200, experienceAnswer([])),
      reply(200, experienceAnswer([experience(1)])),
    );
    expect(screen.getByRole('heading', { name: 'No activities match these filters' })).toBeTruthy();
    fireEvent.click(within(results()).getByRole('button', { name: 'Clear filters' }));
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ filters: { rating: 'Any' } });
    expect(url().has('rating')).toBe(false);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('nothing at all: the way back to the search', async () => {
    await open(`/activities/availability/?${PARIS}`, reply(200, experienceAnswer([])));
    expect(screen.getByRole('heading', { name: 'No activities for this search' })).toBeTruthy();
    expect(within(results()).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(within(results()).getByRole('link', { name: 'Change search' }).getAttribute('href')).toBe(`/activities/search/?${PARIS}`);
  });

  it('a server failure offers to try again', async () => {
    await open(`/activities/availability/?${PARIS}`, apiError(503, 'Unavailable', 'down'), reply(200, experienceAnswer([experience(1)])));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe("We couldn't search activities");
    expect(alert.textContent).toContain('Something went wrong on our side.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await act(settle);
    await act(settle);
    expect(bodies()).toHaveLength(2);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('a refused search (422) names the field and links back to the form, with no retry', async () => {
    const message = "We don't have experiences in this place. Pick a city from the list.";
    await open(
      `/activities/availability/?${PARIS}`,
      apiError(422, 'UnknownLocation', message, { fields: [{ path: 'location.id', message }] }),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe("This search can't be run");
    expect(within(alert).getByRole('listitem').textContent).toBe(`Where: ${message}`);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Change your search' }).getAttribute('href')).toBe(`/activities/search/?${PARIS}`);
  });

  it('a URL without a valid search goes back to the form with what it had', () => {
    prepare('/fr/activities/availability/?city=city%3AParis%7CFR&date=2026-11-01');
    expect(openActivityAvailability()).toEqual({
      kind: 'Redirect',
      url: '/fr/activities/search/?city=city%3AParis%7CFR&date=2026-11-01',
    });
    expect(navigated()).toEqual(['/fr/activities/search/?city=city%3AParis%7CFR&date=2026-11-01']);
    expect($activityAvailability.get().search).toBeNull();
    expect(fake().calls).toHaveLength(0);
  });
});
