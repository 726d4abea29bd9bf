import { describe, expect, it } from 'vitest';
import {
  canBuyChfar,
  canBuyDisruptionAssistance,
  canExerciseChfar,
  canExerciseFlightCfar,
  flightCfarRefundMinor,
  flightPriceDropCreditMinor,
  flightPriceDropMonitorEnds,
  isComplimentaryNightEligible,
  isPriceDropEligible,
  isPriceMatchClaimable,
  isReasonableAirlineRebooking,
  type PriceMatchClaim,
} from '../../../../src/lib/domain/booking/protections';
import { formatTermValue, isTermKey, termValues } from '../../../../src/lib/domain/shared/term-values';

const departure = new Date('2026-12-10T15:00:00Z');
const hoursBefore = (h: number) => new Date(departure.getTime() - h * 3_600_000);

describe('cancel for any reason (flights)', () => {
  it.each([
    [72, true],
    [3, true],
    [2.99, false],
    [0, false],
    [-1, false],
  ])('%s hours before departure: exercisable %s', (h, expected) => {
    expect(canExerciseFlightCfar(hoursBefore(h), departure)).toBe(expected);
  });

  it.each([
    [100_00, 80_00],
    [123_45, 98_76],
    [1, 0],
    [0, 0],
  ])('refund of %s minor units of base fare and taxes is %s (80 %%, rounded down)', (paid, refund) => {
    expect(flightCfarRefundMinor(paid)).toBe(refund);
  });
});

describe('change for any reason and disruption assistance', () => {
  it.each([
    [48, true, true, true],
    [24, true, true, true],
    [23.5, false, false, true],
    [3, false, false, true],
    [2, false, false, false],
  ])('%s hours before departure: buy CHFAR %s, buy disruption %s, exercise CHFAR %s', (h, chfar, disruption, exercise) => {
    const now = hoursBefore(h);
    expect(canBuyChfar(now, departure)).toBe(chfar);
    expect(canBuyDisruptionAssistance(now, departure)).toBe(disruption);
    expect(canExerciseChfar(now, departure)).toBe(exercise);
  });
});

describe('price drop protection', () => {
  it.each([
    ['flight', 'Standard', true],
    ['hotel', 'Standard', true],
    ['hotel', 'Premier', false],
    ['hotel', 'Lifestyle', false],
    ['package', 'Standard', false],
    ['vacationRental', 'Standard', false],
  ] as const)('%s at a %s hotel: eligible %s', (product, collection, expected) => {
    expect(isPriceDropEligible(product, collection)).toBe(expected);
  });

  it('monitors a flight for 10 days after purchase', () => {
    expect(flightPriceDropMonitorEnds(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });

  it.each([
    [400_00, 380_00, 20_00],
    [400_00, 300_00, 50_00],
    [400_00, 410_00, 0],
  ])('paid %s, now %s: credit %s (capped at $50)', (paid, now, credit) => {
    expect(flightPriceDropCreditMinor(paid, now)).toBe(credit);
  });
});

describe('price match', () => {
  const base: PriceMatchClaim = {
    product: 'hotel',
    payAtHotelPremium: false,
    currency: 'USD',
    bookedAt: new Date('2026-11-22T10:00:00Z'),
    claimedAt: new Date('2026-11-23T09:00:00Z'),
  };
  it.each<[string, Partial<PriceMatchClaim>, boolean]>([
    ['a hotel claimed after 23 hours in USD', {}, true],
    ['exactly 24 hours after booking', { claimedAt: new Date('2026-11-23T10:00:00Z') }, true],
    ['25 hours after booking', { claimedAt: new Date('2026-11-23T11:00:00Z') }, false],
    ['a claim dated before the booking', { claimedAt: new Date('2026-11-22T09:00:00Z') }, false],
    ['a price in CAD', { currency: 'CAD' }, false],
    ['a package', { product: 'package' }, false],
    ['a vacation rental', { product: 'vacationRental' }, false],
    ['a pay-at-hotel Premier stay', { payAtHotelPremium: true }, false],
    ['a flight', { product: 'flight' }, true],
  ])('%s: claimable %s', (_, change, expected) => {
    expect(isPriceMatchClaimable({ ...base, ...change })).toBe(expected);
  });
});

describe('complimentary fourth night', () => {
  it.each([
    [4, 'Lifestyle', true],
    [5, 'Premier', true],
    [3, 'Lifestyle', false],
    [7, 'Standard', false],
  ] as const)('%s nights at %s: eligible %s', (nights, collection, expected) => {
    expect(isComplimentaryNightEligible(nights, collection)).toBe(expected);
  });
});

describe('reasonable airline rebooking (missed connection)', () => {
  it.each([
    ['2026-12-10T14:00', '2026-12-10T14:45', true],
    ['2026-12-10T14:00', '2026-12-10T15:00', true],
    ['2026-12-10T14:00', '2026-12-10T15:01', false],
    ['2026-12-10T20:00', '2026-12-11T08:00', false],
    ['2026-12-10T20:01', '2026-12-11T09:00', true],
    ['2026-12-10T22:30', '2026-12-11T07:15', true],
    ['2026-12-10T22:30', '2026-12-11T09:01', false],
    ['2026-12-31T23:00', '2027-01-01T08:59', true],
  ])('missed %s, rebooked %s: reasonable %s', (missed, rebooked, expected) => {
    expect(isReasonableAirlineRebooking(missed, rebooked)).toBe(expected);
  });

  it('refuses a time that is not a local date-time', () => {
    expect(() => isReasonableAirlineRebooking('tomorrow', '2026-12-10T10:00')).toThrow(RangeError);
  });
});

describe('term values as readers see them', () => {
  it.each([
    ['cfar.refundPercent', '80%', '80\u00a0%'],
    ['cfar.deadlineHours', '3 hours', '3\u00a0heures'],
    ['priceDrop.flightDays', '10 days', '10\u00a0jours'],
    ['priceDrop.hotelDays', '5 calendar days', '5 jours civils'],
    ['missedConnection.cap', 'US$5,000', '5\u00a0000\u00a0$\u00a0US'],
    ['priceDrop.flightCap', 'US$50', '50\u00a0$\u00a0US'],
    ['missedConnection.lateFrom', '8:00 PM', '20 h 00'],
    ['chfar.reimbursementDays', '10 business days', '10 jours ouvrables'],
    ['cfar.premiumPercent', '20%', '20\u00a0%'],
    ['cfar.minPerPassenger', 'US$15', '15\u00a0$\u00a0US'],
    ['chfar.premiumPercent', '12%', '12\u00a0%'],
    ['chfar.minPerPassenger', 'US$10', '10\u00a0$\u00a0US'],
    ['disruption.premiumPercent', '6%', '6\u00a0%'],
    ['disruption.minPerPassenger', 'US$9', '9\u00a0$\u00a0US'],
  ] as const)('%s reads "%s" and "%s"', (key, en, fr) => {
    const norm = (s: string) => s.replace(/[\u202f\u00a0]/g, '\u00a0');
    expect(norm(formatTermValue(termValues[key], 'en'))).toBe(norm(en));
    expect(norm(formatTermValue(termValues[key], 'fr'))).toBe(norm(fr));
  });

  it('knows its own keys and no others', () => {
    expect(isTermKey('cfar.refundPercent')).toBe(true);
    expect(isTermKey('cfar.nope')).toBe(false);
    expect(isTermKey('toString')).toBe(false);
  });
});
