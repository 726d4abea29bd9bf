// A booked rental car as GET /v0/trips answers it (trip kind Car), for the Trips island tests.
import type { CarTrip, Refund } from '../../../../src/lib/client/trips.store';

/**
 * Hertz, LAX to SFO for 3 days (one-way), booked Fri Nov 20 2026, picked up Thu Dec 10 10:00 at
 * LAX and dropped off Sun Dec 13 09:30 at SFO: free cancellation until 48 hours before pick-up,
 * then one rental day ($45.00) is kept. Paid $215.00 by card.
 */
export function carTrip(id: string, over: Partial<CarTrip> = {}): CarTrip {
  return {
    id,
    kind: 'Car',
    reservation: 'Confirmed',
    ticket: null,
    confirmationNumber: 'ZE83K2QA',
    failure: null,
    createdAt: '2026-11-20T15:00:00Z',
    protections: [],
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
    pickup: {
      airportCode: 'LAX',
      airportName: 'Los Angeles International Airport',
      localDateTime: '2026-12-10T10:00:00-08:00',
      desk: 'Shuttle',
    },
    dropoff: {
      airportCode: 'SFO',
      airportName: 'San Francisco International Airport',
      localDateTime: '2026-12-13T09:30:00-08:00',
      desk: 'Counter',
    },
    rentalDays: 3,
    mileage: { kind: 'Limited', perDay: 200, unit: 'mi', extraPerUnit: 35 },
    cancellationPolicy: {
      policy: 'Conditional',
      freeCancellationUntil: '2026-12-08T10:00:00-08:00',
      description: 'Free cancellation until 48 hours before pick-up; after that, one rental day is charged.',
    },
    extras: [],
    price: { currencyCode: 'USD', perDay: 45_00, base: 135_00, taxesAndFees: 30_00, oneWayFee: 50_00, youngDriverFee: null, total: 215_00 },
    driver: { givenName: 'Gabrielle', surname: 'Roy', age: 34 },
    loyalty: { programName: 'Hertz Gold Plus Rewards', numberEnding: '4821' },
    terms: {
      minimumAge: 20,
      youngDriverAgeBelow: 25,
      deposit: 200_00,
      licenceHeldMinimumYears: 1,
      documents: ["A full driver's licence in the main driver's name", "A credit card in the main driver's name, for the deposit"],
      acceptedCards: ['visa', 'master', 'american_express', 'discover'],
      additionalDriversAllowed: 2,
      crossBorder: 'Allowed between the United States and Canada; not into Mexico.',
    },
    breakdown: {
      lines: [
        { kind: 'BaseFare', label: 'Car rental, 3 days', amountMinor: 135_00 },
        { kind: 'Taxes', label: 'Taxes and fees', amountMinor: 30_00 },
        { kind: 'Fee', label: 'One-way fee', amountMinor: 50_00 },
      ],
      totalMinor: 215_00,
    },
    rewardsEarned: null,
    contact: { email: 'gabrielle@example.com' },
    locale: 'en',
    cancellation: null,
    policy: null,
    approval: null,
    payment: {
      form: 'fiat',
      totalMinor: 215_00,
      cardMinor: 215_00,
      rewardsMinor: 0,
      rewards: null,
      walletMinor: 0,
      wallet: [],
      companyBilling: null,
    },
    ...over,
  };
}

/** A quote that gives `refundMinor` back to the card and keeps `feeMinor`. */
export const cardRefund = (why: Refund['why'], refundMinor: number, feeMinor: number): Refund => ({
  why,
  refundMinor,
  feeMinor,
  keptMinor: feeMinor,
  routes: [{ route: 'Card', amountMinor: refundMinor }],
  rewardsEarnedReversed: null,
});
