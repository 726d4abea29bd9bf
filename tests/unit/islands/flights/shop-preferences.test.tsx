// Issue 23 #2: the saved flight preferences' filters are said on screen, can be dropped with one
// control, and an empty list says which preference emptied it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { roundTripAnswer } from '../../domain/flights/flight-fixtures';
import { done, openPage, ROUND_TRIP, setUp, tearDown } from './shop-fixtures';

afterEach(tearDown);

const list = () => screen.queryByRole('list', { name: /Choose your/ });
const rows = () => within(list()!).getAllByRole('listitem');
const url = () => new URLSearchParams(window.location.search);

describe('filters from the saved flight preferences', () => {
  it('says which filters came from the profile, and one control drops them', async () => {
    setUp(`/flights/shop/?${ROUND_TRIP}&airlines=AA&pref=airlines`);
    await openPage(roundTripAnswer);
    expect(rows()).toHaveLength(1);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Filters from your flight preferences: Only American Airlines');
    fireEvent.click(within(note).getByRole('button', { name: "Don't use my preferences" }));
    await done();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('note')).toBeNull();
    await waitFor(() => expect(url().has('pref')).toBe(false));
    expect(url().has('airlines')).toBe(false);
  });

  it('never shows an empty list without naming the preference that emptied it', async () => {
    // Nonstop was chosen by hand; the airline came from the profile: American flies this trip only with a stop.
    setUp(`/flights/shop/?${ROUND_TRIP}&airlines=AA&stops=NONE&pref=airlines`);
    await openPage(roundTripAnswer);
    expect(list()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your flight preferences hide every flight' })).toBeTruthy();
    expect(screen.getByText('No flight of this trip fits this saved preference: Only American Airlines.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show flights without my preferences' }));
    await done();
    // The user's own nonstop filter stays.
    expect(rows()).toHaveLength(1);
    expect(rows()[0]!.textContent).toContain('Nonstop');
  });

  it('a filter the user sets by hand is no longer said to be the profile’s', async () => {
    setUp(`/flights/shop/?${ROUND_TRIP}&nolcc=1&pref=nolcc`);
    await openPage(roundTripAnswer);
    expect(screen.getByRole('note').textContent).toContain('No low-cost carriers');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(filters).getByRole('checkbox', { name: /No low-cost carriers/ }));
    await done();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('without preference filters, no line', async () => {
    setUp(`/flights/shop/?${ROUND_TRIP}&airlines=AA`);
    await openPage(roundTripAnswer);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
