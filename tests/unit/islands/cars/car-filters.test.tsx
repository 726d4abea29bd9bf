// The size, fuel policy and total price filters of the car results (the others are in
// car-availability.test.tsx): what the panel shows from the facets, what it sends, the URL.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settle } from '../../client/profile/fake-api';
import { bodies, LAX, open, resetBetweenTests, url } from './car-results-page';

resetBetweenTests();

describe('size, fuel policy and price filters', () => {
  it('size and fuel policy: counts and lowest totals, sent to the server and kept in the URL', async () => {
    await open(`/cars/availability/?${LAX}`);
    const size = screen.getByRole('group', { name: 'Size' });
    expect(
      within(size)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Small car (14)from $99', 'Medium car (8)from $120', 'Large car (3)from $180']);
    const fuel = screen.getByRole('group', { name: 'Fuel policy' });
    expect(
      within(fuel)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Full to full (20)from $99', 'Prepaid, no refund (5)from $130']);
    fireEvent.click(within(size).getByRole('checkbox', { name: /^Large car/ }));
    fireEvent.click(within(size).getByRole('checkbox', { name: /^Small car/ }));
    fireEvent.click(within(fuel).getByRole('checkbox', { name: /^Full to full/ }));
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({
      filters: { sizes: ['Big', 'Small'], fuelPolicies: ['FullToFull'], freeCancellationOnly: false },
    });
    expect(url().get('size')).toBe('Big,Small');
    expect(url().get('fuel')).toBe('FullToFull');
    expect(document.querySelector('details.cr-filter-box summary')?.textContent).toBe('Filters (3 on)');
  });

  it('the total price: two whole-dollar fields bounded by the answer, applied together', async () => {
    await open(`/cars/availability/?${LAX}`);
    const form = screen.getByRole('form', { name: 'Total price (USD)' });
    expect(within(form).getByText('Totals for this search: $99 – $300')).toBeTruthy();
    const min = within(form).getByRole('spinbutton', { name: 'Minimum' }) as HTMLInputElement;
    const max = within(form).getByRole('spinbutton', { name: 'Maximum' }) as HTMLInputElement;
    expect([min.min, min.max, min.placeholder, max.placeholder]).toEqual(['99', '300', '99', '300']);
    fireEvent.change(min, { target: { value: '120' } });
    fireEvent.change(max, { target: { value: '250' } });
    expect(bodies()).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Apply price' }));
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ filters: { priceRange: [120_00, 250_00], freeCancellationOnly: false } });
    expect(url().get('price')).toBe('120-250');
    expect(screen.getByRole('button', { name: 'Clear 1 filter' })).toBeTruthy();

    // The fields come back with the filter applied (the form is keyed by it): ask for them again.
    const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
    const applyPrice = () => fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect([field('Minimum').value, field('Maximum').value]).toEqual(['120', '250']);
    // Only a maximum: from nothing up to it. Cents are refused, as the hotel results refuse them.
    fireEvent.change(field('Minimum'), { target: { value: '' } });
    fireEvent.change(field('Maximum'), { target: { value: '150.5' } });
    applyPrice();
    expect(screen.getByRole('alert').textContent).toBe('Enter whole dollar amounts.');
    expect(bodies()).toHaveLength(2);
    fireEvent.change(field('Maximum'), { target: { value: '150' } });
    applyPrice();
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ filters: { priceRange: [0, 150_00] } });
    expect(url().get('price')).toBe('0-150');

    // The whole range keeps every car: no filter, and the fields empty again.
    fireEvent.change(field('Minimum'), { target: { value: '50' } });
    fireEvent.change(field('Maximum'), { target: { value: '400' } });
    applyPrice();
    await act(settle);
    expect((bodies().at(-1)!.filters as Record<string, unknown>).priceRange).toBeUndefined();
    expect(url().has('price')).toBe(false);
    expect([field('Minimum').value, field('Maximum').value]).toEqual(['', '']);
  });

  it('a shared link brings its size, fuel and price filters, and Clear empties the price fields', async () => {
    await open(`/cars/availability/?${LAX}&size=Medium&fuel=PrepayNoRefunds&price=250-100`);
    expect(bodies()[0]).toMatchObject({
      filters: { sizes: ['Medium'], fuelPolicies: ['PrepayNoRefunds'], priceRange: [100_00, 250_00] },
    });
    expect((screen.getByRole('checkbox', { name: /^Medium car/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Prepaid, no refund/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('spinbutton', { name: 'Minimum' }) as HTMLInputElement).value).toBe('100');
    expect((screen.getByRole('spinbutton', { name: 'Maximum' }) as HTMLInputElement).value).toBe('250');
    fireEvent.click(screen.getByRole('button', { name: 'Clear 3 filters' }));
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ filters: { freeCancellationOnly: false } });
    expect(Object.keys(bodies().at(-1)!.filters as object)).toEqual(['freeCancellationOnly']);
    expect((screen.getByRole('spinbutton', { name: 'Minimum' }) as HTMLInputElement).value).toBe('');
    expect(window.location.search).toBe(`?${new URLSearchParams(LAX)}`);
  });

  it('the new filters read in French', async () => {
    await open(`/fr/cars/availability/?${LAX}`);
    const size = screen.getByRole('group', { name: 'Taille' });
    expect(
      within(size)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.querySelector('.cr-option-text')?.firstChild?.textContent),
    ).toEqual(['Petite voiture', 'Voiture moyenne', 'Grande voiture']);
    const fuel = screen.getByRole('group', { name: 'Carburant' });
    fireEvent.click(within(fuel).getByRole('checkbox', { name: /^Plein pour plein/ }));
    const form = screen.getByRole('form', { name: 'Prix total (USD)' });
    expect(form.textContent).toMatch(/Totaux de cette recherche : 99–300\s\$\sUS/);
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Maximum' }), { target: { value: '250.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Appliquer le prix' }));
    expect(within(form).getByRole('alert').textContent).toBe('Entrez des montants en dollars entiers.');
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Minimum' }), { target: { value: '150' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Maximum' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Appliquer le prix' }));
    await act(settle);
    expect(bodies().at(-1)).toMatchObject({ filters: { fuelPolicies: ['FullToFull'], priceRange: [150_00, 300_00] } });
    expect(window.location.pathname).toBe('/fr/cars/availability/');
    expect(url().get('price')).toBe('150-300');
    expect(document.querySelector('details.cr-filter-box summary')?.textContent).toBe('Filtres (2 actifs)');
  });
});
