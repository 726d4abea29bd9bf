// The profile's traveler editor in a modal dialog: the same form, saving through the profile store.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';
import { Loading } from '../../ui/Status';

// The editor is large and most bookings never open it: it loads on first use.
const TravelerEditor = lazy(() => import('../../profile/travelers/TravelerEditor').then((m) => ({ default: m.TravelerEditor })));

interface Props {
  /** null: a new traveler. */
  traveler: Traveler | null;
  onSaved: (travelerId: string) => void;
  onClose: () => void;
}

export function TravelerDialog({ traveler, onSaved, onClose }: Props) {
  const { t } = useTranslation('flightbook');
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
      aria-label={traveler ? t('travelers.editDialog') : t('travelers.addDialog')}
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
