// A corporate traveler's stays in Paris as the API marks them (SPEC §5), and a consumer's: the
// results, one property's rooms and a room's quote, with the verdicts the policy tests need.
import type { StayQuote } from '../../../../src/lib/domain/booking/stay-book.schema';
import type { PolicyVerdict } from '../../../../src/lib/domain/corporate/policy.schema';
import type { LodgingDetailsResponse, LodgingSummary, RoomProduct } from '../../../../src/lib/domain/lodging/lodging.schema';
import { lodging } from '../../client/favorites/favorites-fixtures';

export const IN_POLICY: PolicyVerdict = { kind: 'InPolicy' };
/** Over the tier's $250 a night. */
export const OVER_PRICE: PolicyVerdict = { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 250_00 }] };

export const CHECK_IN = '2026-12-10';
export const CHECK_OUT = '2026-12-13';
export const STAY = `checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&adults=2&children=0&pets=0`;

/** POST /hotels/availability's answer; `policy` marks each stay in order (undefined: a consumer's). */
export function results(policies: (PolicyVerdict | undefined)[], over: { inPolicy?: number; compliance?: 'none' | 'some' | 'all' } = {}) {
  const lodgings: LodgingSummary[] = policies.map((policy, i) => lodging(`h-par-${i + 1}`, policy ? { policy } : {}));
  return {
    lodgings,
    total: lodgings.length,
    offset: 0,
    limit: 10,
    nights: 3,
    bounds: null,
    facets: {
      kinds: { hotel: lodgings.length },
      stars: { '4': lodgings.length },
      amenities: {},
      collections: {},
      freeCancellation: lodgings.length,
      ...(over.inPolicy === undefined ? {} : { inPolicy: over.inPolicy }),
    },
    policyCompliance: over.compliance ?? 'none',
  };
}

export function product(rateId: string, over: Partial<RoomProduct> = {}): RoomProduct {
  return {
    rateId,
    variant: 'Default',
    cancellation: 'FullyRefundable',
    cancelBy: '2026-12-08T23:59',
    payment: 'PayNow',
    mealPlan: 'RoomOnly',
    perNightSellRate: 200_00,
    sellRate: 600_00,
    taxesAndFees: 60_00,
    tripTotal: 660_00,
    complimentaryNightMinor: null,
    refundable: null,
    ...over,
  };
}

/** POST /lodging/details: one room with a flexible rate and a breakfast rate. */
export function details(flex: Partial<RoomProduct> = {}, breakfast: Partial<RoomProduct> = {}): LodgingDetailsResponse {
  return {
    lodging: lodging('h-par-1', { name: 'Hôtel Lumière' }),
    description: 'A hotel.',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    timeZone: 'Europe/Paris',
    rental: null,
    rooms: [
      {
        roomId: 'r1',
        name: 'Deluxe King',
        beds: [{ type: 'King', count: 1 }],
        maxOccupancy: 2,
        areaSqm: 28,
        roomsLeft: 5,
        products: [
          product('r1-flex', flex),
          product('r1-bb', {
            mealPlan: 'Breakfast',
            perNightSellRate: 300_00,
            sellRate: 900_00,
            taxesAndFees: 90_00,
            tripTotal: 990_00,
            ...breakfast,
          }),
        ],
      },
    ],
  };
}

/** POST /hotels/book/quote for the breakfast rate (the quote carries no verdict). */
export function quote(): StayQuote {
  return {
    lodging: lodging('h-par-1', { name: 'Hôtel Lumière' }),
    timeZone: 'Europe/Paris',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    nights: 3,
    room: { roomId: 'r1', name: 'Deluxe King', beds: [{ type: 'King', count: 1 }], maxOccupancy: 2 },
    rate: product('r1-bb', { mealPlan: 'Breakfast', perNightSellRate: 300_00, sellRate: 900_00, taxesAndFees: 90_00, tripTotal: 990_00 }),
    complimentaryNightMinor: null,
    roomsLeft: 5,
    breakdown: {
      lines: [
        { kind: 'BaseFare', label: 'Room, 3 nights', amountMinor: 900_00 },
        { kind: 'Taxes', label: 'Taxes and fees', amountMinor: 90_00 },
      ],
      totalMinor: 990_00,
    },
    rewards: { accounts: [], minimumRedemption: { kind: 'AllMeetMinimum', minimumMinor: 0 } },
    earn: null,
  };
}
