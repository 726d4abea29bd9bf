// The products the engine books: the one list that names them. Each adapter is looked up by the
// product a booking row or snapshot carries, so the engine itself never names a product.
import type { BookingAdapter } from './adapter';
import { carAdapter } from './cars/adapter';
import { flightAdapter } from './flights/adapter';
import { homeAdapter, hotelAdapter } from './stays/adapter';
import type { BookingSnapshot } from './snapshot';

const adapters: { [P in BookingSnapshot['product']]: BookingAdapter<P, never> } = {
  Flight: flightAdapter,
  Hotel: hotelAdapter,
  Home: homeAdapter,
  Car: carAdapter,
};

/**
 * The adapter of a snapshot's product, typed for that snapshot. The map above pairs each product
 * with its own adapter, which TypeScript cannot follow through a union: this is the one cast.
 */
export function adapterOf<S extends BookingSnapshot>(snapshot: S): BookingAdapter<S['product'], never> {
  return adapters[snapshot.product] as unknown as BookingAdapter<S['product'], never>;
}
