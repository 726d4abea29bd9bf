// Car offers and a search answer at LAX, as POST /cars/availability answers them.
// (Rebuilt from the results tests' expectations after the original was overwritten by mistake.)
import type { CarOffer, CarSearchResponse } from '../../../../src/lib/domain/cars/cars.schema';

/** The i-th offer of a Compact from Hertz, picked up and dropped off at LAX, 10 to 13 December 2026. */
export const carOffer = (i: number, over: Partial<CarOffer> = {}): CarOffer => ({
  offerId: `c1-LAX-LAX-202612101000-202612131000-30-ZE-${i}`,
  supplier: { code: 'ZE', name: 'Hertz' },
  vehicle: {
    name: 'Toyota Corolla or similar',
    carClass: 'Compact',
    transmission: 'Automatic',
    size: 'Medium',
    seats: 5,
    bags: 2,
    doors: 4,
    airConditioning: true,
    fuelPolicy: 'FullToFull',
  },
  cancellation: {
    policy: 'FreeCancellation',
    freeCancellationUntil: '2026-12-10T10:00:00-08:00',
    description: 'Free cancellation up to the pick-up time: everything paid comes back.',
  },
  pickup: {
    airportCode: 'LAX',
    airportName: 'Los Angeles International Airport',
    localDateTime: '2026-12-10T10:00:00-08:00',
    desk: 'Shuttle',
  },
  dropoff: {
    airportCode: 'LAX',
    airportName: 'Los Angeles International Airport',
    localDateTime: '2026-12-13T10:00:00-08:00',
    desk: 'Shuttle',
  },
  price: { currencyCode: 'USD', perDay: 81_89, base: 210_00, taxesAndFees: 35_67, oneWayFee: null, youngDriverFee: null, total: 245_67 },
  mileage: { kind: 'Unlimited' },
  extras: [],
  rating: 8.4,
  reviewCount: 1234,
  ...over,
});

export const carAnswer = (offers: CarOffer[], over: Partial<CarSearchResponse> = {}): CarSearchResponse => ({
  offers,
  total: offers.length,
  found: over.total ?? offers.length,
  offset: 0,
  limit: 10,
  rentalDays: 3,
  facets: {
    carClasses: [
      { carClass: 'Economy', count: 12, minTotal: 99_00 },
      { carClass: 'Compact', count: 8, minTotal: 120_00 },
      { carClass: 'SUV', count: 5, minTotal: 180_00 },
    ],
    suppliers: [
      { code: 'ZE', name: 'Hertz', count: 10, minTotal: 99_00 },
      { code: 'ZI', name: 'Avis', count: 15, minTotal: 105_00 },
    ],
    transmissions: [
      { transmission: 'Automatic', count: 20, minTotal: 99_00 },
      { transmission: 'Manual', count: 5, minTotal: 110_00 },
    ],
    sizes: [
      { size: 'Small', count: 14, minTotal: 99_00 },
      { size: 'Medium', count: 8, minTotal: 120_00 },
      { size: 'Big', count: 3, minTotal: 180_00 },
    ],
    fuelPolicies: [
      { fuelPolicy: 'FullToFull', count: 20, minTotal: 99_00 },
      { fuelPolicy: 'PrepayNoRefunds', count: 5, minTotal: 130_00 },
    ],
    price: offers.length ? { min: 99_00, max: 300_00 } : null,
  },
  ...over,
});
