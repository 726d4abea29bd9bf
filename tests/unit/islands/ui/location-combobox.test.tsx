import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationCombobox, type LocationComboboxLabels, type LocationKind } from '../../../../src/islands/ui/LocationCombobox';
import type { LocationAnswer, LocationOption } from '../../../../src/lib/domain/shared/autocomplete.schema';
import { fakeApi, held, reply } from '../../client/profile/fake-api';

const ROUTE = 'POST /autocomplete/location';

const airport = (code: string, city: string): LocationOption => ({
  id: `airport:${code}`,
  kind: 'airport',
  code,
  label: `${city} (${code})`,
  sublabel: `${city} airport`,
});
const cdg = airport('CDG', 'Paris');
const ory = airport('ORY', 'Paris');
const parisCity: LocationOption = { id: 'city:Paris|FR', kind: 'city', code: 'CDG', label: 'Paris', sublabel: 'France' };
const parma = airport('PMF', 'Parma');

const parisAnswer: LocationAnswer = {
  categories: [
    { label: 'Cities', results: [parisCity] },
    { label: 'Airports', results: [cdg, ory] },
  ],
};

const labels: LocationComboboxLabels = {
  searching: 'Searching…',
  noMatch: (q) => `Nothing matches ${q}.`,
  failed: 'Search failed.',
  clear: 'Clear the place',
  results: (n) => `${n} places found`,
  category: (label) => ({ Airports: 'Airports', Cities: 'Cities', RecentSearches: 'Recent searches' })[label as string] ?? label,
};

function Host(props: { initial?: LocationOption | null; kinds?: LocationKind[]; onChange?: (o: LocationOption | null) => void }) {
  const [value, setValue] = useState<LocationOption | null>(props.initial ?? null);
  return (
    <LocationCombobox
      id="place"
      label="Place"
      value={value}
      labels={labels}
      {...(props.kinds ? { kinds: props.kinds } : {})}
      onChange={(o) => {
        setValue(o);
        props.onChange?.(o);
      }}
    />
  );
}

