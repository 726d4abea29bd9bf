import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { saveReturnPath } from '../../lib/client/api';
import { $config, adminPortalHref } from '../../lib/client/config.store';
import type { Locale } from '../../lib/client/i18n';
import { keepQueryOnLanguageSwitch, localePath } from '../../lib/client/locale';
import { $session, signOut } from '../../lib/client/session.store';
import '../../lib/client/tracking';
import { I18nIsland } from '../ui/I18nIsland';
import { SessionExpiryDialog } from './SessionExpiryDialog';
import { page } from '../../lib/client/platform';

function Menu({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const session = useStore($session, { ssr: 'initial' });
  const config = useStore($config, { ssr: 'initial' });
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  // The shell's one island on every signed-in page: it also keeps the page's query across a language switch.
  useEffect(() => keepQueryOnLanguageSwitch(), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => !rootRef.current?.contains(e.target as Node) && setOpen(false);
    const stopKeys = page.onDocument('keydown', onKey);
    const stopClicks = page.onDocument('click', onClick);
    return () => {
      stopKeys();
      stopClicks();
    };
  }, [open]);

  // Only a travel administrator booking as someone else sees the bar: its code loads then.
  const as = session.kind === 'SignedIn' && session.info.isDelegatedSession && session.info.userInfo;
  const delegatedName = as ? `${as.firstName} ${as.lastName}` : null;
  useEffect(() => {
    if (!delegatedName) return;
    let hide: (() => void) | undefined;
    void import('./DelegatedBar').then((m) => (hide = m.showDelegatedBar(t, delegatedName)));
    return () => hide?.();
  }, [delegatedName, t]);

  if (session.kind === 'Unknown') return <div className="account-placeholder" aria-hidden="true" />;
  if (session.kind === 'SignedOut') {
    return (
      <a className="button button-secondary" href={localePath(locale, '/auth/startsession/')} onClick={() => saveReturnPath()}>
        {t('account.signIn')}
      </a>
    );
  }
  const { userInfo, corporateInfo } = session.info;
  const name = `${userInfo.firstName} ${userInfo.lastName}`;
  const adminUrl = corporateInfo?.permissions.canViewAdmin ? adminPortalHref(config) : null;
  return (
    <div className="account-menu" ref={rootRef}>
      <button type="button" className="account-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">
          {userInfo.firstName.charAt(0)}
          {userInfo.lastName.charAt(0)}
        </span>
        <span className="visually-hidden">{t('account.menuLabel')} </span>
        <span className="account-name">{name}</span>
      </button>
      <ul id={listId} className="account-list" hidden={!open}>
        <li>
          <a href={localePath(locale, '/')}>{t('account.home')}</a>
        </li>
        <li>
          <a href={localePath(locale, '/profile/')}>{t('account.profile')}</a>
        </li>
        <li>
          <a href={localePath(locale, '/trips/')}>{t('account.trips')}</a>
        </li>
        {corporateInfo && (
          <li>
            <a href={localePath(locale, '/travel-policies/')}>{t('account.travelPolicies')}</a>
          </li>
        )}
        {corporateInfo?.permissions.canViewAdmin && (
          <>
            <li>
              <a href={localePath(locale, '/approvals/')}>{t('account.approvals')}</a>
            </li>
            <li>
              <a href={localePath(locale, '/company/')}>{t('account.company')}</a>
            </li>
          </>
        )}
        {adminUrl && (
          <li>
            <a href={adminUrl}>{t('account.companyAdmin')}</a>
          </li>
        )}
        <li>
          <button
            type="button"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            {signingOut ? t('account.signingOut') : t('account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}

export default function AccountMenu({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Menu locale={locale} />
      <SessionExpiryDialog locale={locale} />
    </I18nIsland>
  );
}
