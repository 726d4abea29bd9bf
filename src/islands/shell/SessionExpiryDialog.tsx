import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { intlLocale, type Locale } from '../../lib/client/i18n';
import { $expiry, extendSession, signOut } from '../../lib/client/session.store';

/** Warns before sessionExpiration and lets the user extend (issue: session contract). */
export function SessionExpiryDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const expiry = useStore($expiry);
  const ref = useRef<HTMLDialogElement>(null);
  const visible = expiry.kind !== 'None';

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (visible && !d.open) d.showModal();
    if (!visible && d.open) d.close();
  }, [visible]);

  const time =
    expiry.kind === 'Warning' || expiry.kind === 'Extending'
      ? new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(new Date(expiry.expiresAt))
      : '';
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="session-expiry-title">
      <h2 id="session-expiry-title">{t('session.expiringTitle')}</h2>
      {expiry.kind === 'ExtendFailed' ? <p role="alert">{t('session.extendFailed')}</p> : <p>{t('session.expiringBody', { time })}</p>}
      <div className="dialog-actions">
        {expiry.kind !== 'ExtendFailed' && (
          <button type="button" className="button" disabled={expiry.kind === 'Extending'} onClick={() => void extendSession()}>
            {expiry.kind === 'Extending' ? t('session.extending') : t('session.stay')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={() => void signOut()}>
          {t('account.signOut')}
        </button>
      </div>
    </dialog>
  );
}
