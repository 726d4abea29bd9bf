// Trips → add disruption assistance to a booked flight (SPEC §2 flights/disruption-offer and
// flights/ancillary/disruption/confirm; §4 post-booking add-on flow NotCalled, FetchOffer, NoOffer,
// ValidOffer, Confirmation, with the purchase steps Polling, PaymentFailed, PurchaseSuccess).
import { atom } from 'nanostores';
import type { AddOnPurchaseStep } from '../domain/booking/addon';
import type { AddOnPurchaseRequest, DisruptionOfferAnswer } from '../domain/booking/addon.schema';
import type { Trip } from '../domain/booking/booking.schema';
import type { PaymentMethod } from '../domain/profile/payment-methods.schema';
import { ApiError, newIdempotencyKey, request } from './api';

type Valid = Extract<DisruptionOfferAnswer, { kind: 'ValidOffer' }>;

export type DisruptionOfferFlow =
  | { step: 'NotCalled' }
  | { step: 'FetchOffer'; tripId: string }
  | { step: 'Unreachable'; tripId: string }
  | { step: 'NoOffer'; tripId: string; reason: Extract<DisruptionOfferAnswer, { kind: 'NoOffer' }>['reason'] }
  /**
   * `cards`: the saved cards to choose from when the booking has none of its own; `purchase` the
   * purchase under way or failed (`failure`: what to say).
   */
  | {
      step: 'ValidOffer';
      tripId: string;
      offer: Valid;
      cards: PaymentMethod[];
      cardId: string | null;
      purchase?: Exclude<AddOnPurchaseStep, 'PurchaseSuccess'>;
      failure?: 'CardNotFound' | 'OfferChanged' | 'NoCard' | 'Network';
    }
  /** PurchaseSuccess: the trip with its new protection, for the list. */
  | { step: 'Confirmation'; tripId: string; trip: Trip };

export const $disruptionOffer = atom<DisruptionOfferFlow>({ step: 'NotCalled' });

let run = 0;
let key: string | null = null;

export async function fetchDisruptionOffer(tripId: string): Promise<void> {
  const mine = ++run;
  // One key per offer shown: a retry of a lost answer is the same purchase.
  key = newIdempotencyKey();
  $disruptionOffer.set({ step: 'FetchOffer', tripId });
  try {
    const answer = await request<DisruptionOfferAnswer>('GET', `/trips/${encodeURIComponent(tripId)}/disruptionOffer`);
    if (answer.kind === 'NoOffer') {
      if (mine === run) $disruptionOffer.set({ step: 'NoOffer', tripId, reason: answer.reason });
      return;
    }
    const cards = answer.cardId || answer.billedTo ? [] : (await request<{ value: PaymentMethod[] }>('PUT', '/paymentMethods/list')).value;
    if (mine === run)
      $disruptionOffer.set({ step: 'ValidOffer', tripId, offer: answer, cards, cardId: answer.cardId ?? cards[0]?.id ?? null });
  } catch {
    if (mine === run) $disruptionOffer.set({ step: 'Unreachable', tripId });
  }
}

export function chooseOfferCard(cardId: string): void {
  const flow = $disruptionOffer.get();
  if (flow.step !== 'ValidOffer' || flow.purchase === 'Polling') return;
  key = newIdempotencyKey();
  $disruptionOffer.set({ ...flow, cardId, purchase: undefined, failure: undefined });
}

export async function buyDisruptionAssistance(): Promise<void> {
  const flow = $disruptionOffer.get();
  if (flow.step !== 'ValidOffer' || flow.purchase === 'Polling') return;
  if (!flow.cardId && !flow.offer.billedTo) {
    $disruptionOffer.set({ ...flow, purchase: 'PaymentFailed', failure: 'NoCard' });
    return;
  }
  const mine = ++run;
  const polling = { ...flow, purchase: 'Polling' as const, failure: undefined };
  $disruptionOffer.set(polling);
  const body: AddOnPurchaseRequest = {
    expectedPriceMinor: flow.offer.offer.priceMinor,
    ...(flow.offer.cardId || !flow.cardId ? {} : { paymentMethodId: flow.cardId }),
  };
  try {
    const trip = await request<Trip>('POST', `/trips/${encodeURIComponent(flow.tripId)}/disruptionOffer/purchase`, body, {
      headers: { 'Idempotency-Key': key ?? newIdempotencyKey() },
    });
    if (mine === run) $disruptionOffer.set({ step: 'Confirmation', tripId: flow.tripId, trip });
  } catch (err) {
    if (mine !== run) return;
    if (err instanceof ApiError && err.code === 'NoOffer') {
      const reason = (err.details as { reason?: Extract<DisruptionOfferFlow, { step: 'NoOffer' }>['reason'] } | undefined)?.reason;
      $disruptionOffer.set({ step: 'NoOffer', tripId: flow.tripId, reason: reason ?? 'TooCloseToDeparture' });
      return;
    }
    // A refusal is final under its key: the next try is a new purchase. A lost answer keeps the key.
    const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
    if (refused) key = newIdempotencyKey();
    if (err instanceof ApiError && err.code === 'OfferChanged') {
      const offer = (err.details as { offer?: Valid } | undefined)?.offer ?? flow.offer;
      $disruptionOffer.set({ ...flow, offer, purchase: 'PaymentFailed', failure: 'OfferChanged' });
      return;
    }
    const failure = refused ? 'CardNotFound' : 'Network';
    $disruptionOffer.set({ ...flow, purchase: 'PaymentFailed', failure });
  }
}

export function closeDisruptionOffer(): void {
  run++;
  $disruptionOffer.set({ step: 'NotCalled' });
}
