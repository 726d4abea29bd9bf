// Results-map markers: stays that would overlap at a zoom share one cluster marker (grid
// clustering in Web Mercator pixels). Pure, so the map only draws what this answers.

export interface MapPoint {
  id: string;
  lat: number;
  lon: number;
  /** Nightly price in minor units; null when the stay has no price (unavailable). */
  priceMinor: number | null;
}

/** [south, west, north, east], as the search API's bounds. */
export type MapBounds = [number, number, number, number];

export type MapMarker<P extends MapPoint = MapPoint> =
  | { kind: 'Single'; point: P }
  | {
      kind: 'Cluster';
      /** Stable for the same members: the first member's id (points keep their input order). */
      id: string;
      lat: number;
      lon: number;
      count: number;
      ids: string[];
      /** The cheapest nightly price among the members, null when none has one. */
      fromMinor: number | null;
      bounds: MapBounds;
    };

const TILE = 256;
/** A cluster click zooms in at most this many levels: a long jump animates through every tile level between. */
export const MAX_OPEN_STEP = 3;
/** A price marker is about this wide: points closer than this in both directions are merged. */
export const CLUSTER_CELL_PX = 72;

/** Position on the world at `zoom`, in pixels. */
export function projectPx(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/**
 * Groups the points into cells of `cellPx` pixels at the (rounded) zoom: a cell with one point is
 * that point's marker, a cell with more is a cluster at the members' mean position. Output order:
 * by first member's input order, so the keys and the tab order stay put between renders.
 */
export function clusterPoints<P extends MapPoint>(points: readonly P[], zoom: number, cellPx = CLUSTER_CELL_PX): MapMarker<P>[] {
  const z = Math.round(zoom);
  const cells = new Map<string, P[]>();
  for (const p of points) {
    const { x, y } = projectPx(p.lat, p.lon, z);
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) cell.push(p);
    else cells.set(key, [p]);
  }
  const markers: MapMarker<P>[] = [];
  for (const members of cells.values()) {
    const first = members[0]!;
    if (members.length === 1) {
      markers.push({ kind: 'Single', point: first });
      continue;
    }
    let lat = 0;
    let lon = 0;
    let s = Infinity;
    let w = Infinity;
    let n = -Infinity;
    let e = -Infinity;
    let from: number | null = null;
    for (const m of members) {
      lat += m.lat;
      lon += m.lon;
      s = Math.min(s, m.lat);
      n = Math.max(n, m.lat);
      w = Math.min(w, m.lon);
      e = Math.max(e, m.lon);
      if (m.priceMinor !== null && (from === null || m.priceMinor < from)) from = m.priceMinor;
    }
    markers.push({
      kind: 'Cluster',
      id: first.id,
      lat: lat / members.length,
      lon: lon / members.length,
      count: members.length,
      ids: members.map((m) => m.id),
      fromMinor: from,
      bounds: [s, w, n, e],
    });
  }
  return markers;
}

/**
 * The zoom a cluster click goes to: enough to show its members' spread in a `width` × `height`
 * map, at least one level closer than now, at most `maxZoom` (members at one spot stay a cluster there).
 */
export function zoomToOpen(bounds: MapBounds, zoom: number, width: number, height: number, maxZoom: number): number {
  const [s, w, n, e] = bounds;
  const a = projectPx(n, w, 0);
  const b = projectPx(s, e, 0);
  const spanX = Math.abs(b.x - a.x);
  const spanY = Math.abs(b.y - a.y);
  const fit = Math.floor(
    Math.min(spanX > 0 ? Math.log2((width * 0.7) / spanX) : maxZoom, spanY > 0 ? Math.log2((height * 0.7) / spanY) : maxZoom),
  );
  return Math.min(maxZoom, Math.floor(zoom) + MAX_OPEN_STEP, Math.max(Math.floor(zoom) + 1, fit));
}

/** Keeps the markers inside `bounds` grown by `margin` of its size on each side (off-screen ones are not drawn). */
export function markersWithin<P extends MapPoint>(markers: readonly MapMarker<P>[], bounds: MapBounds, margin = 0.25): MapMarker<P>[] {
  const [s, w, n, e] = bounds;
  const dLat = (n - s) * margin;
  const dLon = (e - w) * margin;
  return markers.filter((m) => {
    const lat = m.kind === 'Single' ? m.point.lat : m.lat;
    const lon = m.kind === 'Single' ? m.point.lon : m.lon;
    return lat >= s - dLat && lat <= n + dLat && lon >= w - dLon && lon <= e + dLon;
  });
}

/** The [south, west, north, east] a `width` × `height` map shows around `center` at `zoom`. */
export function viewBounds(center: readonly [number, number], zoom: number, width: number, height: number): MapBounds {
  const scale = TILE * 2 ** zoom;
  const c = projectPx(center[0], center[1], zoom);
  const toLat = (y: number) => (180 / Math.PI) * Math.atan(Math.sinh(Math.PI - (2 * Math.PI * y) / scale));
  const toLon = (x: number) => (x / scale) * 360 - 180;
  return [toLat(c.y + height / 2), toLon(c.x - width / 2), toLat(c.y - height / 2), toLon(c.x + width / 2)];
}
