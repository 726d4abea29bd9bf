// The activity details page (SPEC §2 activities/shop, ?id=…&date=…&adults=…&children=…&infants=…
// with &slot=… once a time is chosen): the activity, its day and party (changeable), the times with
// their price for the party, the cancellation policy with the chosen time's deadline, what is
// included, the reviews, the price and Continue to the checkout.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { isLeaving } from '../../../lib/client/api';
import {
  ACTIVITY_RESULTS_PATH,
  ACTIVITY_SEARCH_PATH,
  activityBookPath,
  activityResultsQuery,
  MAX_EXPERIENCE_TRAVELERS,
  type ActivityQuery,
} from '../../../lib/client/activities/activity-selection';
import {
  $activityDetails,
  $activityShopQuery,
  chosenSlot,
  openActivityShop,
  retryActivityDetails,
} from '../../../lib/client/activities/activity-shop.store';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { page } from '../../../lib/client/platform';
import { requireSignIn } from '../../../lib/client/session.store';
import type { ExperienceDetailsResponse } from '../../../lib/domain/experiences/experiences.schema';
import { I18nIsland } from '../../ui/I18nIsland';
import { Failed, Loading } from '../../ui/Status';
import { CancellationFacts } from '../ActivityFacts';
import { durationText, formatStartTime } from '../activity-text';
import { ActivityAbout } from './ActivityAbout';
import { DayAndParty } from './DayAndParty';
import { ShopAside } from './ShopAside';
import { firstOpenSlotId, SLOT_TITLE_ID, SlotPicker } from './SlotPicker';
import './activity-shop.css';

// The reviews are read after what a booking needs: their code and their call come once the
// details have rendered, and never hold them back.
const ActivityReviews = lazy(() => import('./ActivityReviews'));

export default function ActivityShop({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Shop locale={locale} />
    </I18nIsland>
  );
}

function Shop({ locale }: { locale: Locale }) {
  const { t } = useTranslation('activityshop');
  const state = useStore($activityDetails, { ssr: 'initial' });
  const query = useStore($activityShopQuery, { ssr: 'initial' });
  const searchHref = localePath(locale, ACTIVITY_SEARCH_PATH);

  useEffect(() => {
    requireSignIn();
    if (isLeaving()) return;
    openActivityShop(page.search());
  }, []);

  const back = (
    <p className="activity-back">
      <a href={searchHref}>{t('backToSearch')}</a>
    </p>
  );
  const frame = (body: ReactNode) => (
    <div className="activity-shop stack">
      <h1>{t('title')}</h1>
      {body}
    </div>
  );

  if (state.kind === 'Invalid') {
    return frame(
      <>
        <div className="notice notice-error" role="alert">
          <p>{t('invalid')}</p>
        </div>
        {back}
      </>,
    );
  }
  if (state.kind === 'Failed') {
    return frame(
      state.status === 404 ? (
        <div className="notice notice-error stack" role="alert">
          <h2>{t('failed.notFoundTitle')}</h2>
          <p>{t('failed.notFound')}</p>
          <p>
            <a className="button" href={searchHref}>
              {t('backToSearch')}
            </a>
          </p>
        </div>
      ) : (
        <>
          <Failed message={t('failed.other')} onRetry={retryActivityDetails} />
          {back}
        </>
      ),
    );
  }
  if (state.kind === 'NeedsChange' && query) {
    return frame(
      <>
        <div className="notice notice-error stack" role="alert">
          <h2>{t('needsChange.title')}</h2>
          {/* The server's words only when the page cannot tell why itself (they are English). */}
          <p>
            {state.problem
              ? t(`needsChange.${state.problem}`, { max: MAX_EXPERIENCE_TRAVELERS })
              : state.message || t('needsChange.server')}
          </p>
        </div>
        <DayAndParty key={state.key} date={query.date} party={query.party} bands={[]} locale={locale} alwaysOpen />
        {back}
      </>,
    );
  }
  const answer = state.kind === 'Loaded' ? state.answer : state.kind === 'Loading' ? state.previous : null;
  if (!answer || !query) return frame(<Loading label={t('loading')} />);
  return <Details details={answer} query={query} busy={state.kind === 'Loading'} locale={locale} />;
}

