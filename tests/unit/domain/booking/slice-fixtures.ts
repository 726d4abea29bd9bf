import type { Segment, Slice } from '../../../../src/lib/domain/flights/flights.schema';

// Flights for the after-booking rules' tables: UTC instants, the airports' own clocks, the
// airline that sold them.

export const MIN = 60_000;

export const seg = (
  from: string,
  to: string,
  dep: string,
  zdep: string,
  arr: string,
  zarr: string,
  over: Partial<Segment> = {},
): Segment => ({
  origin: { locationCode: from },
  destination: { locationCode: to },
  marketingAirline: { code: 'UA', flightNumber: `${from}${to}` },
  operatingAirline: { code: 'UA' },
  scheduledDeparture: dep,
  scheduledArrival: arr,
  zonedDeparture: zdep,
  zonedArrival: zarr,
  durationMinutes: Math.round((Date.parse(arr) - Date.parse(dep)) / MIN),
  stops: 0,
  stopoverDurationMinutes: 0,
  isSelfTransferLayover: false,
  plusDays: 0,
  ...over,
});

export const slice = (...segments: Segment[]): Slice => ({
  origin: segments[0]!.origin.locationCode,
  destination: segments.at(-1)!.destination.locationCode,
  zonedDeparture: segments[0]!.zonedDeparture,
  zonedArrival: segments.at(-1)!.zonedArrival,
  durationMinutes: Math.round((Date.parse(segments.at(-1)!.scheduledArrival) - Date.parse(segments[0]!.scheduledDeparture)) / MIN),
  stops: segments.length - 1,
  plusDays: 0,
  segments,
});
