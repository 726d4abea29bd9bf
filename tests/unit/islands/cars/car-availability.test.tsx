import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CarAvailabilityApp from '../../../../src/islands/cars/availability/CarAvailabilityApp';
import { $carAvailability, openCarAvailability } from '../../../../src/lib/client/cars/car-availability.store';
import { apiError, held, reply, settle } from '../../client/profile/fake-api';
import { carAnswer, carOffer } from './car-fixtures';
import { bodies, fake, LAX, navigated, open, prepare, resetBetweenTests, results, ROUTE, url } from './car-results-page';

resetBetweenTests();

describe('the car results page', () => {
  it('shows its progress, then the summary and the way back to the form', async () => {
    prepare(`/cars/availability/?${LAX}`);
    const answer = held();
    fake().on(ROUTE, answer.answer);
    render(<CarAvailabilityApp locale="en" />);
    await act(settle);
    const region = screen.getByRole('region', { name: 'Cars' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('status').textContent).toBe('Searching cars…');
    expect(region.querySelector('.cr-skeleton')).toBeTruthy();
    expect(bodies()).toEqual([
      {
        pickup: { kind: 'airport', code: 'LAX' },
        dropoff: { mode: 'same_as_drop_off' },
        pickupDateTime: '2026-12-10T10:00',
        dropoffDateTime: '2026-12-13T10:00',
        driverAge: 30,
        filters: { freeCancellationOnly: false },
        sort: 'recommended',
        page: { offset: 0, limit: 10 },
      },
    ]);
    answer.release(reply(200, carAnswer([carOffer(1)])));
    await act(settle);
    await act(settle);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rental cars at Los Angeles International Airport (LAX)');
    expect(document.querySelector('.sr-summary')?.textContent).toBe(
      'Thu, Dec 10, 10:00 AM – Sun, Dec 13, 10:00 AM · 3 rental days · driver aged 30 Change search',
    );
    expect(screen.getByRole('link', { name: 'Change search' }).getAttribute('href')).toBe(
      '/cars/search/?pickup=LAX&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T10%3A00&age=30',
    );
    expect(results().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '1 car' })).toBeTruthy();
  });

  it('a card says what the car is, who rents it, the terms and the price, and links to its deal', async () => {
    const limited = carOffer(2, {
      vehicle: {
        ...carOffer(2).vehicle,
        name: 'Fiat 500 or similar',
        carClass: 'Mini',
        transmission: 'Manual',
        seats: 4,
        bags: 1,
        doors: 2,
        airConditioning: false,
      },
      supplier: { code: 'ZI', name: 'Avis' },
      mileage: { kind: 'Limited', perDay: 200, unit: 'mi', extraPerUnit: 35 },
      cancellation: { policy: 'NonRefundable', freeCancellationUntil: null, description: '' },
      pickup: { ...carOffer(2).pickup, desk: 'Counter' },
      price: { ...carOffer(2).price, youngDriverFee: 2500, oneWayFee: null },
      reviewCount: 0,
    });
    await open(`/cars/availability/?${LAX}`, reply(200, carAnswer([carOffer(1), limited])));
    const [first, second] = screen.getAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('Toyota Corolla or similar');
    expect(card.getByText('Compact')).toBeTruthy();
    expect(
      within(card.getByRole('list', { name: 'Features' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 seats', '2 bags', '4 doors', 'Automatic', 'Air conditioning']);
    expect(first!.querySelector('.cr-supplier')?.textContent).toBe('Hertz8.4/10Rated 8.4 out of 10 by renters(1,234 reviews)');
    expect(card.getByText('Shuttle to the rental lot')).toBeTruthy();
    expect(card.getByText('Unlimited mileage')).toBeTruthy();
    // The deadline on the airport's clock, whatever the browser's zone.
    expect(card.getByText('Free cancellation until Thu, Dec 10, 10:00 AM').className).toBe('cr-free');
    expect(first!.querySelector('.cr-price')?.textContent).toContain('$245.67 total for 3 days');
    expect(card.getByText('$81.89 per day')).toBeTruthy();
    const deal = card.getByRole('link', { name: 'View deal: Toyota Corolla or similar from Hertz' });
    expect(deal.getAttribute('href')).toBe('/cars/shop/?offerId=c1-LAX-LAX-202612101000-202612131000-30-ZE-1');

    const other = within(second!);
    expect(other.getByRole('heading', { level: 3 }).textContent).toBe('Fiat 500 or similar');
    expect(other.getByText('No air conditioning')).toBeTruthy();
    expect(other.getByText('Manual')).toBeTruthy();
    expect(other.getByText('Counter in the terminal')).toBeTruthy();
    expect(other.getByText('200 mi a day included, then $0.35 per mi')).toBeTruthy();
    expect(other.getByText('Non-refundable')).toBeTruthy();
    expect(other.getByText('Includes the young driver fee')).toBeTruthy();
    expect(second!.querySelector('.cr-rating')).toBeNull();
  });

  it('reads in French, links stay French', async () => {
    await open(`/fr/cars/availability/?${LAX}`);
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('Toyota Corolla ou similaire');
    expect(card.getByRole('link', { name: /^Voir l'offre/ }).getAttribute('href')).toBe(
      '/fr/cars/shop/?offerId=c1-LAX-LAX-202612101000-202612131000-30-ZE-1',
    );
    expect(screen.getByRole('link', { name: 'Modifier la recherche' }).getAttribute('href')).toMatch(/^\/fr\/cars\/search\/\?pickup=LAX/);
    expect(screen.getByText(/245,67/)).toBeTruthy();
  });
});

describe('filters and sort', () => {
  it('the facets show counts and lowest totals; each choice asks the server again and lives in the URL', async () => {
    await open(`/cars/availability/?${LAX}&utm_source=mail`);
    const economy = screen.getByRole('checkbox', { name: /^Economy/ });
    expect(economy.closest('label')?.textContent).toBe('Economy (12)from $99');
    fireEvent.click(economy);
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({
      filters: { carClasses: ['Economy'], freeCancellationOnly: false },
      page: { offset: 0, limit: 10 },
    });
    expect(url().get('class')).toBe('Economy');
    expect(url().get('utm_source')).toBe('mail');

    fireEvent.click(screen.getByRole('checkbox', { name: /^Manual/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Avis/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free cancellation only' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price' } });
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({
      filters: { carClasses: ['Economy'], transmissions: ['Manual'], suppliers: ['ZI'], freeCancellationOnly: true },
      sort: 'price',
    });
    expect(window.location.search).toBe(
      `?${new URLSearchParams(`${LAX}&utm_source=mail`)}&class=Economy&transmission=Manual&supplier=ZI&free=1&sort=price`,
    );
    expect(document.querySelector('details.cr-filter-box summary')?.textContent).toBe('Filters (4 on)');
    expect(screen.getByRole('button', { name: 'Clear 4 filters' })).toBeTruthy();
  });

  it('a shared link brings its filters and sort; Best rated is one of the sorts', async () => {
    await open(`/cars/availability/?${LAX}&class=SUV,Bogus&sort=rating&free=1`);
    expect(bodies()[0]).toMatchObject({ filters: { carClasses: ['SUV'], freeCancellationOnly: true }, sort: 'rating' });
    expect((screen.getByRole('checkbox', { name: /^SUV/ }) as HTMLInputElement).checked).toBe(true);
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('rating');
    expect([...sort.options].map((o) => o.textContent)).toEqual(['Recommended', 'Lowest price', 'Best rated']);
  });

  it('on phones the filters fold under a summary that counts them', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    await open(`/cars/availability/?${LAX}&transmission=Automatic`);
    const box = document.querySelector('details.cr-filter-box') as HTMLDetailsElement;
    expect(box.open).toBe(false);
    expect(box.querySelector('summary')?.textContent).toBe('Filters (1 on)');
  });
});

describe('more results', () => {
  it('"Show more" asks for the next 10, adds them, moves focus to the first new car and says how many came', async () => {
    const first = Array.from({ length: 10 }, (_, i) => carOffer(i));
    const next = [carOffer(10), carOffer(11)];
    await open(
      `/cars/availability/?${LAX}`,
      reply(200, carAnswer(first, { total: 12 })),
      reply(200, carAnswer(next, { total: 12, offset: 10 })),
    );
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more cars' }));
    await act(settle);
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ page: { offset: 10, limit: 10 } });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(document.activeElement?.id).toBe('cr-car-10');
    expect(screen.getByText('2 more cars shown.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more cars' })).toBeNull();
  });

  it('a failed next page keeps the list and offers the button again', async () => {
    const first = Array.from({ length: 10 }, (_, i) => carOffer(i));
    await open(`/cars/availability/?${LAX}`, reply(200, carAnswer(first, { total: 12 })), apiError(500, 'Internal', 'boom'));
    fireEvent.click(screen.getByRole('button', { name: 'Show more cars' }));
    await act(settle);
    await act(settle);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('alert').textContent).toBe("We couldn't load more cars.");
    expect(screen.getByRole('button', { name: 'Show more cars' })).toBeTruthy();
  });
});

