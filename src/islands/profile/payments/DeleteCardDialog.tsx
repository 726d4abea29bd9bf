import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../ui/Status';

interface Props {
  brand: string;
  lastFour: string;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm step before a card is deleted (native modal dialog: focus trap, Escape, inert page). */
export function DeleteCardDialog({ brand, lastFour, busy, failed, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('payments');
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Closing on unmount fires `close`; that must not count as the user cancelling.
  const unmounting = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    unmounting.current = false;
    if (!dialog.open) dialog.showModal();
    // The safe choice gets focus: Enter right away must not delete.
    cancelRef.current?.focus();
    return () => {
      unmounting.current = true;
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => {
        // Escape during the call would hide an outcome the user is waiting for.
        if (busy) e.preventDefault();
      }}
      onClose={() => {
        if (!unmounting.current) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{t('deleteTitle')}</h2>
      <p id={`${id}-body`}>{t('deleteBody', { brand, lastFour })}</p>
      {busy && <Loading label={t('deleting')} />}
      {failed && (
        <p className="notice notice-error" role="alert">
          {t('deleteFailed')}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
          {t('confirmDelete')}
        </button>
        <button ref={cancelRef} type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </dialog>
  );
}
