import { useStore } from '@nanostores/react';
import { useTranslation } from '../../lib/client/i18n/react';
import { useEffect, useState } from 'react';
import { api, takeReturnPath } from '../../lib/client/api';
import { ONBOARDING_MODAL } from '../../lib/domain/corporate/onboarding';
import { Onboarding } from './Onboarding';
import type { Locale } from '../../lib/client/i18n';
import { localePath } from '../../lib/client/locale';
import { $session, SIGNED_IN_HOME } from '../../lib/client/session.store';
import { I18nIsland } from '../ui/I18nIsland';
import { Loading } from '../ui/Status';
import { platform } from '../../lib/client/platform';

function Welcome({ locale }: { locale: Locale }) {
  const { t } = useTranslation('auth');
  const session = useStore($session, { ssr: 'initial' });
  const corporateUser = session.kind === 'SignedIn' && session.info.corporateInfo !== null;
  // A corporate user's tour shows until they finish or skip it (the server knows: modalEligibility).
  const [eligible, setEligible] = useState<boolean | null>(null);
  useEffect(() => {
    if (!corporateUser) return;
    api
      .get<{ value: { modals: string[] } }>('/users/modalEligibility')
      .then((a) => setEligible(a.value.modals.includes(ONBOARDING_MODAL)))
      .catch(() => setEligible(false));
  }, [corporateUser]);
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
  const goOn = () => platform().navigate(takeReturnPath() ?? localePath(locale, SIGNED_IN_HOME));
  const corporate = session.info.corporateInfo;
  if (corporate && eligible === null) return <Loading />;
  if (corporate && eligible) {
    return <Onboarding firstName={session.info.userInfo.firstName} corporate={corporate} locale={locale} onDone={goOn} />;
  }
  return (
    <div className="stack">
      <h1>{t('ftux.title', { name: session.info.userInfo.firstName })}</h1>
      {/* A company's traveler books its travel under its policy and earns nothing personally (issue 21 item 8). */}
      <p className="lead">{t(session.info.customerType === 'Corporate' ? 'ftux.bodyCorporate' : 'ftux.body')}</p>
      <p>
        <button type="button" className="button" onClick={goOn}>
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
