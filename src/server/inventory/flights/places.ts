// The airlines and airports an answer names, from the reference data: the shop lists them beside
// its itineraries, and a booked trip names them too, since its snapshot keeps codes only.
import type { AirlineInfoSchema, AirportInfoSchema, Slice } from '../../../lib/domain/flights/flights.schema';
import type { z } from 'zod';
import type { Reference } from '../reference';

type AirlineInfo = z.infer<typeof AirlineInfoSchema>;
type AirportInfo = z.infer<typeof AirportInfoSchema>;

export function airlineInfos(ref: Reference, codes: Iterable<string>): AirlineInfo[] {
  return [...new Set(codes)].flatMap((code) => {
    const a = ref.airlines.get(code);
    return a ? [{ code, name: a.name, isLowCost: a.network.isLowCost, isFlagged: code === 'WN' }] : [];
  });
}

export function airportInfos(ref: Reference, codes: Iterable<string>): AirportInfo[] {
  return [...new Set(codes)].flatMap((code) => {
    const a = ref.airports.get(code);
    return a ? [{ code, name: a.name, city: a.city, country: a.country, timeZone: a.timeZone }] : [];
  });
}

export const sliceAirlineCodes = (slices: readonly Slice[]) =>
  slices.flatMap((s) => s.segments.flatMap((g) => [g.marketingAirline.code, g.operatingAirline.code]));
export const sliceAirportCodes = (slices: readonly Slice[]) =>
  slices.flatMap((s) => s.segments.flatMap((g) => [g.origin.locationCode, g.destination.locationCode]));
