// The travel wallet at checkout (SPEC §3 travel credits and offers): credits to tick and at most one offer, nothing
// chosen for the traveler. What applies, and why an offer does not, comes from the domain rules.
import { serverNow } from '../../lib/client/api';
import { useStore } from '@nanostores/react';
import { usableWallet, type PaymentCheckout, type PayQuote } from '../../lib/client/checkout/payment';
import type { TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { $travelWallet, loadTravelWallet } from '../../lib/client/travel-wallet.store';
import { CallState } from '../../lib/domain/shared/call-state';
import { HOME_TIME_ZONE } from '../../lib/domain/shared/dates';
import { dateTimeFormat } from '../../lib/domain/shared/intl';
import {
  offerEligibility,
  usableCredits,
  walletState,
  type OfferEligibility,
  type TravelOffer,
} from '../../lib/domain/booking/travel-wallet';
import { Loading } from '../ui/Status';
import { money } from './format';

const TITLE_ID = 'book-wallet';

/** An expiry is a day: read in the home zone (SPEC §9) so it does not move with the browser's. */
export const walletDate = (iso: string, intl: string) =>
  dateTimeFormat(intl, { dateStyle: 'medium', timeZone: HOME_TIME_ZONE }).format(new Date(iso));

/** "$25.00 off flights of $250.00 or more". */
export function offerText(offer: TravelOffer, intl: string, t: TFunction): string {
  const products = new Intl.ListFormat(intl, { type: 'conjunction' }).format(offer.products.map((p) => t(`payment.wallet.product.${p}`)));
  const discount = money(offer.discountMinor, intl);
  return offer.minimumSpendMinor > 0
    ? t('payment.wallet.offer', { discount, products, min: money(offer.minimumSpendMinor, intl) })
    : t('payment.wallet.offerAny', { discount, products });
}

function reasonText(
  e: Extract<OfferEligibility, { kind: 'NotEligible' }>,
  offer: TravelOffer,
  pay: PayQuote,
  intl: string,
  t: TFunction,
): string {
  if (e.reason === 'BelowMinimumSpend') return t('payment.wallet.reason.BelowMinimumSpend', { min: money(e.minimumSpendMinor, intl) });
  return t(`payment.wallet.reason.${e.reason}`, {
    date: walletDate(offer.expiresAt, intl),
    product: t(`payment.wallet.product.${pay.product}`),
  });
}

export function WalletSection({
  pay,
  checkout,
  intl,
  onChanged,
}: {
  pay: PayQuote;
  checkout: PaymentCheckout;
  intl: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { chooseWalletOffer, toggleWalletCredit } = checkout;
  const wallet = useStore($travelWallet);
  const draft = useStore(checkout.$draft);
  const now = new Date(serverNow());
  const trip = { product: pay.product, totalMinor: pay.totalMinor, now };
  const credits = usableCredits(wallet.credits, now);
  // What applies now: an offer the total fell under stays chosen in the draft but is not applied.
  const applied = usableWallet(pay, draft, wallet, now);
  // A used offer is gone; one that expired or does not fit this trip is shown with the reason.
  const offers = wallet.offers.filter((o) => walletState(o, now) !== 'Redeemed');

  if (wallet.state === CallState.NotCalled) return null;
  if (wallet.state === CallState.InProcess && credits.length + offers.length === 0) {
    return <Loading label={t('payment.wallet.loading')} />;
  }
  if (wallet.state === CallState.Failed) {
    return (
      <p className="book-wallet-failed">
        {t('payment.wallet.failed')}{' '}
        <button type="button" className="button button-secondary book-small" onClick={() => void loadTravelWallet()}>
          {t('payment.wallet.retry')}
        </button>
      </p>
    );
  }
  if (credits.length + offers.length === 0) return null;

  return (
    <div className="book-wallet" role="group" aria-labelledby={TITLE_ID}>
      <h3 id={TITLE_ID}>{t('payment.wallet.title')}</h3>
      <p className="muted">{t('payment.wallet.intro')}</p>
      {credits.length > 0 && (
        <fieldset className="book-fieldset">
          <legend>{t('payment.wallet.credits')}</legend>
          {credits.map((c) => (
            <label key={c.id} className="book-choice">
              <input
                type="checkbox"
                checked={draft.wallet.creditIds.includes(c.id)}
                onChange={(e) => {
                  toggleWalletCredit(c.id, e.target.checked);
                  onChanged();
                }}
              />
              <span>
                {t('payment.wallet.credit', {
                  amount: money(c.amountMinor, intl),
                  type: t(`payment.wallet.creditType.${c.type}`),
                  date: walletDate(c.expiresAt, intl),
                })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {offers.length > 0 && (
        <fieldset className="book-fieldset">
          <legend>{t('payment.wallet.offers')}</legend>
          <label className="book-choice">
            <input
              type="radio"
              name="book-offer"
              value=""
              checked={!applied.offerId}
              onChange={() => {
                chooseWalletOffer(null);
                onChanged();
              }}
            />
            {t('payment.wallet.noOffer')}
          </label>
          {offers.map((o) => {
            const eligibility = offerEligibility(o, trip);
            const reasonId = `book-offer-${o.id}-reason`;
            const notEligible = eligibility.kind === 'NotEligible';
            const expired = notEligible && eligibility.reason === 'Expired';
            return (
              <div key={o.id} className="book-offer">
                <label className="book-choice">
                  <input
                    type="radio"
                    name="book-offer"
                    value={o.id}
                    checked={applied.offerId === o.id}
                    // aria-disabled, not disabled: the offer stays reachable by keyboard, so its reason is read out.
                    aria-disabled={notEligible || undefined}
                    aria-describedby={notEligible ? reasonId : undefined}
                    onChange={() => {
                      if (notEligible) return;
                      chooseWalletOffer(o.id);
                      onChanged();
                    }}
                  />
                  <span>
                    {offerText(o, intl, t)}
                    {!expired && <span className="muted"> · {t('payment.wallet.expires', { date: walletDate(o.expiresAt, intl) })}</span>}
                  </span>
                </label>
                {eligibility.kind === 'NotEligible' && (
                  <p id={reasonId} className="muted book-offer-reason">
                    {reasonText(eligibility, o, pay, intl, t)}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
