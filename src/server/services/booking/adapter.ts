// What the booking engine asks of a product (DESIGN "One booking engine"). The engine claims the
// Idempotency-Key, plans and takes the payment, writes the booking and its holds, settles it when
// the supplier answers and shows it in Trips; an adapter knows one product: how to price it again,
// whom it carries, what its snapshot holds, what its supplier says and what it earns.
import type { ReservationState, TripKind } from '../../../lib/domain/booking/booking.constants';
import type { CancelPolicy } from '../../../lib/domain/booking/cancellation';
import type { ScheduleChange } from '../../../lib/domain/booking/schedule-change';
import type { Disruption } from '../../../lib/domain/booking/disruption';
import type { EarnCategory } from '../../../lib/domain/profile/rewards';
import type { WalletOfferProduct } from '../../../lib/domain/booking/travel-wallet';
import type { Db } from '../../db/client';
import type { BookingProtection } from '../../db/schema';
import type { Breakdown, BookingFailureCode, BookPayment, TripDetailsOf } from '../../../lib/domain/booking/booking.schema';
import type { Tx } from '../../db/types';
import type { PolicyReason, PolicyTier, PolicyVerdict } from '../../../lib/domain/corporate/policy.schema';
import type { SupplierAnswer } from './rules';
import type { BookingSnapshot, SnapshotOf } from './snapshot';

/** What every product's book request carries beside its own part; the engine reads only this. */
export interface EngineRequest {
  /** What the traveler saw and agreed to, minor units: the server's price must be the same. */
  expectedTotal: number;
  payment: BookPayment;
  locale?: 'en' | 'fr' | undefined;
  /** A corporate traveler's reason for a choice out of their policy (required then). */
  policyReason?: PolicyReason | undefined;
}

/** What the engine adds to every snapshot; the adapter writes the rest. */
type EngineFields = 'product' | 'rewards' | 'pricedAt';

/** The booking as priced now, or why it cannot be booked at this price. */
export type Repriced<S extends BookingSnapshot> =
  | { kind: 'Priced'; details: Omit<S, EngineFields>; protections: BookingProtection[]; breakdown: Breakdown }
  | { kind: 'NoAvailability' }
  /** The supplier cannot sell it now for a reason of its own (a stay's rate sold out: RateNotAvailable). */
  | { kind: 'Unavailable'; code: BookingFailureCode }
  | { kind: 'OfferInvalid'; oldTotal: number; newTotal: number };

/** What the engine knows of a booking beside its snapshot: its state and what was paid. */
export interface BookedFacts {
  reservation: ReservationState;
  bookedAt: Date;
  /** What the traveler paid, minor units, protections included. */
  totalMinor: number;
  protections: readonly BookingProtection[];
  /** The airline's change of a booked flight and the traveler's answer, if any. */
  scheduleChange: ScheduleChange | null;
  /** The airline's disruption of a booked flight and the traveler's choice, if any. */
  disruption: Disruption | null;
}

export interface BookingAdapter<P extends TripKind = TripKind, R extends EngineRequest = EngineRequest> {
  readonly product: P;
  /** The wallet offers that apply to it (an offer lists the products it covers). */
  readonly walletProduct: WalletOfferProduct;
  /** The multiplier the card part earns at (SPEC §3 earn per product). */
  readonly earnCategory: EarnCategory;
  /** Hashed with the body under an Idempotency-Key: a key used on another route is another request. */
  readonly route: string;
  /** This product's words for a failure whose default (failureAdvice) speaks of an airline. */
  readonly failureMessages?: Partial<Record<BookingFailureCode, string>>;
  /**
   * Prices the request again from the supplier's answer of `now` and checks its travelers or guests.
   * A problem the traveler fixes in the form is thrown (ApiFailure), not stored under the key.
   */
  price(db: Db, userId: string, request: R, now: Date): Promise<Repriced<SnapshotOf<P>>>;
  /**
   * Takes the supplier's inventory inside the booking's transaction, before any money moves: a
   * product that sells a limited stock (rooms) checks it again under a lock there, so two
   * bookings racing for the last room cannot both have it. Answers why not, or null when taken.
   */
  claim?(tx: Tx, details: Omit<SnapshotOf<P>, EngineFields>): Promise<BookingFailureCode | null>;
  /**
   * The priced choice against a corporate traveler's policy tier (SPEC §5), as the results marked
   * it. A product without one (activities) books without a policy check.
   */
  policyVerdict?(tier: PolicyTier, details: Omit<SnapshotOf<P>, EngineFields>, breakdown: Breakdown): PolicyVerdict;
  /** What the simulated supplier says `elapsedMs` after the booking was scheduled. */
  supplierAnswer(snapshot: SnapshotOf<P>, elapsedMs: number): SupplierAnswer;
  /** What its Trips card shows beside the part every trip has. */
  trip(snapshot: SnapshotOf<P>): TripDetailsOf<P>;
  /** Whether it can be cancelled now and what the supplier keeps (SPEC §4 cancel outcomes). */
  cancelPolicy(snapshot: SnapshotOf<P>, booking: BookedFacts, now: Date): CancelPolicy;
}
