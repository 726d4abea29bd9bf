// Which carriers fly a segment, and the paths (nonstop, one and two stops) a slice can take.
import { distanceKm } from '../../../lib/domain/shared/geo';
import { carrierNetworks, interlines, type CarrierNetwork } from '../carriers';
import type { Airport, Reference } from '../reference';

const MIN_SEGMENT_KM = 120;
const MAX_SEGMENT_KM = 15_500;
/** A spoke in the carrier's own region needs a city this big; low-cost carriers want bigger ones. */
const REGIONAL_SPOKE_POPULATION = 50_000;
const LOW_COST_SPOKE_POPULATION = 300_000;
/** Outside its region a carrier flies only to gateway cities. */
const GATEWAY_POPULATION = 1_500_000;

export interface Leg {
  from: Airport;
  to: Airport;
  carrier: CarrierNetwork;
  km: number;
}

export interface Path {
  legs: Leg[];
  /** Legs joined without an interline agreement: the traveler re-checks bags and re-clears security. */
  selfTransferAfter: boolean[];
}

export function flies(n: CarrierNetwork, a: Airport, b: Airport, km = distanceKm(a, b)): boolean {
  if (km < MIN_SEGMENT_KM || km > MAX_SEGMENT_KM) return false;
  const aHub = n.hubs.includes(a.code);
  const bHub = n.hubs.includes(b.code);
  if (aHub && bHub) return true;
  if (!aHub && !bHub) return false;
  const spoke = aHub ? b : a;
  if (n.regions.includes(spoke.region)) {
    return spoke.cityPopulation >= (n.isLowCost ? LOW_COST_SPOKE_POPULATION : REGIONAL_SPOKE_POPULATION);
  }
  // Long-haul abroad needs wide-body aircraft: carriers with a luxury cabin, never low-cost ones.
  return !n.isLowCost && n.hasLuxury && spoke.cityPopulation >= GATEWAY_POPULATION;
}

const leg = (from: Airport, to: Airport, carrier: CarrierNetwork): Leg => ({ from, to, carrier, km: distanceKm(from, to) });

function carriersFlying(a: Airport, b: Airport): CarrierNetwork[] {
  const km = distanceKm(a, b);
  return carrierNetworks.filter((n) => flies(n, a, b, km));
}

/**
 * Candidate paths for a slice, cheapest to build first: nonstops, then one stop at any carrier's
 * hub (same carrier or alliance; other pairs as a self-transfer), then two stops when few
 * one-stop paths exist. Detours longer than a traveler would accept are dropped.
 */
export function slicePaths(ref: Reference, origin: Airport, destination: Airport): Path[] {
  const direct = distanceKm(origin, destination);
  const paths: Path[] = carriersFlying(origin, destination).map((n) => ({ legs: [leg(origin, destination, n)], selfTransferAfter: [] }));

  const hubs = new Set(carrierNetworks.flatMap((n) => n.hubs));
  hubs.delete(origin.code);
  hubs.delete(destination.code);
  const oneStop: Path[] = [];
  for (const code of hubs) {
    const hub = ref.airports.get(code);
    if (!hub) continue;
    const viaKm = distanceKm(origin, hub) + distanceKm(hub, destination);
    if (viaKm > 1.35 * direct + 400) continue;
    const first = carriersFlying(origin, hub);
    const second = carriersFlying(hub, destination);
    for (const a of first) {
      for (const b of second) {
        const partners = interlines(a, b);
        // Self-transfers only where a traveler gains something: a low-cost leg or no alliance.
        if (!partners && !(a.isLowCost || b.isLowCost || a.alliance === null || b.alliance === null)) continue;
        oneStop.push({ legs: [leg(origin, hub, a), leg(hub, destination, b)], selfTransferAfter: [!partners] });
      }
    }
  }
  paths.push(...oneStop);

  if (paths.length < 6) {
    for (const n of carrierNetworks) {
      for (const h1 of n.hubs) {
        for (const h2 of n.hubs) {
          if (h1 === h2 || [origin.code, destination.code].includes(h1) || [origin.code, destination.code].includes(h2)) continue;
          const a = ref.airports.get(h1);
          const b = ref.airports.get(h2);
          if (!a || !b) continue;
          const viaKm = distanceKm(origin, a) + distanceKm(a, b) + distanceKm(b, destination);
          if (viaKm > 1.6 * direct + 600) continue;
          const firstCarrier = carriersFlying(origin, a).find((x) => interlines(x, n));
          const lastCarrier = carriersFlying(b, destination).find((x) => interlines(x, n));
          if (!firstCarrier || !lastCarrier || !flies(n, a, b)) continue;
          paths.push({
            legs: [leg(origin, a, firstCarrier), leg(a, b, n), leg(b, destination, lastCarrier)],
            selfTransferAfter: [false, false],
          });
        }
      }
    }
  }
  return paths;
}
