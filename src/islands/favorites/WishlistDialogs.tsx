import { useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import type { WishlistFailure } from '../../lib/client/favorites/wishlists.store';
import { MAX_WISHLISTS } from '../../lib/domain/profile/wishlists';
import { TextField } from '../ui/TextField';

/** Same bounds as WishlistNameSchema, with messages in the page's language. */
const NAME_MAX = 50;

/** The store's failure in the user's language where we have words for its code. */
export function useFailureText() {
  const { t } = useTranslation('favorites');
  return (failure: WishlistFailure): string => {
    switch (failure.code) {
      case 'TooManyWishlists':
        return t('errors.tooManyWishlists');
      case 'WishlistFull':
        return t('errors.wishlistFull');
      case 'NotFound':
        return t('dialogs.gone');
      case 'NetworkError':
        return t('errors.network');
      default:
        return failure.message;
    }
  };
}

/** Ids the switcher's one ModalDialog points at: its title, and what gets focus on opening. */
export interface DialogIds {
  title: string;
  focus: string;
}

interface NameDialogProps {
  ids: DialogIds;
  mode: 'create' | 'rename';
  initialName: string;
  onSubmit: (name: string) => Promise<{ kind: 'Done' } | WishlistFailure>;
  onClose: () => void;
}

/** New wishlist or new name: one field, checked here before the API is asked. */
export function NameForm({ ids, mode, initialName, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation('favorites');
  const failureText = useFailureText();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (busy) return;
    const clean = name.trim();
    if (!clean) return setError(t('dialogs.nameRequired'));
    if (clean.length > NAME_MAX) return setError(t('dialogs.nameTooLong', { max: NAME_MAX }));
    setError(undefined);
    setFailure(null);
    setBusy(true);
    const result = await onSubmit(clean);
    setBusy(false);
    if (result.kind === 'Done') onClose();
    else setFailure(failureText(result));
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={ids.title}>{mode === 'create' ? t('dialogs.createTitle') : t('dialogs.renameTitle')}</h2>
      {mode === 'create' && <p className="muted">{t('dialogs.createHint', { max: MAX_WISHLISTS })}</p>}
      <TextField
        id={ids.focus}
        label={t('dialogs.name')}
        value={name}
        onValue={(v) => {
          setName(v);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        maxLength={NAME_MAX + 10}
      />
      {failure && (
        <div className="notice notice-error" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <div className="dialog-actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? t('dialogs.saving') : mode === 'create' ? t('dialogs.create') : t('dialogs.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('dialogs.cancel')}
        </button>
      </div>
    </form>
  );
}

interface DeleteDialogProps {
  ids: DialogIds;
  name: string;
  count: number;
  onConfirm: () => Promise<{ kind: 'Done' } | WishlistFailure>;
  onClose: () => void;
}

/** Deleting a list removes its stays from the favorites: asked first, the safe button focused. */
export function DeleteConfirm({ ids, name, count, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation('favorites');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await onConfirm();
    setBusy(false);
    if (result.kind === 'Done') onClose();
    else setFailure(failureText(result));
  }

  return (
    <>
      <h2 id={ids.title}>{t('dialogs.deleteTitle')}</h2>
      <p>{t('dialogs.deleteBody', { name, count })}</p>
      {failure && (
        <div className="notice notice-error" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void confirm()}>
          {busy ? t('dialogs.deleting') : t('dialogs.delete')}
        </button>
        <button id={ids.focus} type="button" className="button button-secondary" onClick={onClose}>
          {t('dialogs.cancel')}
        </button>
      </div>
    </>
  );
}
