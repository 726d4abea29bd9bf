import type { Quote } from '../../../../src/lib/client/flights/booking.store';
import type { FlightSelection } from '../../../../src/lib/client/flights/selection.store';
import type { RewardsAccount } from '../../../../src/lib/domain/profile/rewards.schema';
import type { TravelCredit, TravelOffer } from '../../../../src/lib/domain/booking/travel-wallet';
import { fare, slice } from '../../islands/trips/booking-fixtures';
import { account } from '../payment-fixtures';

export { fare, slice };

export const selection = (passengers = { ADT: 1, CNN: 0, INF: 0, INS: 0 }): FlightSelection => ({
  search: {
    tripType: 'roundTrip',
    slices: [
      { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
      { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
    ],
    passengers,
  },
  itineraryId: 'it-1',
  fareId: 'fare-1',
  outboundKey: 'o',
  returnKey: 'r',
  fare,
  slices: [slice('JFK', 'LAX', '2026-12-10'), slice('LAX', 'JFK', '2026-12-17')],
  pricedAt: '2026-11-22T11:59:00Z',
});

/** 10,000 miles worth $100.00: one mile is one cent. */
export const miles: RewardsAccount = account({
  accountReferenceId: 'acc-miles',
  rewardsBalance: { value: 10_000, currency: 'Miles', currencyDescription: 'miles' },
  rewardsCashEquivalent: { value: 100_00, currencyCode: 'USD' },
});

export const quote = (over: Partial<Quote> = {}): Quote => ({
  tripType: 'roundTrip',
  passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
  slices: selection().slices,
  fare,
  breakdown: {
    lines: [
      { kind: 'BaseFare', label: 'Base fare', amountMinor: 400_00 },
      { kind: 'Taxes', label: 'Taxes', amountMinor: 55_00 },
      { kind: 'Fee', label: 'Service fee', amountMinor: 5_00 },
    ],
    totalMinor: 460_00,
  },
  protections: [
    {
      kind: 'Offered',
      product: 'Cfar',
      priceMinor: 92_00,
      currency: 'USD',
      termsPath: '/terms/cancel-for-any-reason/',
      coverage: { product: 'Cfar', coveredMinor: 455_00, refundMinor: 364_00, airlineCreditMinor: 455_00, exerciseDeadlineHours: 3 },
    },
    { kind: 'NotOffered', product: 'Chfar', reason: 'TooCloseToDeparture' },
  ],
  requirements: {
    international: false,
    lapInfantsSupported: true,
    seatedInfantsSupported: true,
    firstDepartureDate: '2026-12-10',
    lastFlightDate: '2026-12-17',
  },
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
  earn: { accountReferenceId: 'acc-miles', multiplier: 5, currency: 'Miles' },
  ...over,
});

// ---- travel wallet (GET /v0/user/wallet); tests that use it set the clock to 2026-11-22 ----

export const CREDIT_ID = '0c5e1f3a-5a1e-4d7a-9b1c-00000000c001';
export const OFFER_ID = '0c5e1f3a-5a1e-4d7a-9b1c-00000000f001';

/** The seeded referral credit: $50.00, a year to spend it. */
export const credit = (over: Partial<TravelCredit> = {}): TravelCredit => ({
  id: CREDIT_ID,
  type: 'ReferralCredit',
  state: 'Available',
  amountMinor: 50_00,
  originalMinor: 50_00,
  expiresAt: '2027-11-22T17:00:00Z',
  ...over,
});

/** The seeded offer: $25.00 off a flight of $250.00 or more, 90 days. */
export const offer = (over: Partial<TravelOffer> = {}): TravelOffer => ({
  id: OFFER_ID,
  state: 'Available',
  discountMinor: 25_00,
  minimumSpendMinor: 250_00,
  products: ['Flight'],
  expiresAt: '2027-02-20T17:00:00Z',
  ...over,
});
