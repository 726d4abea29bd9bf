// The results map (SPEC §2 availability, view=map): a price marker per stay, stays that would
// overlap merged into one cluster marker (a click zooms in), and "Search this area" once the user
// has moved the map. Loaded with React.lazy by the availability page: pigeon-maps comes only here.
import { useStore } from '@nanostores/react';
import { Map as PigeonMap, Overlay } from 'pigeon-maps';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { $config } from '../../../lib/client/config.store';
import { provideResources } from '../../../lib/client/i18n';
import en from '../../../lib/client/i18n/locales/en/staysmap.json';
import fr from '../../../lib/client/i18n/locales/fr/staysmap.json';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { LodgingSummary } from '../../../lib/domain/lodging/lodging.schema';
import {
  clusterPoints,
  markerWidthFor,
  markersClearOf,
  markersWithin,
  viewBounds,
  zoomToOpen,
  type MapBounds,
  type MapMarker,
  type MapPoint,
} from '../../../lib/domain/lodging/map-clusters';
import { formatStayPrice } from '../../favorites/format';
import { fitPlaces, MIN_ZOOM, tileUrl } from '../../favorites/map-fit';
import { MapTile } from '../../favorites/MapTile';
import { Loading } from '../../ui/Status';
import type { Locale } from '../../../lib/client/i18n';
import '../map-zoom.css';
import './stays-map.css';

// The map's strings come with its chunk (loaded with the map), so a page needs no namespace for it.
provideResources({ en: { staysmap: en }, fr: { staysmap: fr } });

export interface StaysMapProps {
  lodgings: LodgingSummary[];
  /** [south, west, north, east] holding every result (the search answer's), or null to fit the markers. */
  bounds: MapBounds | null;
  /** "Search this area": the bounds the user is looking at. */
  onSearchArea(bounds: MapBounds): void;
  selectedId: string | null;
  onSelect(id: string): void;
  /** The map region's accessible name. */
  label: string;
}

/** Street level: stays still apart here are on the same spot. */
const MAX_ZOOM = 17;
/** Until the map measures its box (and in tests, where nothing has a size). */
const FALLBACK = { width: 640, height: 448 };

interface StayPoint extends MapPoint {
  name: string;
  /** The marker's text: its price, or a dash. Its length sizes the marker for clustering. */
  label: string;
  width: number;
}
interface View {
  center: [number, number];
  zoom: number;
}

const near = (a: View, b: View) =>
  Math.abs(a.zoom - b.zoom) < 0.01 && Math.abs(a.center[0] - b.center[0]) < 1e-4 && Math.abs(a.center[1] - b.center[1]) < 1e-4;

function toPoint(l: LodgingSummary, text: (minor: number | null) => string): StayPoint {
  const priceMinor = l.availability.kind === 'Available' ? l.availability.lowestPerNight : null;
  const label = text(priceMinor);
  return { id: l.id, lat: l.lat, lon: l.lon, name: l.name, priceMinor, label, width: markerWidthFor(label) };
}

const widthOf = (p: StayPoint) => p.width;

