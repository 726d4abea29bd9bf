import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Progress or failure shown between the text and the buttons. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation before something is destroyed (native dialog: focus trap, Escape and an
 * inert page for free). The safe choice has the focus, so Enter or Space right away keeps things.
 */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, busy, children, onConfirm, onCancel }: Props) {
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
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-body`}>{body}</p>
      {children}
      <div className="dialog-actions">
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
