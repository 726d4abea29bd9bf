import { describe, expect, it } from 'vitest';
import { complimentaryNight, stayCancelPolicy, type BookedRate } from '../../../../src/lib/domain/lodging/stay-rules';

describe('complimentaryNight (SPEC §5: four nights or more at Lifestyle and Premier hotels)', () => {
  const nights = (n: number) => Array.from({ length: n }, (_, i) => 10_000 + i * 100);
  it.each([
    ['hotel', 'Lifestyle', 4, { nightIndex: 3, amountMinor: 10_300 }],
    ['hotel', 'Premier', 6, { nightIndex: 3, amountMinor: 10_300 }],
    ['hotel', 'Premier', 3, null],
    ['hotel', 'NoCollection', 5, null],
    ['vacation_rental', 'Premier', 5, null],
  ] as const)('%s of %s, %i nights → %o', (kind, collection, n, expected) => {
    expect(complimentaryNight({ kind, collection, nightlyMinor: nights(n) })).toEqual(expected);
  });
});

describe('stayCancelPolicy', () => {
  const checkIn = '2027-03-10T20:00:00.000Z';
  const deadline = '2027-03-09T20:00:00.000Z';
  const rate = (over: Partial<BookedRate> = {}): BookedRate => ({
    cancellation: 'FullyRefundable',
    cancelByUtc: deadline,
    checkInUtc: checkIn,
    paidMinor: 60_000,
    firstNightMinor: 20_000,
    cfar: null,
    ...over,
  });
  const cfar = { premiumMinor: 5_000, coverageAmountMinor: 44_000, shouldRefundCfarPremium: false };
  const before = new Date('2027-03-01T00:00:00Z');
  const between = new Date('2027-03-10T00:00:00Z');
  const after = new Date('2027-03-10T20:00:00Z');
  it.each<[string, BookedRate, Date, ReturnType<typeof stayCancelPolicy>]>([
    [
      'free cancellation before the deadline: all back',
      rate(),
      before,
      { kind: 'Refundable', why: 'FreeCancellation', refundMinor: 60_000 },
    ],
    ['free cancellation after the deadline: non-refundable', rate(), between, { kind: 'NotCancelable', reason: 'NonRefundable' }],
    [
      'partial before the deadline: the first night kept',
      rate({ cancellation: 'PartiallyRefundable' }),
      before,
      { kind: 'Refundable', why: 'PartialRefund', refundMinor: 40_000 },
    ],
    [
      'non-refundable',
      rate({ cancellation: 'NonRefundable', cancelByUtc: null }),
      before,
      { kind: 'NotCancelable', reason: 'NonRefundable' },
    ],
    [
      'unknown policy: support',
      rate({ cancellation: 'Unknown', cancelByUtc: null }),
      before,
      { kind: 'NotCancelable', reason: 'ContactCustomerService' },
    ],
    [
      'CFAR on a non-refundable rate: the coverage, fee kept',
      rate({ cancellation: 'NonRefundable', cancelByUtc: null, cfar }),
      between,
      { kind: 'Refundable', why: 'CancelForAnyReason', refundMinor: 44_000 },
    ],
    [
      'CFAR that refunds its fee',
      rate({ cancellation: 'NonRefundable', cancelByUtc: null, cfar: { ...cfar, shouldRefundCfarPremium: true } }),
      between,
      { kind: 'Refundable', why: 'CancelForAnyReason', refundMinor: 49_000 },
    ],
    [
      'CFAR never above what was paid',
      rate({ cancellation: 'NonRefundable', cancelByUtc: null, paidMinor: 45_000, cfar: { ...cfar, shouldRefundCfarPremium: true } }),
      between,
      { kind: 'Refundable', why: 'CancelForAnyReason', refundMinor: 45_000 },
    ],
    [
      'CFAR on a partial rate in time: the better of the two',
      rate({ cancellation: 'PartiallyRefundable', cfar }),
      before,
      { kind: 'Refundable', why: 'CancelForAnyReason', refundMinor: 44_000 },
    ],
    [
      'CFAR on a partial rate, partial better',
      rate({ cancellation: 'PartiallyRefundable', firstNightMinor: 5_000, cfar }),
      before,
      { kind: 'Refundable', why: 'PartialRefund', refundMinor: 55_000 },
    ],
    ['at check-in: nothing online', rate({ cfar }), after, { kind: 'NotCancelable', reason: 'PastCheckIn' }],
  ])('%s', (_name, booked, now, expected) => {
    expect(stayCancelPolicy(booked, now)).toEqual(expected);
  });
});