function Details({
  details,
  query,
  busy,
  locale,
}: {
  details: ExperienceDetailsResponse;
  query: ActivityQuery;
  /** A new day or party is being asked: the times shown are the old ones. */
  busy: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('activityshop');
  const [missing, setMissing] = useState(false);
  const e = details.experience;
  const chosen = chosenSlot(details, query.slotId);
  const open = chosen?.open ? chosen.slot : null;
  const continueHref = open ? localePath(locale, activityBookPath({ ...query, slotId: open.slotId })) : null;
  const resultsHref = `${localePath(locale, ACTIVITY_RESULTS_PATH)}?${activityResultsQuery({ id: e.cityId, name: e.city }, query).toString()}`;
  const rating = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(e.rating);

  useEffect(() => {
    if (open) setMissing(false);
  }, [open]);

  const continueWithoutTime = () => {
    setMissing(true);
    const first = firstOpenSlotId(details);
    page.byId(first ?? SLOT_TITLE_ID)?.focus();
  };

  return (
    <article className="activity-shop stack" aria-labelledby="activity-title">
      <p className="activity-back">
        <a href={resultsHref}>{t('backToResults')}</a>
      </p>
      <header className="activity-head">
        <h1 id="activity-title">{e.title}</h1>
        <p className="activity-head-facts">
          <span>{t('place', { city: e.city, country: e.country })}</span>
          <span>
            {e.reviewCount > 0 ? (
              <>
                <strong>{t('rating', { rating })}</strong> ·{' '}
                {t('reviews', { count: e.reviewCount, n: new Intl.NumberFormat(intlLocale(locale)).format(e.reviewCount) })}
              </>
            ) : (
              t('noReviews')
            )}
          </span>
          <span>{durationText(e.durationMinutes, t)}</span>
        </p>
      </header>

      <div className="activity-layout">
        <div className="activity-main stack">
          <DayAndParty date={query.date} party={query.party} bands={details.bands} locale={locale} />
          {busy && <Loading label={t('updating')} />}
          {e.availability.kind === 'Unavailable' && (
            <div className="notice" role="status">
              <p>{t(`unavailable.${e.availability.reason}`)}</p>
            </div>
          )}
          {chosen && !chosen.open && !busy && (
            <div className="notice" role="status">
              <p>{t('slots.chosenGone', { time: formatStartTime(chosen.slot.startTime, locale) })}</p>
            </div>
          )}
          <SlotPicker details={details} chosenId={open?.slotId ?? null} missing={missing && !open} busy={busy} locale={locale} />
          <section className="card activity-section" aria-labelledby="activity-cancellation">
            <h2 id="activity-cancellation">{t('cancellation.title')}</h2>
            <CancellationFacts
              policy={details.cancellation}
              start={open ? { startsAt: open.startsAt, timeZone: details.timeZone } : null}
              locale={locale}
            />
          </section>
          <ActivityAbout details={details} locale={locale} />
          <Suspense fallback={<ReviewsPending />}>
            <ActivityReviews experienceId={e.id} rating={e.rating} reviewCount={e.reviewCount} locale={locale} />
          </Suspense>
        </div>
        <ShopAside
          details={details}
          slot={open}
          continueHref={continueHref}
          onContinueWithoutTime={continueWithoutTime}
          busy={busy}
          locale={locale}
        />
      </div>
    </article>
  );
}

/** The reviews section's place while its code loads: the same card and heading, so nothing moves. */
function ReviewsPending() {
  const { t } = useTranslation('activityshop');
  return (
    <section className="card activity-section" aria-labelledby="activity-reviews" aria-busy="true">
      <h2 id="activity-reviews">{t('reviewsSection.title')}</h2>
      <Loading label={t('reviewsSection.loading')} />
    </section>
  );
}