/** Lets the fake fetch, its JSON and the component's state updates run. */
const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const input = () => screen.getByRole('combobox', { name: 'Place' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (k: string, extra: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(input(), { key: k, ...extra });
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  vi.useFakeTimers();
  api = fakeApi();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LocationCombobox', () => {
  it('is a WAI-ARIA combobox tied to its listbox', () => {
    render(<Host />);
    const box = input();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(box.getAttribute('aria-controls')!);
    expect(listbox?.getAttribute('role')).toBe('listbox');
  });

  it('searches once, 300 ms after the last keystroke (SPEC §5)', async () => {
    api.on(ROUTE, reply(200, parisAnswer));
    render(<Host />);
    type('p');
    await wait(100);
    type('pa');
    await wait(100);
    type('par');
    await wait(299);
    expect(api.callsTo(ROUTE)).toHaveLength(0);
    await wait(1);
    expect(api.callsTo(ROUTE)).toEqual([{ method: 'POST', path: '/autocomplete/location', body: { l: 'par' } }]);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('3 places found');
  });

  it('announces searching, and no match for what was typed', async () => {
    api.on(ROUTE, reply(200, { categories: [{ label: 'EmptyMatch', results: [] }] }));
    render(<Host />);
    type('zzq');
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await wait(300);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Nothing matches zzq.');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('groups options under their category and moves with the arrow, Home and End keys', async () => {
    const chosen = vi.fn();
    api.on(ROUTE, reply(200, parisAnswer));
    render(<Host onChange={chosen} />);
    type('par');
    await wait(300);
    await flush();
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Place' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Cities',
      'Airports',
    ]);
    expect(within(groups[1]!).getAllByRole('option')).toHaveLength(2);

    key('ArrowDown');
    expect(activeOption()?.textContent).toContain('Paris');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(activeOption()?.textContent).toContain('Paris (CDG)');
    key('End');
    expect(activeOption()?.textContent).toContain('Paris (ORY)');
    key('ArrowDown');
    expect(activeOption()?.textContent).toContain('France');
    key('ArrowUp');
    expect(activeOption()?.textContent).toContain('Paris (ORY)');
    key('Home');
    key('ArrowDown');
    key('Enter');

    expect(chosen).toHaveBeenCalledWith(cdg);
    expect((input() as HTMLInputElement).value).toBe('Paris (CDG)');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('Escape closes the list without choosing', async () => {
    const chosen = vi.fn();
    api.on(ROUTE, reply(200, parisAnswer));
    render(<Host onChange={chosen} />);
    type('par');
    await wait(300);
    await flush();
    key('ArrowDown');
    key('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(chosen).not.toHaveBeenCalled();
  });

  it('shows only the answer to the latest query when an earlier one arrives late', async () => {
    const first = held();
    const second = held();
    api.on(ROUTE, first.answer, second.answer);
    render(<Host />);
    type('par');
    await wait(300);
    type('pari');
    await wait(300);
    expect(api.callsTo(ROUTE).map((c) => c.body)).toEqual([{ l: 'par' }, { l: 'pari' }]);

    second.release(reply(200, parisAnswer));
    await flush();
    first.release(reply(200, { categories: [{ label: 'Airports', results: [parma] }] }));
    await flush();

    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(3);
    expect(options.join()).not.toContain('Parma');
  });

  it('offers only the kinds asked for', async () => {
    api.on(ROUTE, reply(200, parisAnswer));
    render(<Host kinds={['airport']} />);
    type('par');
    await wait(300);
    await flush();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getAllByRole('option').map((o) => o.id && o.textContent)).toEqual([
      'Paris (CDG)Paris airport',
      'Paris (ORY)Paris airport',
    ]);
  });

  it('chooses with a click and clears with the clear button', async () => {
    const chosen = vi.fn();
    api.on(ROUTE, reply(200, parisAnswer));
    render(<Host onChange={chosen} />);
    type('par');
    await wait(300);
    await flush();
    fireEvent.click(screen.getByRole('option', { name: /Paris \(ORY\)/ }));
    expect(chosen).toHaveBeenLastCalledWith(ory);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the place' }));
    expect(chosen).toHaveBeenLastCalledWith(null);
    expect((input() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input());
  });

  it('keeps the chosen place when the user leaves half-typed text', () => {
    render(<Host initial={cdg} />);
    type('Lon');
    fireEvent.blur(input());
    expect((input() as HTMLInputElement).value).toBe('Paris (CDG)');
  });

  it('typing after a chosen place replaces it: the query is only what was typed (issue 23 #7)', async () => {
    api.on(ROUTE, reply(200, { categories: [{ label: 'EmptyMatch', results: [] }] }));
    render(<Host initial={cdg} />);
    type('Paris (CDG)qqzzxx');
    expect((input() as HTMLInputElement).value).toBe('qqzzxx');
    await wait(300);
    await flush();
    expect(api.callsTo(ROUTE).map((c) => c.body)).toEqual([{ l: 'qqzzxx' }]);
    expect(screen.getByRole('status').textContent).toBe('Nothing matches qqzzxx.');
  });

  it('focusing a chosen place selects its text, so the next key replaces it', () => {
    render(<Host initial={cdg} />);
    const field = input() as HTMLInputElement;
    fireEvent.focus(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Paris (CDG)'.length]);
  });

  it('ArrowDown on a chosen place searches its code without waiting, not its label', async () => {
    api.on(ROUTE, reply(200, parisAnswer));
    render(<Host initial={cdg} />);
    key('ArrowDown');
    await flush();
    expect(api.callsTo(ROUTE).map((c) => c.body)).toEqual([{ l: 'CDG' }]);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('sends nothing once unmounted during the pause', async () => {
    api.on(ROUTE, reply(200, parisAnswer));
    const { unmount } = render(<Host />);
    type('par');
    unmount();
    await wait(1000);
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });
});
