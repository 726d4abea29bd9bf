import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CancelPolicy } from '../../../../src/lib/domain/booking/cancellation';
import { airlineCreditExpiresAt, flightCfar, withFlightCfar, type FlightCfar } from '../../../../src/lib/domain/booking/cfar';

const H = 3_600_000;
const departure = new Date('2027-05-10T14:00:00Z');
const at = (msBefore: number) => new Date(departure.getTime() - msBefore);

describe('flightCfar: whether the cover can be used now (SPEC §4: up to 3 hours before the first departure)', () => {
  const base: Parameters<typeof flightCfar>[0] = {
    reservation: 'Confirmed',
    bought: true,
    coveredMinor: 40_001,
    firstDeparture: departure,
    now: at(48 * H),
  };
  it.each<[string, Partial<typeof base>, FlightCfar]>([
    ['two days before', {}, { kind: 'Exercisable', refundMinor: 32_000, airlineCreditMinor: 40_001, deadline: at(3 * H) }],
    [
      'exactly 3 hours before',
      { now: at(3 * H) },
      { kind: 'Exercisable', refundMinor: 32_000, airlineCreditMinor: 40_001, deadline: at(3 * H) },
    ],
    ['a minute inside the 3 hours', { now: at(3 * H - 60_000) }, { kind: 'NotExercisable', reason: 'Expired' }],
    ['at departure', { now: departure }, { kind: 'NotExercisable', reason: 'Departed' }],
    ['a departure that does not read', { firstDeparture: new Date(NaN) }, { kind: 'NotExercisable', reason: 'Departed' }],
    ['not bought', { bought: false }, { kind: 'NotExercisable', reason: 'NonCfar' }],
    ['canceled', { reservation: 'Canceled' }, { kind: 'NotExercisable', reason: 'Canceled' }],
    ['declined', { reservation: 'Declined' }, { kind: 'NotExercisable', reason: 'Canceled' }],
    ['pending', { reservation: 'Pending' }, { kind: 'NotExercisable', reason: 'BookingPending' }],
    ['confirmed, a change pending', { reservation: 'ConfirmedPendingNewChange' }, expect.objectContaining({ kind: 'Exercisable' })],
  ])('%s', (_, change, expected) => {
    expect(flightCfar({ ...base, ...change })).toEqual(expected);
  });
});

describe('withFlightCfar: the better of the fare and the cover', () => {
  const paid = { totalMinor: 50_000, protectionsMinor: 10_000 };
  const cover: FlightCfar = { kind: 'Exercisable', refundMinor: 32_000, airlineCreditMinor: 40_000, deadline: at(3 * H) };
  const byCover: CancelPolicy = {
    kind: 'Refundable',
    feeMinor: 8_000,
    refundsProtections: false,
    why: 'CancelForAnyReason',
    airlineCredit: { amountMinor: 40_000, airlineCode: 'B6' },
  };
  const fareRules = (feeMinor: number): CancelPolicy => ({ kind: 'Refundable', feeMinor, refundsProtections: false, why: 'FareRules' });
  const voidWindow: CancelPolicy = { kind: 'Refundable', feeMinor: 0, refundsProtections: true, why: 'VoidWindow' };
  it.each<[string, CancelPolicy, FlightCfar, CancelPolicy]>([
    ['a non-refundable fare: the cover', { kind: 'NotCancelable', reason: 'NonRefundable' }, cover, byCover],
    ['a fee above 20 %: the cover', fareRules(8_001), cover, byCover],
    ['a fee of exactly 20 %: the fare (the same back, the cover stays unused)', fareRules(8_000), cover, fareRules(8_000)],
    ['a free cancel: the fare', fareRules(0), cover, fareRules(0)],
    ['the void window: everything back by the fare', voidWindow, cover, voidWindow],
    [
      'the airlines manage the tickets',
      { kind: 'NotCancelable', reason: 'AirlineControl' },
      cover,
      { kind: 'NotCancelable', reason: 'AirlineControl' },
    ],
    [
      'our support handles it',
      { kind: 'NotCancelable', reason: 'ContactCustomerService' },
      cover,
      { kind: 'NotCancelable', reason: 'ContactCustomerService' },
    ],
    [
      'no cover: the fare',
      { kind: 'NotCancelable', reason: 'NonRefundable' },
      { kind: 'NotExercisable', reason: 'NonCfar' },
      { kind: 'NotCancelable', reason: 'NonRefundable' },
    ],
    ['expired cover: the fare', fareRules(9_000), { kind: 'NotExercisable', reason: 'Expired' }, fareRules(9_000)],
  ])('%s', (_, fare, cfar, expected) => {
    expect(withFlightCfar(fare, cfar, paid, 'B6')).toEqual(expected);
  });

  it('never gives back less than the fare would, nor more than was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        (covered, protections, fee) => {
          const paidNow = { totalMinor: covered + protections, protectionsMinor: protections };
          const cfar = flightCfar({
            reservation: 'Confirmed',
            bought: true,
            coveredMinor: covered,
            firstDeparture: departure,
            now: at(10 * H),
          });
          const fare = fareRules(Math.min(fee, covered));
          const back = (p: CancelPolicy) => (p.kind === 'Refundable' ? paidNow.totalMinor - paidNow.protectionsMinor - p.feeMinor : 0);
          const chosen = withFlightCfar(fare, cfar, paidNow, 'AF');
          expect(back(chosen)).toBeGreaterThanOrEqual(back(fare));
          expect(back(chosen)).toBeLessThanOrEqual(paidNow.totalMinor);
          if (chosen.kind === 'Refundable' && chosen.airlineCredit) expect(chosen.airlineCredit.amountMinor).toBe(covered);
        },
      ),
    );
  });
});

describe('airlineCreditExpiresAt: a year from the booking', () => {
  it.each([
    ['2026-11-26T22:00:00.000Z', '2027-11-26T22:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', '2029-03-01T12:00:00.000Z'],
  ])('%s → %s', (booked, expires) => {
    expect(airlineCreditExpiresAt(new Date(booked)).toISOString()).toBe(expires);
  });
});
