import { useStore } from '@nanostores/react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { CallState } from '../../../lib/domain/shared/call-state';
import { formatEarn, formatRewardsBalance } from '../../../lib/domain/profile/rewards';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { $rewards, $selectedAccount, loadRewardsAccounts, selectAccount } from '../../../lib/client/rewards.store';
import { Failed, Loading } from '../../ui/Status';

/** The cards whose rewards pay for and earn on bookings; the selected one prices searches (SPEC §4). */
export function RewardsAccounts({ locale }: { locale: Locale }) {
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
