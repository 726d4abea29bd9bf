import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Locale, TFunction } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { $session, requireSignIn } from '../../../lib/client/session.store';
import { isNextAction } from '../../../lib/domain/booking/booking.constants';
import {
  $confirmation,
  closeConfirmation,
  isStayTrip,
  openConfirmation,
  tripBreakdown,
  type NextAction,
  type Trip,
} from '../../../lib/client/trips.store';
import { I18nIsland } from '../../ui/I18nIsland';
import { Failed, Loading } from '../../ui/Status';
import { ConfirmationNumber } from './ConfirmationNumber';
import { inTravelApp, postToNativeApp } from './native';
import { PaymentSummary } from './PaymentSummary';
import { ResendConfirmation } from './ResendConfirmation';
import { Itinerary, Protections, Travelers } from './TripDetails';
import { StayDetails } from '../../lodging/confirm/StayDetails';
import { stayLineLabel } from '../../lodging/stay-text';
import { approvalEnded, confirmView, type ConfirmView } from './view';
import { formatInstant } from '../../trips/format';

// A car's or an activity's part comes with its trip: the flight and stay confirmations need none of it.
const OtherProductConfirm = lazy(() => import('./OtherProductConfirm'));
import '../shop/shop.css';
import './confirm.css';
import { page } from '../../../lib/client/platform';

export interface ConfirmAppProps {
  locale: Locale;
  /** The flight search route (home until the build has one). */
  searchPath: string;
  /** The checkout page, or null while the build has none (never link to a 404). */
  checkoutPath: string | null;
  /** Where travelers get help. */
  helpPath: string;
  /**
   * Which booking page this is: a stay's confirmation words the supplier as the property, a car's as
   * the rental company, an activity's as the operator.
   */
  product?: 'flight' | 'stay' | 'car' | 'experience';
}

/**
 * bookingconfirm keys a stay's page reads from `stay.*`, a car's from carbook `confirmPage.*` and an
 * activity's from activitybook `confirmPage.*` (the flight's words name the airline).
 */
const STAY_WORDS = new Set([
  'pending.waiting',
  'pending.email',
  'timedOut.body',
  'failed.generic',
  'nextAction.SearchAgain',
  'nextAction.ChooseAnotherFare',
  'nextAction.ConfirmNewPrice',
  'earned.whenConfirmed',
  'links.search',
]);

/**
 * A car's or an activity's failures the server words as an airline's (failureAdvice): their pages
 * word them themselves (carbook, activitybook `failure.*`).
 */
const CAR_FAILURE_WORDS: ReadonlySet<string> = new Set(['NoAvailability', 'CardDeclined', 'PollingTimeout']);

export const TRIPS_PATH = '/trips/';

interface Links {
  search: string;
  checkout: string | null;
  help: string;
  trips: string;
}

function nextActionHref(action: NextAction, links: Links): string {
  switch (action) {
    case 'EditPayment':
    case 'EditTravelers':
      return links.checkout ?? links.search;
    case 'ContactSupport':
      return links.help;
    default:
      return links.search;
  }
}

/** The reason the traveler gave for an out-of-policy choice, in the words they chose it from (policy `reason.*`). */
function ReasonGiven({ trip, t }: { trip: Trip; t: TFunction }) {
  const { t: tPolicy } = useTranslation('policy');
  const reason = trip.policy?.reason;
  if (!reason) return null;
  return (
    <dl>
      <dt>{t('approval.reason')}</dt>
      <dd>{tPolicy(`reason.codes.${reason.code}`)}</dd>
      {reason.note && (
        <>
          <dt>{t('approval.note')}</dt>
          <dd>{reason.note}</dd>
        </>
      )}
    </dl>
  );
}

/** What a failure says: a travel administrator's decision (or its lapse) in the page's words, else `describe`. */
function failureText(view: Extract<ConfirmView, { kind: 'Failed' }>, trip: Trip, t: TFunction, describe: Describe): string {
  const ended = approvalEnded(view.failure, trip);
  return ended ? t(`approval.ended.${ended}`) : describe(view.failure);
}

