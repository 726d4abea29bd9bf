// Fare prices that behave like a market: distance, carrier, stops, days to departure, weekday,
// season and a daily seeded drift; shelves with their baggage and penalty rules.
import type { BaggageInfo, Cabin, PassengerCounts, PenaltyInfo } from '../../../lib/domain/flights/flights.schema';
import { bookingCurve } from '../../../lib/domain/flights/price-prediction';
import { Rng } from '../random';
import type { SliceOption } from './slices';

export interface ShelfDef {
  rating: number;
  cabin: Cabin;
  multiplier: number;
}

const SHELVES: readonly ShelfDef[] = [
  { rating: 0, cabin: 'BasicEconomy', multiplier: 1 },
  { rating: 1, cabin: 'Economy', multiplier: 1.22 },
  { rating: 2, cabin: 'Economy', multiplier: 1.5 },
  { rating: 3, cabin: 'PremiumEconomy', multiplier: 2.4 },
  { rating: 4, cabin: 'Business', multiplier: 4.2 },
];

const BRANDS: Record<string, readonly string[]> = {
  AA: ['Basic Economy', 'Main Cabin', 'Main Plus', 'Premium Economy', 'Flagship Business'],
  DL: ['Basic Economy', 'Main Cabin', 'Comfort+', 'Premium Select', 'Delta One'],
  UA: ['Basic Economy', 'Economy', 'Economy Plus', 'Premium Plus', 'Polaris'],
  B6: ['Blue Basic', 'Blue', 'Blue Extra', 'Even More Space', 'Mint'],
  AC: ['Basic', 'Standard', 'Flex', 'Premium Economy', 'Signature Class'],
};
const GENERIC_BRANDS = ['Basic', 'Standard', 'Flex', 'Premium', 'Business'] as const;

export function shelfName(carrier: string, rating: number): string {
  return (BRANDS[carrier] ?? GENERIC_BRANDS)[rating] ?? GENERIC_BRANDS[rating] ?? 'Fare';
}

/** Shelves a slice option sells: low-cost carriers stop at the third; luxury needs a long flight on a carrier that has it. */
export function availableShelves(option: SliceOption): ShelfDef[] {
  const km = option.legs.reduce((s, l) => s + l.km, 0);
  const lowCost = option.legs.some((l) => l.carrier.isLowCost);
  const luxury = option.legs.every((l) => l.carrier.hasLuxury) && km > 2500 && !option.selfTransfer;
  return SHELVES.filter((s) =>
    lowCost ? s.rating <= 2 || (s.rating === 4 && luxury && option.legs.every((l) => l.carrier.code === 'B6')) : s.rating <= 3 || luxury,
  );
}

const dayOfWeek = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

function seasonFactor(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if ((month === 12 && day >= 15) || (month === 1 && day <= 5)) return 1.25;
  if (month >= 6 && month <= 8) return 1.18;
  if (month === 3) return 1.08;
  if (month === 1 || month === 2 || month === 9) return 0.92;
  return 1;
}

/** Demand rises as departure nears; the predictor knows this curve, not the daily drift. */
export const daysOutFactor = bookingCurve;

const WEEKDAY = [1.1, 1, 0.92, 0.92, 1, 1.12, 0.95]; // Sunday … Saturday

/**
 * Basic-shelf base fare for one adult on one slice option, in cents (whole dollars).
 * `searchDay` seeds the daily drift: the same query on the same day gets the same price.
 */
