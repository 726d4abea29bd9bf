// The stay results of a corporate traveler (SPEC §4, §5): each card's policy mark, "In policy only"
// with its count, kept in the address and counted among the filters, and how much of the list is
// within policy; a consumer's list shows none of it.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AvailabilityApp from '../../../../src/islands/lodging/availability/AvailabilityApp';
import { resetAvailabilityStore } from '../../../../src/lib/client/lodging/availability.store';
import type { Locale } from '../../../../src/lib/client/i18n';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { IN_POLICY, OVER_PRICE, results } from './stay-policy-fixtures';

const SEARCH = 'POST /hotels/availability';
// prefs=0: the saved hotel preferences were already looked at, so the search runs at once.
const PARIS = 'loc=city%3AParis%7CFR&label=Paris%2C+France&checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=0&prefs=0';

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void = () => undefined;

async function open(query: string, answer: ReturnType<typeof results>, locale: Locale = 'en', ...more: ReturnType<typeof results>[]) {
  const path = `${locale === 'fr' ? '/fr' : ''}/hotels/availability/?${query}`;
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  api.on(SEARCH, reply(200, answer), ...more.map((a) => reply(200, a)));
  api.on('POST /productFeed/recentlySearched', reply(200, {}));
  stopSession = signedIn(sessionInfo());
  render(<AvailabilityApp locale={locale} family="hotels" />);
  for (let i = 0; i < 3; i++) await act(settle);
}
const bodies = () => api.callsTo(SEARCH).map((c) => c.body as { filters: Record<string, unknown> });
const cards = () => screen.getAllByRole('article');
const policyBox = () => screen.queryByRole('checkbox', { name: /^In policy only/ }) as HTMLInputElement | null;

beforeEach(() => resetAvailabilityStore());
afterEach(() => {
  cleanup();
  stopSession();
  resetAvailabilityStore();
});

describe('a corporate traveler’s stay results', () => {
  it('mark each card in or out of policy, with why, and say some of the list is within policy', async () => {
    await open(PARIS, results([IN_POLICY, OVER_PRICE, undefined], { inPolicy: 1, compliance: 'some' }));
    const [inCard, outCard, unmarked] = cards();
    expect(within(inCard!).getByText('In policy')).toBeTruthy();
    expect(outCard!.querySelector('.policy-mark-out')?.textContent).toBe('! Out of policy: over the $250 limit');
    // A stay without a verdict (an unavailable one has no price to judge) has no mark.
    expect(unmarked!.querySelector('.policy-mark')).toBeNull();
    expect(screen.getByText('Some of these stays are within your travel policy')).toBeTruthy();
  });

  it('say when the whole list is within policy, in French too', async () => {
    await open(PARIS, results([IN_POLICY], { inPolicy: 1, compliance: 'all' }), 'fr');
    expect(screen.getByText('Tous ces hébergements respectent votre politique de voyage')).toBeTruthy();
    expect(within(cards()[0]!).getByText('Conforme')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Conformes à la politique seulement/ })).toBeTruthy();
  });

  it('"In policy only" shows its count, asks the server with inPolicyOnly, keeps inpolicy=1 in the address and counts as a filter', async () => {
    await open(
      PARIS,
      results([IN_POLICY, OVER_PRICE], { inPolicy: 1, compliance: 'some' }),
      'en',
      results([IN_POLICY], { inPolicy: 1, compliance: 'some' }),
    );
    const box = policyBox()!;
    expect(box.checked).toBe(false);
    expect(box.closest('label')?.textContent).toBe('In policy only (1)');
    expect(box.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Travel policy');
    expect(bodies()[0]!.filters.inPolicyOnly).toBeUndefined();

    fireEvent.click(box);
    await act(settle);
    await act(settle);
    expect(bodies()).toHaveLength(2);
    expect(bodies()[1]!.filters).toMatchObject({ inPolicyOnly: true });
    expect(new URLSearchParams(window.location.search).get('inpolicy')).toBe('1');
    expect(policyBox()!.checked).toBe(true);
    expect(cards()).toHaveLength(1);
    expect(document.querySelector('details.sr-filter-box summary')?.textContent).toBe('Filters (1 on)');
    expect(screen.getByRole('button', { name: 'Clear 1 filter' })).toBeTruthy();

    // Off again: the address and the request drop it.
    fireEvent.click(policyBox()!);
    await act(settle);
    await act(settle);
    expect(bodies()[2]!.filters.inPolicyOnly).toBeUndefined();
    expect(new URLSearchParams(window.location.search).has('inpolicy')).toBe(false);
  });

  it('a shared link with inpolicy=1 brings the filter back, checked', async () => {
    await open(`${PARIS}&inpolicy=1`, results([IN_POLICY], { inPolicy: 1, compliance: 'some' }));
    expect(bodies()[0]!.filters).toMatchObject({ inPolicyOnly: true });
    expect(policyBox()!.checked).toBe(true);
    expect(document.querySelector('details.sr-filter-box summary')?.textContent).toBe('Filters (1 on)');
  });
});

describe('a consumer’s stay results', () => {
  it('carry no mark, no "In policy only" and no compliance line', async () => {
    await open(PARIS, results([undefined, undefined]));
    expect(cards()).toHaveLength(2);
    expect(document.querySelector('.policy-mark')).toBeNull();
    expect(policyBox()).toBeNull();
    expect(screen.queryByText(/within your travel policy/)).toBeNull();
    expect(document.querySelector('.sr-compliance')).toBeNull();
  });

  it('keep the box while the filter is on, so it can be turned off, without a count', async () => {
    await open(`${PARIS}&inpolicy=1`, results([undefined]));
    expect(policyBox()!.checked).toBe(true);
    expect(policyBox()!.closest('label')?.textContent).toBe('In policy only');
  });
});
