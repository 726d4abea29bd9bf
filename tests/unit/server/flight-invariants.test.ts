// @vitest-environment node
// Property-based tests of the flight supplier simulator: random valid searches (one-way, round
// trip, multi-city) between airports the carriers serve, and the invariants every answer keeps.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FlightQuery, FlightSearchResponse, Itinerary, Segment } from '../../../src/lib/domain/flights/flights.schema';
import { FlightSearchResponseSchema } from '../../../src/lib/domain/flights/flights.schema';
import { distanceKm } from '../../../src/lib/domain/shared/geo';
import { carrierNetworks } from '../../../src/server/inventory/carriers';
import { searchFlights } from '../../../src/server/inventory/flights/search';
import { MCT_DOMESTIC, MCT_INTERNATIONAL, MCT_SELF_TRANSFER, blockMinutes } from '../../../src/server/inventory/flights/slices';
import { reference } from '../../../src/server/inventory/reference';
import { checkFlightSearch } from '../../../src/server/services/flights';

const TODAY = '2026-11-22';
const MINUTE = 60_000;
/** The simulator never waits longer than this between two flights of a slice (slices.ts MAX_LAYOVER). */
const MAX_LAYOVER_MINUTES = 6 * 60;

const AIRPORTS = [
  'JFK',
  'LAX',
  'ORD',
  'ATL',
  'DFW',
  'DEN',
  'SFO',
  'SEA',
  'MIA',
  'BOS',
  'YUL',
  'YYZ',
  'YVR',
  'CDG',
  'LHR',
  'FRA',
  'AMS',
  'MAD',
  'NRT',
  'HND',
  'SIN',
  'SYD',
  'MEX',
  'CUN',
  'BOG',
  'GRU',
  'DXB',
  'IST',
  'LAS',
  'MCO',
  'FLL',
] as const;

const ref = reference();
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayDiff = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const airport = (code: string) => {
  const a = ref.airports.get(code);
  if (!a) throw new Error(`unknown airport ${code}`);
  return a;
};
const search = (request: FlightQuery, today = TODAY): FlightSearchResponse => searchFlights(ref, request, { today });

// ---------------------------------------------------------------------------------------------
// Arbitraries: valid queries (checkFlightSearch accepts every one of them).

const dateArb = fc.integer({ min: 1, max: 300 }).map((n) => addDays(TODAY, n));
const sortedDatesArb = (n: number) =>
  fc
    .array(fc.integer({ min: 1, max: 300 }), { minLength: n, maxLength: n })
    .map((xs) => [...xs].sort((a, b) => a - b).map((d) => addDays(TODAY, d)));

/** A chain of n+1 airports where neighbours differ (index + a non-zero step, so no filtering). */
const airportChainArb = (n: number) =>
  fc
    .tuple(fc.nat({ max: AIRPORTS.length - 1 }), fc.array(fc.integer({ min: 1, max: AIRPORTS.length - 1 }), { minLength: n, maxLength: n }))
    .map(([start, steps]) => {
      const chain: string[] = [AIRPORTS[start]!];
      let i = start;
      for (const step of steps) {
        i = (i + step) % AIRPORTS.length;
        chain.push(AIRPORTS[i]!);
      }
      return chain;
    });

/** ADT 1–4, CNN 0–2, INS 0–1, INF 0..ADT — capped so the party stays within the 9-traveler limit. */
const passengersArb = fc
  .record({ ADT: fc.integer({ min: 1, max: 4 }), CNN: fc.integer({ min: 0, max: 2 }), INS: fc.integer({ min: 0, max: 1 }) })
  .chain((p) => fc.integer({ min: 0, max: Math.min(p.ADT, 9 - p.ADT - p.CNN - p.INS) }).map((INF) => ({ ...p, INF })));

const oneWayArb: fc.Arbitrary<FlightQuery> = fc
  .record({ route: airportChainArb(1), date: dateArb, passengers: passengersArb })
  .map(({ route: [o, d], date, passengers }): FlightQuery => ({
    tripType: 'oneWay',
    slices: [{ origin: o!, destination: d!, departureDate: date }],
    passengers,
  }));

