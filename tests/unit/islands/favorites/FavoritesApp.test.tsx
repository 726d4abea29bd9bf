import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import FavoritesApp from '../../../../src/islands/favorites/FavoritesApp';
import { resetFavoriteStays } from '../../../../src/lib/client/favorites/favorite-stays.store';
import { resetWishlistsStore } from '../../../../src/lib/client/favorites/wishlists.store';
import type { LodgingSummary } from '../../../../src/lib/domain/lodging/lodging.schema';
import type { Wishlist } from '../../../../src/lib/domain/profile/wishlists.schema';
import { availabilityPage, feedItem, lodging, publicConfig, wishlist } from '../../client/favorites/favorites-fixtures';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

const GET_ALL = 'POST /travel/wishlists/wishlist/get-all';
const AVAILABILITY = 'POST /hotels/availability';
const RECENT = 'PUT /productFeed/recentlyViewed/list';

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  window.history.replaceState(null, '', '/favorites/');
  api = fakeApi('/favorites/');
  resetWishlistsStore();
  resetFavoriteStays();
  stopSession = () => undefined;
  api.on('GET /config', reply(200, publicConfig));
  api.on(RECENT, reply(200, { items: [] }));
});
afterEach(() => {
  cleanup();
  stopSession();
});

const done = () => act(settle);
/** Signs in once the routes are set: a store still mounted from the last test loads at once. */
function start() {
  stopSession = signedIn(sessionInfo());
}

async function open(lists: Wishlist[], lodgings: LodgingSummary[], opts: { embedded?: boolean } = {}) {
  api.on(GET_ALL, reply(200, { value: lists }));
  api.on(AVAILABILITY, reply(200, availabilityPage(lodgings)));
  start();
  render(<FavoritesApp locale="en" embedded={opts.embedded} />);
  await done();
  await done();
}

/** A favorite's card in the selected list (the same stay can also show under Recently viewed). */
const card = (name: string) => within(screen.getByRole('tabpanel')).getByRole('heading', { name }).closest('article')!;

describe('favorites list', () => {
  it('shows each favorite with its photo, place, ratings and price for the stated default stay', async () => {
    const trip = wishlist('Paris trip', ['a', 'b']);
    await open(
      [trip],
      [
        lodging('a'),
        lodging('b', {
          name: 'Loft b',
          kind: 'vacation_rental',
          starRating: 'NotAvailable',
          availability: { kind: 'Unavailable', reasons: ['MinStay'] },
        }),
      ],
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: /Paris trip/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.textContent).toContain('2 stays');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab.id);
    expect(screen.getByText(/^Prices for Nov 24\s–\s28, 2 adults$/)).toBeTruthy();

    const a = within(card('Hotel a'));
    expect(a.getByText('$123 per night')).toBeTruthy();
    expect(a.getByText('Paris, France')).toBeTruthy();
    expect(a.getByText('4 stars')).toBeTruthy();
    expect(a.getByText('8.4/10 · 120 reviews')).toBeTruthy();
    expect(card('Hotel a').querySelector('img')?.getAttribute('src')).toBe('/api/v0/lodging/images/a-0.svg');
    expect(a.getByRole('button', { name: 'Remove Hotel a from favorites' }).getAttribute('aria-pressed')).toBe('true');
    // One list only: nowhere to move to.
    expect(a.queryByRole('combobox')).toBeNull();

    const b = within(card('Loft b'));
    expect(b.getByText('Unavailable for these dates')).toBeTruthy();
    expect(b.queryByText(/stars?$/)).toBeNull();

    expect(api.callsTo(AVAILABILITY)).toHaveLength(1);
    expect(api.callsTo(AVAILABILITY)[0]!.body).toMatchObject({
      location: { kind: 'LodgingIds', ids: ['a', 'b'] },
      checkIn: '2026-11-24',
      checkOut: '2026-11-28',
    });
  });

  it('shows loading, then a failure with a retry that loads the favorites', async () => {
    api.on(GET_ALL, apiError(500, 'InternalError', 'Boom'), reply(200, { value: [wishlist('Later', ['a'])] }));
    api.on(AVAILABILITY, reply(200, availabilityPage([lodging('a')])));
    start();
    render(<FavoritesApp locale="en" />);
    expect(screen.getByText('Fetching your favorites')).toBeTruthy();
    await done();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load your favorites.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await done();
    await done();
    expect(screen.getByText('$123 per night')).toBeTruthy();
  });

  it('offers a retry when prices fail, keeping the cards', async () => {
    api.on(GET_ALL, reply(200, { value: [wishlist('Trip', ['a'])] }));
    api.on(AVAILABILITY, apiError(503, 'Unavailable', 'Later'), reply(200, availabilityPage([lodging('a')])));
    start();
    render(<FavoritesApp locale="en" />);
    await done();
    await done();
    expect(screen.getByText('Price not available right now')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await done();
    expect(screen.getByText('$123 per night')).toBeTruthy();
  });
});

