import { useTranslation } from '../../../lib/client/i18n/react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface Props {
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm step before a traveler is deleted. */
export function ConfirmDeleteDialog({ name, busy, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('profile');
  return (
    <ConfirmDialog
      title={t('travelers.deleteTitle')}
      body={t('travelers.deleteBody', { name })}
      confirmLabel={busy ? t('travelers.deleting') : t('travelers.confirmDelete')}
      cancelLabel={t('travelers.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {error && (
        <div className="notice notice-error traveler-dialog-error" role="alert">
          <p>{t('travelers.errors.deleteFailed')}</p>
          <p>{error}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
