// A rental at LAX as the API answers it: details, quote and the booked trip.
import type { CarQuote } from '../../../../src/lib/domain/booking/car-book.schema';
import type { CarDetailsResponse, CarExtra, CarOffer } from '../../../../src/lib/domain/cars/cars.schema';
import type { CarTrip } from '../../../../src/lib/client/trips.store';

export const OFFER_ID = 'c1-LAX-LAX-202612101000-202612131000-30-ZE-2';
export const BOOKING_ID = '5b0c6f5e-7d5e-4c55-9a43-0d5c0a1c9e01';

export const extra = (code: string, name: string, group: CarExtra['group'], amount: number, daily = true): CarExtra => ({
  code,
  name,
  group,
  priceType: daily ? 'ExtraDaily' : 'Extra',
  amount,
  rentalTotal: daily ? amount * 3 : amount,
});

export const NAV = extra('NAV', 'GPS navigation', 'Amenities', 1499);
export const CST = extra('CST', 'Child seat (toddler)', 'BabyOnBoard', 1399);
export const CDW = extra('CDW', 'Collision damage waiver', 'Insurance', 2999);
export const FUEL = extra('FUEL', 'Prepaid full tank', 'Other', 7500, false);

export const offer = (over: Partial<CarOffer> = {}): CarOffer => ({
  offerId: OFFER_ID,
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
    policy: 'Conditional',
    freeCancellationUntil: '2026-12-08T10:00:00-08:00',
    description: 'Free cancellation until 48 hours before pick-up; after that, one rental day is charged.',
  },
  pickup: { airportCode: 'LAX', airportName: 'Los Angeles International', localDateTime: '2026-12-10T10:00:00-08:00', desk: 'Shuttle' },
  dropoff: { airportCode: 'LAX', airportName: 'Los Angeles International', localDateTime: '2026-12-13T10:00:00-08:00', desk: 'Counter' },
  price: { currencyCode: 'USD', perDay: 45_00, base: 135_00, taxesAndFees: 20_25, oneWayFee: null, youngDriverFee: null, total: 155_25 },
  mileage: { kind: 'Unlimited' },
  extras: [NAV, CST, CDW, FUEL],
  rating: 8.4,
  reviewCount: 1234,
  ...over,
});

export const terms: CarDetailsResponse['terms'] = {
  minimumAge: 21,
  youngDriverAgeBelow: 25,
  deposit: 200_00,
  licenceHeldMinimumYears: 1,
  documents: ["A full driver's licence in the main driver's name", 'A government photo ID'],
  acceptedCards: ['visa', 'master'],
  additionalDriversAllowed: 2,
  crossBorder: 'Allowed between the United States and Canada; not into Mexico.',
};

export const details = (over: Partial<CarOffer> = {}): CarDetailsResponse => ({ offer: offer(over), rentalDays: 3, terms });

/** The quote with `extras` chosen: their lines between the rental and the taxes, as the server makes them. */
export function quote(extras: CarExtra[] = [NAV], over: Partial<CarQuote> = {}): CarQuote {
  const o = offer();
  const lines = [
    { kind: 'BaseFare' as const, label: 'Car rental, 3 days', amountMinor: o.price.base },
    ...extras.map((e) => ({ kind: 'AddOn' as const, label: e.name, amountMinor: e.rentalTotal })),
    { kind: 'Taxes' as const, label: 'Taxes and fees', amountMinor: o.price.taxesAndFees },
  ];
  return {
    offer: o,
    rentalDays: 3,
    driverAge: 30,
    terms,
    extras,
    loyaltyProgram: 'Hertz Gold Plus Rewards',
    breakdown: { lines, totalMinor: lines.reduce((s, l) => s + l.amountMinor, 0) },
    rewards: {
      accounts: [
        {
          accountReferenceId: 'acc-miles',
          productDisplayName: 'Venture X',
          currency: 'Miles',
          currencyDescription: 'miles',
          balance: 10_000,
          maxRedeemableMinor: 100_00,
        },
      ],
      minimumRedemption: { kind: 'AllMeetMinimum', minimumMinor: 10_00 },
    },
    earn: { accountReferenceId: 'acc-miles', multiplier: 10, currency: 'Miles' },
    ...over,
  } as CarQuote;
}

export function carTrip(over: Partial<CarTrip> = {}): CarTrip {
  const o = offer();
  const q = quote([NAV]);
  return {
    kind: 'Car',
    id: BOOKING_ID,
    reservation: 'Confirmed',
    ticket: null,
    confirmationNumber: 'CR7Q2X',
    failure: null,
    createdAt: '2026-11-22T12:00:00.000Z',
    protections: [],
    breakdown: q.breakdown,
    rewardsEarned: { amount: 1_895, currency: 'Miles', accountReferenceId: 'acc-miles' },
    contact: { email: 'cora@example.com' },
    locale: 'en',
    cancellation: null,
    payment: {
      form: 'fiat',
      totalMinor: q.breakdown.totalMinor,
      cardMinor: q.breakdown.totalMinor,
      rewardsMinor: 0,
      walletMinor: 0,
      wallet: [],
      rewards: null,
    },
    supplier: o.supplier,
    vehicle: o.vehicle,
    pickup: o.pickup,
    dropoff: o.dropoff,
    rentalDays: 3,
    mileage: o.mileage,
    cancellationPolicy: o.cancellation,
    extras: [NAV],
    price: o.price,
    driver: { givenName: 'Gabrielle', surname: 'Roy', age: 36 },
    loyalty: { programName: 'Hertz Gold Plus Rewards', numberEnding: '4326' },
    terms,
    ...over,
  } as CarTrip;
}
