import { describe, expect, it } from 'vitest';
import { disruptionOfferFor, paidWithAddOn, type DisruptionOffer } from '../../../../src/lib/domain/booking/addon';
import type { ProtectionOffer } from '../../../../src/lib/domain/booking/checkout-protections';

const offered: ProtectionOffer = {
  kind: 'Offered',
  product: 'DisruptionAssistance',
  priceMinor: 2_400,
  currency: 'USD',
  coverage: {
    product: 'DisruptionAssistance',
    passengers: 1,
    baseFareRefundMinor: 40_000,
    delayThresholdHours: 2,
    rebookingFareCapPerPassengerMinor: 100_000,
    claimsPerPassengerPerTrip: 1,
  },
  termsPath: '/terms/missed-connection-guarantee/#flight-disruption-assistance',
};
const tooLate: ProtectionOffer = { kind: 'NotOffered', product: 'DisruptionAssistance', reason: 'TooCloseToDeparture' };
const confirmed = { reservation: 'Confirmed' as const, products: [] as string[], changedByAirline: false };

describe('disruptionOfferFor: checkout terms, on a confirmed trip not covered yet and not yet changed by the airline', () => {
  it.each<[string, Parameters<typeof disruptionOfferFor>[0], ProtectionOffer | undefined, DisruptionOffer]>([
    [
      'offered at checkout now',
      confirmed,
      offered,
      { kind: 'ValidOffer', offer: offered as Extract<ProtectionOffer, { kind: 'Offered' }> },
    ],
    ['inside 24 hours', confirmed, tooLate, { kind: 'NoOffer', reason: 'TooCloseToDeparture' }],
    ['no offer computed', confirmed, undefined, { kind: 'NoOffer', reason: 'TooCloseToDeparture' }],
    ['already bought', { ...confirmed, products: ['Cfar', 'DisruptionAssistance'] }, offered, { kind: 'NoOffer', reason: 'AlreadyBought' }],
    ['pending', { ...confirmed, reservation: 'Pending' }, offered, { kind: 'NoOffer', reason: 'NotConfirmed' }],
    ['canceled', { ...confirmed, reservation: 'Canceled' }, offered, { kind: 'NoOffer', reason: 'NotConfirmed' }],
    ['changed by the airline', { ...confirmed, changedByAirline: true }, offered, { kind: 'NoOffer', reason: 'Decided' }],
  ])('%s', (_, booking, offer, expected) => {
    expect(disruptionOfferFor(booking, offer)).toEqual(expected);
  });
});

describe('paidWithAddOn: the card part and the total grow together', () => {
  it('keeps rewards and wallet, so card + rewards + wallet = total still holds', () => {
    const paid = { totalMinor: 495_50, cardMinor: 295_50, rewardsMinor: 150_00, walletMinor: 50_00 };
    const after = paidWithAddOn(paid, 24_00);
    expect(after).toEqual({ totalMinor: 519_50, cardMinor: 319_50, rewardsMinor: 150_00, walletMinor: 50_00 });
    expect(after.cardMinor + after.rewardsMinor + after.walletMinor).toBe(after.totalMinor);
  });
});
