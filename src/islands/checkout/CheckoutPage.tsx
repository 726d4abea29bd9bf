// The frame every checkout page shares (flights, stays): the states before a quote shows (loading,
// nothing chosen, the quote refused with its next action), and the aside with the price, the
// outcome and the Book button. Strings from the page's namespace, the same keys in each.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { page } from '../../lib/client/platform';
import { $rewards } from '../../lib/client/rewards.store';
import { $travelWallet } from '../../lib/client/travel-wallet.store';
import { Breakpoints } from '../../lib/domain/shared/breakpoints';
import { Loading } from '../ui/Status';
import { money } from './format';

type QuoteView = { kind: 'NoSelection' } | { kind: 'Loading' } | { kind: 'Loaded' } | { kind: 'Failed'; nextAction: string };

export interface QuoteGateProps {
  ns: 'flightbook' | 'staybook' | 'carbook' | 'activitybook';
  /** The page has not mounted yet, or the quote is on its way. */
  loading: boolean;
  loadingLabel: string;
  quote: QuoteView;
  /** The refused quote's text. */
  failure: string;
  /** Where a new search starts (nothing chosen, or no availability). */
  emptyHref: string;
  searchHref: string;
  /** The rooms or fares to choose again from. */
  shopHref: string;
  onRetry: () => void;
}

/** What the page shows until its quote is loaded; null once it is. */
export function QuoteGate({ ns, loading, loadingLabel, quote, failure, emptyHref, searchHref, shopHref, onRetry }: QuoteGateProps) {
  const { t } = useTranslation(ns);
  let body: ReactNode;
  if (loading || quote.kind === 'Loading') body = <Loading label={loadingLabel} />;
  else if (quote.kind === 'NoSelection')
    body = (
      <div className="empty stack">
        <h2>{t('empty.title')}</h2>
        <p>{t('empty.body')}</p>
        <p>
          <a className="button" href={emptyHref}>
            {t('empty.search')}
          </a>
        </p>
      </div>
    );
  else if (quote.kind === 'Failed')
    body = (
      <div className="notice notice-error stack" role="alert">
        <h2>{t('quote.failedTitle')}</h2>
        <p>{failure}</p>
        <div className="book-actions">
          {quote.nextAction === 'SearchAgain' && (
            <a className="button" href={searchHref}>
              {t('action.SearchAgain')}
            </a>
          )}
          {quote.nextAction === 'ChooseAnotherFare' && (
            <a className="button" href={shopHref}>
              {t('action.ChooseAnotherFare')}
            </a>
          )}
          {quote.nextAction !== 'SearchAgain' && quote.nextAction !== 'ChooseAnotherFare' && (
            <button type="button" className="button" onClick={onRetry}>
              {t('action.TryAgain')}
            </button>
          )}
        </div>
      </div>
    );
  else return null;
  return (
    <div className="book-page">
      <h1>{t('title')}</h1>
      {body}
    </div>
  );
}

const PHONE = `(max-width: ${Breakpoints.mobileMax}px)`;
const subscribePhone = (change: () => void) => page.watchMedia(PHONE, change);
/** The page shows once its quote is loaded, after hydration: the screen's width is known by then. */
const usePhone = () =>
  useSyncExternalStore(
    subscribePhone,
    () => page.matches(PHONE),
    () => false,
  );

/**
 * The side column: the price and the outcome (children), the terms and Book. On phones (up to 960px)
 * the column comes after the whole form, so Book moves into a bar stuck to the bottom of the screen
 * with the total: the same button and action (onBook), in one place at a time.
 */
export function BookAside({
  ns,
  busy,
  onBook,
  totalMinor,
  intl,
  children,
}: {
  ns: 'flightbook' | 'staybook' | 'carbook' | 'activitybook';
  busy: boolean;
  onBook: () => void;
  /** The total the price details end with, repeated in the phone's bar. */
  totalMinor: number;
  intl: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const phone = usePhone();
  const button = (
    <button type="button" className="button book-button" aria-disabled={busy || undefined} onClick={onBook}>
      {t('book.button')}
    </button>
  );
  return (
    <>
      <aside className="book-side stack" aria-label={t('breakdown.aside')}>
        {children}
        <p className="muted">{t('book.terms')}</p>
        {!phone && button}
      </aside>
      {phone && (
        <div className="book-bar">
          <p className="book-bar-total">
            <span className="muted">{t('breakdown.total')}</span> <strong>{money(totalMinor, intl)}</strong>
          </p>
          {button}
        </div>
      )}
    </>
  );
}

/** Takes the traveler to a field or section (an outcome's next action, a missing choice). */
export const focusById = (id: string) => {
  const el = page.byId(id);
  el?.focus();
  el?.scrollIntoView?.({ block: 'center' });
};

/**
 * What every checkout page holds beside its own store: the rewards accounts and the wallet loaded
 * with the session, and the outcome's ref, which takes the focus after an answer so a screen reader
 * hears it and Tab reaches its action.
 */
export function useCheckoutPage(state: { kind: string }) {
  useStore($rewards);
  useStore($travelWallet);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === 'Failed' || state.kind === 'PriceChanged' || state.kind === 'PassengerErrors') outcomeRef.current?.focus();
  }, [state]);
  return outcomeRef;
}