export function basicAdultFare(option: SliceOption, date: string, daysOut: number, searchDay: string): number {
  const km = option.legs.reduce((s, l) => s + l.km, 0);
  const direct = option.legs.length === 1;
  const distanceUsd = km < 3000 ? 45 + 0.11 * km : 150 + 0.075 * km;
  const carrier = Math.min(
    ...option.legs.map((l) => (l.carrier.isLowCost ? 0.72 : l.carrier.code === 'WN' ? 0.9 : l.carrier.quality > 0.8 ? 1.08 : 1)),
  );
  const stops = option.selfTransfer ? 0.82 : direct ? 1.12 : option.legs.length === 2 ? 0.95 : 0.85;
  const hour = option.departureHour;
  const timeOfDay = hour >= 22 || hour < 6 ? 0.9 : (hour >= 7 && hour <= 9) || (hour >= 17 && hour <= 19) ? 1.06 : 1;
  const drift = 0.94 + new Rng(`drift|${option.key}|${searchDay}`).next() * 0.12;
  const usd =
    distanceUsd * carrier * stops * timeOfDay * daysOutFactor(daysOut) * (WEEKDAY[dayOfWeek(date)] ?? 1) * seasonFactor(date) * drift;
  return Math.max(39, Math.round(usd)) * 100;
}

/** Taxes and fees of one passenger on one slice: 7.5 % plus per-segment fees, plus a departure tax abroad. */
export function taxesFor(base: number, option: SliceOption, lapInfant: boolean): number {
  if (lapInfant) return option.international ? 2_500 : 0;
  const perSegment = option.legs.length * (560 + 450);
  return Math.round(base * 0.075) + perSegment + (option.international ? 4_000 : 0);
}

/** Base and taxes of a shelf for all passengers on one slice. Lap infants fly for 10 % abroad, free at home. */
export function passengersPrice(adultBase: number, option: SliceOption, p: PassengerCounts): { base: number; taxes: number } {
  const seated = p.ADT + p.CNN + p.INS;
  const lapBase = option.international ? Math.round(adultBase * 0.1) : 0;
  return {
    base: seated * adultBase + p.INF * lapBase,
    taxes: seated * taxesFor(adultBase, option, false) + p.INF * taxesFor(lapBase, option, true),
  };
}

export function baggageFor(rating: number, options: readonly SliceOption[], virtualInterline: boolean): BaggageInfo {
  if (virtualInterline) return { kind: 'Unknown' };
  const lowCost = options.some((o) => o.legs.some((l) => l.carrier.isLowCost));
  const international = options.some((o) => o.international);
  if (rating === 0 && lowCost) return { kind: 'NotAllowed' };
  if (rating >= 3)
    return {
      kind: 'Allowed',
      pieces: 2,
      descriptions: ['Up to 32 kg (70 lb) each'],
      charges: [{ firstPiece: 1, amount: 0, currency: 'USD' }],
    };
  return {
    kind: 'Allowed',
    pieces: 1,
    descriptions: ['Up to 23 kg (50 lb)'],
    charges: [{ firstPiece: 1, amount: international && rating >= 1 ? 0 : lowCost ? 4_500 : 3_500, currency: 'USD' }],
  };
}

export function penaltiesFor(rating: number, options: readonly SliceOption[], multiTicket: boolean, rng: Rng): PenaltyInfo {
  if (multiTicket) return { kind: 'ExternallyManaged' };
  if (rng.chance(0.04)) return { kind: 'Unknown' };
  const lowCost = options.some((o) => o.legs.some((l) => l.carrier.isLowCost));
  if (rating === 0) return { kind: 'Known', change: { kind: 'NotPossible' }, cancel: { kind: 'NotPossible' } };
  if (rating >= 3) return { kind: 'Known', change: { kind: 'NoPenalty' }, cancel: { kind: 'NoPenalty' } };
  if (lowCost)
    return {
      kind: 'Known',
      change: { kind: 'WithFee', amount: 9_900, currency: 'USD' },
      cancel: { kind: 'WithFee', amount: 9_900, currency: 'USD' },
    };
  return {
    kind: 'Known',
    change: { kind: 'NoPenalty' },
    cancel: rating === 2 ? { kind: 'NoPenalty' } : { kind: 'WithFee', amount: 19_900, currency: 'USD' },
  };
}
