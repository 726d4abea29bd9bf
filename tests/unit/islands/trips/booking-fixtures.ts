// Bookings as GET /v0/trips answers them (the checkout contract's Trip), for the trips store and
// the Trips and confirmation islands; its slice and fare also serve the checkout's tests.
import type { FlightTrip as Trip, StayTrip } from '../../../../src/lib/client/trips.store';
export type { StayTrip } from '../../../../src/lib/client/trips.store';
import type { Fare, Slice } from '../../../../src/lib/domain/flights/flights.schema';

export const ID_A = '11111111-1111-4111-8111-111111111111';
export const ID_B = '22222222-2222-4222-8222-222222222222';
export const ID_C = '33333333-3333-4333-8333-333333333333';

const segment = (from: string, to: string, dep: string, arr: string) => ({
  origin: { locationCode: from },
  destination: { locationCode: to },
  marketingAirline: { code: 'AA', flightNumber: '100' },
  operatingAirline: { code: 'AA', flightNumber: '100' },
  cabinClassName: 'Economy',
  scheduledDeparture: dep,
  updatedDeparture: dep,
  zonedDeparture: dep,
  zonedArrival: arr,
  durationMinutes: 380,
  stops: 0,
  stopoverDurationMinutes: 0,
  isSelfTransferLayover: false,
  plusDays: 0,
});

/** A nonstop leaving at 08:00 New York time and landing at 11:20 Los Angeles time (16:20 and 19:20 UTC in winter). */
export const slice = (from: string, to: string, day: string, arrival = `${day}T11:20:00-08:00`): Slice =>
  ({
    origin: from,
    destination: to,
    zonedDeparture: `${day}T08:00:00-05:00`,
    zonedArrival: arrival,
    durationMinutes: 380,
    stops: 0,
    plusDays: 0,
    segments: [segment(from, to, `${day}T08:00:00-05:00`, arrival)],
  }) as unknown as Slice;

export const fare = {
  fareId: 'fare-1',
  fareShelf: { rating: 1, shortBrandName: 'Main', cabin: 'Economy' },
  baseFare: 400_00,
  taxes: 60_00,
  amount: { fiat: { value: 460_00, currencyCode: 'USD' }, rewards: [] },
  baggage: { kind: 'Unknown' },
  penalties: { kind: 'Unknown' },
} as unknown as Fare;

/** A confirmed round trip JFK–LAX for two adults, paid $495.50 in split card and miles, with CFAR. */
export function trip(id: string, over: Partial<Trip> = {}): Trip {
  return {
    id,
    kind: 'Flight',
    reservation: 'Confirmed',
    ticket: 'Ticketed',
    confirmationNumber: 'QX7K2P',
    failure: null,
    createdAt: '2026-11-22T15:00:00Z',
    tripType: 'roundTrip',
    passengers: { ADT: 2, CNN: 0, INF: 0, INS: 0 },
    slices: [slice('JFK', 'LAX', '2026-12-10'), slice('LAX', 'JFK', '2026-12-17', '2026-12-17T16:30:00-05:00')],
    fare,
    travelers: [
      { givenName: 'Ada', surname: 'Lovelace', passengerType: 'ADT' },
      { givenName: 'Charles', surname: 'Babbage', passengerType: 'ADT' },
    ],
    airlines: [{ code: 'AA', name: 'American Airlines', isLowCost: false, isFlagged: false }],
    airports: [],
    scheduleChange: null,
    disruption: null,
    exchanges: [],
    payment: {
      companyBilling: null,
      form: 'split',
      totalMinor: 495_50,
      cardMinor: 395_50,
      rewardsMinor: 100_00,
      rewards: { accountReferenceId: 'acct-miles', amount: 10_000, currency: 'Miles' },
      walletMinor: 0,
      wallet: [],
    },
    protections: [{ product: 'Cfar', priceMinor: 35_50 }],
    breakdown: {
      lines: [
        { kind: 'BaseFare', label: 'Base fare', amountMinor: 400_00 },
        { kind: 'Taxes', label: 'Taxes and carrier fees', amountMinor: 60_00 },
        { kind: 'AddOn', label: 'Cancel for any reason', amountMinor: 35_50 },
      ],
      totalMinor: 495_50,
    },
    rewardsEarned: { amount: 791, currency: 'Miles', accountReferenceId: 'acct-miles' },
    contact: { email: 'ada@example.com' },
    locale: 'en',
    cancellation: null,
    policy: null,
    approval: null,
    ...over,
  };
}