const roundTripArb: fc.Arbitrary<FlightQuery> = fc
  .record({ route: airportChainArb(1), dates: sortedDatesArb(2), passengers: passengersArb })
  .map(({ route: [o, d], dates: [out, back], passengers }): FlightQuery => ({
    tripType: 'roundTrip',
    slices: [
      { origin: o!, destination: d!, departureDate: out! },
      { origin: d!, destination: o!, departureDate: back! },
    ],
    passengers,
  }));

const multiCityArb: fc.Arbitrary<FlightQuery> = fc
  .integer({ min: 2, max: 4 })
  .chain((n) => fc.record({ route: airportChainArb(n), dates: sortedDatesArb(n), passengers: passengersArb }))
  .map(({ route, dates, passengers }): FlightQuery => ({
    tripType: 'multiCity',
    slices: dates.map((departureDate, i) => ({ origin: route[i]!, destination: route[i + 1]!, departureDate })),
    passengers,
  }));

const requestArb = fc.oneof(oneWayArb, roundTripArb, multiCityArb);
const RUNS = { numRuns: 45 } as const;

// ---------------------------------------------------------------------------------------------
// Helpers.

const describeItinerary = (req: FlightQuery, it: Itinerary, s?: number, g?: number) =>
  `${req.tripType} ${req.slices.map((x) => `${x.origin}-${x.destination}@${x.departureDate}`).join(',')} itinerary ${it.id}` +
  (s === undefined ? '' : ` slice ${s}`) +
  (g === undefined
    ? ''
    : ` segment ${g} ${it.slices[s!]!.segments.map((x) => `${x.marketingAirline.code}${x.marketingAirline.flightNumber}:${x.origin.locationCode}-${x.destination.locationCode}`).join(' ')}`);