describe('empty and failed searches', () => {
  it('no car for the filters: Clear filters asks again without them', async () => {
    await open(`/cars/availability/?${LAX}&class=Van`, reply(200, carAnswer([], { found: 30 })), reply(200, carAnswer([carOffer(1)])));
    expect(screen.getByRole('heading', { name: 'No cars match these filters' })).toBeTruthy();
    fireEvent.click(within(results()).getByRole('button', { name: 'Clear filters' }));
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ filters: { freeCancellationOnly: false } });
    expect((bodies().at(-1)!.filters as Record<string, unknown>).carClasses).toBeUndefined();
    expect(url().has('class')).toBe(false);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('no car at all: the way back to the search', async () => {
    await open(`/cars/availability/?${LAX}`, reply(200, carAnswer([])));
    expect(screen.getByRole('heading', { name: 'No cars for this search' })).toBeTruthy();
    expect(within(results()).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(within(results()).getByRole('link', { name: 'Change search' }).getAttribute('href')).toMatch(/^\/cars\/search\/\?pickup=LAX/);
  });

  it('a server failure offers to try again', async () => {
    await open(`/cars/availability/?${LAX}`, apiError(503, 'Unavailable', 'down'), reply(200, carAnswer([carOffer(1)])));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe("We couldn't search cars");
    expect(alert.textContent).toContain('Something went wrong on our side.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await act(settle);
    await act(settle);
    expect(bodies()).toHaveLength(2);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('a refused search (422) names the field and links back to the form, with no retry', async () => {
    const message = 'Choose a pick-up time from now on (it is 2026-12-10 12:00 at LAX).';
    await open(`/cars/availability/?${LAX}`, apiError(422, 'InvalidDates', message, { fields: [{ path: 'pickupDateTime', message }] }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe("This search can't be run");
    expect(within(alert).getByRole('listitem').textContent).toBe(`Pick-up: ${message}`);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Change your search' }).getAttribute('href')).toBe(
      '/cars/search/?pickup=LAX&pickupAt=2026-12-10T10%3A00&dropoffAt=2026-12-13T10%3A00&age=30',
    );
  });

  it('a URL without a valid search goes back to the form with what it had', () => {
    prepare('/fr/cars/availability/?pickup=LAX&age=12');
    expect(openCarAvailability()).toEqual({ kind: 'Redirect', url: '/fr/cars/search/?pickup=LAX&age=12' });
    expect(navigated()).toEqual(['/fr/cars/search/?pickup=LAX&age=12']);
    expect($carAvailability.get().search).toBeNull();
    expect(fake().calls).toHaveLength(0);
  });
});
