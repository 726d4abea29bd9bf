// Every checkout's payment (SPEC §3 payment kinds, §5 minimum redemption): travel wallet credits and an offer, a saved card, and rewards from one
// account for as much as the traveler chooses; the card pays the rest. The split and the minimum
// redemption come from the domain rule.
import { serverNow } from '../../lib/client/api';
import { usePayContext } from './use-pay-context';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { checkoutPlan, maxRewardsFor, type PaymentCheckout, type PayQuote } from '../../lib/client/checkout/payment';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import { $paymentMethods, loadPaymentMethods } from '../../lib/client/profile/payment-methods.store';
import { $session } from '../../lib/client/session.store';
import { $travelWallet } from '../../lib/client/travel-wallet.store';
import { CallState } from '../../lib/domain/shared/call-state';
import { formatRewardsBalance } from '../../lib/domain/profile/rewards';
import { Failed, Loading } from '../ui/Status';
import { TextField } from '../ui/TextField';
import { money } from './format';
import { WalletSection } from './WalletSection';

export const PAYMENT_HEADING_ID = 'book-payment';
const AMOUNT_ID = 'book-rewards-amount';
const COST_CENTER_ID = 'book-cost-center';
/** As the API takes it (BookPaymentSchema.costCenter). */
const COST_CENTER_MAX = 40;

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function PaymentSection({
  pay,
  checkout,
  locale,
  intl,
  onChanged,
}: {
  /** What is being paid for: the product, the total and the quote's rewards accounts. */
  pay: PayQuote;
  checkout: PaymentCheckout;
  locale: Locale;
  intl: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { choosePaymentMethod, setRewards } = checkout;
  const { t: tp } = useTranslation('payments');
  const cards = useStore($paymentMethods);
  const draft = useStore(checkout.$draft);
  const wallet = useStore($travelWallet);
  const session = useStore($session);
  const companyCard = session.kind === 'SignedIn' ? session.info.corporateInfo?.companyCard : null;
  // Computed in render, not read from a computed store: one recomputing mid-render would update other subscribers.
  const ctx = usePayContext();
  const plan = useMemo(() => checkoutPlan(pay, draft, ctx), [pay, draft, ctx]);
  const chosen = draft.rewards?.accountReferenceId ?? '';
  const [amountText, setAmountText] = useState(draft.rewards ? dollars(draft.rewards.amountMinor) : '');
  const min = pay.rewards.minimumRedemption;
  const below = new Set(
    min.kind === 'SomeBelowMinimum'
      ? min.below
      : min.kind === 'AllBelowMinimum'
        ? pay.rewards.accounts.map((a) => a.accountReferenceId)
        : [],
  );
  const max = chosen ? maxRewardsFor(pay, draft, chosen, { wallet, now: new Date(serverNow()) }) : 0;

  // Wallet money ticked after typing an amount lowers the most rewards can pay: the field follows.
  useEffect(() => {
    if (draft.rewards && Math.round(Number(amountText) * 100) > max) setAmountText(dollars(draft.rewards.amountMinor));
    // Only a new maximum moves what the traveler typed, so the effect runs on it alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [max]);

  // A saved card is what most people pay with: the first one is ready unless they choose.
  useEffect(() => {
    if (!draft.paymentMethodId && cards.methods[0]) choosePaymentMethod(cards.methods[0].id);
  }, [cards.methods, draft.paymentMethodId, choosePaymentMethod]);

  const apply = (cents: number) => {
    setRewards(chosen || null, cents);
    setAmountText(dollars(cents));
    onChanged();
  };
  const rewardsPart = plan?.kind === 'Plan' ? plan.parts.find((p) => p.kind === 'Rewards') : undefined;
  const planProblem = plan && plan.kind !== 'Plan' ? plan : null;
  const billing = session.kind === 'SignedIn' ? session.info.corporateInfo?.centralBilling : null;

  // The company pays by invoice: nothing of the traveler's own (card, rewards, credits) is asked for.
  if (billing) {
    return (
      <section className="card book-section" aria-labelledby={PAYMENT_HEADING_ID}>
        <h2 id={PAYMENT_HEADING_ID} tabIndex={-1}>
          {t('payment.title')}
        </h2>
        <p>
          <strong>{t('payment.billed.title', { company: billing.companyName })}</strong>
        </p>
        <p className="muted">{t('payment.billed.text', { company: billing.companyName })}</p>
        <TextField
          id={COST_CENTER_ID}
          label={t('payment.billed.costCenter')}
          value={draft.costCenter ?? ''}
          maxLength={COST_CENTER_MAX}
          autoComplete="off"
          onValue={checkout.setCostCenter}
        />
      </section>
    );
  }

  return (
    <section className="card book-section" aria-labelledby={PAYMENT_HEADING_ID}>
      <h2 id={PAYMENT_HEADING_ID} tabIndex={-1}>
        {t('payment.title')}
      </h2>
      <WalletSection pay={pay} checkout={checkout} intl={intl} onChanged={onChanged} />
      <fieldset className="book-fieldset">
        <legend>{t('payment.card')}</legend>
        {cards.list === CallState.InProcess && cards.methods.length === 0 && <Loading label={t('payment.loadingCards')} />}
        {cards.list === CallState.Failed && <Failed message={t('payment.cardsFailed')} onRetry={() => void loadPaymentMethods()} />}
        {cards.list === CallState.Success && cards.methods.length === 0 && (
          <p>
            {companyCard
              ? t('payment.noCardsCompany', { card: companyCard.productDisplayName, lastFour: companyCard.lastFour })
              : t('payment.noCards')}{' '}
            <a href={localePath(locale, '/profile/?section=payment-methods')}>{t('payment.addCard')}</a>
          </p>
        )}
        {cards.methods.map((m) => (
          <label key={m.id} className="book-choice">
            <input
              type="radio"
              name="book-card"
              value={m.id}
              checked={draft.paymentMethodId === m.id}
              onChange={() => {
                choosePaymentMethod(m.id);
                onChanged();
              }}
            />
            {t('payment.cardLabel', {
              brand: tp(`brands.${m.brand}`),
              lastFour: m.lastFour,
              month: String(m.expMonth).padStart(2, '0'),
              year: m.expYear,
            })}
          </label>
        ))}
      </fieldset>

      {pay.rewards.accounts.length > 0 && (
        <fieldset className="book-fieldset">
          <legend>{t('payment.rewards.title')}</legend>
          {min.kind === 'AllBelowMinimum' && (
            <p className="notice">{t('payment.min.AllBelowMinimum', { min: money(min.minimumMinor, intl) })}</p>
          )}
          {min.kind === 'SomeBelowMinimum' && (
            <p className="muted">{t('payment.min.SomeBelowMinimum', { min: money(min.minimumMinor, intl) })}</p>
          )}
          {min.kind === 'NoRedeemableAccount' && <p className="muted">{t('payment.min.NoRedeemableAccount')}</p>}
          <label className="book-choice">
            <input
              type="radio"
              name="book-rewards"
              value=""
              checked={!chosen}
              onChange={() => {
                setRewards(null);
                setAmountText('');
                onChanged();
              }}
            />
            {t('payment.rewards.none')}
          </label>
          {pay.rewards.accounts.map((a) => (
            <label key={a.accountReferenceId} className="book-choice">
              <input
                type="radio"
                name="book-rewards"
                value={a.accountReferenceId}
                checked={chosen === a.accountReferenceId}
                disabled={below.has(a.accountReferenceId) || min.kind === 'NoRedeemableAccount'}
                onChange={() => {
                  setRewards(a.accountReferenceId, 0);
                  setAmountText('');
                  onChanged();
                }}
              />
              <span>
                {a.productDisplayName} · {t('payment.rewards.balance', { balance: balanceText(a, intl) })}
                {below.has(a.accountReferenceId) && <span className="muted"> · {t('payment.rewards.belowMinimum')}</span>}
              </span>
            </label>
          ))}
          {chosen && (
            <div className="book-rewards-amount">
              <div className="field">
                <label htmlFor={AMOUNT_ID}>{t('payment.rewards.amount', { max: money(max, intl) })}</label>
                <input
                  id={AMOUNT_ID}
                  type="number"
                  min="0"
                  step="0.01"
                  max={dollars(max)}
                  value={amountText}
                  aria-describedby={`${AMOUNT_ID}-split`}
                  onChange={(e) => {
                    setAmountText(e.target.value);
                    const cents = Math.round(Number(e.target.value.replace(/[^0-9.]/g, '')) * 100);
                    setRewards(chosen, Number.isFinite(cents) ? Math.min(cents, max) : 0);
                    onChanged();
                  }}
                  onBlur={() => setAmountText(dollars(draft.rewards?.amountMinor ?? 0))}
                />
              </div>
              <div className="book-quick">
                <button type="button" className="button button-secondary book-small" onClick={() => apply(0)}>
                  {t('payment.rewards.useNone')}
                </button>
                <button type="button" className="button button-secondary book-small" onClick={() => apply(max)}>
                  {t('payment.rewards.useMax', { max: money(max, intl) })}
                </button>
              </div>
            </div>
          )}
        </fieldset>
      )}

      <div id={`${AMOUNT_ID}-split`} className="book-split" aria-live="polite">
        {plan?.kind === 'Plan' && (
          <dl>
            {plan.walletMinor > 0 && (
              <>
                <dt>{t('payment.split.wallet')}</dt>
                <dd>{money(plan.walletMinor, intl)}</dd>
              </>
            )}
            {rewardsPart?.kind === 'Rewards' && (
              <>
                <dt>{t('payment.split.rewards')}</dt>
                <dd>
                  {money(rewardsPart.amountMinor, intl)} ({rewardsText(rewardsPart.rewards, intl, t)})
                </dd>
              </>
            )}
            <dt>{t('payment.split.card')}</dt>
            <dd>{money(plan.cardMinor, intl)}</dd>
          </dl>
        )}
        {planProblem && (
          <p className="field-error">
            {t(`payment.plan.${planProblem.kind}`, {
              due: planProblem.kind === 'CardRequired' ? money(planProblem.dueMinor, intl) : '',
              min: planProblem.kind === 'BelowMinimumRedemption' ? money(planProblem.minimumMinor, intl) : '',
            })}
          </p>
        )}
      </div>
    </section>
  );
}

function balanceText(a: PayQuote['rewards']['accounts'][number], intl: string): string {
  return a.currency === 'Cash'
    ? formatRewardsBalance(a.balance, 'Cash', intl)
    : `${formatRewardsBalance(a.balance, 'Miles', intl)} ${a.currencyDescription}`;
}

function rewardsText(
  r: { value: number; balanceUnits: number; currency: 'Miles' | 'Cash' },
  intl: string,
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  return r.currency === 'Cash'
    ? formatRewardsBalance(r.balanceUnits, 'Cash', intl)
    : t('payment.rewards.miles', { miles: formatRewardsBalance(r.value, 'Miles', intl) });
}
