import { useStore } from '@nanostores/react';
import { useTranslation } from '../../lib/client/i18n/react';
import { takeReturnPath } from '../../lib/client/api';
import type { Locale } from '../../lib/client/i18n';
import { localePath } from '../../lib/client/locale';
import { $session, SIGNED_IN_HOME } from '../../lib/client/session.store';
import { I18nIsland } from '../ui/I18nIsland';
import { Loading } from '../ui/Status';
import { platform } from '../../lib/client/platform';

function Welcome({ locale }: { locale: Locale }) {
  const { t } = useTranslation('auth');
  const session = useStore($session, { ssr: 'initial' });
  if (session.kind === 'Unknown') return <Loading />;
  if (session.kind === 'SignedOut') {
    return (
      <div className="stack">
        <h1>{t('ftux.signedOutTitle')}</h1>
        <p>
          <a className="button" href={localePath(locale, '/auth/startsession/')}>
            {t('ftux.signedOut')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="stack">
      <h1>{t('ftux.title', { name: session.info.userInfo.firstName })}</h1>
      {/* A company's traveler books its travel under its policy and earns nothing personally (issue 21 item 8). */}
      <p className="lead">{t(session.info.customerType === 'Corporate' ? 'ftux.bodyCorporate' : 'ftux.body')}</p>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => platform().navigate(takeReturnPath() ?? localePath(locale, SIGNED_IN_HOME))}
        >
          {t('ftux.continue')}
        </button>
      </p>
    </div>
  );
}

export default function Ftux({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Welcome locale={locale} />
    </I18nIsland>
  );
}
