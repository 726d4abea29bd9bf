// Fares, itineraries and accounts for the fare shelf tests (shapes of flights.schema.ts).
import type { Fare, Itinerary } from '../../../../src/lib/domain/flights/flights.schema';
import type { RewardsAccount } from '../../../../src/lib/domain/profile/rewards.schema';

const cabins = ['BasicEconomy', 'Economy', 'Economy', 'PremiumEconomy', 'Business'] as const;
const brands = ['Basic Economy', 'Main Cabin', 'Main Plus', 'Premium Select', 'Delta One'];

export function fare(rating: number, total: number, over: Partial<Fare> = {}): Fare {
  return {
    fareId: `fare-${rating}`,
    fareShelf: { rating, shortBrandName: brands[rating] ?? 'Fare', cabin: cabins[rating] ?? 'Economy' },
    baseFare: total - 5000,
    taxes: 5000,
    amount: { fiat: { value: total, currencyCode: 'USD', currencySymbol: '$' }, rewards: [] },
    baggage: {
      kind: 'Allowed',
      pieces: 1,
      descriptions: ['Up to 23 kg (50 lb)'],
      charges: [{ firstPiece: 1, amount: 3500, currency: 'USD' }],
    },
    penalties: { kind: 'Known', change: { kind: 'WithFee', amount: 7500, currency: 'USD' }, cancel: { kind: 'NoPenalty' } },
    ...over,
  };
}

export function itinerary(fares: Fare[], over: Partial<Itinerary> = {}): Itinerary {
  return {
    id: 'it-1',
    multiTicketType: 'single',
    slices: [
      {
        origin: 'JFK',
        destination: 'LAX',
        zonedDeparture: '2026-12-10T08:00:00-05:00',
        zonedArrival: '2026-12-10T11:30:00-08:00',
        durationMinutes: 390,
        stops: 0,
        plusDays: 0,
        segments: [],
      },
    ],
    fares,
    fareScore: { isCheapest: true, isFastest: false, isBest: true, isBestQuality: false },
    tags: [],
    score: 0.8,
    airlines: ['DL'],
    ...over,
  };
}

export function account(over: Partial<RewardsAccount> = {}): RewardsAccount {
  return {
    accountReferenceId: 'acct-1',
    productDisplayName: 'Venture X',
    product: 'VentureX',
    accountType: 'Personal',
    customerAccountRole: 'Primary',
    lastFour: '1234',
    lastFourVirtualCardNumbers: [],
    allowRewardsRedemption: true,
    earn: { hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10, homesMultiplier: 10 },
    rewardsBalance: { value: 100_000, currency: 'Miles', currencyDescription: 'miles' },
    rewardsCashEquivalent: { value: 100_000, currencyCode: 'USD' },
    ...over,
  };
}
