// The rooms of a stay for a corporate traveler (SPEC §5, §8): each rate's policy mark, and an
// out-of-policy rate asks before the checkout ("Change selection" stays, "Continue anyway" goes on);
// the chosen rate's verdict goes with the choice to the book page. A consumer's rooms show none of it.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import StayShop from '../../../../src/islands/lodging/shop/StayShop';
import { rememberedRatePolicy } from '../../../../src/lib/client/lodging/rate-policy';
import { resetStayShop } from '../../../../src/lib/client/lodging/shop.store';
import type { StaySelection } from '../../../../src/lib/domain/booking/stay-book.schema';
import type { LodgingDetailsResponse } from '../../../../src/lib/domain/lodging/lodging.schema';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { CHECK_IN, CHECK_OUT, details, IN_POLICY, OVER_PRICE, STAY } from './stay-policy-fixtures';

const PATH = `/hotels/shop/?lodgingId=h-par-1&source=SearchPage&${STAY}`;
const BOOK_BREAKFAST = `/hotels/book/?lodgingId=h-par-1&roomId=r1&rateId=r1-bb&${STAY}`;

let api: ReturnType<typeof fakeApi>;
let navigations: string[];
let stopSession: () => void = () => undefined;

async function open(answer: LodgingDetailsResponse) {
  window.history.replaceState(null, '', PATH);
  api = fakeApi(PATH);
  navigations = [];
  api.platform.navigate = (url) => void navigations.push(url);
  api.on('POST /lodging/details', reply(200, answer));
  api.on('POST /productFeed/recentlyViewed', reply(200, {}));
  stopSession = signedIn(sessionInfo());
  render(<StayShop locale="en" mode="hotels" />);
  await act(settle);
  await act(settle);
}
const rates = () => within(screen.getByRole('list', { name: /Deluxe King/ })).getAllByRole('listitem');
const reserve = (rate: HTMLElement) => within(rate).getByRole('link', { name: /Reserve/i });
const selection = (rateId: string): StaySelection => ({
  lodgingId: 'h-par-1',
  roomId: 'r1',
  rateId,
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  guests: { adults: 2, children: 0, pets: 0 },
});

beforeEach(() => resetStayShop());
afterEach(() => {
  cleanup();
  stopSession();
  resetStayShop();
});

describe('a corporate traveler’s rooms', () => {
  it('mark each rate in or out of policy, with why', async () => {
    await open(details({ policy: IN_POLICY }, { policy: OVER_PRICE }));
    const [flex, breakfast] = rates();
    expect(within(flex!).getByText('In policy')).toBeTruthy();
    expect(breakfast!.querySelector('.policy-mark-out')?.textContent).toBe('! Out of policy: over the $250 limit');
  });

  it('an out-of-policy rate asks first; "Change selection" keeps the rooms as they were', async () => {
    await open(details({ policy: IN_POLICY }, { policy: OVER_PRICE }));
    const link = reserve(rates()[1]!);
    expect(link.getAttribute('href')).toBe(BOOK_BREAKFAST);
    const click = fireEvent.click(link);
    // The link did not go: the dialog asks.
    expect(click).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'This rate is out of policy' });
    expect(within(dialog).getByText(/^Over the \$250 limit\. You can still book it/)).toBeTruthy();
    const change = within(dialog).getByRole('button', { name: 'Change selection' });
    expect(document.activeElement).toBe(change);

    fireEvent.click(change);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigations).toEqual([]);
    expect(rates()).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Hôtel Lumière' })).toBeTruthy();
  });

  it('"Continue anyway" goes to the checkout with the rate, its verdict remembered for the book page', async () => {
    await open(details({ policy: IN_POLICY }, { policy: OVER_PRICE }));
    fireEvent.click(reserve(rates()[1]!));
    fireEvent.click(screen.getByRole('button', { name: 'Continue anyway' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigations).toEqual([BOOK_BREAKFAST]);
    expect(rememberedRatePolicy(selection('r1-bb'))).toEqual(OVER_PRICE);
    // Only for that very choice.
    expect(rememberedRatePolicy(selection('r1-flex'))).toBeUndefined();
    expect(rememberedRatePolicy({ ...selection('r1-bb'), checkOut: '2026-12-14' })).toBeUndefined();
  });

  it('an in-policy rate goes straight on', async () => {
    await open(details({ policy: IN_POLICY }, { policy: OVER_PRICE }));
    const click = fireEvent.click(reserve(rates()[0]!));
    expect(click).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rememberedRatePolicy(selection('r1-flex'))).toEqual(IN_POLICY);
  });
});

describe('a consumer’s rooms', () => {
  it('carry no mark and go straight to the checkout', async () => {
    await open(details());
    expect(document.querySelector('.policy-mark')).toBeNull();
    const click = fireEvent.click(reserve(rates()[1]!));
    expect(click).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rememberedRatePolicy(selection('r1-bb'))).toBeUndefined();
  });
});
