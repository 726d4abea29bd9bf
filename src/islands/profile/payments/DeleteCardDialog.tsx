import { useTranslation } from '../../../lib/client/i18n/react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Loading } from '../../ui/Status';

interface Props {
  brand: string;
  lastFour: string;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm step before a card is deleted. */
export function DeleteCardDialog({ brand, lastFour, busy, failed, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('payments');
  return (
    <ConfirmDialog
      title={t('deleteTitle')}
      body={t('deleteBody', { brand, lastFour })}
      confirmLabel={t('confirmDelete')}
      cancelLabel={t('cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {busy && <Loading label={t('deleting')} />}
      {failed && (
        <p className="notice notice-error" role="alert">
          {t('deleteFailed')}
        </p>
      )}
    </ConfirmDialog>
  );
}
