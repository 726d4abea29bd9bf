import { useEffect, useRef, type ReactNode } from 'react';
import { page } from '../../../lib/client/platform';

interface Props {
  labelledBy: string;
  className?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog> (focus trap, inert page, Escape) that opens when it mounts and, when it
 * goes, gives focus back to the control that opened it. On phones search.css makes it full screen.
 */
export function SearchDialog({ labelledBy, className = '', onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Closing on unmount fires `close`; that is not the user closing it.
  const unmounting = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = page.activeElement();
    unmounting.current = false;
    if (!dialog.open) dialog.showModal();
    return () => {
      unmounting.current = true;
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog fs-dialog ${className}`}
      aria-labelledby={labelledBy}
      onClose={() => {
        if (!unmounting.current) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
