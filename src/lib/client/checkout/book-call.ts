// How every checkout sends its book request and waits for the outcome (checkout contract §2–3):
// one Idempotency-Key per attempt, sent again while a lost POST is retried with the same body; the
// booking polled with backoff until it succeeds or fails; the API's refusals read as one state.
import { api, ApiError, newIdempotencyKey } from '../api';
import type { BookingPollAnswer } from '../../domain/booking/booking.schema';
import type { NextAction } from '../../domain/booking/booking.constants';
import { nextPollDelay, POLL } from '../flights/booking-poll';

type WithoutId<T> = T extends unknown ? Omit<T, 'bookingId'> : never;
export type PollAnswer = WithoutId<BookingPollAnswer>;

/** A failed call as the store reads it: the API's error, or NetworkError (status 0) when none came. */
export interface CallFailure {
  code: string;
  message: string;
  status: number;
  details: unknown;
}

export const failureOf = (err: unknown): CallFailure =>
  err instanceof ApiError
    ? { code: err.code, message: err.message, status: err.status, details: err.details }
    : { code: 'NetworkError', message: (err as Error).message, status: 0, details: undefined };

/** A checkout's quote: none chosen, on its way, shown, or refused with the next action. */
export type QuoteStateOf<Q> =
  | { kind: 'NoSelection' }
  | { kind: 'Loading' }
  | { kind: 'Loaded'; quote: Q }
  | { kind: 'Failed'; code: string; message: string; nextAction: NextAction | 'TryAgain' };

/** Where a checkout's booking stands; `E` is the product's traveler or guest error. */
export type BookStateOf<E> =
  | { kind: 'Idle' }
  | { kind: 'Submitting' }
  | { kind: 'Polling'; bookingId: string }
  | { kind: 'Succeeded'; bookingId: string; confirmationNumber: string }
  | { kind: 'PriceChanged'; oldTotal: number; newTotal: number }
  | { kind: 'PassengerErrors'; errors: E[] }
  | { kind: 'Failed'; code: string; message: string; nextAction: NextAction | 'TryAgain' };

/** Next actions of codes whose details may not say one (SPEC §8). */
const NEXT_ACTION_BY_CODE: Record<string, NextAction | 'TryAgain'> = {
  NoAvailability: 'SearchAgain',
  LackOfInventory: 'SearchAgain',
  RateNotAvailable: 'ChooseAnotherFare',
  RedemptionFailure: 'EditPayment',
  UserCardNotFound: 'EditPayment',
  CardDeclined: 'EditPayment',
  PaymentError: 'EditPayment',
  InsufficientFunds: 'EditPayment',
  InvalidPassengers: 'EditTravelers',
  CheckInMinimumAgeNotMet: 'EditTravelers',
  // The offers were read again: the traveler looks at them and books again.
  ProtectionNotOffered: 'TryAgain',
  // Our own key was refused: a new attempt gets a new one.
  IdempotencyKeyReused: 'TryAgain',
};

/** What the page shows after the API refused a booking: the failure's text and its next action (SPEC §8). */
export function bookFailure<E>(f: CallFailure): BookStateOf<E> {
  const d = (f.details ?? {}) as { errors?: E[]; oldTotal?: number; newTotal?: number; nextAction?: NextAction };
  if (f.code === 'InvalidPassengers' && Array.isArray(d.errors)) return { kind: 'PassengerErrors', errors: d.errors };
  if (f.code === 'OfferInvalid' && typeof d.oldTotal === 'number' && typeof d.newTotal === 'number') {
    return { kind: 'PriceChanged', oldTotal: d.oldTotal, newTotal: d.newTotal };
  }
  const nextAction =
    NEXT_ACTION_BY_CODE[f.code] ?? d.nextAction ?? (f.code === 'NetworkError' || f.status >= 500 ? 'TryAgain' : 'ContactSupport');
  return { kind: 'Failed', code: f.code, message: f.message, nextAction };
}

/** A POST that never got an answer is retried this many times with the same key. */
export const NETWORK_RETRIES = 2;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SubmitResult = { kind: 'Booked'; bookingId: string } | { kind: 'Refused'; failure: CallFailure };

/**
 * The book POST of one checkout (`path`, e.g. '/flights/book'): the attempt whose answer never came
 * is retried with its key while the body is the same; any answer ends the attempt.
 */
export function bookingSubmitter(path: string) {
  let unanswered: { key: string; body: string } | null = null;
  return {
    async submit(request: unknown): Promise<SubmitResult> {
      const body = JSON.stringify(request);
      const key = unanswered?.body === body ? unanswered.key : newIdempotencyKey();
      unanswered = { key, body };
      for (let attempt = 0; ; attempt++) {
        try {
          const { bookingId } = await api.post<{ bookingId: string }>(path, request, { headers: { 'Idempotency-Key': key } });
          unanswered = null;
          return { kind: 'Booked', bookingId };
        } catch (err) {
          const failure = failureOf(err);
          if (failure.code === 'NetworkError' && attempt < NETWORK_RETRIES) {
            await wait(POLL.firstMs * (attempt + 1));
            continue;
          }
          if (failure.code !== 'NetworkError') unanswered = null;
          return { kind: 'Refused', failure };
        }
      }
    },
    reset(): void {
      unanswered = null;
    },
  };
}

export type PollEnd =
  | { kind: 'Success'; confirmationNumber: string }
  /** Held for a travel administrator's decision: the trip is requested, the confirmation page says so. */
  | { kind: 'ApprovalRequested'; expiresAt: string }
  | { kind: 'Failed'; failure: Extract<PollAnswer, { outcome: 'Failed' }>['failure'] }
  | { kind: 'TimedOut' }
  /** The page moved on (a new quote, a reset): nothing is to be shown. */
  | { kind: 'Stopped' };

/** Polls `path` (GET, the booking's) with backoff until it succeeds, fails, gives up or `current()` turns false. */
export async function pollBooking(path: string, current: () => boolean): Promise<PollEnd> {
  let waited = 0;
  let delay: number | null = null;
  let answer: PollAnswer = { outcome: 'Pending', pollAfterMs: 0 };
  for (;;) {
    try {
      answer = await api.get<PollAnswer>(path);
    } catch (err) {
      // A lost poll is asked again; the booking goes on on the server either way.
      if (failureOf(err).code !== 'NetworkError') answer = { outcome: 'Pending', pollAfterMs: 0 };
    }
    if (!current()) return { kind: 'Stopped' };
    if (answer.outcome === 'Success') return { kind: 'Success', confirmationNumber: answer.confirmationNumber };
    if (answer.outcome === 'Failed') return { kind: 'Failed', failure: answer.failure };
    if (answer.outcome === 'ApprovalRequested') return { kind: 'ApprovalRequested', expiresAt: answer.expiresAt };
    delay = nextPollDelay(delay, answer.pollAfterMs);
    if (waited + delay > POLL.giveUpMs) return { kind: 'TimedOut' };
    waited += delay;
    await wait(delay);
    if (!current()) return { kind: 'Stopped' };
  }
}