describe('empty state and recently viewed', () => {
  it('says there are no favorites, links to search stays, and hearting a recent stay makes it a priced favorite', async () => {
    api.on(RECENT, reply(200, { items: [feedItem('hotels', 'h9', 'Hôtel du Parc')] }));
    api.on(
      'POST /travel/wishlists/wishlist/create',
      reply(200, { value: { ...wishlist('Favorites', []), wishlistId: '11111111-1111-4111-8111-111111111111' } }),
    );
    api.on(
      'POST /travel/wishlists/wishlist-item/create',
      reply(200, {
        value: {
          ...wishlist('Favorites', []),
          wishlistId: '11111111-1111-4111-8111-111111111111',
          wishlistItems: [{ productId: 'h9', wishlistId: '11111111-1111-4111-8111-111111111111', createdAt: '2026-11-22T12:00:00.000Z' }],
        },
      }),
    );
    await open([], [lodging('h9', { name: 'Hôtel du Parc' })]);

    expect(screen.getByRole('heading', { name: 'No favorites yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search stays' }).getAttribute('href')).toBe('/');
    const recent = screen.getByRole('region', { name: 'Recently viewed' });
    const heart = within(recent).getByRole('button', { name: 'Save Hôtel du Parc to favorites' });
    fireEvent.click(heart);
    await done();
    await done();
    await done();

    expect(screen.getByRole('tab', { name: /Favorites/ })).toBeTruthy();
    expect(within(card('Hôtel du Parc')).getByText('$123 per night')).toBeTruthy();
    expect(api.callsTo(AVAILABILITY).at(-1)!.body).toMatchObject({ location: { ids: ['h9'] } });
  });

  it('an emptied list says so and still offers the search', async () => {
    await open([wishlist('Empty one', [])], []);
    expect(screen.getByText('Nothing saved in this list yet.')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Search stays' })).toBeTruthy();
    expect(api.callsTo(AVAILABILITY)).toHaveLength(0);
  });
});

describe('moving and managing lists', () => {
  it('moves a stay to another list with Move to, and says where it went', async () => {
    const paris = wishlist('Paris', ['a', 'b'], '2026-11-21T10:00:00.000Z');
    const summer = wishlist('Summer', [], '2026-11-20T10:00:00.000Z');
    api.on(
      'POST /travel/wishlists/wishlist-item/create',
      reply(200, {
        value: {
          ...summer,
          updatedAt: '2026-11-22T12:00:00.000Z',
          wishlistItems: [{ productId: 'a', wishlistId: summer.wishlistId, createdAt: '2026-11-22T12:00:00.000Z' }],
        },
      }),
    );
    await open([paris, summer], [lodging('a'), lodging('b')]);

    const a = within(card('Hotel a'));
    const select = a.getByRole('combobox', { name: 'Move to Hotel a' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a list', 'Summer']);
    fireEvent.click(a.getByRole('button', { name: 'Move Hotel a' }));
    expect(a.getByRole('alert').textContent).toBe('Choose the list to move this stay to.');

    fireEvent.change(select, { target: { value: summer.wishlistId } });
    fireEvent.click(a.getByRole('button', { name: 'Move Hotel a' }));
    await done();

    expect(api.callsTo('POST /travel/wishlists/wishlist-item/create')[0]!.body).toEqual({
      productId: 'a',
      wishlistId: summer.wishlistId,
      move: true,
    });
    expect(screen.getByText('Moved Hotel a to Summer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Paris/ }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.queryByRole('heading', { name: 'Hotel a' })).toBeNull();
    expect(panel.getByRole('heading', { name: 'Hotel b' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Summer/ }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Hotel a' })).toBeTruthy();
  });

  it('tabs follow the arrow keys', async () => {
    await open([wishlist('One', [], '2026-11-21T10:00:00.000Z'), wishlist('Two', [], '2026-11-20T10:00:00.000Z')], []);
    const one = screen.getByRole('tab', { name: /One/ });
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    const two = screen.getByRole('tab', { name: /Two/ });
    expect(two.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(two);
    expect(two.tabIndex).toBe(0);
    expect(one.tabIndex).toBe(-1);
    fireEvent.keyDown(two, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /One/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('creates, renames and deletes a list through dialogs', async () => {
    const trip = wishlist('Trip', ['a']);
    const created = wishlist('Ski', [], '2026-11-22T12:00:00.000Z');
    api.on('POST /travel/wishlists/wishlist/create', reply(200, { value: created }));
    api.on('PUT /travel/wishlists/wishlist/update', reply(200, { value: { ...created, name: 'Ski 2027' } }));
    api.on('POST /travel/wishlists/wishlist/delete', reply(200, {}));
    await open([trip], [lodging('a')]);

    fireEvent.click(screen.getByRole('button', { name: 'New list' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Create a wishlist' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByText('Give the wishlist a name.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: '  Ski ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await done();
    expect(api.callsTo('POST /travel/wishlists/wishlist/create')[0]!.body).toEqual({ name: 'Ski' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('tab', { name: /Ski/ }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Rename list' }));
    dialog = within(screen.getByRole('dialog', { name: 'Rename this wishlist' }));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Ski');
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Ski 2027' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await done();
    expect(screen.getByRole('tab', { name: /Ski 2027/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    dialog = within(screen.getByRole('dialog', { name: 'Delete this wishlist?' }));
    expect(dialog.getByText('“Ski 2027” and the 0 stays in it will be removed from your favorites.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await done();
    expect(api.callsTo('POST /travel/wishlists/wishlist/delete')[0]!.body).toEqual({ wishlistId: created.wishlistId });
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Ski/ })).toBeNull());
    expect(screen.getByRole('tab', { name: /Trip/ }).getAttribute('aria-selected')).toBe('true');
  });
});
