import { describe, expect, it } from 'vitest';
import {
  boxesTouch,
  clusterPoints,
  markerBox,
  markerWidthFor,
  markersClearOf,
  markersWithin,
  projectPx,
  viewBounds,
  zoomToOpen,
  type MapBounds,
  type MapPoint,
} from '../../../../src/lib/domain/lodging/map-clusters';

// Paris: the Louvre, the Opéra (about 1 km apart), La Défense (about 8 km west), and New York.
const louvre: MapPoint = { id: 'louvre', lat: 48.8606, lon: 2.3376, priceMinor: 32000 };
const opera: MapPoint = { id: 'opera', lat: 48.8719, lon: 2.3316, priceMinor: 28000 };
const defense: MapPoint = { id: 'defense', lat: 48.8918, lon: 2.2389, priceMinor: null };
const nyc: MapPoint = { id: 'nyc', lat: 40.758, lon: -73.9855, priceMinor: 41000 };
const all = [louvre, opera, defense, nyc];

const shape = (markers: ReturnType<typeof clusterPoints>) =>
  markers.map((m) => (m.kind === 'Single' ? m.point.id : `[${m.ids.join(',')}]`));

describe('clusterPoints', () => {
  it.each([
    { zoom: 2, expected: ['[louvre,opera,defense]', 'nyc'], why: 'a continent away: Paris is one cluster' },
    { zoom: 7, expected: ['[louvre,opera,defense]', 'nyc'], why: 'a region: still one' },
    { zoom: 9, expected: ['[louvre,opera,defense]', 'nyc'], why: 'the city: La Défense’s marker would touch the cluster’s, so it joins' },
    { zoom: 10, expected: ['[louvre,opera]', 'defense', 'nyc'], why: 'closer: La Défense stands apart' },
    { zoom: 15, expected: ['louvre', 'opera', 'defense', 'nyc'], why: 'streets: every stay alone' },
    { zoom: 14.6, expected: ['louvre', 'opera', 'defense', 'nyc'], why: 'a zoom mid-animation rounds to the nearest level' },
  ])('zoom $zoom: $why', ({ zoom, expected }) => {
    expect(shape(clusterPoints(all, zoom))).toEqual(expected);
  });

  it('gives a cluster its count, mean position, cheapest price and members’ bounds', () => {
    const [cluster] = clusterPoints([louvre, opera, defense], 6);
    expect(cluster).toMatchObject({ kind: 'Cluster', id: 'louvre', count: 3, fromMinor: 28000 });
    if (cluster?.kind !== 'Cluster') throw new Error('expected a cluster');
    expect(cluster.lat).toBeCloseTo((louvre.lat + opera.lat + defense.lat) / 3, 6);
    expect(cluster.bounds).toEqual([louvre.lat, defense.lon, defense.lat, louvre.lon]);
  });

  it('has no price for a cluster of stays without one', () => {
    const [cluster] = clusterPoints([defense, { ...defense, id: 'd2' }], 9);
    expect(cluster).toMatchObject({ kind: 'Cluster', fromMinor: null, count: 2 });
  });

  it('answers nothing for no points and scales to 500 in one pass', () => {
    expect(clusterPoints([], 10)).toEqual([]);
    const many = Array.from({ length: 500 }, (_, i) => ({
      id: `h${i}`,
      lat: 48.8 + (i % 25) * 0.004,
      lon: 2.3 + Math.floor(i / 25) * 0.004,
      priceMinor: i,
    }));
    const far = clusterPoints(many, 10);
    const near = clusterPoints(many, 17);
    expect(far.reduce((n, m) => n + (m.kind === 'Single' ? 1 : m.count), 0)).toBe(500);
    expect(far.length).toBeLessThan(20);
    expect(near.every((m) => m.kind === 'Single')).toBe(true);
  });
});

/** A point `dx`, `dy` pixels from `origin` at `zoom` (inverse Web Mercator). */
function at(id: string, dx: number, dy: number, zoom = 12, origin = { lat: 48.8566, lon: 2.3522 }): MapPoint {
  const scale = 256 * 2 ** zoom;
  const o = projectPx(origin.lat, origin.lon, zoom);
  const y = o.y + dy;
  return {
    id,
    lat: (180 / Math.PI) * Math.atan(Math.sinh(Math.PI - (2 * Math.PI * y) / scale)),
    lon: ((o.x + dx) / scale) * 360 - 180,
    priceMinor: 10000,
  };
}

/** Every pair of drawn markers: none may touch. */
function overlaps(markers: ReturnType<typeof clusterPoints>, zoom: number, width?: (p: MapPoint) => number): string[] {
  const boxes = markers.map((m) => markerBox(m, zoom, width));
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      if (boxesTouch(boxes[i]!, boxes[j]!)) found.push(`${shape([markers[i]!])}×${shape([markers[j]!])}`);
  return found;
}

