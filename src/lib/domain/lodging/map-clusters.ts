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
 * Marker boxes, from stays-map.css: a price marker is a pill (16 px bold text, line height 1.5,
 * 4 px × 8 px padding, 2 px border) standing on its point (bottom centre); a cluster is a 40 px
 * disc (wider for a long count) centred on its members' mean position.
 */
export const MARKER_HEIGHT_PX = 36;
export const CLUSTER_SIZE_PX = 40;
/** Padding and border across a marker. */
const MARKER_EDGE_PX = 20;
/** A generous width for one character of the 16 px bold label (DejaVu Sans Bold digits are 11.1 px). */
export const MARKER_CHAR_PX = 11.5;
/** Space kept between two markers' boxes, for rounding in the estimate. */
export const MARKER_GAP_PX = 2;

/** How wide a price marker draws for its label ("$320", "1 234 $ US"). */
export const markerWidthFor = (label: string): number => Math.max(32, Math.ceil(label.length * MARKER_CHAR_PX) + MARKER_EDGE_PX);

export interface ClusterOptions<P extends MapPoint> {
  /** The first pass's grid cell. */
  cellPx?: number;
  /** A point's marker width in pixels; by default that of a five-character price ("$1,234" and shorter fit). */
  markerWidth?(point: P): number;
}

export interface MarkerBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Group {
  /** Input indexes of the members, ascending. */
  members: number[];
  box: MarkerBox;
}

const DEFAULT_WIDTH = markerWidthFor('$1,234');

const singleBox = ({ x, y }: { x: number; y: number }, w: number): MarkerBox => ({
  x0: x - w / 2,
  x1: x + w / 2,
  y0: y - MARKER_HEIGHT_PX,
  y1: y,
});

function clusterBox({ x, y }: { x: number; y: number }, count: number): MarkerBox {
  const w = Math.max(CLUSTER_SIZE_PX, String(count).length * MARKER_CHAR_PX + MARKER_EDGE_PX);
  return { x0: x - w / 2, x1: x + w / 2, y0: y - CLUSTER_SIZE_PX / 2, y1: y + CLUSTER_SIZE_PX / 2 };
}

/** The pixels a marker covers at `zoom` (world pixels, as projectPx): what the map draws. */
export function markerBox<P extends MapPoint>(
  m: MapMarker<P>,
  zoom: number,
  markerWidth: (p: P) => number = () => DEFAULT_WIDTH,
): MarkerBox {
  const z = Math.round(zoom);
  return m.kind === 'Single'
    ? singleBox(projectPx(m.point.lat, m.point.lon, z), markerWidth(m.point))
    : clusterBox(projectPx(m.lat, m.lon, z), m.count);
}

/** Whether two boxes are closer than MARKER_GAP_PX (so the drawn markers could overlap). */
export const boxesTouch = (a: MarkerBox, b: MarkerBox): boolean =>
  a.x0 < b.x1 + MARKER_GAP_PX && b.x0 < a.x1 + MARKER_GAP_PX && a.y0 < b.y1 + MARKER_GAP_PX && b.y0 < a.y1 + MARKER_GAP_PX;

/**
 * Groups the points so that no two drawn markers overlap at the (rounded) zoom: first cells of
 * `cellPx` pixels, then any two groups whose marker boxes would touch are merged (a merged group
 * is a cluster at its members' mean position, so its box moves: repeat until no two touch). A
 * group of one is that point's marker, of more a cluster. Output order: by first member's input
 * order, so the keys and the tab order stay put between renders.
 */
