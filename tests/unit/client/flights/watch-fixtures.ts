import { tripKey } from '../../../../src/lib/domain/flights/watches';
import type { FlightWatch, WatchAlert, WatchTrip } from '../../../../src/lib/domain/flights/watches.constants';

export const WATCHES = '/flights/watches';
export const LIST = `GET ${WATCHES}`;
export const ALERTS = `GET ${WATCHES}/alerts`;
export const CREATE = `POST ${WATCHES}`;
export const SETTINGS = `PUT ${WATCHES}/settings`;
export const one = (method: 'PATCH' | 'DELETE', id: string) => `${method} ${WATCHES}/${id}`;

export const JFK_LAX: WatchTrip = {
  tripType: 'roundTrip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
  ],
  passengers: { ADT: 2, CNN: 0, INF: 0, INS: 0 },
};
export const BOS_SFO: WatchTrip = {
  tripType: 'oneWay',
  slices: [{ origin: 'BOS', destination: 'SFO', departureDate: '2027-01-05' }],
  passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
};

export const A = '00000000-0000-4000-8000-00000000000a';
export const B = '00000000-0000-4000-8000-00000000000b';

export function watch(id: string, trip: WatchTrip, over: Partial<FlightWatch> = {}): FlightWatch {
  return {
    id,
    tripKey: tripKey(trip),
    ...trip,
    createdAt: '2026-11-20T15:00:00.000Z',
    priceAtWatch: 321_00,
    currentPrice: 298_00,
    lowestSeen: 290_00,
    targetPrice: null,
    lastCheckedAt: '2026-11-22T14:05:00.000Z',
    lastAlertAt: null,
    ...over,
  };
}

export function alert(id: string, watchId: string, over: Partial<WatchAlert> = {}): WatchAlert {
  return { id, watchId, createdAt: '2026-11-22T14:05:00.000Z', kind: 'PriceDrop', price: 298_00, previousPrice: 321_00, ...over };
}

export const settings = { alertsEnabled: true, minDrop: 20_00 };
