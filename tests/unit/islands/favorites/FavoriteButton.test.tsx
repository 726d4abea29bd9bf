import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../../src/lib/client/i18n/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FavoriteButton from '../../../../src/islands/favorites/FavoriteButton';
import { $favoriteIds, $wishlists, loadWishlists, resetWishlistsStore } from '../../../../src/lib/client/favorites/wishlists.store';
import { getI18n, type Locale } from '../../../../src/lib/client/i18n';
import { $session } from '../../../../src/lib/client/session.store';
import type { Wishlist } from '../../../../src/lib/domain/profile/wishlists.schema';
import { apiError, fakeApi, held, reply, settle } from '../../client/profile/fake-api';

const W = '/travel/wishlists';
const A = '00000000-0000-4000-8000-00000000000a';
const NEW = '00000000-0000-4000-8000-0000000000ee';
const list = (wishlistId: string, products: string[], name = 'Paris'): Wishlist => ({
  wishlistId,
  name,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-10T00:00:00.000Z',
  wishlistItems: products.map((productId) => ({ productId, wishlistId, createdAt: '2026-11-10T00:00:00.000Z' })),
});

const ui = (node: ReactNode, locale: Locale = 'en') => render(<I18nProvider i18n={getI18n(locale)}>{node}</I18nProvider>);
const done = () => act(settle);
const heart = () => screen.getByRole('button', { name: /favorites|favoris/ });

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi('/hotels/');
  resetWishlistsStore();
  stopSession = $session.listen(() => undefined);
  $session.set({ kind: 'Unknown' });
});
afterEach(() => {
  cleanup();
  stopSession();
  cleanStores($favoriteIds, $wishlists);
  vi.restoreAllMocks();
});

async function withFavorites(...lists: Wishlist[]) {
  api.on(`POST ${W}/wishlist/get-all`, reply(200, { value: lists }));
  await loadWishlists();
}

describe('FavoriteButton', () => {
  it('a stay not in any wishlist: "Save … to favorites", not pressed; a click presses it at once', async () => {
    await withFavorites(list(A, ['h1']));
    const answer = held();
    api.on(`POST ${W}/wishlist-item/create`, answer.answer);
    ui(<FavoriteButton productId="h9" productName="Hôtel Lumière" />);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(heart().getAttribute('aria-label')).toBe('Save Hôtel Lumière to favorites');

    fireEvent.click(heart());
    await done();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(heart().getAttribute('aria-label')).toBe('Remove Hôtel Lumière from favorites');
    expect(heart().getAttribute('aria-disabled')).toBe('true');

    // A second click while the first is in flight sends nothing more.
    fireEvent.click(heart());
    answer.release(reply(200, { value: list(A, ['h9', 'h1']) }));
    await done();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(heart().hasAttribute('aria-disabled')).toBe(false);
    expect(api.callsTo(`POST ${W}/wishlist-item/create`)).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a favorite: pressed, and a click takes it out of every wishlist', async () => {
    await withFavorites(list(A, ['h1']));
    api.on(`POST ${W}/wishlist-item/delete-all`, reply(200, {}));
    ui(<FavoriteButton productId="h1" productName="Casa Azul" />);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(heart().getAttribute('aria-label')).toBe('Remove Casa Azul from favorites');
    fireEvent.click(heart());
    await done();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(api.callsTo(`POST ${W}/wishlist-item/delete-all`)[0]!.body).toEqual({ productId: 'h1' });
  });

  it.each([
    ['a save the API refuses', [], 'h9', apiError(500, 'Internal', 'boom'), "We couldn't save Casa Azul to your favorites. Try again."],
    [
      'a remove the API refuses',
      ['h9'],
      'h9',
      apiError(500, 'Internal', 'boom'),
      "We couldn't remove Casa Azul from your favorites. Try again.",
    ],
    ['a full wishlist', [], 'h9', apiError(422, 'WishlistFull', 'full'), 'Your wishlist is full. Remove a stay from it, then try again.'],
  ])('%s: the heart goes back and the reason is announced next to it', async (_name, products, productId, answer, message) => {
    await withFavorites(list(A, products));
    api.on(`POST ${W}/wishlist-item/create`, answer);
    api.on(`POST ${W}/wishlist-item/delete-all`, answer);
    ui(<FavoriteButton productId={productId} productName="Casa Azul" />);
    const before = heart().getAttribute('aria-pressed');
    fireEvent.click(heart());
    await done();
    expect(heart().getAttribute('aria-pressed')).toBe(before);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(message);
    expect(heart().getAttribute('aria-describedby')).toBe(status.id);
  });

  it('the next click clears the message', async () => {
    await withFavorites(list(A, []));
    api.on(`POST ${W}/wishlist-item/create`, apiError(500, 'Internal', 'boom'), reply(200, { value: list(A, ['h9']) }));
    ui(<FavoriteButton productId="h9" productName="Casa Azul" />);
    fireEvent.click(heart());
    await done();
    expect(screen.getByRole('status').textContent).not.toBe('');
    fireEvent.click(heart());
    await done();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(heart().hasAttribute('aria-describedby')).toBe(false);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('inside a result card link, a click toggles and does not follow the link', async () => {
    await withFavorites(list(A, []));
    api.on(`POST ${W}/wishlist-item/create`, reply(200, { value: list(A, ['h9']) }));
    const cardClick = vi.fn();
    ui(
      <a href="/hotels/h9/" onClick={cardClick}>
        Casa Azul <FavoriteButton productId="h9" productName="Casa Azul" />
      </a>,
    );
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void heart().dispatchEvent(event));
    await done();
    expect(event.defaultPrevented).toBe(true);
    expect(cardClick).not.toHaveBeenCalled();
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('in French, the names are French and a first wishlist is called "Favoris"', async () => {
    await withFavorites();
    api.on(`POST ${W}/wishlist/create`, reply(200, { value: list(NEW, [], 'Favoris') }));
    api.on(`POST ${W}/wishlist-item/create`, reply(200, { value: list(NEW, ['h9'], 'Favoris') }));
    ui(<FavoriteButton productId="h9" productName="Casa Azul" />, 'fr');
    expect(heart().getAttribute('aria-label')).toBe('Ajouter Casa Azul aux favoris');
    fireEvent.click(heart());
    await done();
    expect(heart().getAttribute('aria-label')).toBe('Retirer Casa Azul des favoris');
    expect(api.callsTo(`POST ${W}/wishlist/create`)[0]!.body).toEqual({ name: 'Favoris' });
  });

  it('hearts of the same stay on one page agree', async () => {
    await withFavorites(list(A, []));
    api.on(`POST ${W}/wishlist-item/create`, reply(200, { value: list(A, ['h9']) }));
    ui(
      <>
        <FavoriteButton productId="h9" productName="Casa Azul" />
        <FavoriteButton productId="h9" productName="Casa Azul" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    await done();
    expect(second!.getAttribute('aria-pressed')).toBe('true');
  });
});
