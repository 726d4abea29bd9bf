import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { moveFavorite } from '../../lib/client/favorites/wishlists.store';
import type { Wishlist } from '../../lib/domain/profile/wishlists.schema';

interface Props {
  productId: string;
  productName: string;
  /** The card's title: every card has a "Move to", so its name completes the control's. */
  titleId: string;
  targets: readonly Wishlist[];
  onMoved: (message: string) => void;
}

/** "Move to" another wishlist: a choice, then a button, so choosing alone never moves anything. */
export function MoveControl({ productId, productName, titleId, targets, onMoved }: Props) {
  const { t } = useTranslation('favorites');
  const id = useId();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (busy) return;
    const target = targets.find((w) => w.wishlistId === to);
    if (!target) {
      setError(t('card.chooseListFirst'));
      return;
    }
    setError(null);
    setBusy(true);
    const result = await moveFavorite(productId, target.wishlistId);
    setBusy(false);
    if (result.kind === 'Done') onMoved(t('card.moved', { name: productName, list: target.name }));
    else if (result.kind === 'Failed') setError(t('card.moveFailed', { message: result.message }));
  }

  return (
    <form className="favorite-move" onSubmit={(e) => void submit(e)} noValidate>
      <label id={`${id}-label`} htmlFor={`${id}-select`}>
        {t('card.moveTo')}
      </label>
      <select
        id={`${id}-select`}
        value={to}
        aria-labelledby={`${id}-label ${titleId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setTo(e.target.value);
          setError(null);
        }}
      >
        <option value="">{t('card.chooseList')}</option>
        {targets.map((w) => (
          <option key={w.wishlistId} value={w.wishlistId}>
            {w.name}
          </option>
        ))}
      </select>
      <button
        id={`${id}-button`}
        type="submit"
        className="button button-secondary"
        aria-labelledby={`${id}-button ${titleId}`}
        aria-disabled={busy || undefined}
      >
        {busy ? t('card.moving') : t('card.move')}
      </button>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
