import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ProfilePage from '../../../../src/islands/profile/ProfilePage';
import { resetFavoriteStays } from '../../../../src/lib/client/favorites/favorite-stays.store';
import { resetWishlistsStore } from '../../../../src/lib/client/favorites/wishlists.store';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import { availabilityPage, lodging, publicConfig, wishlist } from '../../client/favorites/favorites-fixtures';
import { fakeApi, held, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void = () => undefined;
beforeEach(() => {
  api = fakeApi('/profile/?section=favorites');
  resetProfileStores();
  resetWishlistsStore();
  resetFavoriteStays();
  api.on('GET /config', reply(200, publicConfig));
  api.on('PUT /productFeed/recentlyViewed/list', reply(200, { items: [] }));
  api.on('POST /travel/wishlists/wishlist/get-all', reply(200, { value: [wishlist('Paris', ['a'])] }));
  api.on('POST /hotels/availability', reply(200, availabilityPage([lodging('a')])));
  // The profile's other first calls may fail here; their failure reports need somewhere to go.
  api.on('POST /tracking/event', reply(200, {}));
});
afterEach(() => {
  cleanup();
  stopSession();
});

const experiments = (variant: string) => ({ experiments: [{ id: 'favorites', variant }], trackingProperties: {} });

describe('profile Favorites tab', () => {
  it('a link to the tab waits for the experiments, then shows the favorites under the tab title', async () => {
    window.history.replaceState(null, '', '/profile/?section=favorites');
    const answer = held();
    api.on('PUT /experiments/active', answer.answer);
    stopSession = signedIn(sessionInfo());
    render(<ProfilePage locale="en" brand="Travel" />);
    await act(settle);
    // Not sent to travelers while the experiment is unknown.
    expect(window.location.search).toBe('?section=favorites');

    answer.release(reply(200, experiments('available')));
    await act(settle);
    await act(settle);
    expect(screen.getByRole('navigation', { name: 'Profile sections' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 2, name: 'Favorites' })).toBeTruthy();
    // The tab's code loads when the tab is shown; its data is already there.
    const card = within(await screen.findByRole('tabpanel'))
      .getByRole('heading', { level: 3, name: 'Hotel a' })
      .closest('article')!;
    expect(within(card).getByText('$123 per night')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Favorites' })).toBeNull();
  });

  it('without the experiment the link lands on travelers and there is no Favorites tab', async () => {
    window.history.replaceState(null, '', '/profile/?section=favorites');
    api.on('PUT /experiments/active', reply(200, experiments('control')));
    stopSession = signedIn(sessionInfo());
    render(<ProfilePage locale="en" brand="Travel" />);
    await act(settle);
    await act(settle);
    expect(window.location.search).toBe('?section=travelers');
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
  });
});
