import { useTranslation } from '../../lib/client/i18n/react';

/** A polite progress message for screen readers and a spinner for eyes. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('states.loading')}
    </p>
  );
}

export function Failed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="notice notice-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('states.tryAgain')}
        </button>
      )}
    </div>
  );
}