describe('clusterPoints: no two markers overlap', () => {
  // Paris at zoom 12 sits at x ≈ 527,013 px: the 72 px cell edge is 45 px east of it, so points
  // there fall into neighbouring cells (the grid alone kept them apart).
  const edge = 72 - (projectPx(48.8566, 2.3522, 12).x % 72);
  it.each([
    {
      points: [at('a', edge - 5, 0), at('b', edge + 5, 0)],
      expected: ['[a,b]'],
      why: '10 px apart across a cell edge: one cluster',
    },
    {
      points: [at('a', edge - 5, 0), at('b', edge + 5, 30)],
      expected: ['[a,b]'],
      why: 'across a cell edge, one a little below the other: the pills would overlap',
    },
    {
      points: [at('a', edge - 50, 0), at('b', edge + 50, 0)],
      expected: ['a', 'b'],
      why: '100 px apart side by side: two pills with room between',
    },
    {
      points: [at('a', edge - 5, 0), at('b', edge + 5, -40)],
      expected: ['a', 'b'],
      why: 'one 40 px above the other: the upper pill ends where the lower begins, plus the gap',
    },
    {
      points: [at('a', 0, 0), at('b', 6, 0), at('c', 70, 10)],
      expected: ['[a,b,c]'],
      why: 'a cluster near a third marker across the cell edge: they merge',
    },
    {
      points: [at('x', 300, 300), at('a', edge - 5, 0), at('b', edge + 5, 0)],
      expected: ['x', '[a,b]'],
      why: 'the output keeps the input order of each marker’s first member',
    },
  ])('$why', ({ points, expected }) => {
    const markers = clusterPoints(points, 12);
    expect(shape(markers)).toEqual(expected);
    expect(overlaps(markers, 12)).toEqual([]);
  });

  it('uses the label widths it is given: short prices fit closer together', () => {
    const points = [at('a', edge - 35, 0), at('b', edge + 35, 0)];
    expect(shape(clusterPoints(points, 12))).toEqual(['[a,b]']);
    const narrow = () => markerWidthFor('$90');
    expect(shape(clusterPoints(points, 12, { markerWidth: narrow }))).toEqual(['a', 'b']);
    expect(overlaps(clusterPoints(points, 12, { markerWidth: narrow }), 12, narrow)).toEqual([]);
  });

  it('leaves no overlap at any zoom in a dense city of 500 stays (the bench’s spread)', () => {
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const city = Array.from({ length: 500 }, (_, i) => {
      const r = 0.18 * Math.sqrt(rnd());
      const a = rnd() * 2 * Math.PI;
      return { id: `h${i}`, lat: 48.8566 + r * Math.sin(a) * 0.66, lon: 2.3522 + r * Math.cos(a), priceMinor: 9000 + ((i * 7919) % 40000) };
    });
    for (let zoom = 2; zoom <= 17; zoom++) {
      const markers = clusterPoints(city, zoom);
      expect(overlaps(markers, zoom), `zoom ${zoom}`).toEqual([]);
      expect(markers.reduce((n, m) => n + (m.kind === 'Single' ? 1 : m.count), 0)).toBe(500);
    }
  });
});

describe('zoomToOpen', () => {
  const paris: MapBounds = [48.86, 2.23, 48.9, 2.34];
  it.each([
    { bounds: paris, zoom: 9, expected: 12, why: 'fits the members’ spread' },
    { bounds: paris, zoom: 12.4, expected: 13, why: 'always at least one level closer' },
    { bounds: [48.86, 2.33, 48.86, 2.33] as MapBounds, zoom: 10, expected: 13, why: 'members on one spot: three levels at most at once' },
    {
      bounds: [48.86, 2.33, 48.86, 2.33] as MapBounds,
      zoom: 15,
      expected: 17,
      why: 'members on one spot, near the street: the closest zoom',
    },
    { bounds: paris, zoom: 16.5, expected: 17, why: 'never past the maximum' },
  ])('$why', ({ bounds, zoom, expected }) => {
    expect(zoomToOpen(bounds, zoom, 800, 600, 17)).toBe(expected);
  });
});

describe('markersWithin', () => {
  it('keeps what is in view or near it, drops the rest', () => {
    const view: MapBounds = [48.85, 2.32, 48.88, 2.35];
    expect(shape(markersWithin(clusterPoints(all, 15), view))).toEqual(['louvre', 'opera']);
    expect(shape(markersWithin(clusterPoints(all, 15), view, 4))).toEqual(['louvre', 'opera', 'defense']);
  });
});

describe('projectPx', () => {
  it('puts the origin in the middle of the world', () => {
    expect(projectPx(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(projectPx(0, 180, 1).x).toBe(512);
  });
});

describe('viewBounds', () => {
  it('is the box around the centre, as wide as the map at that zoom', () => {
    const [s, w, n, e] = viewBounds([0, 0], 1, 512, 512);
    expect([w, e]).toEqual([-180, 180]);
    expect(n).toBeCloseTo(85.05, 1);
    expect(s).toBeCloseTo(-85.05, 1);
    const paris = viewBounds([48.8566, 2.3522], 12, 800, 400);
    expect(paris[1]).toBeLessThan(2.3522);
    expect(paris[3] - paris[1]).toBeCloseTo((800 / (256 * 4096)) * 360, 6);
    expect((paris[0] + paris[2]) / 2).toBeCloseTo(48.8566, 2);
  });
});

describe('markersClearOf', () => {
  const view = { center: [48.8566, 2.3522] as const, zoom: 12, width: 600, height: 400 };
  const single = (id: string, lat: number, lon: number) => ({ kind: 'Single' as const, point: { id, lat, lon, priceMinor: 10_000 } });
  // The map's centre is pixel (300, 200); a marker stands on its point, 36 px tall.
  const centre = single('c', 48.8566, 2.3522);
  it.each([
    ['a control far from the marker keeps it', [{ x0: 0, y0: 0, x1: 52, y1: 100 }], ['c']],
    ['a control over the marker hides it', [{ x0: 280, y0: 170, x1: 320, y1: 190 }], []],
    ['a control just below its point keeps it', [{ x0: 280, y0: 205, x1: 320, y1: 240 }], ['c']],
    ['no controls keeps everything', [], ['c']],
  ] as const)('%s', (_name, rects, ids) => {
    const kept = markersClearOf([centre], view, rects);
    expect(kept.map((m) => (m.kind === 'Single' ? m.point.id : m.id))).toEqual(ids);
  });
});
