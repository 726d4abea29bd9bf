import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import {
  $disruptionOffer,
  buyDisruptionAssistance,
  chooseOfferCard,
  closeDisruptionOffer,
  fetchDisruptionOffer,
  type DisruptionOfferFlow,
} from '../../lib/client/disruption-offer.store';
import { Loading } from '../ui/Status';
import { formatAmount } from './format';
import type { TripFlowDialogProps } from './tabs';
import { TripDialog, unreachable } from './TripDialog';
import { useTripFlow } from './use-trip-flow';

const answered = (f: DisruptionOfferFlow) => (f.step === 'Confirmation' ? f.trip : null);

type Coverage = { passengers: number; baseFareRefundMinor: number; delayThresholdHours: number; rebookingFareCapPerPassengerMinor: number };

/**
 * Trips → add disruption assistance to a booked flight (SPEC §2 flights/disruption-offer and
 * flights/ancillary/disruption/confirm): what it covers for this trip, its price now, the card that
 * pays, and the purchase; then the confirmation.
 */
export function DisruptionOfferDialog({ locale, trips, asked, onAnswered }: TripFlowDialogProps) {
  const { t } = useTranslation('trips');
  const id = useId();
  const { flow, isOpen } = useTripFlow($disruptionOffer, asked, fetchDisruptionOffer, answered, onAnswered, trips);
  const busy = flow.step === 'ValidOffer' && flow.purchase === 'Polling';

  let title = t('addon.title');
  let body: ReactNode = null;
  let primary: ReactNode = null;
  switch (flow.step) {
    case 'NotCalled':
      break;
    case 'FetchOffer':
      body = <Loading label={t('addon.loading')} />;
      break;
    case 'Unreachable':
      ({ body, primary } = unreachable(t('addon.unreachable'), t('cancel.tryAgain'), () => fetchDisruptionOffer(flow.tripId)));
      break;
    case 'NoOffer':
      body = <p>{t(`addon.noOffer.${flow.reason}`)}</p>;
      break;
    case 'Confirmation':
      title = t('addon.doneTitle');
      body = <p>{t('addon.doneBody')}</p>;
      break;
    case 'ValidOffer': {
      const { offer } = flow.offer;
      const c = offer.coverage as unknown as Coverage;
      const price = formatAmount(offer.priceMinor, locale);
      body = (
        <div className="stack traveler-body">
          <p>{t('addon.covers', { hours: c.delayThresholdHours })}</p>
          <ul className="addon-covers">
            <li>{t('addon.rebook', { cap: formatAmount(c.rebookingFareCapPerPassengerMinor, locale) })}</li>
            <li>{t('addon.refund', { refund: formatAmount(c.baseFareRefundMinor, locale) })}</li>
          </ul>
          <p className="muted">
            {t('addon.who', { count: c.passengers })}{' '}
            <a href={localePath(locale, offer.termsPath)} target="_blank" rel="noopener">
              {t('addon.terms')}
            </a>
          </p>
          <dl className="booking-facts">
            <div>
              <dt>{t('addon.price')}</dt>
              <dd>{price}</dd>
            </div>
          </dl>
          {flow.offer.cardId ? (
            <p className="muted">{t('addon.paidBy')}</p>
          ) : flow.offer.billedTo ? (
            <p className="muted">{t('addon.billed', { company: flow.offer.billedTo })}</p>
          ) : flow.cards.length > 0 ? (
            <fieldset className="cancel-choice" disabled={busy}>
              <legend>{t('addon.chooseCard')}</legend>
              {flow.cards.map((card) => (
                <label key={card.id}>
                  <input type="radio" name={`${id}-card`} checked={flow.cardId === card.id} onChange={() => chooseOfferCard(card.id)} />
                  <span>{t('addon.cardLabel', { brand: t(`addon.brands.${card.brand}`), last4: card.lastFour })}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p>
              {t('addon.noCard')} <a href={localePath(locale, '/profile/?section=payment-methods')}>{t('addon.cards')}</a>
            </p>
          )}
          {flow.purchase === 'PaymentFailed' && flow.failure && (
            <p className="notice" role="alert">
              {t(`addon.failure.${flow.failure}`)}
            </p>
          )}
          {busy && <Loading label={t('addon.buying')} />}
        </div>
      );
      primary =
        flow.cardId !== null || flow.offer.billedTo ? (
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={() => !busy && void buyDisruptionAssistance()}
          >
            {t('addon.buy', { price })}
          </button>
        ) : null;
      break;
    }
  }

  return (
    <TripDialog
      open={isOpen}
      onClose={closeDisruptionOffer}
      className="schedule-dialog"
      title={title}
      body={body}
      primary={primary}
      safeLabel={t('cancel.close')}
      busy={busy}
    />
  );
}
