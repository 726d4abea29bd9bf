// The pure rules of a booked car (SPEC §3 car cancellation policies): the driver's age on the
// pick-up day, and what cancelling keeps under each policy at every boundary instant.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFTER_BOOKING_FEE_MINOR, carCancelPolicy, type BookedCar } from '../../../../src/lib/domain/cars/car-rules';
import { ageOn } from '../../../../src/lib/domain/shared/dates';
import { CarCancellationPolicies } from '../../../../src/lib/domain/cars/cars.constants';

const MS = 1;
const H = 3_600_000;
const D = 24 * H;

describe('ageOn', () => {
  it.each([
    // [date of birth, day, age]
    ['1990-06-15', '2020-06-14', 29],
    ['1990-06-15', '2020-06-15', 30],
    ['1990-06-15', '2020-06-16', 30],
    // A pick-up's local date and time: the date part is the day.
    ['1990-06-15', '2020-06-15T00:00', 30],
    ['1990-06-15', '2020-06-14T23:59', 29],
    // Year ends and starts.
    ['1990-12-31', '2020-12-30', 29],
    ['1990-12-31', '2020-12-31', 30],
    ['1990-01-01', '2020-01-01', 30],
    ['1990-01-01', '2019-12-31', 29],
    // The young driver line (25) and the usual minimum ages (20, 21) on the birthday and the day before.
    ['2001-07-04', '2026-07-03', 24],
    ['2001-07-04', '2026-07-04', 25],
    ['2005-03-10', '2026-03-09', 20],
    ['2005-03-10', '2026-03-10', 21],
    ['2006-03-10', '2026-03-09', 19],
    ['2006-03-10', '2026-03-10', 20],
    // Born on February 29: a year older on March 1 in a common year, on February 29 in a leap year.
    ['2000-02-29', '2021-02-28', 20],
    ['2000-02-29', '2021-03-01', 21],
    ['2000-02-29', '2024-02-28', 23],
    ['2000-02-29', '2024-02-29', 24],
    ['2000-02-29', '2024-03-01', 24],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
    // Born on February 28 or March 1: the leap day does not move their birthday.
    ['2000-02-28', '2025-02-28', 25],
    ['2000-03-01', '2024-02-29', 23],
    ['2000-03-01', '2024-03-01', 24],
    // Born that very day, and the profile's placeholder birth date (SPEC §3: 1870-01-01).
    ['2026-06-01', '2026-06-01', 0],
    ['1870-01-01', '2026-06-01', 156],
  ] as const)('born %s, on %s: %i', (dateOfBirth, day, age) => {
    expect(ageOn(dateOfBirth, day)).toBe(age);
  });

  it.each([
    ['', '2026-06-01'],
    ['1990/06/15', '2026-06-01'],
    ['1990-6-15', '2026-06-01'],
    ['15-06-1990', '2026-06-01'],
    ['1990-06-15T00:00', '2026-06-01'],
    [' 1990-06-15', '2026-06-01'],
    ['1990-06-15', ''],
    ['1990-06-15', 'tomorrow'],
    ['1990-06-15', '2026/06/01'],
  ])('a date that does not read (%j, %j) gives null', (dateOfBirth, day) => {
    expect(ageOn(dateOfBirth, day)).toBeNull();
  });
});

