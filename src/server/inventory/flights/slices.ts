// Timetables and connections: turns a path into dated flights in each airport's local time.
import { tzOffset } from '@date-fns/tz';
import type { Segment, Slice } from '../../../lib/domain/flights/flights.schema';
import { Rng, hashSeed } from '../random';
import type { Airport, Reference } from '../reference';
import { slicePaths, type Leg, type Path } from './network';
import { addDays, daysBetween } from '../../../lib/domain/shared/dates';
import { Lru } from '../lru';

const MINUTE = 60_000;
/** Minimum connection times: same country, international, and a self-transfer (bags re-checked). */
export const MCT_DOMESTIC = 45;
export const MCT_INTERNATIONAL = 90;
export const MCT_SELF_TRANSFER = 150;
const MAX_LAYOVER = 6 * 60;
const MAX_OPTIONS_PER_SLICE = 70;

export interface SliceOption {
  key: string;
  slice: Slice;
  legs: Leg[];
  selfTransfer: boolean;
  departureUtc: number;
  arrivalUtc: number;
  /** Local departure hour at the origin, for red-eye and peak pricing. */
  departureHour: number;
  international: boolean;
}

export function blockMinutes(km: number): number {
  return Math.round((30 + (km / 830) * 60 + (km > 3500 ? 15 : 0)) / 5) * 5;
}

export function minimumConnection(arriving: Leg, departing: Leg, selfTransfer: boolean): number {
  if (selfTransfer) return MCT_SELF_TRANSFER;
  return arriving.from.country === departing.to.country && arriving.to.country === departing.to.country ? MCT_DOMESTIC : MCT_INTERNATIONAL;
}

const timetables = new Lru<string, number[]>(50_000);
const sliceCache = new Lru<string, SliceOption[]>(2_000);

/** Local departure minutes after midnight of a carrier's flights on a leg that day; busier between big cities. */
function timetable(leg: Leg, date: string): number[] {
  return timetables.get(`${leg.carrier.code}|${leg.from.code}|${leg.to.code}|${date}`, () => makeTimetable(leg, date));
}

function makeTimetable(leg: Leg, date: string): number[] {
  const rng = new Rng(`tt|${leg.carrier.code}|${leg.from.code}|${leg.to.code}|${date}`);
  const hubs = Number(leg.carrier.hubs.includes(leg.from.code)) + Number(leg.carrier.hubs.includes(leg.to.code));
  const big = Math.min(leg.from.cityPopulation, leg.to.cityPopulation) >= 2_000_000;
  const long = leg.km > 4000;
  const count = long ? rng.int(1, 2) : hubs === 2 ? rng.int(4, 7) : big ? rng.int(3, 5) : rng.int(1, 3);
  const times = new Set<number>();
  while (times.size < count) times.add(rng.int(6 * 12, 22 * 12 + 6) * 5);
  return [...times].sort((a, b) => a - b);
}

