import { useStore } from '@nanostores/react';
import { Map as PigeonMap, Overlay } from 'pigeon-maps';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { $config } from '../../lib/client/config.store';
import type { FavoriteStaysState } from '../../lib/client/favorites/favorite-stays.store';
import type { Locale } from '../../lib/client/i18n';
import type { LodgingSummary } from '../../lib/domain/lodging/lodging.schema';
import type { Wishlist } from '../../lib/domain/profile/wishlists.schema';
import { Loading } from '../ui/Status';
import FavoriteButton from './FavoriteButton';
import { countryName, formatStayPrice } from './format';
import { Heading, type HeadingLevel } from './Heading';
import { centreAbove, fitPlaces, MAX_ZOOM, MIN_ZOOM, tileUrl } from './map-fit';
import { MapTile } from './MapTile';
import { PriceLine } from './StayCard';

interface Props {
  wishlist: Wishlist;
  stays: FavoriteStaysState;
  locale: Locale;
  level: HeadingLevel;
}

const HEIGHT = 420;
/** Until the map measures its box (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 640;
/** Close enough to tell neighbouring stays apart when one is chosen. */
const CHOSEN_ZOOM = 11;

interface View {
  center: [number, number];
  zoom: number;
}

/**
 * The wishlist on a map: one marker button per stay, a card for the chosen one. The places are
 * also a plain list of buttons under the map, so no stay is reachable only by pointing at tiles,
 * and markers and list show even when no tile loads (offline, blocked tile server).
 */
