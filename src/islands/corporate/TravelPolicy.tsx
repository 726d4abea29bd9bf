import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { approvalProcess, type PolicyTier } from '../../lib/domain/corporate/policy';
import { type Locale } from '../../lib/client/i18n';
import { localePath } from '../../lib/client/locale';
import { $session, requireSignIn } from '../../lib/client/session.store';
import { I18nIsland } from '../ui/I18nIsland';
import { Loading } from '../ui/Status';
import { TierRules } from './TierRules';

function Tier({ tier, locale }: { tier: PolicyTier; locale: Locale }) {
  const { t } = useTranslation('policy');
  return (
    <div className="stack">
      <p className="lead">{t('intro')}</p>
      <section className="card stack" aria-labelledby="policy-approval">
        <h2 id="policy-approval">{t('approval')}</h2>
        <p>{approvalProcess(tier) === '24hr_review' ? t('approvalRequired') : t('approvalAuto')}</p>
      </section>
      <TierRules tier={tier} locale={locale} />
    </div>
  );
}

function Policy({ locale }: { locale: Locale }) {
  const { t } = useTranslation('policy');
  const { t: tc } = useTranslation('common');
  const session = useStore($session, { ssr: 'initial' });
  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  if (session.kind !== 'SignedIn') return <Loading />;
  const corporate = session.info.corporateInfo;
  return (
    <div className="stack">
      <h1>{t('title')}</h1>
      {!corporate ? (
        <div className="empty stack">
          <p>{t('consumer')}</p>
          <p>
            <a href={localePath(locale, '/')}>{tc('account.home')}</a>
          </p>
        </div>
      ) : corporate.policyTier ? (
        <Tier tier={corporate.policyTier} locale={locale} />
      ) : (
        <p className="empty">{t('noTier')}</p>
      )}
    </div>
  );
}

export default function TravelPolicy({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Policy locale={locale} />
    </I18nIsland>
  );
}
