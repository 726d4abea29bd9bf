// Which fare of an itinerary a result shows for the search's fare class (SPEC §3 fareClass). Pure:
// the supplier simulator orders each itinerary's fares with it, so the row's fare and price, the
// "from" price of an outbound, the price sort, the price facets and the Best Price tag all agree
// with the class the traveller chose.
//
// The rule, as Google Flights treats its cabin choice:
// - no class chosen: the cheapest fare (whatever its shelf);
// - a class chosen: the cheapest fare of that class;
// - an itinerary that does not sell that class: the cheapest fare of the nearest class above it
//   (an upgrade at its own price, shown with its own shelf name), never a class below it: a lower
//   class is not what was asked for, and its lower price would undercut every honest result;
// - an itinerary with no fare of that class or above is left out.
import { FareRatingNames, type FareRatingName } from './flights.constants';

/** What the rule needs of a fare: its shelf rating (0 basic … 4 luxury) and its total price. */
export interface RatedFare {
  fareShelf: { rating: number };
  amount: { fiat: { value: number } };
}

/** The shelf rating of a fare class name: basic 0 … luxury 4. */
export const fareClassRating = (fareClass: FareRatingName): number => FareRatingNames.indexOf(fareClass);

const cheaper = (a: RatedFare, b: RatedFare) => a.amount.fiat.value - b.amount.fiat.value || a.fareShelf.rating - b.fareShelf.rating;

/** The fare a result shows for `fareClass` (see the rule above); null when the itinerary is left out. */
export function shownFare<F extends RatedFare>(fares: readonly F[], fareClass?: FareRatingName | null): F | null {
  if (!fareClass) return [...fares].sort(cheaper)[0] ?? null;
  const wanted = fareClassRating(fareClass);
  const atOrAbove = fares.filter((f) => f.fareShelf.rating >= wanted);
  if (atOrAbove.length === 0) return null;
  const nearest = Math.min(...atOrAbove.map((f) => f.fareShelf.rating));
  return atOrAbove.filter((f) => f.fareShelf.rating === nearest).sort(cheaper)[0] ?? null;
}

/**
 * The itinerary's fares with the shown one first (the others keep their order): results read their
 * fare and price from `fares[0]`. Null when the itinerary is left out for this class.
 */
export function faresForClass<F extends RatedFare>(fares: readonly F[], fareClass?: FareRatingName | null): F[] | null {
  const shown = shownFare(fares, fareClass);
  if (!shown) return null;
  return [shown, ...fares.filter((f) => f !== shown)];
}