export default function StaysMap({ lodgings, bounds, onSearchArea, selectedId, onSelect, label }: StaysMapProps) {
  const { t, i18n } = useTranslation('staysmap');
  const locale = i18n.language as Locale;
  const config = useStore($config);
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View | null>(null);
  const [moved, setMoved] = useState(false);
  /** The view we set ourselves (a fit to new results): its own bounds change is not the user's move. */
  const fitted = useRef<View | null>(null);
  /** The bounds pigeon-maps last reported: what "Search this area" sends. */
  const lastBounds = useRef<MapBounds | null>(null);
  /** A cluster opened from the keyboard: focus goes to one of its stays once they are drawn. */
  const focusAfterOpen = useRef<Set<string> | null>(null);

  const noPrice = t('noPrice');
  const points = useMemo(
    () => lodgings.map((l) => toPoint(l, (minor) => (minor === null ? noPrice : formatStayPrice(minor, locale)))),
    [lodgings, locale, noPrice],
  );
  const size = () => ({ width: box.current?.clientWidth || FALLBACK.width, height: box.current?.clientHeight || FALLBACK.height });

  // New results (or new bounds from the search): fit them, and the user has not moved this view.
  const fitKey = bounds ? bounds.join(',') : points.map((p) => p.id).join(',');
  useEffect(() => {
    const { width, height } = size();
    const places = bounds
      ? [
          { lat: bounds[0], lon: bounds[1] },
          { lat: bounds[2], lon: bounds[3] },
        ]
      : points;
    const next = fitPlaces(places, width, height, 32);
    if (!next) return;
    const clamped = { center: next.center, zoom: Math.min(MAX_ZOOM, next.zoom) };
    fitted.current = clamped;
    setView(clamped);
    setMoved(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the results' identity, not on each new array
  }, [fitKey]);

  // Clustering follows whole zoom levels only: a pan or an animation frame re-clusters nothing.
  const level = Math.round(view?.zoom ?? 0);
  const markers = useMemo(() => clusterPoints(points, level, { markerWidth: widthOf }), [points, level]);
  // What the map shows once it settles (or the view it is going to): markers outside it, beyond a
  // margin, are not drawn, so a pan at street level moves a few dozen buttons, not 500.
  const [boxSize, setBoxSize] = useState(FALLBACK);
  const visible = useMemo(() => (view ? viewBounds(view.center, view.zoom, boxSize.width, boxSize.height) : null), [view, boxSize]);
  const current = useMemo(() => {
    if (!visible || !view) return markers;
    const within = markersWithin(markers, visible, 0.2);
    // Nothing is drawn under the map's own buttons (stays-map.css: the zoom pair at the top left,
    // "Search this area" centred at the top), where it could be neither seen nor clicked.
    const { width, height } = boxSize;
    const controls = [{ x0: 8, y0: 8, x1: 52, y1: 98 }, ...(moved ? [{ x0: width / 2 - 110, y0: 8, x1: width / 2 + 110, y1: 52 }] : [])];
    return markersClearOf(within, { center: view.center, zoom: view.zoom, width, height }, controls, widthOf);
  }, [markers, visible, view, boxSize, moved]);
  // New markers render in slices React can pause between, not in one long task.
  const shown = useDeferredValue(current);

  useEffect(() => {
    const wanted = focusAfterOpen.current;
    if (!wanted || !box.current) return;
    for (const el of box.current.querySelectorAll<HTMLButtonElement>('button[data-stays]')) {
      if (el.dataset.stays!.split(' ').some((id) => wanted.has(id))) {
        focusAfterOpen.current = null;
        el.focus();
        return;
      }
    }
  }, [shown]);

  const onBoundsChanged = useCallback(
    ({
      center,
      zoom,
      bounds: b,
      initial,
    }: {
      center: [number, number];
      zoom: number;
      bounds: { ne: [number, number]; sw: [number, number] };
      initial: boolean;
    }) => {
      const next = { center, zoom };
      setView(next);
      lastBounds.current = [b.sw[0], b.sw[1], b.ne[0], b.ne[1]];
      const size = { width: box.current?.clientWidth || FALLBACK.width, height: box.current?.clientHeight || FALLBACK.height };
      setBoxSize((s) => (s.width === size.width && s.height === size.height ? s : size));
      if (initial) return;
      if (fitted.current && near(fitted.current, next)) return;
      fitted.current = null;
      setMoved(true);
    },
    [],
  );

  const zoomBy = (delta: number) => {
    fitted.current = null;
    setView((v) => (v ? { ...v, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.round(v.zoom) + delta)) } : v));
  };
  const openCluster = useCallback((m: Extract<MapMarker<StayPoint>, { kind: 'Cluster' }>) => {
    const { width, height } = size();
    fitted.current = null;
    focusAfterOpen.current = new Set(m.ids);
    setView((v) => ({ center: [m.lat, m.lon], zoom: zoomToOpen(m.bounds, v?.zoom ?? MIN_ZOOM, width, height, MAX_ZOOM) }));
  }, []);
  const searchArea = () => {
    const area = lastBounds.current ?? visible;
    if (!area) return;
    setMoved(false);
    onSearchArea(area);
  };

  const price = useCallback((minor: number) => formatStayPrice(minor, locale), [locale]);

  if (config.kind === 'Failed') return <p className="notice">{t('unavailable')}</p>;

  return (
    <section className="stays-map" aria-label={label}>
      <div className="stays-map-box" ref={box}>
        {config.kind === 'Loading' || !view ? (
          <Loading label={t('loading')} />
        ) : (
          <PigeonMap
            center={view.center}
            zoom={view.zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            onBoundsChanged={onBoundsChanged}
            provider={(x, y, z) => tileUrl(config.config.mapTiles.url, x, y, z)}
            dprs={[1]}
            tileComponent={MapTile}
            attributionPrefix={false}
            attribution={<span>{config.config.mapTiles.attribution}</span>}
          >
            {/* clusterPoints merges any two markers whose boxes would touch: none overlaps another. */}
            {shown.map((m) =>
              m.kind === 'Single' ? (
                <Overlay
                  key={m.point.id}
                  anchor={[m.point.lat, m.point.lon]}
                  className={`pigeon-drag-block stays-marker-anchor${m.point.id === selectedId ? ' is-selected' : ''}`}
                >
                  <StayMarker point={m.point} selected={m.point.id === selectedId} onSelect={onSelect} />
                </Overlay>
              ) : (
                <Overlay key={`c:${m.id}:${m.count}`} anchor={[m.lat, m.lon]} className="pigeon-drag-block stays-marker-anchor">
                  <ClusterMarker
                    marker={m}
                    onOpen={openCluster}
                    price={price}
                    hasSelected={selectedId !== null && m.ids.includes(selectedId)}
                  />
                </Overlay>
              ),
            )}
          </PigeonMap>
        )}
        {view && (
          <div className="map-zoom">
            <button type="button" aria-label={t('zoomIn')} disabled={view.zoom >= MAX_ZOOM} onClick={() => zoomBy(1)}>
              <span aria-hidden="true">+</span>
            </button>
            <button type="button" aria-label={t('zoomOut')} disabled={view.zoom <= MIN_ZOOM} onClick={() => zoomBy(-1)}>
              <span aria-hidden="true">−</span>
            </button>
          </div>
        )}
        {moved && (
          <button type="button" className="stays-map-search button" onClick={searchArea}>
            {t('searchArea')}
          </button>
        )}
      </div>
    </section>
  );
}

