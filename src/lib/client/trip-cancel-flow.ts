// Where the cancel flow of Trips stands, apart from its actions (trip-cancel.store): the Trips list
// reads it up front, and the actions load with the first cancel.
import { atom } from 'nanostores';
import type { AirlineCreditOption, CancelQuote, CancelRequest, Refund, Trip } from '../domain/booking/booking.schema';

export type NotCancelable = Extract<CancelQuote, { kind: 'NotCancelable' }>;
export type CancelChoice = CancelRequest['choice'];

/**
 * Cancel for any reason on a flight offers its refund or the whole fare as airline credit; the
 * traveler picks one before confirming (SPEC §4 CFAR: "refund choice"). Refund is the default.
 */
export interface Choosing {
  airlineCredit?: AirlineCreditOption | undefined;
  choice: CancelChoice;
}

export type CancelFlow =
  | { step: 'closed' }
  | { step: 'loading'; tripId: string }
  /** The quote, shown before anything happens; `changed` when it differs from the one shown before. */
  | ({ step: 'policy'; tripId: string; refund: Refund; changed: boolean } & Choosing)
  | ({ step: 'confirm'; tripId: string; refund: Refund } & Choosing)
  /** `trip` is the booking as it is now (Canceled): the Trips list shows it in place of the old one. */
  | { step: 'success'; tripId: string; refund: Refund; trip: Trip }
  | { step: 'nonrefundable'; tripId: string; contact: NotCancelable['contact'] }
  /** Cancelled elsewhere only: too close to departure, departed, the airlines' tickets, or our support. */
  | { step: 'support'; tripId: string; reason: NotCancelable['reason']; contact: NotCancelable['contact'] }
  | { step: 'pending'; tripId: string }
  | { step: 'cancelled'; tripId: string }
  /** The call failed (network, server): the same step can be tried again. */
  | ({ step: 'tryAgain'; tripId: string; retry: 'quote' | 'cancel'; refund?: Refund } & Partial<Choosing>);

export const $cancelFlow = atom<CancelFlow>({ step: 'closed' });
