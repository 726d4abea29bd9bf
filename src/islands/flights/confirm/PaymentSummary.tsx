import { useStore } from '@nanostores/react';
import { $session } from '../../../lib/client/session.store';
import type { Locale, TFunction } from '../../../lib/client/i18n';
import { tripBreakdown, type Breakdown, type Trip } from '../../../lib/client/trips.store';
import { formatAmount } from '../../trips/format';
import { rewardsText, walletPartLabel } from './payment-labels';

/** The lines a flight change adds (services/booking/flights/exchange.ts exchangeLineLabels), by their English label. */
const exchangeFees: Record<string, string> = { 'Fare difference': 'payment.fareDifference', 'Change fee': 'payment.changeFee' };

/**
 * The lines in the page's language: the server's labels are English. Fare lines read by their kind;
 * add-on lines are the trip's protections in order; a fee keeps the airline's own name for it.
 */
function lineLabels(trip: Trip, breakdown: Breakdown, t: TFunction): string[] {
  const protections = trip.protections ?? [];
  let addOn = 0;
  return breakdown.lines.map((line) => {
    if (!trip.breakdown) return t('payment.fare');
    if (line.kind === 'AddOn') {
      const product = protections[addOn++]?.product;
      return product ? t(`protections.product.${product}`) : line.label || t('payment.kind.AddOn');
    }
    if (line.kind === 'Fee') return exchangeFees[line.label] ? t(exchangeFees[line.label]!) : line.label || t('payment.kind.Fee');
    return t(`payment.kind.${line.kind}`);
  });
}

/** Every line paid, the total, how it was paid (wallet, card and rewards), and the rewards it earns. */
export function PaymentSummary({
  trip,
  pending,
  locale,
  t,
  labels: given,
}: {
  trip: Trip;
  pending: boolean;
  locale: Locale;
  t: TFunction;
  /** The lines' names when the product words them itself (a stay's room nights, complimentary night). */
  labels?: string[] | undefined;
}) {
  const session = useStore($session);
  const companyTravel = session.kind === 'SignedIn' && session.info.corporateInfo !== null;
  const breakdown = tripBreakdown(trip);
  const labels = given ?? lineLabels(trip, breakdown, t);
  const money = (cents: number) => formatAmount(cents, locale);
  const { payment } = trip;
  // A request waiting for a travel administrator has charged nothing yet (SPEC §4 approvals).
  const awaitingApproval = trip.approval?.state === 'Requested' && trip.reservation === 'Pending';
  return (
    <section className="confirm-section stack" aria-labelledby="confirm-payment">
      <h2 id="confirm-payment">{t('payment.title')}</h2>
      <table className="confirm-breakdown">
        <caption className="visually-hidden">{t('payment.breakdown')}</caption>
        <tbody>
          {breakdown.lines.map((line, i) => (
            <tr key={i}>
              <th scope="row">{labels[i]}</th>
              <td>{money(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('payment.total')}</th>
            <td>{money(breakdown.totalMinor)}</td>
          </tr>
        </tfoot>
      </table>
      <h3>{t(awaitingApproval ? 'payment.chargedIfApproved' : 'payment.paidWith')}</h3>
      <dl className="confirm-paid">
        {(payment.wallet ?? []).map((part) => (
          <div key={part.id}>
            <dt>{walletPartLabel(part, t)}</dt>
            <dd>{money(part.amountMinor)}</dd>
          </div>
        ))}
        {payment.cardMinor > 0 && (
          <div>
            <dt>{payment.companyBilling ? t('payment.billedTo', payment.companyBilling) : t('payment.card')}</dt>
            <dd>{money(payment.cardMinor)}</dd>
          </div>
        )}
        {payment.companyBilling?.costCenter && (
          <div>
            <dt>{t('payment.costCenter')}</dt>
            <dd>{payment.companyBilling.costCenter}</dd>
          </div>
        )}
        {payment.rewardsMinor > 0 && (
          <div>
            <dt>{t('payment.rewards')}</dt>
            <dd>
              {payment.rewards
                ? t('payment.rewardsUsed', {
                    amount: money(payment.rewardsMinor),
                    rewards: rewardsText(payment.rewards.amount, payment.rewards.currency, locale, t),
                  })
                : money(payment.rewardsMinor)}
            </dd>
          </div>
        )}
      </dl>
      {trip.rewardsEarned && trip.rewardsEarned.amount > 0 ? (
        <>
          <h3>{t('earned.title')}</h3>
          <p>{t('earned.body', { rewards: rewardsText(trip.rewardsEarned.amount, trip.rewardsEarned.currency, locale, t) })}</p>
        </>
      ) : (
        // A company's traveler pays with the company card, which earns them nothing (issue 21 item 8).
        pending && !companyTravel && <p className="muted">{t('earned.whenConfirmed')}</p>
      )}
    </section>
  );
}
