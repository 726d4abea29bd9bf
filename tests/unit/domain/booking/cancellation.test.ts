import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactFor,
  flightCancelPolicy,
  refundPlan,
  type CancelPolicy,
  type PaidParts,
} from '../../../../src/lib/domain/booking/cancellation';
import type { PenaltyInfo } from '../../../../src/lib/domain/flights/flights.schema';

const H = 3_600_000;
const D = 24 * H;
const departure = new Date('2027-05-10T14:00:00Z');
const known = (cancel: Extract<PenaltyInfo, { kind: 'Known' }>['cancel']): PenaltyInfo => ({
  kind: 'Known',
  change: { kind: 'NoPenalty' },
  cancel,
});
const fee99: PenaltyInfo = known({ kind: 'WithFee', amount: 9_900, currency: 'USD' });

describe('flightCancelPolicy', () => {
  const base: Parameters<typeof flightCancelPolicy>[0] = {
    reservation: 'Confirmed',
    penalties: fee99,
    bookedAt: new Date(departure.getTime() - 30 * D),
    firstDeparture: departure,
    ticketedTravelers: 2,
    now: new Date(departure.getTime() - 10 * D),
  };
  it.each<[string, Partial<typeof base>, CancelPolicy]>([
    ['a fee per ticketed traveler', {}, { kind: 'Refundable', feeMinor: 19_800, refundsProtections: false, why: 'FareRules' }],
    [
      'no penalty',
      { penalties: known({ kind: 'NoPenalty' }) },
      { kind: 'Refundable', feeMinor: 0, refundsProtections: false, why: 'FareRules' },
    ],
    ['a basic fare cannot be cancelled', { penalties: known({ kind: 'NotPossible' }) }, { kind: 'NotCancelable', reason: 'NonRefundable' }],
    [
      'unknown cancel rule: our support',
      { penalties: known({ kind: 'Unknown' }) },
      { kind: 'NotCancelable', reason: 'ContactCustomerService' },
    ],
    ['unknown fare rules: our support', { penalties: { kind: 'Unknown' } }, { kind: 'NotCancelable', reason: 'ContactCustomerService' }],
    ['several tickets: the airlines', { penalties: { kind: 'ExternallyManaged' } }, { kind: 'NotCancelable', reason: 'AirlineControl' }],
    [
      'within 24 h of booking, 7+ days ahead: void, even a basic fare',
      {
        penalties: known({ kind: 'NotPossible' }),
        bookedAt: new Date(departure.getTime() - 20 * D),
        now: new Date(departure.getTime() - 20 * D + 23 * H),
      },
      { kind: 'Refundable', feeMinor: 0, refundsProtections: true, why: 'VoidWindow' },
    ],
    [
      'within 24 h of booking but booked 6 days ahead: the fare rules',
      { bookedAt: new Date(departure.getTime() - 6 * D), now: new Date(departure.getTime() - 6 * D + H) },
      { kind: 'Refundable', feeMinor: 19_800, refundsProtections: false, why: 'FareRules' },
    ],
    [
      '24 h after booking: the fare rules',
      { bookedAt: new Date(departure.getTime() - 20 * D), now: new Date(departure.getTime() - 19 * D) },
      {
        kind: 'Refundable',
        feeMinor: 19_800,
        refundsProtections: false,
        why: 'FareRules',
      },
    ],
    [
      '2 h 59 min before departure',
      { now: new Date(departure.getTime() - 3 * H + 60_000) },
      { kind: 'NotCancelable', reason: 'TooCloseToDeparture' },
    ],
    [
      '3 h before departure still can',
      { now: new Date(departure.getTime() - 3 * H) },
      { kind: 'Refundable', feeMinor: 19_800, refundsProtections: false, why: 'FareRules' },
    ],
    ['departed', { now: departure }, { kind: 'NotCancelable', reason: 'Departed' }],
    ['pending', { reservation: 'Pending' }, { kind: 'NotCancelable', reason: 'BookingPending' }],
    ['already canceled', { reservation: 'Canceled' }, { kind: 'NotCancelable', reason: 'AlreadyCanceled' }],
    ['declined', { reservation: 'Declined' }, { kind: 'NotCancelable', reason: 'NotBooked' }],
  ])('%s', (_name, change, expected) => {
    expect(flightCancelPolicy({ ...base, ...change })).toEqual(expected);
  });

  it('says whom to contact for every reason it cannot cancel', () => {
    expect(contactFor).toMatchObject({ NonRefundable: 'Airline', AirlineControl: 'Airline', ContactCustomerService: 'Support' });
  });
});