/** Wall-clock "YYYY-MM-DDTHH:mm" of an instant in an IANA zone. */
const formats = new Map<string, Intl.DateTimeFormat>();
function wallClock(instant: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The rule the brief states: a self-transfer needs 150 min; a connection touching two countries 90; else 45. */
function expectedMct(prev: Segment, next: Segment): number {
  if (prev.isSelfTransferLayover) return MCT_SELF_TRANSFER;
  const countries = new Set(
    [prev.origin.locationCode, prev.destination.locationCode, next.origin.locationCode, next.destination.locationCode].map(
      (c) => airport(c).country,
    ),
  );
  return countries.size > 1 ? MCT_INTERNATIONAL : MCT_DOMESTIC;
}

const lowestTotal = (it: Itinerary) => Math.min(...it.fares.map((f) => f.amount.fiat.value));
const totalDuration = (it: Itinerary) => it.slices.reduce((s, x) => s + x.durationMinutes, 0);

function checkSchema(answer: FlightSearchResponse) {
  const parsed = FlightSearchResponseSchema.safeParse(answer);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
}

function checkChaining(req: FlightQuery, answer: FlightSearchResponse) {
  for (const it of answer.itineraries) {
    expect(it.slices.length, describeItinerary(req, it)).toBe(req.slices.length);
    it.slices.forEach((slice, s) => {
      const where = describeItinerary(req, it, s);
      const segs = slice.segments;
      expect(segs.length, where).toBeGreaterThan(0);
      expect(slice.stops, where).toBe(segs.length - 1);
      expect(slice.origin, where).toBe(req.slices[s]!.origin);
      expect(slice.destination, where).toBe(req.slices[s]!.destination);
      expect(segs[0]!.origin.locationCode, where).toBe(req.slices[s]!.origin);
      expect(segs.at(-1)!.destination.locationCode, where).toBe(req.slices[s]!.destination);
      for (let g = 0; g + 1 < segs.length; g++) {
        expect(segs[g]!.destination.locationCode, describeItinerary(req, it, s, g)).toBe(segs[g + 1]!.origin.locationCode);
      }
      for (const seg of segs) expect(seg.origin.locationCode, where).not.toBe(seg.destination.locationCode);
    });
  }
}

function checkConnections(req: FlightQuery, answer: FlightSearchResponse) {
  for (const it of answer.itineraries) {
    it.slices.forEach((slice, s) => {
      const segs = slice.segments;
      segs.forEach((seg, g) => {
        const where = describeItinerary(req, it, s, g);
        const next = segs[g + 1];
        if (!next) {
          expect(seg.stopoverDurationMinutes, where).toBe(0);
          expect(seg.isSelfTransferLayover, where).toBe(false);
          return;
        }
        const layover = (Date.parse(next.scheduledDeparture) - Date.parse(seg.scheduledArrival)) / MINUTE;
        expect(layover, where).toBe(seg.stopoverDurationMinutes);
        expect(layover, where).toBeGreaterThanOrEqual(expectedMct(seg, next));
        expect(layover, where).toBeLessThanOrEqual(MAX_LAYOVER_MINUTES);
      });
      // The slice's own duration spans its first departure to its last arrival.
      const span = (Date.parse(segs.at(-1)!.scheduledArrival) - Date.parse(segs[0]!.scheduledDeparture)) / MINUTE;
      expect(slice.durationMinutes, describeItinerary(req, it, s)).toBe(span);
    });
    // A ticket with a self-transfer is never sold as a single ticket; a virtual interline has one.
    const selfTransfer = it.slices.some((x) => x.segments.some((g) => g.isSelfTransferLayover));
    if (selfTransfer) expect(it.multiTicketType, describeItinerary(req, it)).not.toBe('single');
    if (it.multiTicketType === 'virtualInterline') expect(selfTransfer, describeItinerary(req, it)).toBe(true);
    // Slices follow each other in time.
    for (let s = 0; s + 1 < it.slices.length; s++) {
      const arrival = Date.parse(it.slices[s]!.segments.at(-1)!.scheduledArrival);
      const departure = Date.parse(it.slices[s + 1]!.segments[0]!.scheduledDeparture);
      expect(departure, describeItinerary(req, it, s + 1)).toBeGreaterThan(arrival);
    }
  }
}

function checkTimes(req: FlightQuery, answer: FlightSearchResponse) {
  for (const it of answer.itineraries) {
    it.slices.forEach((slice, s) => {
      slice.segments.forEach((seg, g) => {
        const where = describeItinerary(req, it, s, g);
        const dep = Date.parse(seg.scheduledDeparture);
        const arr = Date.parse(seg.scheduledArrival);
        expect(Number.isFinite(dep) && Number.isFinite(arr), where).toBe(true);
        expect(seg.scheduledDeparture.endsWith('Z') && seg.scheduledArrival.endsWith('Z'), where).toBe(true);
        expect(arr, where).toBeGreaterThan(dep);
        expect((arr - dep) / MINUTE, where).toBe(seg.durationMinutes);
        expect(seg.durationMinutes, where).toBe(
          blockMinutes(distanceKm(airport(seg.origin.locationCode), airport(seg.destination.locationCode))),
        );
        expect(Date.parse(seg.zonedDeparture), where).toBe(dep);
        expect(Date.parse(seg.zonedArrival), where).toBe(arr);
        // The zoned strings carry each airport's own wall clock.
        expect(seg.zonedDeparture.slice(0, 16), where).toBe(wallClock(dep, airport(seg.origin.locationCode).timeZone));
        expect(seg.zonedArrival.slice(0, 16), where).toBe(wallClock(arr, airport(seg.destination.locationCode).timeZone));
      });
      expect(slice.zonedDeparture, describeItinerary(req, it, s)).toBe(slice.segments[0]!.zonedDeparture);
      expect(slice.zonedArrival, describeItinerary(req, it, s)).toBe(slice.segments.at(-1)!.zonedArrival);
    });
  }
}

function checkPlusDays(req: FlightQuery, answer: FlightSearchResponse) {
  for (const it of answer.itineraries) {
    it.slices.forEach((slice, s) => {
      const localDeparture = slice.segments[0]!.zonedDeparture.slice(0, 10);
      expect(localDeparture, describeItinerary(req, it, s)).toBe(req.slices[s]!.departureDate);
      slice.segments.forEach((seg, g) => {
        expect(seg.plusDays, describeItinerary(req, it, s, g)).toBe(dayDiff(localDeparture, seg.zonedArrival.slice(0, 10)));
      });
      expect(slice.plusDays, describeItinerary(req, it, s)).toBe(slice.segments.at(-1)!.plusDays);
    });
  }
}

function checkFares(req: FlightQuery, answer: FlightSearchResponse) {
  for (const it of answer.itineraries) {
    const where = describeItinerary(req, it);
    expect(it.fares.length, where).toBeGreaterThan(0);
    expect(new Set(it.fares.map((f) => f.fareId)).size, where).toBe(it.fares.length);
    it.fares.forEach((fare, i) => {
      const w = `${where} fare ${fare.fareId}`;
      for (const n of [fare.baseFare, fare.taxes, fare.amount.fiat.value]) expect(Number.isInteger(n), w).toBe(true);
      expect(fare.baseFare, w).toBeGreaterThan(0);
      expect(fare.taxes, w).toBeGreaterThanOrEqual(0);
      expect(fare.amount.fiat.value, w).toBe(fare.baseFare + fare.taxes);
      if (fare.baggage.kind === 'Allowed') for (const c of fare.baggage.charges) expect(Number.isInteger(c.amount), w).toBe(true);
      if (fare.penalties.kind === 'Known') {
        for (const p of [fare.penalties.change, fare.penalties.cancel])
          if (p.kind === 'WithFee') expect(Number.isInteger(p.amount), w).toBe(true);
      }
      const prev = it.fares[i - 1];
      if (prev) {
        expect(fare.fareShelf.rating, w).toBeGreaterThan(prev.fareShelf.rating);
        expect(fare.amount.fiat.value, w).toBeGreaterThanOrEqual(prev.amount.fiat.value);
      }
    });
  }
}

function checkTags(req: FlightQuery, answer: FlightSearchResponse) {
  const its = answer.itineraries;
  expect(new Set(its.map((i) => i.id)).size).toBe(its.length);
  for (const it of its) {
    expect(it.fareScore, describeItinerary(req, it)).toEqual({
      isCheapest: it.tags.includes('Best Price'),
      isFastest: it.tags.includes('Fastest'),
      isBest: it.tags.includes('Best Overall'),
      isBestQuality: it.tags.includes('Best Quality'),
    });
    expect(new Set(it.tags).size, describeItinerary(req, it)).toBe(it.tags.length);
  }
  if (its.length === 0) return;
  const tagged = (tag: string) => its.filter((i) => (i.tags as string[]).includes(tag));
  for (const tag of ['Best Price', 'Fastest', 'Best Overall', 'Best Quality']) expect(tagged(tag), tag).toHaveLength(1);
  expect(lowestTotal(tagged('Best Price')[0]!)).toBe(Math.min(...its.map(lowestTotal)));
  expect(totalDuration(tagged('Fastest')[0]!)).toBe(Math.min(...its.map(totalDuration)));
  // The list comes cheapest first.
  for (let i = 1; i < its.length; i++) expect(lowestTotal(its[i]!)).toBeGreaterThanOrEqual(lowestTotal(its[i - 1]!));
}

function checkSideLists(answer: FlightSearchResponse) {
  const airlines = new Set(answer.itineraries.flatMap((i) => i.airlines));
  expect(new Set(answer.airlines.map((a) => a.code))).toEqual(airlines);
  const airports = new Set(
    answer.itineraries.flatMap((i) =>
      i.slices.flatMap((s) => s.segments.flatMap((g) => [g.origin.locationCode, g.destination.locationCode])),
    ),
  );
  expect(new Set(answer.airports.map((a) => a.code))).toEqual(airports);
  for (const it of answer.itineraries) {
    const marketing = new Set(it.slices.flatMap((s) => s.segments.map((g) => g.marketingAirline.code)));
    expect(new Set(it.airlines)).toEqual(marketing);
  }
}

// ---------------------------------------------------------------------------------------------
// Properties.

describe('flight simulator invariants (property-based)', () => {
  it('generates only queries the service accepts', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        expect(() => checkFlightSearch(req, TODAY)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it('1. every answer parses with FlightSearchResponseSchema and its side lists match', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const answer = search(req);
        checkSchema(answer);
        checkSideLists(answer);
      }),
      RUNS,
    );
  });

  it('2. segments chain within each slice from the requested origin to the requested destination', () => {
    fc.assert(
      fc.property(requestArb, (req) => checkChaining(req, search(req))),
      RUNS,
    );
  });

  it('3. layovers equal stopoverDurationMinutes and respect the minimum connection times', () => {
    fc.assert(
      fc.property(requestArb, (req) => checkConnections(req, search(req))),
      RUNS,
    );
  });

  it('4. every segment arrives after it departs and the zoned times are the same instants', () => {
    fc.assert(
      fc.property(requestArb, (req) => checkTimes(req, search(req))),
      RUNS,
    );
  });

  it('5. plusDays counts local days from the slice departure date, which is the requested date', () => {
    fc.assert(
      fc.property(requestArb, (req) => checkPlusDays(req, search(req))),
      RUNS,
    );
  });

  it('6. fares: at least one, base + taxes = total, ratings up and totals non-decreasing, integers', () => {
    fc.assert(
      fc.property(requestArb, (req) => checkFares(req, search(req))),
      RUNS,
    );
  });

  it('7. exactly one itinerary per tag; Best Price is cheapest, Fastest is shortest; fareScore matches', () => {
    fc.assert(
      fc.property(requestArb, (req) => checkTags(req, search(req))),
      RUNS,
    );
  });

  it('8a. the same query on the same day gives a deep-equal answer', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        expect(search(structuredClone(req))).toEqual(search(req));
      }),
      { numRuns: 40 },
    );
  });

  it('8b. the answer does not depend on the simulator caches (a fresh module instance agrees)', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const before = search(req);
        vi.resetModules();
        const fresh = await import('../../../src/server/inventory/flights/search');
        const freshRef = (await import('../../../src/server/inventory/reference')).reference();
        expect(fresh.searchFlights(freshRef, req, { today: TODAY })).toEqual(before);
      }),
      { numRuns: 8 },
    );
  });

  it('8c. another search day may change prices but not which itineraries exist', () => {
    fc.assert(
      fc.property(
        requestArb,
        fc.integer({ min: -60, max: 1 }).filter((d) => d !== 0),
        (req, shift) => {
          const ids = (a: FlightSearchResponse) => a.itineraries.map((i) => i.id).sort();
          expect(ids(search(req, addDays(TODAY, shift)))).toEqual(ids(search(req)));
        },
      ),
      { numRuns: 40 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Examples.

describe('flight simulator examples', () => {
  it('JFK→LAX round trip in January 2027 has more than 150 itineraries and nonstops both ways', () => {
    const req: FlightQuery = {
      tripType: 'roundTrip',
      slices: [
        { origin: 'JFK', destination: 'LAX', departureDate: '2027-01-12' },
        { origin: 'LAX', destination: 'JFK', departureDate: '2027-01-19' },
      ],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
    };
    const answer = search(req);
    expect(answer.itineraries.length).toBeGreaterThan(150);
    expect(answer.itineraries.some((i) => i.slices[0]!.stops === 0)).toBe(true);
    expect(answer.itineraries.some((i) => i.slices[1]!.stops === 0)).toBe(true);
    for (const check of [checkChaining, checkConnections, checkTimes, checkPlusDays, checkFares, checkTags]) check(req, answer);
    checkSchema(answer);
  });

  it('a route nobody flies between two tiny airports is an empty answer, not an error', () => {
    const hubs = new Set(carrierNetworks.flatMap((n) => n.hubs));
    const tiny = ref.airportList
      .filter((a) => a.cityPopulation === 0 && !hubs.has(a.code) && a.region === 'America')
      .sort((a, b) => a.code.localeCompare(b.code));
    const origin = tiny[0]!;
    const destination = tiny.find((a) => distanceKm(origin, a) > 500)!;
    expect(origin).toBeDefined();
    expect(destination).toBeDefined();
    const req: FlightQuery = {
      tripType: 'oneWay',
      slices: [{ origin: origin.code, destination: destination.code, departureDate: '2027-02-10' }],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
    };
    expect(() => checkFlightSearch(req, TODAY)).not.toThrow();
    const answer = search(req);
    expect(answer).toEqual({ itineraries: [], airlines: [], airports: [] });
    checkSchema(answer);
  });

  it('a round trip between tiny airports is empty too', () => {
    const hubs = new Set(carrierNetworks.flatMap((n) => n.hubs));
    const [a, b] = ref.airportList
      .filter((x) => x.cityPopulation === 0 && !hubs.has(x.code) && x.region === 'Europe')
      .sort((x, y) => x.code.localeCompare(y.code));
    const req: FlightQuery = {
      tripType: 'roundTrip',
      slices: [
        { origin: a!.code, destination: b!.code, departureDate: '2027-03-01' },
        { origin: b!.code, destination: a!.code, departureDate: '2027-03-08' },
      ],
      passengers: { ADT: 2, CNN: 1, INF: 1, INS: 0 },
    };
    expect(search(req).itineraries).toEqual([]);
  });
});
