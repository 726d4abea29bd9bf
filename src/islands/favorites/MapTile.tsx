import type { TileComponentProps } from 'pigeon-maps';
import { useState } from 'react';

/**
 * Pigeon-maps' own tile, except that a tile that fails to load (offline, a blocked tile server)
 * is hidden instead of showing the browser's broken-image sign: the markers stay readable.
 */
export function MapTile({ tile, tileLoaded }: TileComponentProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={tile.url}
      srcSet={tile.srcSet}
      width={tile.width}
      height={tile.height}
      loading="lazy"
      alt=""
      onLoad={tileLoaded}
      onError={() => setFailed(true)}
      style={{
        position: 'absolute',
        left: tile.left,
        top: tile.top,
        willChange: 'transform',
        transformOrigin: 'top left',
        visibility: failed ? 'hidden' : 'visible',
      }}
    />
  );
}