/** The same trip with $25.00 off from an offer and a $50.00 referral credit before rewards and the card. */
export const walletTrip = (id: string, over: Partial<Trip> = {}) =>
  trip(id, {
    locale: 'en',
    payment: {
      companyBilling: null,
      form: 'split',
      totalMinor: 495_50,
      cardMinor: 320_50,
      rewardsMinor: 100_00,
      rewards: { accountReferenceId: 'acct-miles', amount: 10_000, currency: 'Miles' },
      walletMinor: 75_00,
      wallet: [
        { kind: 'TravelWalletOffer', id: '0c5e1f3a-5a1e-4d7a-9b1c-00000000f001', amountMinor: 25_00 },
        { kind: 'TravelWalletCredit', id: '0c5e1f3a-5a1e-4d7a-9b1c-00000000c001', amountMinor: 50_00, creditType: 'ReferralCredit' },
      ],
    },
    ...over,
  });

export const pending = (id: string, over: Partial<Trip> = {}) =>
  trip(id, { reservation: 'Pending', ticket: null, confirmationNumber: null, rewardsEarned: null, ...over });

/** Three nights at a Paris hotel with Cancel for any reason, $500 of rewards and the card the rest. */
export function stayTrip(id: string, over: Partial<StayTrip> = {}): StayTrip {
  return {
    id,
    kind: 'Hotel',
    reservation: 'Confirmed',
    ticket: null,
    confirmationNumber: 'HT4K9Z',
    failure: null,
    createdAt: '2027-02-10T15:00:00Z',
    protections: [],
    lodging: {
      id: 'htl-paris-1',
      kind: 'hotel',
      name: 'Hôtel Lumière',
      city: 'Paris',
      country: 'FR',
      collection: 'Lifestyle',
      starRating: 'Four',
      lat: 48.86,
      lon: 2.35,
      timeZone: 'Europe/Paris',
      checkInTime: '15:00',
      checkOutTime: '12:00',
      image: null,
    },
    checkIn: '2027-03-12',
    checkOut: '2027-03-15',
    nights: 3,
    guests: { adults: 2, children: 1, pets: 0 },
    room: { roomId: 'r1', name: 'Deluxe King', beds: [{ type: 'King', count: 1 }] },
    rate: {
      rateId: 'r1-flex-cfar',
      variant: 'RefundableRoom',
      cancellation: 'FullyRefundable',
      cancelBy: '2027-03-10T23:59',
      payment: 'PayNow',
      mealPlan: 'Breakfast',
      refundable: { premium: 90_00, coveragePercentage: 80, coverageAmount: 800_00, shouldRefundCfarPremium: false },
    },
    complimentaryNightMinor: null,
    guest: { givenName: 'Gabrielle', surname: 'Roy' },
    loyalty: { programCode: 'ALL', programName: 'ALL – Accor Live Limitless', numberEnding: '4321' },
    specialRequests: 'High floor <please>',
    breakdown: {
      lines: [
        { kind: 'BaseFare', label: 'Room, 3 nights', amountMinor: 900_00 },
        { kind: 'Taxes', label: 'Taxes and fees', amountMinor: 110_00 },
        { kind: 'AddOn', label: 'Cancel for any reason', amountMinor: 90_00 },
      ],
      totalMinor: 1_100_00,
    },
    rewardsEarned: { amount: 3_000, currency: 'Miles', accountReferenceId: 'acct-miles' },
    contact: { email: 'gabrielle@example.com' },
    locale: 'en',
    cancellation: null,
    policy: null,
    approval: null,
    payment: {
      companyBilling: null,
      form: 'split',
      totalMinor: 1_100_00,
      cardMinor: 600_00,
      rewardsMinor: 500_00,
      walletMinor: 0,
      wallet: [],
      rewards: { accountReferenceId: 'acct-miles', amount: 50_000, currency: 'Miles' },
    },
    ...over,
  };
}
