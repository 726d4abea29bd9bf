// The profile's traveler editor in a modal dialog (every checkout's travelers or guest): the same form, saving through the profile store.
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Traveler } from '../../lib/domain/profile/travelers.schema';
import { Loading } from '../ui/Status';

// The editor is large and most bookings never open it: it loads on first use.
const TravelerEditor = lazy(() => import('../profile/travelers/TravelerEditor').then((m) => ({ default: m.TravelerEditor })));

interface Props {
  /** null: a new traveler. */
  traveler: Traveler | null;
  onSaved: (travelerId: string) => void;
  onClose: () => void;
  /** The dialog's name, in the page's words ("Add a traveler", "Add a guest"). */
  label: string;
}

export function TravelerDialog({ traveler, onSaved, onClose, label }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      closing.current = true;
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog book-dialog"
      aria-label={label}
      onClose={() => {
        if (!closing.current) onClose();
      }}
    >
      <Suspense fallback={<Loading />}>
        <TravelerEditor traveler={traveler} isPlaceholder={false} onSaved={onSaved} onCancel={onClose} onFailed={() => undefined} />
      </Suspense>
    </dialog>
  );
}
