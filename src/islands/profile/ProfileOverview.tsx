import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CallState } from '../../lib/domain/call-state';
import { formatEarn, formatRewardsBalance } from '../../lib/domain/rewards';
import { intlLocale, type Locale } from '../../lib/client/i18n';
import { localePath } from '../../lib/client/locale';
import { $rewards, $selectedAccount, loadRewardsAccounts, selectAccount } from '../../lib/client/rewards.store';
import { $session, requireSignIn } from '../../lib/client/session.store';
import { I18nIsland } from '../ui/I18nIsland';
import { Failed, Loading } from '../ui/Status';

function Accounts({ locale }: { locale: Locale }) {
  const { t } = useTranslation('home');
  const rewards = useStore($rewards);
  const selected = useStore($selectedAccount);
  const fmtLocale = intlLocale(locale);
  if (rewards.state === CallState.NotCalled || rewards.state === CallState.InProcess) return <Loading />;
  if (rewards.state === CallState.Failed) return <Failed message={t('accounts.failed')} onRetry={() => void loadRewardsAccounts()} />;
  if (rewards.accounts.length === 0) return <p className="empty">{t('accounts.empty')}</p>;
  return (
    <ul className="card-grid" aria-label={t('accounts.title')}>
      {rewards.accounts.map((a) => {
        const currency = a.rewardsBalance.currency;
        const isSelected = selected?.accountReferenceId === a.accountReferenceId;
        return (
          <li key={a.accountReferenceId} className="card">
            <h3>{a.productDisplayName}</h3>
            <p className="muted">{t('accounts.endingIn', { lastFour: a.lastFour })}</p>
            <p className="balance">
              <span className="visually-hidden">{t('accounts.balance')}: </span>
              {formatRewardsBalance(a.rewardsBalance.value, currency, fmtLocale)}{' '}
              {currency === 'Miles' ? a.rewardsBalance.currencyDescription : ''}
            </p>
            {currency === 'Miles' && (
              <p className="muted">
                {t('accounts.worth', { amount: formatRewardsBalance(a.rewardsCashEquivalent.value, 'Cash', fmtLocale) })}
              </p>
            )}
            <p>
              {t('accounts.earn', {
                hotels: formatEarn(a.earn.hotelsMultiplier, currency),
                flights: formatEarn(a.earn.flightsMultiplier, currency),
              })}
            </p>
            {isSelected ? (
              <p className="badge">{t('accounts.selected')}</p>
            ) : (
              <button type="button" className="button button-secondary" onClick={() => selectAccount(a.accountReferenceId)}>
                {t('accounts.useThis')}
                <span className="visually-hidden"> ({a.productDisplayName})</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Overview({ locale }: { locale: Locale }) {
  const { t } = useTranslation('home');
  const session = useStore($session);
  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  if (session.kind !== 'SignedIn') return <Loading />;
  const { userInfo, corporateInfo } = session.info;
  return (
    <div className="stack">
      <header className="stack">
        <h1>{t('profile.welcome', { name: userInfo.firstName })}</h1>
        <p className="lead">{t('profile.subtitle')}</p>
      </header>
      <section className="stack" aria-labelledby="accounts-title">
        <h2 id="accounts-title">{t('accounts.title')}</h2>
        <Accounts locale={locale} />
      </section>
      {corporateInfo && (
        <section className="stack" aria-labelledby="policy-title">
          <h2 id="policy-title">{t('policy.title')}</h2>
          <p>
            <a href={localePath(locale, '/travel-policies/')}>{t('policy.link')}</a>
          </p>
        </section>
      )}
    </div>
  );
}

export default function ProfileOverview({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Overview locale={locale} />
    </I18nIsland>
  );
}
