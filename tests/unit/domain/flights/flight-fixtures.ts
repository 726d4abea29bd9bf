// Small flight answers for shop tests, written the way a timetable reads.
import type { Fare, FlightSearchResponse, Itinerary, Segment, Slice } from '../../../../src/lib/domain/flights/flights.schema';

const minutesBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 60_000);
const dayDiff = (a: string, b: string) => Math.round((Date.parse(b.slice(0, 10)) - Date.parse(a.slice(0, 10))) / 86_400_000);

/** One flight: "DL401", local departure and arrival with their offsets. */
export function seg(flight: string, from: string, to: string, dep: string, arr: string, over: Partial<Segment> = {}): Segment {
  return {
    origin: { locationCode: from },
    destination: { locationCode: to },
    marketingAirline: { code: flight.slice(0, 2), flightNumber: flight.slice(2) },
    operatingAirline: { code: flight.slice(0, 2) },
    scheduledDeparture: new Date(dep).toISOString(),
    scheduledArrival: new Date(arr).toISOString(),
    zonedDeparture: dep,
    zonedArrival: arr,
    durationMinutes: minutesBetween(dep, arr),
    stops: 0,
    stopoverDurationMinutes: 0,
    isSelfTransferLayover: false,
    plusDays: 0,
    ...over,
  };
}

/** A slice of these flights, with layovers, duration and plusDays worked out. */
export function slice(...segments: Segment[]): Slice {
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  const withLayovers = segments.map((s, i) => {
    const next = segments[i + 1];
    return {
      ...s,
      stopoverDurationMinutes: next ? minutesBetween(s.zonedArrival, next.zonedDeparture) : 0,
      plusDays: dayDiff(first.zonedDeparture, s.zonedArrival),
    };
  });
  return {
    origin: first.origin.locationCode,
    destination: last.destination.locationCode,
    zonedDeparture: first.zonedDeparture,
    zonedArrival: last.zonedArrival,
    durationMinutes: minutesBetween(first.zonedDeparture, last.zonedArrival),
    stops: segments.length - 1,
    plusDays: dayDiff(first.zonedDeparture, last.zonedArrival),
    segments: withLayovers,
  };
}

export function fare(id: string, rating: number, price: number, over: Partial<Fare> = {}): Fare {
  const names = ['Basic', 'Main', 'Comfort', 'Premium', 'First'];
  const cabins = ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'] as const;
  return {
    fareId: `${id}-${rating}`,
    fareShelf: { rating, shortBrandName: names[rating]!, cabin: cabins[rating]! },
    baseFare: price - 1500,
    taxes: 1500,
    amount: { fiat: { value: price, currencyCode: 'USD', currencySymbol: '$' }, rewards: [] },
    baggage: { kind: 'NotAllowed' },
    penalties: { kind: 'Unknown' },
    ...over,
  };
}

/** A trip of these slices whose basic fare costs `price` (minor units), a main fare 30% more. */
export function trip(id: string, slices: Slice[], price: number, over: Partial<Itinerary> = {}): Itinerary {
  return {
    id,
    multiTicketType: 'single',
    slices,
    fares: [fare(id, 0, price), fare(id, 1, Math.round(price * 1.3))],
    fareScore: { isBest: false, isCheapest: false, isFastest: false, isBestQuality: false },
    tags: [],
    score: 0.5,
    airlines: [...new Set(slices.flatMap((s) => s.segments.map((g) => g.marketingAirline.code)))],
    ...over,
  };
}

// JFK → LAX on 2026-12-10 and back on 2026-12-17.
export const out = {
  dl: slice(seg('DL401', 'JFK', 'LAX', '2026-12-10T08:00:00-05:00', '2026-12-10T11:20:00-08:00')),
  aaVia: slice(
    seg('AA100', 'JFK', 'ORD', '2026-12-10T06:00:00-05:00', '2026-12-10T07:40:00-06:00'),
    seg('AA200', 'ORD', 'LAX', '2026-12-10T09:00:00-06:00', '2026-12-10T11:30:00-08:00'),
  ),
  nkRedEye: slice(
    seg('NK300', 'JFK', 'DEN', '2026-12-10T21:00:00-05:00', '2026-12-10T23:30:00-07:00', { isSelfTransferLayover: true }),
    seg('NK301', 'DEN', 'LAX', '2026-12-11T06:00:00-07:00', '2026-12-11T07:40:00-08:00'),
  ),
};
export const back = {
  dl: slice(seg('DL402', 'LAX', 'JFK', '2026-12-17T07:00:00-08:00', '2026-12-17T15:20:00-05:00')),
  dlLate: slice(seg('DL408', 'LAX', 'JFK', '2026-12-17T22:00:00-08:00', '2026-12-18T06:15:00-05:00')),
  aa: slice(seg('AA900', 'LAX', 'JFK', '2026-12-17T13:00:00-08:00', '2026-12-17T21:30:00-05:00')),
  nk: slice(seg('NK310', 'LAX', 'JFK', '2026-12-17T12:00:00-08:00', '2026-12-17T20:10:00-05:00')),
};

/** Seven round trips over three outbounds. */
export const roundTrips: Itinerary[] = [
  trip('t1', [out.dl, back.dl], 42000, { score: 0.9, tags: ['Best Overall'] }),
  trip('t2', [out.dl, back.dlLate], 39000, { score: 0.7 }),
  trip('t3', [out.dl, back.aa], 45000, { score: 0.6, multiTicketType: 'hackerFare' }),
  trip('t4', [out.aaVia, back.aa], 36000, { score: 0.75, tags: ['Best Quality'] }),
  trip('t5', [out.aaVia, back.dl], 47000, { score: 0.5, multiTicketType: 'hackerFare' }),
  trip('t6', [out.nkRedEye, back.nk], 21000, { score: 0.6, tags: ['Best Price'], multiTicketType: 'virtualInterline' }),
  trip('t7', [out.nkRedEye, back.aa], 30000, { score: 0.4, multiTicketType: 'virtualInterline' }),
];

export const airlines: FlightSearchResponse['airlines'] = [
  { code: 'DL', name: 'Delta Air Lines', isLowCost: false, isFlagged: false },
  { code: 'AA', name: 'American Airlines', isLowCost: false, isFlagged: false },
  { code: 'NK', name: 'Spirit Airlines', isLowCost: true, isFlagged: false },
];

export const airports: FlightSearchResponse['airports'] = [
  { code: 'JFK', name: 'John F. Kennedy International Airport', city: 'New York', country: 'US', timeZone: 'America/New_York' },
  { code: 'LAX', name: 'Los Angeles International Airport', city: 'Los Angeles', country: 'US', timeZone: 'America/Los_Angeles' },
  { code: 'ORD', name: "O'Hare International Airport", city: 'Chicago', country: 'US', timeZone: 'America/Chicago' },
  { code: 'DEN', name: 'Denver International Airport', city: 'Denver', country: 'US', timeZone: 'America/Denver' },
];

export const roundTripAnswer: FlightSearchResponse = { itineraries: roundTrips, airlines, airports };