export function FavoritesMap({ wishlist, stays, locale, level }: Props) {
  const { t } = useTranslation('favorites');
  const config = useStore($config, { ssr: 'initial' });
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, HTMLButtonElement>());
  const popupTitle = useRef<HTMLHeadingElement>(null);
  const placesTitle = useRef<HTMLHeadingElement>(null);
  /** Where focus returns when the card closes: the marker or the list button that opened it. */
  const opener = useRef<HTMLElement | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  const places = useMemo(
    () => wishlist.wishlistItems.map((i) => stays.lodgings[i.productId]).filter((l): l is LodgingSummary => l !== undefined),
    [wishlist, stays.lodgings],
  );
  const notPlaced = wishlist.wishlistItems.filter((i) => !stays.lodgings[i.productId]);
  const placesKey = places.map((p) => p.id).join(',');

  const [view, setView] = useState<View | null>(null);
  // Fit every marker when the set of places changes; the user's own panning stays otherwise.
  useEffect(() => {
    const width = box.current?.clientWidth || FALLBACK_WIDTH;
    setView(fitPlaces(places, width, HEIGHT));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the set of places: a new array of the same ones keeps the user's panning
  }, [placesKey]);

  const chosen = places.find((p) => p.id === selected) ?? null;
  useEffect(() => {
    if (chosen) popupTitle.current?.focus();
  }, [chosen]);
  // The chosen stay left the list (its heart was pressed): its card goes, focus goes to the list.
  useEffect(() => {
    if (selected && !chosen) {
      setSelected(null);
      placesTitle.current?.focus();
    }
  }, [selected, chosen]);

  const show = (place: LodgingSummary, from: HTMLElement) => {
    opener.current = from;
    setSelected(place.id);
    setView((v) => {
      const zoom = Math.max(v?.zoom ?? MIN_ZOOM, CHOSEN_ZOOM);
      // The chosen marker sits in the upper part of the map, clear of the card over the lower part.
      return { center: centreAbove(place, zoom, HEIGHT * 0.2), zoom };
    });
  };
  const close = () => {
    const back = opener.current?.isConnected ? opener.current : selected ? markers.current.get(selected) : undefined;
    setSelected(null);
    back?.focus();
  };
  const onPopupKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };
  const zoomBy = (delta: number) => setView((v) => (v ? { ...v, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, v.zoom + delta)) } : v));

  const priceLabel = (p: LodgingSummary) =>
    p.availability.kind === 'Available' ? formatStayPrice(p.availability.lowestPerNight, locale) : t('map.noPrice');
  const markerLabel = (p: LodgingSummary) =>
    p.availability.kind === 'Available'
      ? t('map.marker', { name: p.name, price: formatStayPrice(p.availability.lowestPerNight, locale) })
      : t('map.markerUnavailable', { name: p.name });

  let map;
  if (config.kind === 'Loaded' && view) {
    const tiles = config.config.mapTiles;
    map = (
      <div className="favorites-map-box" ref={box}>
        <PigeonMap
          height={HEIGHT}
          defaultWidth={FALLBACK_WIDTH}
          center={view.center}
          zoom={view.zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          onBoundsChanged={({ center, zoom }) => setView({ center, zoom })}
          provider={(x, y, z) => tileUrl(tiles.url, x, y, z)}
          dprs={[1]}
          tileComponent={MapTile}
          attributionPrefix={false}
          attribution={<span>{tiles.attribution}</span>}
        >
          {places.map((p) => (
            <Overlay key={p.id} anchor={[p.lat, p.lon]} className="pigeon-drag-block favorites-marker-anchor">
              <button
                ref={(el) => {
                  if (el) markers.current.set(p.id, el);
                  else markers.current.delete(p.id);
                }}
                type="button"
                className="favorites-marker"
                aria-label={markerLabel(p)}
                aria-expanded={selected === p.id}
                aria-controls={selected === p.id ? `${id}-popup` : undefined}
                onClick={(e) => (selected === p.id ? close() : show(p, e.currentTarget))}
              >
                {priceLabel(p)}
              </button>
            </Overlay>
          ))}
        </PigeonMap>
        {chosen && (
          // Over the map's bottom edge rather than beside the marker: a card there is never cut off.
          <div id={`${id}-popup`} className="favorites-popup" role="group" aria-labelledby={`${id}-popup-title`} onKeyDown={onPopupKey}>
            {chosen.images[0] && <img src={chosen.images[0].url} alt="" width={96} height={96} />}
            <div className="favorites-popup-body">
              <Heading level={level} id={`${id}-popup-title`} ref={popupTitle} tabIndex={-1}>
                {chosen.name}
              </Heading>
              <p className="muted">
                {chosen.city}, {countryName(chosen.country, locale)}
              </p>
              <PriceLine lodging={chosen} prices={stays.state} locale={locale} />
              <div className="favorites-popup-actions">
                <FavoriteButton productId={chosen.id} productName={chosen.name} />
                <button type="button" className="button button-secondary" onClick={close}>
                  {t('map.close')}
                </button>
              </div>
            </div>
          </div>
        )}
        <div className="favorites-zoom">
          <button type="button" aria-label={t('map.zoomIn')} onClick={() => zoomBy(1)}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" aria-label={t('map.zoomOut')} onClick={() => zoomBy(-1)}>
            <span aria-hidden="true">−</span>
          </button>
        </div>
      </div>
    );
  } else if (config.kind === 'Failed') {
    map = <p className="notice">{t('map.unavailable')}</p>;
  } else if (config.kind === 'Loading') {
    map = <Loading label={t('loading.map')} />;
  }

  return (
    <div className="favorites-map-view stack">
      <section className="favorites-map" aria-label={t('map.label', { name: wishlist.name })}>
        {map}
      </section>
      <section aria-labelledby={`${id}-places`} className="stack">
        <Heading level={level} id={`${id}-places`} ref={placesTitle} tabIndex={-1}>
          {t('map.places')}
        </Heading>
        <ol className="favorites-places">
          {places.map((p) => (
            <li key={p.id}>
              <button type="button" className="favorites-place" aria-pressed={selected === p.id} onClick={(e) => show(p, e.currentTarget)}>
                <span className="favorites-place-name">{p.name}</span>
                <span className="muted">
                  {p.city} · {p.availability.kind === 'Available' ? t('card.perNight', { price: priceLabel(p) }) : t('card.unavailable')}
                </span>
              </button>
            </li>
          ))}
        </ol>
        {notPlaced.length > 0 && <p className="muted">{t('map.notPlaced', { count: notPlaced.length })}</p>}
      </section>
    </div>
  );
}
