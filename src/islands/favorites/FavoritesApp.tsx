import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { $favoriteStays, retryFavoriteStays, startFavoriteStays, syncFavoriteStays } from '../../lib/client/favorites/favorite-stays.store';
import { $favoriteIds, $wishlists, loadWishlists } from '../../lib/client/favorites/wishlists.store';
import type { Locale } from '../../lib/client/i18n';
import { localePath } from '../../lib/client/locale';
import { $session, requireSignIn } from '../../lib/client/session.store';
import { CallState } from '../../lib/domain/shared/call-state';
import { I18nIsland } from '../ui/I18nIsland';
import { Failed, Loading } from '../ui/Status';
import { LoadBoundary } from '../ui/LoadBoundary';
import { FavoritesList } from './FavoritesList';
import { formatStayRange } from './format';
import { Heading, type HeadingLevel } from './Heading';
import { RecentlyViewed } from './RecentlyViewed';
import { FavoritesViews, useFavoritesView, type FavoritesView } from './use-favorites-view';
import { panelId, tabId, WishlistSwitcher } from './WishlistSwitcher';
import './favorites.css';
import { page } from '../../lib/client/platform';

// The map (pigeon-maps and its tiles) loads only when someone chooses the map view.
const FavoritesMap = lazy(() => import('./FavoritesMap').then((m) => ({ default: m.FavoritesMap })));

export interface FavoritesAppProps {
  locale: Locale;
  /** In the profile's Favorites tab: the profile shows the title and sends signed-out users to sign in. */
  embedded?: boolean;
  /** Where "Search stays" leads: the hotel search page once the site has one, else home. */
  searchPath?: string;
}

function ViewSwitch({ view, onChange }: { view: FavoritesView; onChange: (v: FavoritesView) => void }) {
  const { t } = useTranslation('favorites');
  return (
    <div role="group" aria-label={t('views.label')} className="view-switch">
      {FavoritesViews.map((v) => (
        <button key={v} type="button" aria-pressed={view === v} onClick={() => onChange(v)}>
          {t(`views.${v}`)}
        </button>
      ))}
    </div>
  );
}

function EmptyState({ level, searchHref }: { level: HeadingLevel; searchHref: string }) {
  const { t } = useTranslation('favorites');
  return (
    <div className="empty stack favorites-empty">
      <Heading level={level}>{t('empty.title')}</Heading>
      <p>{t('empty.body')}</p>
      <p>
        <a className="button" href={searchHref}>
          {t('empty.search')}
        </a>
      </p>
    </div>
  );
}

function Favorites({ locale, embedded = false, searchPath = '/' }: FavoritesAppProps) {
  const { t } = useTranslation('favorites');
  const session = useStore($session, { ssr: 'initial' });
  const lists = useStore($wishlists);
  const ids = useStore($favoriteIds);
  const stays = useStore($favoriteStays);
  const [view, setView] = useFavoritesView();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const idBase = useId();
  const panel = useRef<HTMLDivElement>(null);
  const level: HeadingLevel = embedded ? 3 : 2;
  const userId = session.kind === 'SignedIn' ? session.info.userId : null;
  const searchHref = localePath(locale, searchPath);

  useEffect(() => {
    if (!embedded && session.kind === 'SignedOut') requireSignIn();
  }, [embedded, session.kind]);
  useEffect(() => {
    if (userId) startFavoriteStays(userId);
  }, [userId]);
  // Price every favorite (all lists: switching lists shows prices at once) whenever the set changes.
  const idsKey = [...ids].sort().join('\n');
  useEffect(() => {
    if (lists.load === CallState.Success) void syncFavoriteStays(ids);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the set of ids, not on each new array of them
  }, [lists.load, idsKey]);

  const selected = lists.wishlists.find((w) => w.wishlistId === selectedId) ?? lists.wishlists[0] ?? null;
  const count = selected?.wishlistItems.length ?? 0;
  // A card whose heart or move took it out of the list leaves focus nowhere: the list takes it.
  const lastCount = useRef(count);
  useEffect(() => {
    if (count < lastCount.current && page.focusLost()) panel.current?.focus();
    lastCount.current = count;
  }, [count]);

  if (session.kind !== 'SignedIn') return <Loading />;

  let content;
  if (lists.wishlists.length === 0 && lists.load === CallState.Failed) {
    content = <Failed message={t('failed.wishlists')} onRetry={() => void loadWishlists()} />;
  } else if (lists.wishlists.length === 0 && lists.load !== CallState.Success) {
    content = <Loading label={t('loading.wishlists')} />;
  } else if (!selected) {
    content = <EmptyState level={level} searchHref={searchHref} />;
  } else {
    content = (
      <>
        <WishlistSwitcher idBase={idBase} wishlists={lists.wishlists} selected={selected} onSelect={setSelectedId} />
        <div
          ref={panel}
          role="tabpanel"
          id={panelId(idBase)}
          aria-labelledby={tabId(idBase, selected.wishlistId)}
          tabIndex={-1}
          className="stack favorites-panel"
        >
          <div className="favorites-toolbar">
            <p className="muted">
              {stays.stay
                ? t('prices.for', {
                    dates: formatStayRange(stays.stay.checkIn, stays.stay.checkOut, locale),
                    guests: t('prices.adults', { count: stays.stay.adults }),
                  })
                : t('prices.defaults')}
            </p>
            <ViewSwitch view={view} onChange={setView} />
          </div>
          {stays.state === CallState.Failed && <Failed message={t('failed.prices')} onRetry={() => void retryFavoriteStays()} />}
          {count === 0 ? (
            <div className="empty stack">
              <p>{t('empty.list')}</p>
              <p>
                <a href={searchHref}>{t('empty.search')}</a>
              </p>
            </div>
          ) : view === 'favorites_map' ? (
            <LoadBoundary>
              <Suspense fallback={<Loading label={t('loading.map')} />}>
                <FavoritesMap wishlist={selected} stays={stays} locale={locale} level={level} />
              </Suspense>
            </LoadBoundary>
          ) : (
            <FavoritesList
              wishlist={selected}
              wishlists={lists.wishlists}
              stays={stays}
              locale={locale}
              level={level}
              onMoved={setStatus}
            />
          )}
        </div>
      </>
    );
  }

  return (
    <div className="favorites-app stack">
      {!embedded && (
        <>
          <h1>{t('title')}</h1>
          <p className="lead">{t('intro')}</p>
        </>
      )}
      {content}
      <p className="favorites-status" role="status">
        {status}
      </p>
      <RecentlyViewed level={level} />
    </div>
  );
}

/** The favorites (SPEC §2): the /favorites/ page's island, and the profile's Favorites tab (`embedded`). */
export default function FavoritesApp(props: FavoritesAppProps) {
  return (
    <I18nIsland locale={props.locale}>
      <Favorites {...props} />
    </I18nIsland>
  );
}
