import { describe, expect, it } from 'vitest';
import {
  premiumMinor,
  protectionOffers,
  protectionRefund,
  ProtectionProducts,
  type ProtectionOffer,
  type ProtectionOffersInput,
} from '../../../../src/lib/domain/booking/checkout-protections';

const departure = new Date('2026-12-10T15:00:00Z');
const hoursBefore = (h: number) => new Date(departure.getTime() - h * 3_600_000);
const base: ProtectionOffersInput = {
  product: 'flight',
  now: hoursBefore(72),
  firstDeparture: departure,
  passengers: 2,
  baseFareMinor: 40_000,
  taxesMinor: 6_000,
};

function offers(patch: Partial<ProtectionOffersInput> = {}): ProtectionOffer[] {
  const result = protectionOffers({ ...base, ...patch });
  if (result.kind !== 'Offers') throw new Error(result.reason);
  return result.offers;
}
const summary = (list: ProtectionOffer[]) => list.map((o) => (o.kind === 'Offered' ? o.priceMinor : o.reason));

describe('protectionOffers: eligibility (SPEC §4, §5)', () => {
  it.each<[string, Partial<ProtectionOffersInput>, (number | string)[]]>([
    // CFAR, CHFAR, disruption, price drop
    ['flight 72 h ahead', {}, [9_200, 5_520, 2_400, 0]],
    ['flight exactly 24 h ahead', { now: hoursBefore(24) }, [9_200, 5_520, 2_400, 0]],
    ['flight 23.9 h ahead', { now: hoursBefore(23.9) }, [9_200, 'TooCloseToDeparture', 'TooCloseToDeparture', 0]],
    ['flight 3 h ahead: CFAR still usable', { now: hoursBefore(3) }, [9_200, 'TooCloseToDeparture', 'TooCloseToDeparture', 0]],
    [
      'flight 2.5 h ahead: CFAR could not be used',
      { now: hoursBefore(2.5) },
      ['TooCloseToDeparture', 'TooCloseToDeparture', 'TooCloseToDeparture', 0],
    ],
    ['departed', { now: hoursBefore(-1) }, ['TooCloseToDeparture', 'TooCloseToDeparture', 'TooCloseToDeparture', 0]],
    ['package', { product: 'package' }, ['ProductNotCovered', 'ProductNotCovered', 'ProductNotCovered', 'Package']],
    ['standard hotel', { product: 'hotel' }, ['ProductNotCovered', 'ProductNotCovered', 'ProductNotCovered', 0]],
    [
      'Premier hotel',
      { product: 'hotel', collection: 'Premier' },
      ['ProductNotCovered', 'ProductNotCovered', 'ProductNotCovered', 'PremiumCollection'],
    ],
    [
      'Lifestyle hotel',
      { product: 'hotel', collection: 'Lifestyle' },
      ['ProductNotCovered', 'ProductNotCovered', 'ProductNotCovered', 'PremiumCollection'],
    ],
    ['car', { product: 'car' }, ['ProductNotCovered', 'ProductNotCovered', 'ProductNotCovered', 'ProductNotCovered']],
    ['flight with a Premier collection given (ignored)', { collection: 'Premier' }, [9_200, 5_520, 2_400, 0]],
  ])('%s', (_name, patch, expected) => {
    const list = offers(patch);
    expect(list.map((o) => o.product)).toEqual([...ProtectionProducts]);
    expect(summary(list)).toEqual(expected);
  });

  it('nothing is pre-selected: offers carry no selection or default', () => {
    for (const o of offers()) {
      expect(Object.keys(o).sort()).toEqual(
        o.kind === 'Offered' ? ['coverage', 'currency', 'kind', 'priceMinor', 'product', 'termsPath'] : ['kind', 'product', 'reason'],
      );
    }
  });

  it('each offer links its terms page', () => {
    expect(offers().map((o) => (o.kind === 'Offered' ? o.termsPath : ''))).toEqual([
      '/terms/cancel-for-any-reason/',
      '/terms/cancel-for-any-reason/#change-for-any-reason',
      '/terms/missed-connection-guarantee/#flight-disruption-assistance',
      '/terms/price-drop-protection/',
    ]);
  });
});