describe('carCancelPolicy', () => {
  const pickup = Date.parse('2027-06-10T17:00:00.000Z');
  const bookedAt = new Date(pickup - 20 * D);
  const car = (over: Partial<BookedCar> = {}): BookedCar => ({
    policy: 'FreeCancellation',
    pickupUtc: new Date(pickup).toISOString(),
    freeCancellationUntilUtc: new Date(pickup).toISOString(),
    bookedAt,
    paidMinor: 30_000,
    perDayMinor: 6_000,
    ...over,
  });
  const conditional = (over: Partial<BookedCar> = {}) =>
    car({ policy: 'Conditional', freeCancellationUntilUtc: new Date(pickup - 48 * H).toISOString(), ...over });
  const at = (ms: number) => new Date(ms);
  const free = { kind: 'Refundable', feeMinor: 0, why: 'FreeCancellation' } as const;
  const keep = (feeMinor: number) => ({ kind: 'Refundable', feeMinor, why: 'PartialRefund' }) as const;
  const past = { kind: 'NotCancelable', reason: 'PastPickUp' } as const;

  it.each([
    // FreeCancellation: everything back up to the pick-up instant, nothing after it.
    ['FreeCancellation right after booking', car(), bookedAt.getTime(), free],
    ['FreeCancellation 1 ms before pick-up', car(), pickup - MS, free],
    ['FreeCancellation at the pick-up instant', car(), pickup, past],
    ['FreeCancellation after pick-up', car(), pickup + H, past],
    // NonRefundable: never, and past the pick-up the pick-up is the reason.
    [
      'NonRefundable right after booking',
      car({ policy: 'NonRefundable', freeCancellationUntilUtc: null }),
      bookedAt.getTime(),
      {
        kind: 'NotCancelable',
        reason: 'NonRefundable',
      },
    ],
    [
      'NonRefundable 1 ms before pick-up',
      car({ policy: 'NonRefundable', freeCancellationUntilUtc: null }),
      pickup - MS,
      {
        kind: 'NotCancelable',
        reason: 'NonRefundable',
      },
    ],
    ['NonRefundable at the pick-up instant', car({ policy: 'NonRefundable', freeCancellationUntilUtc: null }), pickup, past],
    // Conditional: free until 48 hours before pick-up (exclusive), then one rental day.
    ['Conditional right after booking', conditional(), bookedAt.getTime(), free],
    ['Conditional 1 ms before its deadline', conditional(), pickup - 48 * H - MS, free],
    ['Conditional at its deadline instant', conditional(), pickup - 48 * H, keep(6_000)],
    ['Conditional 1 ms before pick-up', conditional(), pickup - MS, keep(6_000)],
    ['Conditional at the pick-up instant', conditional(), pickup, past],
    ['Conditional without a deadline', conditional({ freeCancellationUntilUtc: null }), bookedAt.getTime(), keep(6_000)],
    // PartiallyRefundable: one rental day kept from the start, even within 24 hours of booking.
    [
      'PartiallyRefundable right after booking',
      car({ policy: 'PartiallyRefundable', freeCancellationUntilUtc: null }),
      bookedAt.getTime(),
      keep(6_000),
    ],
    [
      'PartiallyRefundable 1 ms before pick-up',
      car({ policy: 'PartiallyRefundable', freeCancellationUntilUtc: null }),
      pickup - MS,
      keep(6_000),
    ],
    ['PartiallyRefundable at the pick-up instant', car({ policy: 'PartiallyRefundable', freeCancellationUntilUtc: null }), pickup, past],
    // ConditionalAfterBooking: free for 24 hours after booking (exclusive), then the $50 fee.
    [
      'ConditionalAfterBooking at booking',
      car({ policy: 'ConditionalAfterBooking', freeCancellationUntilUtc: null }),
      bookedAt.getTime(),
      free,
    ],
    [
      'ConditionalAfterBooking 1 ms before 24 h',
      car({ policy: 'ConditionalAfterBooking', freeCancellationUntilUtc: null }),
      bookedAt.getTime() + D - MS,
      free,
    ],
    [
      'ConditionalAfterBooking at 24 h',
      car({ policy: 'ConditionalAfterBooking', freeCancellationUntilUtc: null }),
      bookedAt.getTime() + D,
      keep(AFTER_BOOKING_FEE_MINOR),
    ],
    [
      'ConditionalAfterBooking 1 ms before pick-up',
      car({ policy: 'ConditionalAfterBooking', freeCancellationUntilUtc: null }),
      pickup - MS,
      keep(AFTER_BOOKING_FEE_MINOR),
    ],
    [
      'ConditionalAfterBooking at the pick-up instant',
      car({ policy: 'ConditionalAfterBooking', freeCancellationUntilUtc: null }),
      pickup,
      past,
    ],
    // Booked less than 24 hours before pick-up: the pick-up ends the free window first.
    [
      'ConditionalAfterBooking booked 2 h before pick-up, at pick-up',
      car({ policy: 'ConditionalAfterBooking', freeCancellationUntilUtc: null, bookedAt: new Date(pickup - 2 * H) }),
      pickup,
      past,
    ],
    [
      'ConditionalAfterBooking booked 2 h before pick-up, 1 ms before it',
      car({ policy: 'ConditionalAfterBooking', freeCancellationUntilUtc: null, bookedAt: new Date(pickup - 2 * H) }),
      pickup - MS,
      free,
    ],
  ] as const)('%s', (_name, booked, now, expected) => {
    expect(carCancelPolicy(booked, at(now))).toEqual(expected);
  });

  it.each([
    // [policy, paid, per day, fee]: a fee is never more than was paid.
    ['PartiallyRefundable', 30_000, 6_000, 6_000],
    ['PartiallyRefundable', 6_000, 6_000, 6_000],
    ['PartiallyRefundable', 5_999, 6_000, 5_999],
    ['PartiallyRefundable', 0, 6_000, 0],
    ['Conditional', 4_000, 6_000, 4_000],
    ['ConditionalAfterBooking', AFTER_BOOKING_FEE_MINOR + 1, 6_000, AFTER_BOOKING_FEE_MINOR],
    ['ConditionalAfterBooking', AFTER_BOOKING_FEE_MINOR, 6_000, AFTER_BOOKING_FEE_MINOR],
    ['ConditionalAfterBooking', AFTER_BOOKING_FEE_MINOR - 1, 6_000, AFTER_BOOKING_FEE_MINOR - 1],
  ] as const)('%s paid %i (one day %i) keeps %i', (policy, paidMinor, perDayMinor, fee) => {
    const booked = car({
      policy,
      paidMinor,
      perDayMinor,
      freeCancellationUntilUtc: policy === 'Conditional' ? new Date(pickup - 48 * H).toISOString() : null,
    });
    // Past every free window, before the pick-up.
    expect(carCancelPolicy(booked, at(pickup - H))).toEqual(keep(fee));
  });

  it('is $50.00 that ConditionalAfterBooking keeps', () => {
    expect(AFTER_BOOKING_FEE_MINOR).toBe(5_000);
  });

  it('over any policy, amounts and instant: past the pick-up nothing cancels; a fee is between 0 and what was paid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CarCancellationPolicies),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -40 * D, max: 5 * D }),
        fc.integer({ min: 0, max: 30 * D }),
        fc.option(fc.integer({ min: 0, max: 10 * D }), { nil: null }),
        (policy, paidMinor, perDayMinor, offset, bookedBefore, freeBefore) => {
          const booked = car({
            policy,
            paidMinor,
            perDayMinor,
            bookedAt: new Date(pickup - bookedBefore),
            freeCancellationUntilUtc: freeBefore === null ? null : new Date(pickup - freeBefore).toISOString(),
          });
          const now = pickup + offset;
          const rule = carCancelPolicy(booked, at(now));
          if (now >= pickup) expect(rule).toEqual(past);
          else if (policy === 'NonRefundable') expect(rule).toEqual({ kind: 'NotCancelable', reason: 'NonRefundable' });
          else {
            expect(rule.kind).toBe('Refundable');
            const fee = rule.kind === 'Refundable' ? rule.feeMinor : NaN;
            expect(fee).toBeGreaterThanOrEqual(0);
            expect(fee).toBeLessThanOrEqual(paidMinor);
            if (rule.kind === 'Refundable' && rule.why === 'FreeCancellation') expect(fee).toBe(0);
            if (policy === 'PartiallyRefundable') expect(rule).toEqual(keep(Math.min(perDayMinor, paidMinor)));
            if (policy === 'FreeCancellation') expect(rule).toEqual(free);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