const StayMarker = memo(function StayMarker({
  point,
  selected,
  onSelect,
}: {
  point: StayPoint;
  selected: boolean;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation('staysmap');
  const text = point.label;
  const name = point.priceMinor === null ? t('markerUnavailable', { name: point.name }) : t('marker', { name: point.name, price: text });
  return (
    <button
      type="button"
      className="stays-marker"
      data-stays={point.id}
      aria-label={name}
      aria-pressed={selected}
      onClick={() => onSelect(point.id)}
    >
      {text}
    </button>
  );
});

const ClusterMarker = memo(function ClusterMarker({
  marker,
  onOpen,
  price,
  hasSelected,
}: {
  marker: Extract<MapMarker<StayPoint>, { kind: 'Cluster' }>;
  onOpen(m: Extract<MapMarker<StayPoint>, { kind: 'Cluster' }>): void;
  price(minor: number): string;
  hasSelected: boolean;
}) {
  const { t } = useTranslation('staysmap');
  const name =
    marker.fromMinor === null
      ? t('cluster', { count: marker.count })
      : t('clusterFrom', { count: marker.count, price: price(marker.fromMinor) });
  return (
    <button
      type="button"
      className={`stays-cluster${hasSelected ? ' has-selected' : ''}`}
      data-stays={marker.ids.join(' ')}
      aria-label={name}
      onClick={() => onOpen(marker)}
    >
      {marker.count}
    </button>
  );
});
