import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Modal confirmation before a delete (native dialog: focus trap, Escape and inert page for free). */
export function ConfirmDeleteDialog({ name, busy, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('profile');
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
    // The safe choice gets focus: Enter or Space right away must not delete.
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
      <h2 id={`${id}-title`}>{t('travelers.deleteTitle')}</h2>
      <p id={`${id}-body`}>{t('travelers.deleteBody', { name })}</p>
      {error && (
        <div className="notice notice-error traveler-dialog-error" role="alert">
          <p>{t('travelers.errors.deleteFailed')}</p>
          <p>{error}</p>
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
          {busy ? t('travelers.deleting') : t('travelers.confirmDelete')}
        </button>
        <button ref={cancelRef} type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
          {t('travelers.cancel')}
        </button>
      </div>
    </dialog>
  );
}
