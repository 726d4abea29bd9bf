// What happens after Book (every checkout): progress, a price change to confirm, or a failure with its next action.
import { useStore } from '@nanostores/react';
import { forwardRef } from 'react';
import { $config } from '../../lib/client/config.store';
import { useTranslation } from '../../lib/client/i18n/react';
import { $session } from '../../lib/client/session.store';
import { Loading } from '../ui/Status';
import { failureText, money } from './format';

/** Where a checkout's booking stands (each product's store has this shape). */
export type OutcomeState =
  | { kind: 'Idle' }
  | { kind: 'Submitting' }
  | { kind: 'Polling'; bookingId: string }
  | { kind: 'Succeeded'; bookingId: string; confirmationNumber: string }
  | { kind: 'PriceChanged'; oldTotal: number; newTotal: number }
  | { kind: 'PassengerErrors'; errors: readonly unknown[] }
  | { kind: 'Failed'; code: string; message: string; nextAction: string };

export interface OutcomeLinks {
  searchHref: string;
  shopHref: string;
  onEditPayment: () => void;
  onEditTravelers: () => void;
}

/** Which checkout: its strings (`failure.*`, `action.*`, `priceChanged.*`, `book.*`), its known failure codes and its Book action. */
export interface OutcomeProduct {
  ns: 'flightbook' | 'staybook' | 'carbook' | 'activitybook';
  codes: ReadonlySet<string>;
  /** Books again; with the new total after the traveler accepted a price change. */
  book: (expectedTotal?: number) => unknown;
}

function SupportLine({ ns }: { ns: OutcomeProduct['ns'] }) {
  const { t } = useTranslation(ns);
  const config = useStore($config);
  const session = useStore($session);
  if (config.kind !== 'Loaded') return <p>{t('action.ContactSupportNoPhone')}</p>;
  const phone = session.kind === 'SignedIn' ? config.config.supportPhones[session.info.tenant] : config.config.supportPhone;
  return (
    <p>
      {t('action.ContactSupport')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
    </p>
  );
}

export const Outcome = forwardRef<HTMLDivElement, { state: OutcomeState; intl: string; links: OutcomeLinks; product: OutcomeProduct }>(
  function Outcome({ state, intl, links, product }, ref) {
    const { t } = useTranslation(product.ns);
    const { book } = product;
    if (state.kind === 'Idle' || state.kind === 'Succeeded') {
      return state.kind === 'Succeeded' ? <Loading label={t('book.succeeded')} /> : null;
    }
    if (state.kind === 'Submitting' || state.kind === 'Polling') return <Loading label={t('book.progress')} />;
    if (state.kind === 'PriceChanged') {
      return (
        <div ref={ref} tabIndex={-1} className="notice stack book-outcome" role="alert">
          <h2>{t('priceChanged.title')}</h2>
          <p>{t('priceChanged.body', { old: money(state.oldTotal, intl), new: money(state.newTotal, intl) })}</p>
          <div className="book-actions">
            <button type="button" className="button" onClick={() => void book(state.newTotal)}>
              {t('priceChanged.confirm', { price: money(state.newTotal, intl) })}
            </button>
            <a className="button button-secondary" href={links.shopHref}>
              {t('action.ChooseAnotherFare')}
            </a>
          </div>
        </div>
      );
    }
    if (state.kind === 'PassengerErrors') {
      return (
        <div ref={ref} tabIndex={-1} className="notice notice-error stack book-outcome" role="alert">
          <h2>{t('failure.passengersTitle')}</h2>
          <p>{t('failure.InvalidPassengers')}</p>
          <div className="book-actions">
            <button type="button" className="button" onClick={links.onEditTravelers}>
              {t('action.EditTravelers')}
            </button>
          </div>
        </div>
      );
    }
    const { code, message, nextAction } = state;
    return (
      <div ref={ref} tabIndex={-1} className="notice notice-error stack book-outcome" role="alert">
        <h2>{t('failure.title')}</h2>
        <p>{failureText(code, message, t, product.codes)}</p>
        <div className="book-actions">
          {nextAction === 'SearchAgain' && (
            <a className="button" href={links.searchHref}>
              {t('action.SearchAgain')}
            </a>
          )}
          {(nextAction === 'ChooseAnotherFare' || nextAction === 'ConfirmNewPrice') && (
            <a className="button" href={links.shopHref}>
              {t('action.ChooseAnotherFare')}
            </a>
          )}
          {nextAction === 'EditPayment' && (
            <button type="button" className="button" onClick={links.onEditPayment}>
              {t('action.EditPayment')}
            </button>
          )}
          {nextAction === 'EditTravelers' && (
            <button type="button" className="button" onClick={links.onEditTravelers}>
              {t('action.EditTravelers')}
            </button>
          )}
          {nextAction === 'TryAgain' && (
            <button type="button" className="button" onClick={() => void book()}>
              {t('action.TryAgain')}
            </button>
          )}
        </div>
        {nextAction === 'ContactSupport' && <SupportLine ns={product.ns} />}
      </div>
    );
  },
);
