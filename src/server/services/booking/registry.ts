// The products the engine books: the one list that names them. Each adapter is looked up by the
// product a booking row or snapshot carries, so the engine itself never names a product.
import type { BookingFailureCode } from '../../../lib/domain/booking/booking.schema';
import type { BookingAdapter } from './adapter';
import { carAdapter } from './cars/adapter';
import { experienceAdapter } from './experiences/adapter';
import { flightAdapter } from './flights/adapter';
import { homeAdapter, hotelAdapter } from './stays/adapter';
import type { BookingSnapshot } from './snapshot';

const adapters: { [P in BookingSnapshot['product']]: BookingAdapter<P, never> } = {
  Flight: flightAdapter,
  Hotel: hotelAdapter,
  Home: homeAdapter,
  Car: carAdapter,
  Experience: experienceAdapter,
};

/**
 * The adapter of a snapshot's product, typed for that snapshot. The map above pairs each product
 * with its own adapter, which TypeScript cannot follow through a union: this is the one cast.
 */
export function adapterOf<S extends BookingSnapshot>(snapshot: S): BookingAdapter<S['product'], never> {
  return adapters[snapshot.product] as unknown as BookingAdapter<S['product'], never>;
}

/** The words a product uses for a failure, where its adapter has its own. */
export const failureMessageOf = (product: string, code: BookingFailureCode): string | undefined =>
  (adapters as Record<string, BookingAdapter<BookingSnapshot['product'], never> | undefined>)[product]?.failureMessages?.[code];