export function clusterPoints<P extends MapPoint>(points: readonly P[], zoom: number, options: ClusterOptions<P> = {}): MapMarker<P>[] {
  const z = Math.round(zoom);
  const cellPx = options.cellPx ?? CLUSTER_CELL_PX;
  const widthOf = options.markerWidth ?? (() => DEFAULT_WIDTH);
  const px = points.map((p) => projectPx(p.lat, p.lon, z));

  const boxOf = (members: number[]): MarkerBox => {
    if (members.length === 1) {
      const i = members[0]!;
      return singleBox(px[i]!, widthOf(points[i]!));
    }
    let lat = 0;
    let lon = 0;
    for (const i of members) {
      lat += points[i]!.lat;
      lon += points[i]!.lon;
    }
    return clusterBox(projectPx(lat / members.length, lon / members.length, z), members.length);
  };

  // 1. The grid: cheap, and most of the merging when zoomed out.
  const cells = new Map<string, number[]>();
  px.forEach(({ x, y }, i) => {
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) cell.push(i);
    else cells.set(key, [i]);
  });
  let groups: Group[] = [...cells.values()].map((members) => ({ members, box: boxOf(members) }));

  // 2. Groups whose boxes touch merge, until none do (each round has fewer groups, so it ends).
  for (;;) {
    const merged = mergeTouching(groups);
    if (merged.length === groups.length) break;
    groups = merged.map((members) => ({ members, box: boxOf(members) }));
  }

  groups.sort((a, b) => a.members[0]! - b.members[0]!);
  return groups.map(({ members }) => toMarker(members.map((i) => points[i]!)));
}

/** One round: the groups' members joined along every touching pair (union-find over a spatial hash). */
function mergeTouching(groups: readonly Group[]): number[][] {
  let size = 1;
  for (const { box } of groups) size = Math.max(size, box.x1 - box.x0, box.y1 - box.y0);
  size += MARKER_GAP_PX;
  const parent = groups.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  // Each box covers at most 2 × 2 hash cells of its biggest size: only those neighbours are compared.
  const hash = new Map<string, number[]>();
  groups.forEach(({ box }, i) => {
    for (let cx = Math.floor(box.x0 / size); cx <= Math.floor(box.x1 / size); cx++)
      for (let cy = Math.floor(box.y0 / size); cy <= Math.floor(box.y1 / size); cy++) {
        const key = `${cx}:${cy}`;
        const others = hash.get(key);
        if (others) {
          for (const j of others) if (find(i) !== find(j) && boxesTouch(box, groups[j]!.box)) parent[find(i)] = find(j);
          others.push(i);
        } else hash.set(key, [i]);
      }
  });
  const joined = new Map<number, number[]>();
  groups.forEach(({ members }, i) => {
    const root = find(i);
    const into = joined.get(root);
    if (into) into.push(...members);
    else joined.set(root, [...members]);
  });
  return [...joined.values()].map((m) => (m.length > 1 ? m.sort((a, b) => a - b) : m));
}

function toMarker<P extends MapPoint>(members: P[]): MapMarker<P> {
  const first = members[0]!;
  if (members.length === 1) return { kind: 'Single', point: first };
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
  return {
    kind: 'Cluster',
    id: first.id,
    lat: lat / members.length,
    lon: lon / members.length,
    count: members.length,
    ids: members.map((m) => m.id),
    fromMinor: from,
    bounds: [s, w, n, e],
  };
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

/**
 * Leaves out the markers whose box would lie under one of the map's own controls (`rects`, in
 * pixels of the map box): a marker under a button can be neither seen nor clicked. They come
 * back as soon as a pan or zoom moves them clear; the list beside the map always has them.
 */
export function markersClearOf<P extends MapPoint>(
  markers: readonly MapMarker<P>[],
  view: { center: readonly [number, number]; zoom: number; width: number; height: number },
  rects: readonly MarkerBox[],
  markerWidth?: (p: P) => number,
): MapMarker<P>[] {
  if (rects.length === 0) return [...markers];
  const z = Math.round(view.zoom);
  const c = projectPx(view.center[0], view.center[1], view.zoom);
  return markers.filter((m) => {
    // The box at the rounded zoom (markers keep their pixel size), moved to where the view draws its anchor.
    const b = markerBox(m, z, markerWidth);
    const lat = m.kind === 'Single' ? m.point.lat : m.lat;
    const lon = m.kind === 'Single' ? m.point.lon : m.lon;
    const at = projectPx(lat, lon, z);
    const drawn = projectPx(lat, lon, view.zoom);
    const dx = drawn.x - at.x - c.x + view.width / 2;
    const dy = drawn.y - at.y - c.y + view.height / 2;
    const box = { x0: b.x0 + dx, x1: b.x1 + dx, y0: b.y0 + dy, y1: b.y1 + dy };
    return !rects.some((r) => boxesTouch(box, r));
  });
}
