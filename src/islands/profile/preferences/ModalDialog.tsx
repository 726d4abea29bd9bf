import { useEffect, useRef, type ReactNode } from 'react';
import { page } from '../../../lib/client/platform';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Id of the dialog's visible title. */
  labelledBy: string;
  className: string;
  /** Id of the element to focus on opening; else the browser's first focusable one. */
  initialFocusId?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page inert and closes on
 * Escape. Contents mount only while open, so each opening starts fresh.
 */
export function ModalDialog({ open, onClose, labelledBy, className, initialFocusId, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = page.activeElement();
      d.showModal();
      // React's autoFocus runs before showModal and is lost; focus once the dialog is shown.
      if (initialFocusId) page.byId(initialFocusId)?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open, initialFocusId]);

  // Focus goes back where the user was, also when the opener re-rendered in the meantime.
  useEffect(() => {
    if (open) return;
    const back = opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  }, [open]);

  return (
    <dialog ref={ref} className={className} aria-labelledby={labelledBy} onClose={onClose}>
      {open && children}
    </dialog>
  );
}
