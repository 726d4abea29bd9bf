// The stay details page (SPEC §2 `hotels/shop`, `stays/shop`, `vacation-rentals/shop`,
// `premium-stays/shop`, `premium-stays/vacation-rentals/shop`): one island, the family as `mode`.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isLeaving } from '../../../lib/client/api';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { $stayDetails, $stayShopQuery, openStayShop, recordStayView, retryStayDetails } from '../../../lib/client/lodging/shop.store';
import { page } from '../../../lib/client/platform';
import { requireSignIn } from '../../../lib/client/session.store';
import type { LodgingDetailsResponse } from '../../../lib/domain/lodging/lodging.schema';
import { modePaths, type ShopQuery, type StayShopMode } from '../../../lib/domain/lodging/stay-shop';
import FavoriteButton from '../../favorites/FavoriteButton';
import { countryName, formatRating, starCount } from '../../favorites/format';
import { I18nIsland } from '../../ui/I18nIsland';
import { whenIdle } from '../../ui/idle';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { Failed, Loading } from '../../ui/Status';
import { ChangeStay } from './ChangeStay';
import { Gallery } from './Gallery';
import { Rooms } from './Rooms';
import { StayFacts } from './StayFacts';
import { Unavailable } from './Unavailable';
import './shop.css';

const LocationMap = lazy(() => import('./LocationMap'));

export interface StayShopProps {
  locale: Locale;
  mode: StayShopMode;
}

export default function StayShop(props: StayShopProps) {
  return (
    <I18nIsland locale={props.locale}>
      <Shop {...props} />
    </I18nIsland>
  );
}

function Shop({ locale, mode }: StayShopProps) {
  const { t } = useTranslation('staysshop');
  const state = useStore($stayDetails, { ssr: 'initial' });
  const query = useStore($stayShopQuery, { ssr: 'initial' });
  const searchHref = localePath(locale, modePaths(mode).search);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    requireSignIn();
    if (isLeaving()) return;
    openStayShop(page.search());
  }, []);

  // Each property joins recently viewed once per visit.
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (state.kind !== 'Loaded' || recorded.current === state.answer.lodging.id) return;
    recorded.current = state.answer.lodging.id;
    recordStayView(mode, state.answer);
  }, [state, mode]);

  // After a change of dates or guests the new rooms are announced by moving focus to the rooms heading.
  const [focusRooms, setFocusRooms] = useState(false);
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (state.kind !== 'Loaded') return;
    if (lastKey.current !== null && lastKey.current !== state.key) setFocusRooms(true);
    lastKey.current = state.key;
  }, [state]);

  const back = (
    <p className="stay-back">
      <a href={searchHref}>{t('backToSearch')}</a>
    </p>
  );

  if (state.kind === 'Invalid') {
    return (
      <div className="stay-shop stack">
        <h1 ref={title}>{t('title')}</h1>
        <div className="notice notice-error" role="alert">
          <p>{t(`invalid.${state.problem}`)}</p>
        </div>
        {back}
      </div>
    );
  }
  if (state.kind === 'Failed') {
    const message =
      state.status === 404 ? t('failed.notFound') : state.status === 422 || state.status === 400 ? t('failed.badStay') : t('failed.other');
    return (
      <div className="stay-shop stack">
        <h1 ref={title}>{t('title')}</h1>
        <Failed message={message} onRetry={state.status === 404 ? undefined : retryStayDetails} />
        {back}
      </div>
    );
  }
  if (state.kind !== 'Loaded' || !query) {
    return (
      <div className="stay-shop stack">
        <h1 ref={title}>{t('title')}</h1>
        <Loading label={t('loading')} />
      </div>
    );
  }
  return (
    <Details
      details={state.answer}
      query={query}
      mode={mode}
      locale={locale}
      searchHref={searchHref}
      focusRooms={focusRooms}
      onFocused={() => setFocusRooms(false)}
    />
  );
}

interface DetailsProps {
  details: LodgingDetailsResponse;
  query: ShopQuery;
  mode: StayShopMode;
  locale: Locale;
  searchHref: string;
  focusRooms: boolean;
  onFocused(): void;
}

function Details({ details, query, mode, locale, searchHref, focusRooms, onFocused }: DetailsProps) {
  const { t } = useTranslation('staysshop');
  const { lodging } = details;
  const roomsTitle = useRef<HTMLHeadingElement>(null);
  const [showMap, setShowMap] = useState(false);
  useEffect(() => whenIdle(() => setShowMap(true)), []);
  useEffect(() => {
    if (!focusRooms) return;
    roomsTitle.current?.focus();
    onFocused();
  }, [focusRooms, onFocused]);

  const stars = starCount(lodging);
  const unavailable = lodging.availability.kind === 'Unavailable' || query.unavailable;
  const isRental = lodging.kind === 'vacation_rental';
  const premium = lodging.collection !== 'NoCollection';

  return (
    <article className="stay-shop stack" aria-labelledby="stay-name">
      <p className="stay-back">
        <a href={searchHref}>{t('backToSearch')}</a>
      </p>
      <header className="stay-head">
        <div className="stay-head-text">
          {premium && <p className="badge stay-premium">{t(`collection.${lodging.collection}`)}</p>}
          <h1 id="stay-name">{lodging.name}</h1>
          <p className="stay-head-facts">
            {stars > 0 && (
              <span className="stay-stars" role="img" aria-label={t('stars', { count: stars })}>
                {'★'.repeat(stars)}
              </span>
            )}
            {isRental && <span>{t('kind.vacation_rental')}</span>}
            {lodging.reviewCount > 0 && (
              <span>
                {t('rating', {
                  rating: formatRating(lodging.userRating, locale),
                  count: lodging.reviewCount,
                  reviews: new Intl.NumberFormat(intlLocale(locale)).format(lodging.reviewCount),
                })}
              </span>
            )}
            <span>
              {lodging.city}, {countryName(lodging.country, locale)}
            </span>
          </p>
        </div>
        <FavoriteButton productId={lodging.id} productName={lodging.name} />
      </header>

      <Gallery lodging={lodging} />
      <ChangeStay stay={query.stay} locale={locale} petsShown={isRental || lodging.amenities.includes('PetFriendly')} />

      {unavailable && <Unavailable details={details} stay={query.stay} locale={locale} searchHref={searchHref} />}

      <section aria-labelledby="stay-rooms" className="stay-section">
        <h2 id="stay-rooms" ref={roomsTitle} tabIndex={-1}>
          {isRental ? t('rooms.titleRental') : t('rooms.title')}
        </h2>
        {details.rooms.length === 0 ? (
          // Not "nothing is left" when the stay breaks a rule: the notice above says what to change.
          <p>{unavailable ? t('rooms.afterFix') : t('rooms.none')}</p>
        ) : (
          <Rooms rooms={details.rooms} lodgingId={lodging.id} stay={query.stay} mode={mode} locale={locale} />
        )}
      </section>

      <StayFacts details={details} locale={locale} />

      <section aria-labelledby="stay-location" className="stay-section">
        <h2 id="stay-location">{t('location.title')}</h2>
        <p>
          {lodging.city}, {countryName(lodging.country, locale)}
        </p>
        {showMap && (
          <LoadBoundary>
            <Suspense fallback={<Loading label={t('location.loading')} />}>
              <LocationMap lat={lodging.lat} lon={lodging.lon} name={lodging.name} />
            </Suspense>
          </LoadBoundary>
        )}
      </section>
    </article>
  );
}
