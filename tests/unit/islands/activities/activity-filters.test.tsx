// The price filter of the activity results (the other filters are in activity-availability.test.tsx):
// what the panel shows from the price facet, what it sends, the URL, French. The fields themselves
// are ui/PriceRangeFilter.tsx, shared with the car results (car-filters.test.tsx).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, settle } from '../../client/profile/fake-api';
import { experience, experienceAnswer } from './activity-search-fixtures';
import { bodies, open, PARIS, resetBetweenTests, results, url } from './activity-results-page';

resetBetweenTests();

const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const filtersOf = (body: Record<string, unknown> | undefined) => body?.filters as Record<string, unknown>;

describe('the price filter', () => {
  it("the party's total: two whole-dollar fields bounded by the answer, sent in cents when applied", async () => {
    await open(`/activities/availability/?${PARIS}&utm_source=mail`);
    const form = screen.getByRole('form', { name: 'Total price (USD)' });
    expect(within(form).getByText('Totals for your party: $19 – $480')).toBeTruthy();
    const [min, max] = [field('Minimum'), field('Maximum')];
    expect([min.min, min.max, min.placeholder, max.placeholder]).toEqual(['19', '480', '19', '480']);
    expect(min.getAttribute('aria-describedby')).toBe(within(form).getByText(/^Totals/).id);
    fireEvent.change(min, { target: { value: '40' } });
    fireEvent.change(max, { target: { value: '150' } });
    // Typing asks nothing: only the button does.
    expect(bodies()).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Apply price' }));
    await act(settle);
    expect(bodies()).toHaveLength(2);
    expect(bodies().at(-1)).toMatchObject({ filters: { rating: 'Any', priceRange: [40_00, 150_00] }, page: { offset: 0, limit: 10 } });
    expect(window.location.search).toBe(`?${new URLSearchParams(`${PARIS}&utm_source=mail`)}&price=40-150`);
    expect(document.querySelector('details.ar-filter-box summary')?.textContent).toBe('Filters (1 on)');
    expect([field('Minimum').value, field('Maximum').value]).toEqual(['40', '150']);

    // Another filter and the sort keep the price.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Morning/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'PriceAscending' } });
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ filters: { timeOfDay: ['Morning'], priceRange: [40_00, 150_00] }, sort: 'PriceAscending' });
    expect(url().get('price')).toBe('40-150');
    expect(screen.getByRole('button', { name: 'Clear 2 filters' })).toBeTruthy();
  });

  it('cents are refused; an open end runs to the bounds; the whole range is no filter', async () => {
    await open(`/activities/availability/?${PARIS}`);
    const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    fireEvent.change(field('Maximum'), { target: { value: '99.5' } });
    apply();
    expect(screen.getByRole('alert').textContent).toBe('Enter whole dollar amounts.');
    expect(bodies()).toHaveLength(1);

    // Only a maximum: from nothing up to it.
    fireEvent.change(field('Maximum'), { target: { value: '99' } });
    apply();
    await act(settle);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(filtersOf(bodies().at(-1)).priceRange).toEqual([0, 99_00]);
    expect(url().get('price')).toBe('0-99');

    // Ends the wrong way round are read the right way.
    fireEvent.change(field('Minimum'), { target: { value: '200' } });
    fireEvent.change(field('Maximum'), { target: { value: '60' } });
    apply();
    await act(settle);
    expect(filtersOf(bodies().at(-1)).priceRange).toEqual([60_00, 200_00]);

    // A range over every total of the answer keeps every activity: no filter, the fields empty again.
    fireEvent.change(field('Minimum'), { target: { value: '10' } });
    fireEvent.change(field('Maximum'), { target: { value: '500' } });
    apply();
    await act(settle);
    expect(filtersOf(bodies().at(-1)).priceRange).toBeUndefined();
    expect(url().has('price')).toBe(false);
    expect([field('Minimum').value, field('Maximum').value]).toEqual(['', '']);
  });

  it('a shared link brings its price; Clear empties the fields', async () => {
    await open(`/activities/availability/?${PARIS}&price=150-40&rating=Great`);
    expect(filtersOf(bodies()[0])).toEqual({ rating: 'Great', priceRange: [40_00, 150_00] });
    expect([field('Minimum').value, field('Maximum').value]).toEqual(['40', '150']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear 2 filters' }));
    await act(settle);
    expect(filtersOf(bodies().at(-1))).toEqual({ rating: 'Any' });
    expect(window.location.search).toBe(`?${new URLSearchParams(PARIS)}`);
    expect([field('Minimum').value, field('Maximum').value]).toEqual(['', '']);
  });

  it('with nothing priced the fields are left out', async () => {
    await open(`/activities/availability/?${PARIS}`, reply(200, experienceAnswer([])));
    expect(screen.queryByRole('form', { name: 'Total price (USD)' })).toBeNull();
  });

  it('a price that leaves nothing stays changeable, without bounds to show', async () => {
    await open(
      `/activities/availability/?${PARIS}&price=1-2`,
      reply(200, experienceAnswer([], { total: 0 })),
      reply(200, experienceAnswer([experience(1)])),
    );
    expect(within(results()).getByRole('heading', { name: 'No activities match these filters' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Total price (USD)' });
    expect(within(form).queryByText(/^Totals/)).toBeNull();
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Maximum' }), { target: { value: '300' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply price' }));
    await act(settle);
    expect(filtersOf(bodies().at(-1)).priceRange).toEqual([1_00, 300_00]);
  });

  it('reads in French, the URL keeps whole dollars', async () => {
    await open(`/fr/activities/availability/?${PARIS}`);
    const form = screen.getByRole('form', { name: 'Prix total (USD)' });
    expect(form.textContent).toMatch(/Totaux pour votre groupe : 19–480\s\$\sUS/);
    const apply = () => fireEvent.click(within(form).getByRole('button', { name: 'Appliquer le prix' }));
    fireEvent.change(field('Minimum'), { target: { value: '20.5' } });
    apply();
    expect(within(form).getByRole('alert').textContent).toBe('Entrez des montants en dollars entiers.');
    // Only a minimum: up to the dearest total of the answer.
    fireEvent.change(field('Minimum'), { target: { value: '150' } });
    apply();
    await act(settle);
    expect(filtersOf(bodies().at(-1)).priceRange).toEqual([150_00, 480_00]);
    expect(window.location.pathname).toBe('/fr/activities/availability/');
    expect(url().get('price')).toBe('150-480');
    expect(document.querySelector('details.ar-filter-box summary')?.textContent).toBe('Filtres (1 actif)');
    expect(screen.getByRole('button', { name: 'Effacer 1 filtre' })).toBeTruthy();
  });
});