/** The heading and the first words: what happened to the booking, and what to do now. */
function Outcome({
  view,
  trip,
  links,
  locale,
  t,
  describe,
}: {
  view: ConfirmView;
  trip: Trip;
  links: Links;
  locale: Locale;
  t: TFunction;
  describe: Describe;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(view.kind);
  // The outcome arrived while the traveler waited: take them to it (the live region also says it).
  useEffect(() => {
    if (view.kind !== first.current) heading.current?.focus();
  }, [view.kind]);
  const email = trip.contact?.email;
  const h1 = (text: string) => (
    <h1 ref={heading} tabIndex={-1}>
      {text}
    </h1>
  );
  switch (view.kind) {
    case 'Confirmed':
      return (
        <header className="confirm-outcome stack">
          {h1(t('confirmed.title'))}
          <ConfirmationNumber value={view.confirmationNumber} t={t} />
          {email && <p>{t('confirmed.sentTo', { email })}</p>}
          <ResendConfirmation tripId={trip.id} t={t} />
        </header>
      );
    case 'AwaitingApproval':
      return (
        <header className="confirm-outcome notice stack">
          {h1(t('approval.title'))}
          <p>{t('approval.body', { time: formatInstant(view.expiresAt, locale) })}</p>
          <ReasonGiven trip={trip} t={t} />
        </header>
      );
    case 'Waiting':
      return (
        <header className="confirm-outcome stack">
          {h1(t('pending.title'))}
          <Loading label={t('pending.waiting')} />
          {email && <p>{t('pending.email', { email })}</p>}
        </header>
      );
    case 'TimedOut':
      return (
        <header className="confirm-outcome notice stack">
          {h1(t('timedOut.title'))}
          <p>{t('timedOut.body')}</p>
          <p>
            <button type="button" className="button" onClick={() => void openConfirmation(trip.id)}>
              {t('timedOut.checkAgain')}
            </button>
          </p>
        </header>
      );
    case 'Canceled':
      return <header className="confirm-outcome stack">{h1(t('failed.canceled'))}</header>;
    case 'Failed': {
      const failure = view.failure;
      // An action this page does not know (a newer server) reads as the safe default.
      const action = failure && isNextAction(failure.nextAction) ? failure.nextAction : 'SearchAgain';
      const ended = approvalEnded(failure, trip);
      const comment = ended === 'Denied' ? trip.approval?.comment : null;
      return (
        <header className="confirm-outcome notice notice-error stack">
          {h1(ended ? t(`approval.endedTitle.${ended}`) : t('failed.title'))}
          <p>{failureText(view, trip, t, describe)}</p>
          {comment && (
            <p>
              {t('approval.comment')} <q>{comment}</q>
            </p>
          )}
          <p>
            <a className="button" href={nextActionHref(action, links)}>
              {t(`nextAction.${action}`)}
            </a>
          </p>
        </header>
      );
    }
  }
}

/** A failure's words on this page: the server's, or the product's own for what the server words for another product. */
type Describe = (failure: Extract<ConfirmView, { kind: 'Failed' }>['failure']) => string;

function announcement(view: ConfirmView, trip: Trip, t: TFunction, describe: Describe): string {
  if (view.kind === 'Confirmed') return t('confirmed.done', { number: view.confirmationNumber });
  if (view.kind === 'Failed') return t('failed.announce', { message: failureText(view, trip, t, describe) });
  if (view.kind === 'AwaitingApproval') return t('approval.title');
  return '';
}

/** The page's booking id: `id` (flights) or `bookingId` (stays). */
const bookingIdOf = (search: string) => {
  const q = new URLSearchParams(search);
  return q.get('id') ?? q.get('bookingId') ?? '';
};

function Confirm({ locale, searchPath, checkoutPath, helpPath, product = 'flight' }: ConfirmAppProps) {
  const { t: tConfirm } = useTranslation('bookingconfirm');
  const { t: tShop } = useTranslation('flightshop');
  const { t: tStay } = useTranslation('staybook');
  const { t: tCar } = useTranslation('carbook');
  const { t: tActivity } = useTranslation('activitybook');
  const t: TFunction =
    product === 'stay'
      ? (key, o) => tConfirm(STAY_WORDS.has(key) ? `stay.${key}` : key, o)
      : product === 'car'
        ? (key, o) => (STAY_WORDS.has(key) ? tCar(`confirmPage.${key}`, o) : tConfirm(key, o))
        : product === 'experience'
          ? (key, o) => (STAY_WORDS.has(key) ? tActivity(`confirmPage.${key}`, o) : tConfirm(key, o))
          : tConfirm;
  const describe: Describe = (failure) =>
    (product === 'car' || product === 'experience') && failure && CAR_FAILURE_WORDS.has(failure.code)
      ? (product === 'car' ? tCar : tActivity)(`failure.${failure.code}`)
      : (failure?.message ?? t('failed.generic'));
  const session = useStore($session, { ssr: 'initial' });
  const s = useStore($confirmation);
  const signedIn = session.kind === 'SignedIn';
  const posted = useRef<string | null>(null);
  const links: Links = {
    search: localePath(locale, searchPath),
    checkout: checkoutPath && localePath(locale, checkoutPath),
    help: localePath(locale, helpPath),
    trips: localePath(locale, `${TRIPS_PATH}?tab=upcoming`),
  };

  useEffect(() => {
    // Inside the native app its own navigation surrounds the page: no site header or footer.
    if (inTravelApp()) page.setRootFlag('travelApp', true);
  }, []);
  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  useEffect(() => {
    if (!signedIn) return;
    // No id is the same dead end as an unknown one: the page says so and links to My trips.
    void openConfirmation(bookingIdOf(page.search()));
    return closeConfirmation;
  }, [signedIn]);

  const view = s.kind === 'Loaded' ? confirmView(s) : null;
  const confirmedNumber = view?.kind === 'Confirmed' ? view.confirmationNumber : null;
  const bookingId = s.kind === 'Loaded' ? s.trip.id : null;
  useEffect(() => {
    if (!confirmedNumber || !bookingId || posted.current === bookingId) return;
    posted.current = bookingId;
    if (inTravelApp()) postToNativeApp({ type: 'bookingComplete', bookingId, confirmationNumber: confirmedNumber });
  }, [confirmedNumber, bookingId]);

  if (!signedIn || s.kind === 'Loading') return <Loading label={t('loading')} />;
  if (s.kind === 'NotFound') {
    return (
      <div className="confirm-app stack">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <OnwardLinks links={links} t={t} />
      </div>
    );
  }
  if (s.kind === 'LoadFailed') {
    return (
      <div className="confirm-app stack">
        <h1>{t('loadFailed')}</h1>
        <Failed message={s.message} onRetry={() => void openConfirmation(bookingIdOf(page.search()))} />
      </div>
    );
  }

  const trip = s.trip;
  const shown = view!;
  const pending = shown.kind === 'Waiting' || shown.kind === 'TimedOut' || shown.kind === 'AwaitingApproval';
  return (
    <div className="confirm-app stack">
      <Outcome view={shown} trip={trip} links={links} locale={locale} t={t} describe={describe} />
      <p className="visually-hidden" role="status">
        {announcement(shown, trip, t, describe)}
      </p>
      <div className="confirm-grid">
        {trip.kind === 'Car' || trip.kind === 'Experience' ? (
          <Suspense fallback={<Loading />}>
            <OtherProductConfirm trip={trip} pending={pending} locale={locale} t={t} />
          </Suspense>
        ) : (
          <>
            {isStayTrip(trip) ? (
              <div className="stack">
                <StayDetails trip={trip} locale={locale} t={tStay} />
              </div>
            ) : (
              <div className="stack">
                <Itinerary trip={trip} locale={locale} t={t} tShop={tShop} />
                <Travelers trip={trip} t={t} />
                <Protections trip={trip} locale={locale} t={t} />
              </div>
            )}
            <PaymentSummary
              trip={trip}
              pending={pending}
              locale={locale}
              t={t}
              labels={isStayTrip(trip) ? tripBreakdown(trip).lines.map((l) => stayLineLabel(l, trip.nights, tStay)) : undefined}
            />
          </>
        )}
      </div>
      <OnwardLinks links={links} t={t} />
    </div>
  );
}

/** Where to go from here: the traveler's trips, or a new search. */
function OnwardLinks({ links, t }: { links: Links; t: TFunction }) {
  return (
    <p className="confirm-links">
      <a className="button" href={links.trips}>
        {t('links.trips')}
      </a>
      <a className="button button-secondary" href={links.search}>
        {t('links.search')}
      </a>
    </p>
  );
}

/** The booking confirmation page (/flights/book/confirm/?id=): the outcome, then the whole booking. */
export default function ConfirmApp(props: ConfirmAppProps) {
  return (
    <I18nIsland locale={props.locale}>
      <Confirm {...props} />
    </I18nIsland>
  );
}
