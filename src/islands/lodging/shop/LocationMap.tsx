// The property on a small map (loaded lazily: pigeon-maps comes with this chunk only).
import { useStore } from '@nanostores/react';
import { Map as PigeonMap, Overlay } from 'pigeon-maps';
import { useState } from 'react';
import { $config } from '../../../lib/client/config.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import { MAX_ZOOM, MIN_ZOOM, tileUrl } from '../../favorites/map-fit';
import { MapTile } from '../../favorites/MapTile';
import '../map-zoom.css';

export default function LocationMap({ lat, lon, name }: { lat: number; lon: number; name: string }) {
  const { t } = useTranslation('staysshop');
  const config = useStore($config);
  const [zoom, setZoom] = useState(14);
  const [center, setCenter] = useState<[number, number]>([lat, lon]);
  if (config.kind !== 'Loaded') return config.kind === 'Failed' ? <p className="muted">{t('location.noMap')}</p> : null;
  const tiles = config.config.mapTiles;
  return (
    <div className="stay-location-map">
      <PigeonMap
        height={240}
        center={center}
        zoom={zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        onBoundsChanged={(b) => {
          setCenter(b.center);
          setZoom(b.zoom);
        }}
        provider={(x, y, z) => tileUrl(tiles.url, x, y, z)}
        dprs={[1]}
        tileComponent={MapTile}
        attributionPrefix={false}
        attribution={<span>{tiles.attribution}</span>}
      >
        <Overlay anchor={[lat, lon]}>
          <span className="stay-location-pin" role="img" aria-label={t('location.pin', { name })} />
        </Overlay>
      </PigeonMap>
      <div className="map-zoom">
        <button
          type="button"
          aria-label={t('location.zoomIn')}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => setZoom((z) => Math.min(MAX_ZOOM, Math.round(z) + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          aria-label={t('location.zoomOut')}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => setZoom((z) => Math.max(MIN_ZOOM, Math.round(z) - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
      </div>
    </div>
  );
}
