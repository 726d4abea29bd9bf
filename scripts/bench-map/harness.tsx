// The results map alone, with 500 stays around Paris: the page scripts/bench-map.mjs measures.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import StaysMap from '../../src/islands/lodging/map/StaysMap';
import { I18nIsland } from '../../src/islands/ui/I18nIsland';
import type { LodgingSummary } from '../../src/lib/domain/lodging/lodging.schema';
import type { MapBounds } from '../../src/lib/domain/lodging/map-clusters';

/** A fixed pseudo-random spread (same every run): denser in the centre, as a city's hotels are. */
function stays(n: number): LodgingSummary[] {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: n }, (_, i) => {
    const r = 0.18 * Math.sqrt(rnd());
    const a = rnd() * 2 * Math.PI;
    return {
      id: `h${i}`,
      kind: 'hotel',
      name: `Hotel ${i}`,
      collection: 'NoCollection',
      starRating: 'Four',
      userRating: 8,
      reviewCount: 10,
      city: 'Paris',
      country: 'FR',
      lat: 48.8566 + r * Math.sin(a) * 0.66,
      lon: 2.3522 + r * Math.cos(a),
      distanceKm: 1,
      amenities: [],
      images: [],
      availability: { kind: 'Available', lowestPerNight: 9000 + ((i * 7919) % 40000), lowestTripTotal: 40000, freeCancellation: true },
    } satisfies LodgingSummary;
  });
}

const all = stays(Number(new URLSearchParams(location.search).get('n') ?? 500));
const bounds: MapBounds = [48.72, 2.16, 48.99, 2.54];

function Bench() {
  const [selected, setSelected] = useState<string | null>(null);
  const [searched, setSearched] = useState<MapBounds | null>(null);
  return (
    <>
      <h1>Map bench</h1>
      <StaysMap
        lodgings={all}
        bounds={bounds}
        onSearchArea={setSearched}
        selectedId={selected}
        onSelect={setSelected}
        label="Stays on the map"
      />
      <output id="searched">{searched ? searched.map((v) => v.toFixed(3)).join(',') : ''}</output>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <I18nIsland locale="en">
    <Bench />
  </I18nIsland>,
);