const fareRules = (feeMinor: number): Extract<CancelPolicy, { kind: 'Refundable' }> => ({
  kind: 'Refundable',
  feeMinor,
  refundsProtections: false,
  why: 'FareRules',
});
const paid = (p: Partial<PaidParts>): PaidParts => ({
  totalMinor: 50_000,
  cardMinor: 50_000,
  rewardsMinor: 0,
  rewardsUnits: 0,
  wallet: [],
  protectionsMinor: 0,
  earnedUnits: 1_000,
  ...p,
});

describe('refundPlan', () => {
  it.each<[string, PaidParts, Extract<CancelPolicy, { kind: 'Refundable' }>, Partial<ReturnType<typeof refundPlan>>]>([
    [
      'card only, no fee: all back, the earn taken back',
      paid({}),
      fareRules(0),
      { refundMinor: 50_000, cardMinor: 50_000, earnReversedUnits: 1_000 },
    ],
    [
      'a fee comes off the card first',
      paid({ cardMinor: 30_000, rewardsMinor: 20_000, rewardsUnits: 20_000 }),
      fareRules(9_900),
      {
        refundMinor: 40_100,
        cardMinor: 20_100,
        rewardsMinor: 20_000,
        rewardsUnits: 20_000,
        earnReversedUnits: 670,
      },
    ],
    [
      'a fee above the card part eats into rewards, units rounded down',
      paid({ cardMinor: 5_000, rewardsMinor: 45_000, rewardsUnits: 30_000 }),
      fareRules(9_900),
      {
        cardMinor: 0,
        rewardsMinor: 40_100,
        rewardsUnits: 26_733,
        earnReversedUnits: 0,
      },
    ],
    [
      'protections are kept after the void window',
      paid({ protectionsMinor: 4_000 }),
      fareRules(0),
      { refundMinor: 46_000, keptMinor: 4_000 },
    ],
    [
      'in the void window the protections come back',
      paid({ protectionsMinor: 4_000 }),
      { ...fareRules(0), refundsProtections: true, why: 'VoidWindow' },
      {
        refundMinor: 50_000,
        keptMinor: 0,
      },
    ],
    [
      'wallet credits come back after card and rewards paid the fee; an offer comes back whole',
      paid({
        cardMinor: 40_000,
        wallet: [
          { kind: 'TravelWalletOffer', id: 'o', amountMinor: 2_500 },
          { kind: 'TravelWalletCredit', id: 'c', amountMinor: 7_500 },
        ],
      }),
      fareRules(9_900),
      {
        cardMinor: 30_100,
        wallet: [
          { kind: 'TravelWalletCredit', id: 'c', amountMinor: 7_500 },
          { kind: 'TravelWalletOffer', id: 'o', amountMinor: 2_500 },
        ],
      },
    ],
    [
      'an offer partly kept stays used',
      paid({ cardMinor: 1_000, wallet: [{ kind: 'TravelWalletOffer', id: 'o', amountMinor: 49_000 }] }),
      fareRules(9_900),
      {
        refundMinor: 0,
        wallet: [],
      },
    ],
    [
      'a fee above the total keeps the total',
      paid({ totalMinor: 5_000, cardMinor: 5_000 }),
      fareRules(9_900),
      { refundMinor: 0, feeMinor: 5_000, keptMinor: 5_000 },
    ],
  ])('%s', (_name, parts, policy, expected) => {
    expect(refundPlan(parts, policy)).toMatchObject(expected);
  });

  it('never gives back more than was paid, by any route, and keeps exactly the fee and protections when no offer is cut', () => {
    fc.assert(
      fc.property(
        fc.record({
          card: fc.nat(100_000),
          rewards: fc.nat(100_000),
          rate: fc.integer({ min: 50, max: 150 }),
          credit: fc.nat(20_000),
          protections: fc.nat(10_000),
          fee: fc.nat(60_000),
          earned: fc.nat(5_000),
        }),
        ({ card, rewards, rate, credit, protections, fee, earned }) => {
          const total = card + rewards + credit;
          const parts = paid({
            totalMinor: total,
            cardMinor: card,
            rewardsMinor: rewards,
            rewardsUnits: Math.floor((rewards * rate) / 100),
            wallet: credit ? [{ kind: 'TravelWalletCredit', id: 'c', amountMinor: credit }] : [],
            protectionsMinor: Math.min(protections, total),
            earnedUnits: earned,
          });
          const plan = refundPlan(parts, fareRules(fee));
          expect(plan.cardMinor).toBeLessThanOrEqual(card);
          expect(plan.rewardsMinor).toBeLessThanOrEqual(rewards);
          expect(plan.rewardsUnits).toBeLessThanOrEqual(parts.rewardsUnits);
          expect(plan.earnReversedUnits).toBeLessThanOrEqual(earned);
          expect(plan.refundMinor + plan.keptMinor).toBe(total);
          expect(plan.keptMinor).toBe(Math.min(total, fee + parts.protectionsMinor));
        },
      ),
    );
  });
});
