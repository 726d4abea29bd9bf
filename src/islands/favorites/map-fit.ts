// Web Mercator arithmetic for the favorites map: a centre and zoom that show every marker.

export interface Place {
  lat: number;
  lon: number;
}

const TILE = 256;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 15;
/** One place alone: close enough to see its street, far enough to see the district. */
export const SINGLE_ZOOM = 13;

/** Position on the world at zoom 0, in pixels (0–256). */
function project({ lat, lon }: Place): { x: number; y: number } {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * TILE, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE };
}

function unproject(x: number, y: number): Place {
  const n = Math.PI - (2 * Math.PI * y) / TILE;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lon: (x / TILE) * 360 - 180 };
}

/**
 * The view that holds every place inside a map of `width` × `height` pixels, with `padding`
 * pixels kept free on each side for the markers. Null for no places.
 */
export function fitPlaces(
  places: readonly Place[],
  width: number,
  height: number,
  padding = 48,
): { center: [number, number]; zoom: number } | null {
  if (places.length === 0) return null;
  const points = places.map(project);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const centre = unproject((minX + maxX) / 2, (minY + maxY) / 2);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  if (spanX === 0 && spanY === 0) return { center: [centre.lat, centre.lon], zoom: SINGLE_ZOOM };
  const usableW = Math.max(1, width - 2 * padding);
  const usableH = Math.max(1, height - 2 * padding);
  const zoom = Math.floor(Math.min(spanX > 0 ? Math.log2(usableW / spanX) : MAX_ZOOM, spanY > 0 ? Math.log2(usableH / spanY) : MAX_ZOOM));
  return { center: [centre.lat, centre.lon], zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)) };
}

/** The centre that shows `place` `px` pixels above the middle of the map at `zoom`. */
export function centreAbove(place: Place, zoom: number, px: number): [number, number] {
  const scale = 2 ** zoom;
  const { x, y } = project(place);
  const centre = unproject(x, y + px / scale);
  return [centre.lat, centre.lon];
}

/** A tile address from a `{z}/{x}/{y}` template (`{s}` subdomains take the first, `{r}` retina suffix none). */
export function tileUrl(template: string, x: number, y: number, z: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{s}', 'a').replace('{r}', '');
}