describe('protectionOffers: pricing (file header formulas)', () => {
  const priceOf = (product: string, patch: Partial<ProtectionOffersInput>) => {
    const o = offers(patch).find((x) => x.product === product);
    return o?.kind === 'Offered' ? o.priceMinor : null;
  };
  it.each<[string, string, Partial<ProtectionOffersInput>, number]>([
    ['CFAR 20 % of base + taxes', 'Cfar', { passengers: 1, baseFareMinor: 10_000, taxesMinor: 1_500 }, 2_300],
    ['CFAR rounds half up to the cent', 'Cfar', { passengers: 1, baseFareMinor: 10_001, taxesMinor: 1_501 }, 2_300],
    ['CFAR rounds x.6 up', 'Cfar', { passengers: 1, baseFareMinor: 10_003, taxesMinor: 1_500 }, 2_301],
    ['CFAR floor $15 a passenger', 'Cfar', { passengers: 3, baseFareMinor: 10_000, taxesMinor: 1_500 }, 4_500],
    ['CHFAR 12 %', 'Chfar', { passengers: 1, baseFareMinor: 30_000, taxesMinor: 5_000 }, 4_200],
    ['CHFAR floor $10 a passenger', 'Chfar', { passengers: 4, baseFareMinor: 20_000, taxesMinor: 5_000 }, 4_000],
    ['disruption 6 % of base fare only', 'DisruptionAssistance', { passengers: 1, baseFareMinor: 50_000, taxesMinor: 9_000 }, 3_000],
    ['disruption floor $9 a passenger', 'DisruptionAssistance', { passengers: 5, baseFareMinor: 50_000, taxesMinor: 0 }, 4_500],
    ['zero fare still pays the floor', 'Cfar', { passengers: 2, baseFareMinor: 0, taxesMinor: 0 }, 3_000],
    ['price drop is free', 'PriceDropProtection', { passengers: 9 }, 0],
  ])('%s', (_name, product, patch, price) => {
    expect(priceOf(product, patch)).toBe(price);
  });

  it('premiumMinor is the larger of the percentage and the floor', () => {
    expect(premiumMinor(1_000_000, { premiumPercent: 20, minPerPassengerMinor: 1_500 }, 9)).toBe(200_000);
    expect(premiumMinor(1_000, { premiumPercent: 20, minPerPassengerMinor: 1_500 }, 9)).toBe(13_500);
  });

  it('coverage says what is bought', () => {
    const [cfar, chfar, disruption, drop] = offers();
    expect(cfar).toMatchObject({
      coverage: { product: 'Cfar', coveredMinor: 46_000, refundMinor: 36_800, airlineCreditMinor: 46_000, exerciseDeadlineHours: 3 },
    });
    expect(chfar).toMatchObject({
      coverage: { coveredMinor: 46_000, changesIncluded: 1, exerciseDeadlineHours: 3, newItineraryWithinYears: 1 },
    });
    expect(disruption).toMatchObject({ coverage: { passengers: 2, baseFareRefundMinor: 40_000, claimsPerPassengerPerTrip: 1 } });
    expect(drop).toMatchObject({ coverage: { kind: 'Flight', monitorDays: 10, creditCapMinor: 5_000 } });
    expect(offers({ product: 'hotel' })[3]).toMatchObject({ coverage: { kind: 'Hotel', checkAfterCalendarDays: 5 } });
  });
});

describe('protectionOffers: bad input is named', () => {
  it.each<[string, Partial<ProtectionOffersInput>, string]>([
    ['no passengers', { passengers: 0 }, 'InvalidPassengerCount'],
    ['10 passengers', { passengers: 10 }, 'InvalidPassengerCount'],
    ['half a passenger', { passengers: 1.5 }, 'InvalidPassengerCount'],
    ['negative fare', { baseFareMinor: -1 }, 'InvalidAmount'],
    ['fractional cents', { taxesMinor: 0.5 }, 'InvalidAmount'],
    ['NaN', { baseFareMinor: Number.NaN }, 'InvalidAmount'],
    ['too large to price exactly', { baseFareMinor: Number.MAX_SAFE_INTEGER - 1, taxesMinor: 0 }, 'InvalidAmount'],
    ['invalid departure', { firstDeparture: new Date('nope') }, 'InvalidDate'],
    ['invalid now', { now: new Date(Number.NaN) }, 'InvalidDate'],
  ])('%s', (_name, patch, reason) => {
    expect(protectionOffers({ ...base, ...patch })).toEqual({ kind: 'InvalidInput', reason });
  });
});

describe('protectionRefund (CFAR, SPEC §9)', () => {
  it.each([
    [46_000, 36_800, 46_000],
    [12_345, 9_876, 12_345],
    [1, 0, 1],
    [0, 0, 0],
  ])('on %s: refund %s (80 %%, rounded down) or credit %s (100 %%)', (paid, refundMinor, airlineCreditMinor) => {
    expect(protectionRefund(paid)).toEqual({ kind: 'Refund', refundMinor, airlineCreditMinor });
  });

  it.each([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])('%s is not an amount', (paid) => {
    expect(protectionRefund(paid)).toEqual({ kind: 'InvalidAmount' });
  });
});
