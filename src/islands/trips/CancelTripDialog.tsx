import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { $cancelFlow, chooseCancel, closeCancel, confirmCancel, creditRefund, openCancel } from '../../lib/client/trip-cancel.store';
import type { Trip } from '../../lib/client/trips.store';
import { localePath } from '../../lib/client/locale';
import { TripDialog } from './TripDialog';
import { Loading } from '../ui/Status';
import { formatAmount, formatDay } from './format';
import { RefundLines } from './RefundLines';
import { ContactLine } from './ContactLine';
import { feeLabel, productWords, whyText } from './cancel-words';

const has = (trip: Trip | null, product: Trip['protections'][number]['product']) =>
  trip?.protections.some((p) => p.product === product) ?? false;

/**
 * Trips → Cancel flight, stay, car or activity: the quote before anything happens, then the cancel for exactly
 * that refund, or, when a flight's cancel for any reason offers it, for airline credit instead.
 * `trip` is the trip being canceled: its product's words, a stay's cover, a flight's protections.
 */
export function CancelTripDialog({ locale, trip = null }: { locale: Locale; trip?: Trip | null }) {
  // Cancel for any reason's flight texts (its credit, its 3 hours) are a flight's only.
  const flight = !trip || trip.kind === 'Flight';
  const { t: tTrips } = useTranslation('trips');
  const t = productWords(trip, tTrips);
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
      const credit = flow.choice === 'AirlineCredit' && flow.airlineCredit ? flow.airlineCredit : null;
      const shown = credit ? creditRefund(credit) : flow.refund;
      const amount = formatAmount(shown.refundMinor, locale);
      const cfar = shown.why === 'CancelForAnyReason' && flight;
      body = (
        <>
          {flow.step === 'policy' && flow.changed && (
            <p className="notice" role="alert">
              {t('cancel.changed')}
            </p>
          )}
          {flow.airlineCredit && (
            <fieldset className="cancel-choice" disabled={busy}>
              <legend>{t('cancel.cfar.legend')}</legend>
              <label>
                <input type="radio" name={`${id}-choice`} checked={!credit} onChange={() => chooseCancel('Refund')} />
                <span>
                  <strong>{t('cancel.cfar.refund', { amount: formatAmount(flow.refund.refundMinor, locale) })}</strong>
                  <span className="muted">{t('cancel.cfar.refundNote')}</span>
                </span>
              </label>
              <label>
                <input type="radio" name={`${id}-choice`} checked={!!credit} onChange={() => chooseCancel('AirlineCredit')} />
                <span>
                  <strong>{t('cancel.cfar.credit', { amount: formatAmount(flow.airlineCredit.amountMinor, locale) })}</strong>
                  <span className="muted">
                    {t('cancel.cfar.creditNote', {
                      airline: flow.airlineCredit.airline.name,
                      date: formatDay(flow.airlineCredit.expiresAt, locale),
                    })}
                  </span>
                </span>
              </label>
            </fieldset>
          )}
          <p>{t('cancel.policyIntro')}</p>
          {shown.routes.length === 0 && <p>{t('cancel.nothingBack')}</p>}
          <RefundLines refund={shown} locale={locale} t={t} total={t('cancel.totalBack')} feeLabel={feeLabel(shown, t)} />
          <p className="muted">
            {credit ? t('cancel.cfar.creditWhy', { airline: credit.airline.name }) : whyText(shown, trip, locale, t)}{' '}
            {cfar && `${t('cancel.cfar.allFlights')} `}
            {cfar && has(trip, 'DisruptionAssistance') && `${t('cancel.cfar.endsDisruption')} `}
            {t('cancel.irreversible')}
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
          {credit
            ? t('cancel.confirmCredit', { amount })
            : shown.refundMinor > 0
              ? t('cancel.confirm', { amount })
              : t('cancel.confirmNothing')}
        </button>
      );
      break;
    }
    case 'success':
      title = t('cancel.successTitle');
      body = (
        <>
          <RefundLines refund={flow.refund} locale={locale} t={t} total={t('cancel.totalBack')} feeLabel={feeLabel(flow.refund, t)} />
          <p>
            {t('cancel.successBody')}
            {flow.refund.routes.some((r) => r.route === 'Card') &&
              ` ${flow.refund.why === 'CancelForAnyReason' && flight ? t('cancel.cfarTiming') : t('cancel.cardTiming')}`}
          </p>
          {flow.refund.routes.some((r) => r.route === 'AirlineCredit') && (
            <p>
              <a href={`${localePath(locale, '/trips/')}?tab=credits`}>{t('cancel.creditWhere')}</a>
            </p>
          )}
        </>
      );
      break;
    case 'nonrefundable':
      title = t('cancel.nonrefundableTitle');
      body = (
        <>
          <p>{t('cancel.nonrefundableBody')}</p>
          <ContactLine contact={flow.contact} t={t} />
        </>
      );
      break;
    case 'support':
      title = t('cancel.supportTitle');
      body = (
        <>
          <p>{t(`cancel.reason.${flow.reason as 'TooCloseToDeparture'}`)}</p>
          {/* The modal's expired variant: the cover was bought, its 3 hours have passed. */}
          {flight && has(trip, 'Cfar') && (flow.reason === 'TooCloseToDeparture' || flow.reason === 'Departed') && (
            <p>{t('cancel.cfar.expired')}</p>
          )}
          <ContactLine contact={flow.contact} t={t} />
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
    <TripDialog
      open={open}
      onClose={closeCancel}
      className="cancel-dialog"
      title={title}
      body={body}
      primary={primary}
      safeLabel={asking ? t('cancel.keep') : t('cancel.close')}
      busy={busy}
    />
  );
}