// A zone's offset only changes on a quarter hour (UTC), so it is looked up once per zone and
// quarter hour: Intl-based lookups were ~60 % of a fresh search's time.
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, number>();
function offsetMinutes(timeZone: string, instant: number): number {
  const key = `${timeZone}|${Math.floor(instant / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 200_000) offsets.clear();
    offsets.set(key, (offset = tzOffset(timeZone, new Date(instant))));
  }
  return offset;
}

/** The instant of a wall-clock time at the airport, as TZDate computes it (DST gaps and overlaps included). */
export function localInstant(airport: Pick<Airport, 'timeZone'>, date: string, minutes: number): number {
  const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 0, minutes);
  const first = wall - offsetMinutes(airport.timeZone, wall) * 60_000;
  const second = wall - offsetMinutes(airport.timeZone, first) * 60_000;
  // In a spring-forward gap no instant shows this wall time: the clock moves on, to the later guess.
  return second + offsetMinutes(airport.timeZone, second) * 60_000 === wall ? second : Math.max(first, second);
}

/** Local time at the airport as `YYYY-MM-DDTHH:mm:ss±hh:mm`. */
export function zoned(instant: number, airport: Airport): { iso: string; date: string; hour: number } {
  const offset = offsetMinutes(airport.timeZone, instant);
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const suffix = `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return { iso: local + suffix, date: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
}

function flightNumber(leg: Leg, minutes: number): string {
  return String((hashSeed(`${leg.carrier.code}${leg.from.code}${leg.to.code}${minutes}`) % 2899) + 100);
}

/** The first departure of `leg` leaving between `earliest` and `latest` (UTC ms), over two local days. */
function connectingDeparture(leg: Leg, earliest: number, latest: number): number | null {
  const startDate = zoned(earliest, leg.from).date;
  for (const date of [startDate, addDays(startDate, 1)]) {
    for (const minutes of timetable(leg, date)) {
      const at = localInstant(leg.from, date, minutes);
      if (at >= earliest && at <= latest) return at;
    }
  }
  return null;
}

function buildOption(path: Path, firstDeparture: number, sliceDate: string): SliceOption | null {
  const segments: Segment[] = [];
  let departure = firstDeparture;
  let previousArrival = 0;
  for (const [i, leg] of path.legs.entries()) {
    if (i > 0) {
      const prev = path.legs[i - 1] as Leg;
      const selfTransfer = path.selfTransferAfter[i - 1] ?? false;
      const earliest = previousArrival + minimumConnection(prev, leg, selfTransfer) * MINUTE;
      const next = connectingDeparture(leg, earliest, previousArrival + MAX_LAYOVER * MINUTE);
      if (next === null) return null;
      departure = next;
      const last = segments[i - 1] as Segment;
      last.stopoverDurationMinutes = Math.round((departure - previousArrival) / MINUTE);
      last.isSelfTransferLayover = selfTransfer;
    }
    const minutes = blockMinutes(leg.km);
    const arrival = departure + minutes * MINUTE;
    const dep = zoned(departure, leg.from);
    const arr = zoned(arrival, leg.to);
    segments.push({
      origin: { locationCode: leg.from.code },
      destination: { locationCode: leg.to.code },
      marketingAirline: { code: leg.carrier.code, flightNumber: flightNumber(leg, departure / MINUTE) },
      operatingAirline: { code: leg.carrier.code },
      scheduledDeparture: new Date(departure).toISOString(),
      scheduledArrival: new Date(arrival).toISOString(),
      zonedDeparture: dep.iso,
      zonedArrival: arr.iso,
      durationMinutes: minutes,
      stops: 0,
      stopoverDurationMinutes: 0,
      isSelfTransferLayover: false,
      plusDays: daysBetween(sliceDate, arr.date),
    });
    previousArrival = arrival;
  }
  const first = segments[0] as Segment;
  const last = segments[segments.length - 1] as Segment;
  const origin = path.legs[0]!.from;
  const destination = path.legs[path.legs.length - 1]!.to;
  return {
    key: segments.map((s) => `${s.marketingAirline.code}${s.marketingAirline.flightNumber}@${s.scheduledDeparture}`).join('+'),
    legs: path.legs,
    selfTransfer: path.selfTransferAfter.some(Boolean),
    departureUtc: firstDeparture,
    arrivalUtc: previousArrival,
    departureHour: zoned(firstDeparture, origin).hour,
    international: path.legs.some((l) => l.from.country !== l.to.country),
    slice: {
      origin: origin.code,
      destination: destination.code,
      zonedDeparture: first.zonedDeparture,
      zonedArrival: last.zonedArrival,
      durationMinutes: Math.round((previousArrival - firstDeparture) / MINUTE),
      stops: segments.length - 1,
      plusDays: last.plusDays,
      segments,
    },
  };
}

/** Every flight option for one slice on its local departure date, shortest trips first (cached: schedules do not change). */
export function sliceOptions(ref: Reference, origin: Airport, destination: Airport, date: string): SliceOption[] {
  return sliceCache.get(`${origin.code}|${destination.code}|${date}`, () => buildSliceOptions(ref, origin, destination, date));
}

function buildSliceOptions(ref: Reference, origin: Airport, destination: Airport, date: string): SliceOption[] {
  const options: SliceOption[] = [];
  for (const path of slicePaths(ref, origin, destination)) {
    const departures = timetable(path.legs[0]!, date).slice(0, path.legs.length === 1 ? 7 : path.legs.length === 2 ? 3 : 2);
    for (const minutes of departures) {
      const option = buildOption(path, localInstant(origin, date, minutes), date);
      if (option) options.push(option);
    }
  }
  const unique = new Map(options.map((o) => [o.key, o]));
  return [...unique.values()]
    .sort((a, b) => a.slice.stops - b.slice.stops || a.slice.durationMinutes - b.slice.durationMinutes || a.departureUtc - b.departureUtc)
    .slice(0, MAX_OPTIONS_PER_SLICE);
}
