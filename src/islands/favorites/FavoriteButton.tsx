import { useStore } from '@nanostores/react';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { $favoriteIds, $pendingFavorites, toggleFavorite, type WishlistFailure } from '../../lib/client/favorites/wishlists.store';
import { WishlistErrorCode } from '../../lib/domain/profile/wishlists';
import './FavoriteButton.css';

export interface FavoriteButtonProps {
  /** The lodging id (the supplier's property id). */
  productId: string;
  /** The stay's name, for the button's accessible name and the failure message. */
  productName: string;
  className?: string;
}

/** The `favorites` key explaining a refused toggle; the API's own message is English only. */
function failureKey(failure: WishlistFailure, wasFavorite: boolean): string {
  switch (failure.code) {
    case WishlistErrorCode.WishlistFull:
      return 'errors.wishlistFull';
    case WishlistErrorCode.TooManyWishlists:
      return 'errors.tooManyWishlists';
    case 'NetworkError':
      return 'errors.network';
    default:
      return wasFavorite ? 'errors.removeFailed' : 'errors.saveFailed';
  }
}

/**
 * The heart on a stay (SPEC §2 favorites): pressed when the stay is in any wishlist. It changes at
 * once; when the API refuses, it goes back and says why in a live region next to it.
 */
export function FavoriteButton({ productId, productName, className }: FavoriteButtonProps) {
  const { t } = useTranslation('favorites');
  const pressed = useStore($favoriteIds).has(productId);
  const busy = useStore($pendingFavorites).has(productId);
  const [error, setError] = useState<string | null>(null);
  const statusId = useId();

  async function onClick(event: MouseEvent<HTMLButtonElement>) {
    // The heart often sits inside a result card that is itself a link.
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    setError(null);
    const wasFavorite = pressed;
    const result = await toggleFavorite(productId, { defaultName: t('defaultWishlistName') });
    if (result.kind === 'Failed') setError(t(failureKey(result, wasFavorite), { name: productName }));
  }

  return (
    <span className={['favorite', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="favorite-button"
        aria-pressed={pressed}
        aria-label={t(pressed ? 'heart.remove' : 'heart.save', { name: productName })}
        aria-disabled={busy || undefined}
        aria-describedby={error ? statusId : undefined}
        data-busy={busy || undefined}
        onClick={(e) => void onClick(e)}
      >
        <svg className="favorite-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 20.6 10.6 19.3C5.4 14.6 2 11.5 2 7.7 2 4.6 4.4 2.2 7.5 2.2c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1 3.1 0 5.5 2.4 5.5 5.5 0 3.8-3.4 6.9-8.6 11.6L12 20.6Z" />
        </svg>
      </button>
      {/* Always in the page, so the failure is announced when its text arrives. */}
      <span id={statusId} className="favorite-status" role="status">
        {error}
      </span>
    </span>
  );
}
export default FavoriteButton;
