// What the three exchange pages share: signing in and loading once, the screens that end the flow
// (not found, failed, refused), a slice on one line, and the links onward.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { intlLocale, type Locale, type TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import { page } from '../../lib/client/platform';
import { $session, requireSignIn } from '../../lib/client/session.store';
import { $exchange, type ExchangeFlow } from '../../lib/client/exchange.store';
import { readExchangeQuery } from '../../lib/client/exchange-url';
import type { Slice } from '../../lib/domain/flights/flights.schema';
import { Failed, Loading } from '../ui/Status';
import { CallUs, FlightTimes, flightNumbers } from '../trips/FlightTimes';
import './exchange.css';

export const TRIPS_PATH = '/trips/?tab=upcoming';

/** The flow's state once signed in, after `load` ran with the address's query; `reload` runs it again. */
export function useExchangePage(load: (q: ReturnType<typeof readExchangeQuery>) => Promise<void>) {
  const session = useStore($session, { ssr: 'initial' });
  const flow = useStore($exchange);
  const signedIn = session.kind === 'SignedIn';
  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  const reload = () => void load(readExchangeQuery(page.search()));
  useEffect(() => {
    if (signedIn) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in
  }, [signedIn]);
  return { flow: signedIn ? flow : ({ screen: 'LoadingOrProcessing' } as const), reload };
}

/** "Dec 10, 2026": a calendar date (YYYY-MM-DD), so no time zone shifts the day. */
export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));
}

/** Whether a heading has shown on this page yet: the first is where the page starts; later ones follow an action. */
let pageStarted = false;

/**
 * The page's heading. The first one of the page stays where the page starts; a later screen's
 * heading takes focus, whether it replaced the one before or mounted in a new tree (the button that
 * had focus is gone), so a screen reader hears where it is.
 */
export function Heading({ children, screen }: { children: ReactNode; screen: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pageStarted) ref.current?.focus();
    pageStarted = true;
  }, [screen]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** "JFK → LAX · Thu, Dec 10 · 8:05 AM – 11:20 AM · B6 383": a slice in one line. */
export function SliceLine({ slice, locale, t }: { slice: Slice; locale: Locale; t: TFunction }) {
  return (
    <span className="exchange-slice">
      <strong>
        {slice.origin} <span aria-hidden="true">→</span>
        <span className="visually-hidden">{t('to')}</span> {slice.destination}
      </strong>
      <span>
        <FlightTimes slice={slice} locale={locale} />
      </span>
      <span className="muted">
        {flightNumbers(slice)} · {slice.stops === 0 ? t('nonstop') : t('stops', { count: slice.stops })}
      </span>
    </span>
  );
}

export function Onward({ locale, t, children }: { locale: Locale; t: TFunction; children?: ReactNode }) {
  return (
    <p className="exchange-actions">
      {children}
      <a className={children ? 'button button-secondary' : 'button'} href={localePath(locale, TRIPS_PATH)}>
        {t('links.trips')}
      </a>
    </p>
  );
}

type Ending = Extract<
  ExchangeFlow,
  {
    screen:
      | 'LoadingOrProcessing'
      | 'ItineraryNotFound'
      | 'LoadFailed'
      | 'GoToExchange'
      | 'IneligibleForExchange'
      | 'ContactAirline'
      | 'ContactSupport'
      | 'TooManyAttemptsSupport';
  }
>;
const endings = new Set<string>([
  'LoadingOrProcessing',
  'ItineraryNotFound',
  'LoadFailed',
  'GoToExchange',
  'IneligibleForExchange',
  'ContactAirline',
  'ContactSupport',
  'TooManyAttemptsSupport',
]);
export const isEnding = (flow: ExchangeFlow): flow is Ending => endings.has(flow.screen);

/** The screens every page may end on: loading, not found, failed (try again), and why the trip cannot change here. */
export function Ending({ flow, loading, reload, locale }: { flow: Ending; loading: string; reload: () => void; locale: Locale }) {
  const { t } = useTranslation('exchange');
  switch (flow.screen) {
    case 'LoadingOrProcessing':
    case 'GoToExchange':
      return <Loading label={loading} />;
    case 'ItineraryNotFound':
      return (
        <div className="exchange-app stack">
          <Heading screen={flow.screen}>{t('notFound.title')}</Heading>
          <p>{t('notFound.body')}</p>
          <Onward locale={locale} t={t} />
        </div>
      );
    case 'LoadFailed':
      return (
        <div className="exchange-app stack">
          <Heading screen={flow.screen}>{t('title')}</Heading>
          <Failed message={t('loadFailed')} onRetry={reload} />
        </div>
      );
    default:
      return (
        <div className="exchange-app stack">
          <Heading screen={flow.screen}>{t(`refused.${flow.screen}`)}</Heading>
          <p>{t(`refused.reason.${flow.reason}`)}</p>
          {flow.voidable && <p className="exchange-note">{t('refused.voidable')}</p>}
          {flow.screen !== 'IneligibleForExchange' && <CallUs>{t('refused.call')}</CallUs>}
          <Onward locale={locale} t={t}>
            {flow.screen !== 'IneligibleForExchange' && (
              <a className="button" href={localePath(locale, '/faq/')}>
                {t('links.help')}
              </a>
            )}
          </Onward>
        </div>
      );
  }
}
