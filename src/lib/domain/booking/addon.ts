// Adding disruption assistance to a booked flight (SPEC §2 routes flights/disruption-offer and
// flights/ancillary/disruption/confirm; §4 post-booking add-on flow NotCalled, NoOffer, FetchOffer,
// ValidOffer, Confirmation and purchase steps PaymentFailed, PurchaseSuccess, Polling). Sold on the
// terms of checkout (at least 24 hours before departure, for everyone on the booking, at the price
// checkout would ask now), paid by card, and added to the booking's own lines and payment, so its
// cancel refunds it by the same rules as a protection bought at checkout.
import type { ProtectionOffer } from './checkout-protections';
import { canBuyDisruptionAssistance } from './protections';
import type { ReservationState } from './booking.constants';

export const AddOnFlowStates = ['NotCalled', 'NoOffer', 'FetchOffer', 'ValidOffer', 'Confirmation'] as const;
export type AddOnFlowState = (typeof AddOnFlowStates)[number];
export const AddOnPurchaseSteps = ['PaymentFailed', 'PurchaseSuccess', 'Polling'] as const;
export type AddOnPurchaseStep = (typeof AddOnPurchaseSteps)[number];

export const NoOfferReasons = ['AlreadyBought', 'NotConfirmed', 'TooCloseToDeparture', 'Decided'] as const;
export type NoOfferReason = (typeof NoOfferReasons)[number];

export type DisruptionOffer =
  { kind: 'ValidOffer'; offer: Extract<ProtectionOffer, { kind: 'Offered' }> } | { kind: 'NoOffer'; reason: NoOfferReason };

/** What a booking is, for the add-on: its state, the protections it has, whether the airline already acted on it. */
export interface AddOnBooking {
  reservation: ReservationState;
  products: readonly string[];
  changedByAirline: boolean;
}

/** Why this booking cannot take disruption assistance whatever the time, or null. */
function refusal(booking: AddOnBooking): NoOfferReason | null {
  if (booking.reservation !== 'Confirmed') return 'NotConfirmed';
  if (booking.products.includes('DisruptionAssistance')) return 'AlreadyBought';
  // A trip the airline already changed or disrupted is past insuring.
  return booking.changedByAirline ? 'Decided' : null;
}

/** Whether a booking can add disruption assistance now, given checkout's offer for its fare now. */
export function disruptionOfferFor(booking: AddOnBooking, offer: ProtectionOffer | undefined): DisruptionOffer {
  const refused = refusal(booking);
  if (refused) return { kind: 'NoOffer', reason: refused };
  if (!offer || offer.kind !== 'Offered' || offer.product !== 'DisruptionAssistance')
    return { kind: 'NoOffer', reason: 'TooCloseToDeparture' };
  return { kind: 'ValidOffer', offer };
}

/** The payment after a card-paid add-on: the card part and the total grow by its price; rewards and wallet stay. */
export function paidWithAddOn<P extends { totalMinor: number; cardMinor: number }>(paid: P, priceMinor: number): P {
  return { ...paid, totalMinor: paid.totalMinor + priceMinor, cardMinor: paid.cardMinor + priceMinor };
}

/**
 * Whether a trip's card offers to add it: the same conditions, checked in the browser before any
 * call (the server's offer has the price and the last word).
 */
export function mayAddDisruptionAssistance(booking: AddOnBooking & { firstDeparture: string | undefined }, now: Date): boolean {
  return (
    refusal(booking) === null && booking.firstDeparture !== undefined && canBuyDisruptionAssistance(now, new Date(booking.firstDeparture))
  );
}
