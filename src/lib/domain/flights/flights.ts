// Pure flight rules: passenger counts, how results are scored and tagged, and rewards prices.
import type { FareRatingName, FlightTag, PassengerCounts } from './flights.schema';

export const MAX_PASSENGERS = 9;
/** Airlines sell seats up to 331 days before departure. */
export const MAX_DAYS_AHEAD = 331;
export const FARE_RATING_NAMES: readonly FareRatingName[] = ['basic', 'standard', 'enhanced', 'premium', 'luxury'];

export type PassengerCountError = 'NoAdultPassenger' | 'TooManyPassengers' | 'TooManyLapInfants';

/** SPEC §8 passenger errors that a search can already know: at most 9, one lap per adult, an adult. */
export function passengerCountErrors(p: PassengerCounts): PassengerCountError[] {
  const errors: PassengerCountError[] = [];
  if (p.ADT < 1) errors.push('NoAdultPassenger');
  if (p.ADT + p.CNN + p.INF + p.INS > MAX_PASSENGERS) errors.push('TooManyPassengers');
  if (p.INF > p.ADT) errors.push('TooManyLapInfants');
  return errors;
}

export type ScoredOption = {
  id: string;
  /** Total of the lowest fare, minor units. */
  price: number;
  durationMinutes: number;
  stops: number;
  /** 0–1: carrier and connection quality (see the simulator's quality()). */
  quality: number;
};

/**
 * The one documented scoring rule behind the tags (Best Overall, Best Price, Best Quality, Fastest):
 * - Best Price: lowest price; Fastest: shortest total duration; Best Quality: highest quality.
 * - Best Overall: highest score = 0.5 × price score + 0.3 × duration score + 0.2 × quality, where
 *   price score = cheapest ÷ price and duration score = fastest ÷ duration (both 1 for the best).
 * Ties go to the earlier option in the list, so each tag names exactly one option.
 */
export function tagOptions(options: readonly ScoredOption[]): Map<string, FlightTag[]> {
  const tags = new Map<string, FlightTag[]>(options.map((o) => [o.id, []]));
  if (options.length === 0) return tags;
  const pick = (better: (a: ScoredOption, b: ScoredOption) => boolean) => options.reduce((best, o) => (better(o, best) ? o : best));
  const cheapest = pick((a, b) => a.price < b.price);
  const fastest = pick((a, b) => a.durationMinutes < b.durationMinutes);
  const bestQuality = pick((a, b) => a.quality > b.quality);
  const scores = overallScores(options);
  const score = (o: ScoredOption) => scores.get(o.id) ?? 0;
  const best = pick((a, b) => score(a) > score(b));
  tags.get(best.id)?.push('Best Overall');
  tags.get(cheapest.id)?.push('Best Price');
  tags.get(bestQuality.id)?.push('Best Quality');
  tags.get(fastest.id)?.push('Fastest');
  return tags;
}

/** The Best Overall score of each option (higher is better); the fareScore sort uses it too. */
export function overallScores(options: readonly ScoredOption[]): Map<string, number> {
  if (options.length === 0) return new Map();
  const cheapest = Math.min(...options.map((o) => o.price));
  const fastest = Math.min(...options.map((o) => o.durationMinutes));
  return new Map(
    options.map((o) => [
      o.id,
      Math.round((0.5 * (cheapest / Math.max(1, o.price)) + 0.3 * (fastest / Math.max(1, o.durationMinutes)) + 0.2 * o.quality) * 1e4) /
        1e4,
    ]),
  );
}
