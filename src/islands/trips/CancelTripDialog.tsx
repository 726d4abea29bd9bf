import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { useSupportPhone } from '../shell/SupportPhone';
import { $cancelFlow, closeCancel, confirmCancel, openCancel } from '../../lib/client/trip-cancel.store';
import type { Refund } from '../../lib/client/trips.store';
import { rewardsText } from '../flights/confirm/PaymentSummary';
import { ModalDialog } from '../profile/preferences/ModalDialog';
import { Loading } from '../ui/Status';
import { formatAmount } from './format';

type T = ReturnType<typeof useTranslation>['t'];

/** What comes back by each route, the total, what is kept and the earn taken back: the quote, and the receipt in Past trips. */
export function RefundLines({ refund, locale, t, total }: { refund: Refund; locale: Locale; t: T; total: string }) {
  const miles = (amount: number, currency: 'Miles' | 'Cash') => rewardsText(amount, currency, locale, t, 'bookings');
  return (
    <>
      <dl className="booking-facts refund-lines">
        {refund.routes.map((r) => (
          <div key={r.route === 'Card' || r.route === 'Rewards' ? r.route : r.id}>
            <dt>
              {r.route === 'Card'
                ? t('cancel.toCard')
                : r.route === 'Rewards'
                  ? t('cancel.rewardsBack')
                  : r.route === 'TravelWalletCredit'
                    ? t('cancel.creditBack')
                    : t('cancel.offerBack')}
            </dt>
            <dd>
              {formatAmount(r.amountCents, locale)}
              {r.route === 'Rewards' && ` (${miles(r.rewards.amount, r.rewards.currency)})`}
            </dd>
          </div>
        ))}
        <div className="refund-total">
          <dt>{total}</dt>
          <dd>{formatAmount(refund.refundCents, locale)}</dd>
        </div>
        {refund.keptCents > 0 && (
          <div>
            <dt>
              {refund.feeCents > 0
                ? `${t('cancel.kept')} (${t('cancel.fee')}: ${formatAmount(refund.feeCents, locale)})`
                : t('cancel.kept')}
            </dt>
            <dd>{formatAmount(refund.keptCents, locale)}</dd>
          </div>
        )}
      </dl>
      {refund.rewardsEarnedReversed && (
        <p className="muted">
          {t('cancel.earnedBack', { rewards: miles(refund.rewardsEarnedReversed.amount, refund.rewardsEarnedReversed.currency) })}
        </p>
      )}
    </>
  );
}

function Contact({ contact, t }: { contact: 'Airline' | 'Support' | null; t: T }) {
  const phone = useSupportPhone();
  if (contact !== 'Support') return contact === 'Airline' ? <p>{t('cancel.contactAirline')}</p> : null;
  return (
    <p>
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{`${t('cancel.contactSupport')}: ${phone}`}</a> : t('cancel.contactSupport')}
    </p>
  );
}

/** Trips → Cancel flight: the quote before anything happens, then the cancel for exactly that refund. */
export function CancelTripDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation('trips');
  const id = useId();
  const flow = useStore($cancelFlow);
  const open = flow.step !== 'closed';
  // One secondary button in every step, so the focus it has from the opening stays on it.
  const asking = flow.step === 'loading' || flow.step === 'policy' || flow.step === 'confirm' || flow.step === 'tryAgain';
  const busy = flow.step === 'confirm';

  let title = t('cancel.title');
  let body: ReactNode = null;
  let primary: ReactNode = null;
  switch (flow.step) {
    case 'closed':
      break;
    case 'loading':
      body = <Loading label={t('cancel.loading')} />;
      break;
    case 'policy':
    case 'confirm': {
      const amount = formatAmount(flow.refund.refundCents, locale);
      body = (
        <>
          {flow.step === 'policy' && flow.changed && (
            <p className="notice" role="alert">
              {t('cancel.changed')}
            </p>
          )}
          <p>{t('cancel.policyIntro')}</p>
          {flow.refund.routes.length === 0 && <p>{t('cancel.nothingBack')}</p>}
          <RefundLines refund={flow.refund} locale={locale} t={t} total={t('cancel.totalBack')} />
          <p className="muted">
            {t(`cancel.why.${flow.refund.why}`)} {t('cancel.irreversible')}
          </p>
          {busy && <Loading label={t('cancel.canceling')} />}
        </>
      );
      primary = (
        <button
          type="button"
          className="button button-danger"
          aria-disabled={busy || undefined}
          onClick={() => !busy && void confirmCancel()}
        >
          {flow.refund.refundCents > 0 ? t('cancel.confirm', { amount }) : t('cancel.confirmNothing')}
        </button>
      );
      break;
    }
    case 'success':
      title = t('cancel.successTitle');
      body = (
        <>
          <RefundLines refund={flow.refund} locale={locale} t={t} total={t('cancel.totalBack')} />
          <p>
            {t('cancel.successBody')}
            {flow.refund.routes.some((r) => r.route === 'Card') && ` ${t('cancel.cardTiming')}`}
          </p>
        </>
      );
      break;
    case 'nonrefundable':
      title = t('cancel.nonrefundableTitle');
      body = (
        <>
          <p>{t('cancel.nonrefundableBody')}</p>
          <Contact contact={flow.contact} t={t} />
        </>
      );
      break;
    case 'support':
      title = t('cancel.supportTitle');
      body = (
        <>
          <p>{t(`cancel.reason.${flow.reason as 'TooCloseToDeparture'}`)}</p>
          <Contact contact={flow.contact} t={t} />
        </>
      );
      break;
    case 'pending':
      title = t('cancel.pendingTitle');
      body = <p>{t('cancel.pendingBody')}</p>;
      break;
    case 'cancelled':
      title = t('cancel.cancelledTitle');
      body = <p>{t('cancel.cancelledBody')}</p>;
      break;
    case 'tryAgain': {
      const retry = flow.retry === 'quote' ? () => void openCancel(flow.tripId) : () => void confirmCancel();
      title = t('cancel.tryAgainTitle');
      body = <p role="alert">{t('cancel.tryAgainBody')}</p>;
      primary = (
        <button type="button" className="button" onClick={retry}>
          {t('cancel.tryAgain')}
        </button>
      );
      break;
    }
  }

  return (
    <ModalDialog
      open={open}
      onClose={closeCancel}
      labelledBy={`${id}-title`}
      className="dialog cancel-dialog"
      initialFocusId={`${id}-keep`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div aria-live="polite">{body}</div>
      <div className="dialog-actions">
        {primary}
        <button
          id={`${id}-keep`}
          key="keep"
          type="button"
          className="button button-secondary"
          aria-disabled={busy || undefined}
          onClick={() => !busy && closeCancel()}
        >
          {asking ? t('cancel.keep') : t('cancel.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
