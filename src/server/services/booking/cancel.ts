// Cancelling a booking of any product (DESIGN "One booking engine"): the adapter says what its
// rules allow now, the domain's refundPlan says what comes back by which route, and one transaction
// moves the reservation to Canceled, gives back rewards and wallet items, takes back what the
// refunded card part had earned, and writes the email's outbox row and the tracking event. Under an
// Idempotency-Key and a row lock, a cancel retried or raced refunds once.
import { and, eq, inArray } from 'drizzle-orm';
import type { AirlineCreditOption, Refund, CancelQuote, CancelRequest, RefundRoute } from '../../../lib/domain/booking/booking.schema';
import { airlineCreditExpiresAt } from '../../../lib/domain/booking/cfar';
import { awaitsDecision } from '../../../lib/domain/booking/schedule-change';
import { airlineInfos } from '../../inventory/flights/places';
import { reference } from '../../inventory/reference';
import { CancelQuoteChanged } from '../../../lib/domain/booking/booking.schema';
import { contactFor, refundPlan, type NotCancelableReason, type RefundPlan } from '../../../lib/domain/booking/cancellation';
import type { Db } from '../../db/client';
import { airlineCredits, bookings, ledgerEntries, outbox } from '../../db/schema';
import { errorBody } from '../../http/errors';
import { refundWallet } from '../travel-wallet';
import { recordBookingEvent } from './events';
import { idempotent } from './idempotency';
import { moveRewards } from './ledger';
import type { Answer, Tx } from './payment';
import { adapterOf } from './registry';
import type { OnSettled } from './resolve';
import { readSnapshot } from './snapshot';
import { currentBooking, lockOwnBooking } from './trips';
import { withdrawWaiting } from '../../../lib/domain/booking/rebooking-request';

type Row = typeof bookings.$inferSelect;

/** What the API says when the portal cannot cancel (the UI words each reason in the traveler's language). */
export const notCancelableMessages: Record<NotCancelableReason, string> = {
  NonRefundable: "This fare can't be cancelled for a refund. The airline may refund the taxes: contact the airline.",
  TooCloseToDeparture: 'Your trip starts in less than 3 hours. Contact the airline to cancel.',
  Departed: 'This trip has already started. Contact the airline about the flights not taken.',
  AirlineControl: "The airlines manage this booking's tickets. Contact the airline to cancel.",
  ContactCustomerService: "We can't cancel this booking online. Contact support and we'll help.",
  BookingPending: "This booking isn't confirmed yet. Try again in a moment.",
  AlreadyCanceled: 'This booking is already canceled.',
  NotBooked: "This booking wasn't completed, so there is nothing to cancel.",
  PastCheckIn: 'Your stay has started. Contact support or the property about the nights not used.',
  PastPickUp: 'The pick-up time has passed. Contact support or the rental desk about this car.',
  NonCancellable: "This ticket can't be cancelled: the operator keeps the places. Contact support if you can't go.",
  PastActivityStart: 'This activity has started. Contact support about it.',
};

/** A stay has no airline: what the portal cannot cancel goes to our support, who deal with the property. */
const stayNotCancelable: Partial<Record<NotCancelableReason, string>> = {
  NonRefundable: "This rate is non-refundable, so the property keeps the payment. Contact support if you can't travel.",
  ContactCustomerService: "We can't cancel this stay online. Contact support and we'll ask the property.",
  PastCheckIn: notCancelableMessages.PastCheckIn,
};

/** A car has no airline either: its desk is reached through our support. */
const carNotCancelable: Partial<Record<NotCancelableReason, string>> = {
  NonRefundable:
    "This car was prepaid at a non-refundable price, so the rental company keeps the payment. Contact support if you can't travel.",
  ContactCustomerService: "We can't cancel this car online. Contact support and we'll ask the rental company.",
  PastPickUp: notCancelableMessages.PastPickUp,
};

/** An activity's operator is reached through our support too. */
const experienceNotCancelable: Partial<Record<NotCancelableReason, string>> = {
  NonRefundable: "The free cancellation period has ended, so the operator keeps the payment. Contact support if you can't go.",
  NonCancellable: notCancelableMessages.NonCancellable,
  PastActivityStart: notCancelableMessages.PastActivityStart,
  ContactCustomerService: "We can't cancel this activity online. Contact support and we'll ask the operator.",
};

type Quoted =
  { quote: Extract<CancelQuote, { kind: 'NotCancelable' }> } | { quote: Extract<CancelQuote, { kind: 'Cancelable' }>; plan: RefundPlan };

/** The credit cancel for any reason offers instead of its refund, with the airline named and its expiry. */
function creditOption(row: Row, credit: { amountMinor: number; airlineCode: string }): AirlineCreditOption {
  const airline = airlineInfos(reference(), [credit.airlineCode])[0];
  return {
    amountMinor: credit.amountMinor,
    airline: { code: credit.airlineCode, name: airline?.name ?? credit.airlineCode },
    expiresAt: airlineCreditExpiresAt(row.createdAt).toISOString(),
    keptMinor: Math.max(0, row.totalMinor - credit.amountMinor),
  };
}

function quoteOf(row: Row, now: Date): Quoted {
  const snapshot = readSnapshot(row);
  const booked = {
    reservation: row.status,
    bookedAt: row.createdAt,
    totalMinor: row.totalMinor,
    protections: row.protections,
    scheduleChange: row.scheduleChange ?? null,
    disruption: row.disruption ?? null,
  };
  const policy = adapterOf(snapshot).cancelPolicy(snapshot, booked, now);
  if (policy.kind === 'NotCancelable') {
    const { reason } = policy;
    const own =
      snapshot.product === 'Flight'
        ? undefined
        : (snapshot.product === 'Car' ? carNotCancelable : snapshot.product === 'Experience' ? experienceNotCancelable : stayNotCancelable)[
            reason
          ];
    const contact = own ? 'Support' : contactFor[reason];
    return { quote: { kind: 'NotCancelable', reason, contact, message: own ?? notCancelableMessages[reason] } };
  }
  const plan = refundPlan(
    {
      totalMinor: row.totalMinor,
      cardMinor: row.cardMinor,
      rewardsMinor: row.rewardsMinor,
      rewardsUnits: snapshot.rewards?.amount ?? 0,
      wallet: row.walletParts.map((p) => ({ kind: p.kind, id: p.id, amountMinor: p.amountMinor })),
      protectionsMinor: row.protections.reduce((n, p) => n + p.priceMinor, 0),
      earnedUnits: row.rewardsEarned?.amount ?? 0,
    },
    policy,
  );
  const routes: RefundRoute[] = [];
  const company = row.companyBilling;
  if (plan.cardMinor > 0) {
    routes.push(
      company
        ? { route: 'CompanyBilling', amountMinor: plan.cardMinor, companyName: company.companyName, reference: company.reference }
        : { route: 'Card', amountMinor: plan.cardMinor },
    );
  }
  if (plan.rewardsMinor > 0 && snapshot.rewards) {
    routes.push({ route: 'Rewards', amountMinor: plan.rewardsMinor, rewards: { ...snapshot.rewards, amount: plan.rewardsUnits } });
  }
  for (const w of plan.wallet) routes.push({ route: w.kind, id: w.id, amountMinor: w.amountMinor });
  const refund: Refund = {
    why: policy.why,
    refundMinor: plan.refundMinor,
    feeMinor: plan.feeMinor,
    keptMinor: plan.keptMinor,
    routes,
    rewardsEarnedReversed:
      plan.earnReversedUnits > 0 && row.rewardsEarned ? { ...row.rewardsEarned, amount: plan.earnReversedUnits } : null,
  };
  const airlineCredit = policy.airlineCredit && creditOption(row, policy.airlineCredit);
  return { quote: { kind: 'Cancelable', refund, ...(airlineCredit && { airlineCredit }) }, plan };
}

/** What cancelling now would do; nothing changes. */
export async function quoteCancel(db: Db, userId: string, id: string, now: Date, onSettled?: OnSettled): Promise<CancelQuote> {
  return quoteOf(await currentBooking(db, userId, id, now, onSettled), now).quote;
}

/** The refund by its routes: rewards and wallet items back, the refunded card part's earn taken back. */
async function giveBack(tx: Tx, row: Row, plan: RefundPlan, refund: Refund, now: Date): Promise<Refund> {
  const id = row.id;
  if (plan.rewardsUnits > 0 && row.rewardsAccountId) {
    await moveRewards(
      tx,
      { accountId: row.rewardsAccountId, bookingId: id, kind: 'Refund', amount: plan.rewardsUnits, cashEquivalentMinor: plan.rewardsMinor },
      now,
    );
  }
  if (plan.earnReversedUnits > 0) {
    // What the booking's card part earned: on confirmation and on each later card payment.
    const rows = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, id), inArray(ledgerEntries.kind, ['Earn', 'EarnLater'])));
    const earn = rows[0] && {
      accountId: rows[0].accountId,
      amount: rows.reduce((n, r) => n + r.amount, 0),
      cashEquivalentMinor: rows.reduce((n, r) => n + r.cashEquivalentMinor, 0),
    };
    if (earn) {
      const reversedMinor = Math.round((earn.cashEquivalentMinor * plan.earnReversedUnits) / Math.max(1, earn.amount));
      await moveRewards(
        tx,
        {
          accountId: earn.accountId,
          bookingId: id,
          kind: 'EarnReversal',
          amount: -plan.earnReversedUnits,
          cashEquivalentMinor: -reversedMinor,
        },
        now,
      );
    }
  }
  await refundWallet(tx, id, plan.wallet, now);
  return refund;
}

/** Cancel for any reason taken as airline credit: nothing comes back to the card, rewards or wallet; the credit is issued once. */
async function issueAirlineCredit(tx: Tx, row: Row, option: AirlineCreditOption): Promise<Refund> {
  const [credit] = await tx
    .insert(airlineCredits)
    .values({
      userId: row.userId,
      bookingId: row.id,
      airlineCode: option.airline.code,
      amountMinor: option.amountMinor,
      expiresAt: new Date(option.expiresAt),
    })
    .returning({ id: airlineCredits.id });
  return {
    why: 'CancelForAnyReason',
    refundMinor: option.amountMinor,
    feeMinor: 0,
    keptMinor: option.keptMinor,
    routes: [
      { route: 'AirlineCredit', id: credit!.id, amountMinor: option.amountMinor, airline: option.airline, expiresAt: option.expiresAt },
    ],
    rewardsEarnedReversed: null,
  };
}

async function applyCancel(tx: Tx, userId: string, id: string, request: CancelRequest, now: Date): Promise<Answer> {
  // Waits for a concurrent cancel of the same booking, then sees it Canceled.
  const row = await lockOwnBooking(tx, userId, id);
  const quoted = quoteOf(row, now);
  if (!('plan' in quoted)) {
    const { reason, message, contact } = quoted.quote;
    return { status: 409, body: errorBody(reason, message, { contact }) };
  }
  const { quote, plan } = quoted;
  const expected = request.choice === 'AirlineCredit' ? quote.airlineCredit?.amountMinor : quote.refund.refundMinor;
  if (expected !== request.expectedRefundMinor) {
    return {
      status: 422,
      body: errorBody(CancelQuoteChanged, 'What this cancel gives back has changed. Check the new amounts, then cancel again.', { quote }),
    };
  }
  const refund =
    request.choice === 'AirlineCredit' && quote.airlineCredit
      ? await issueAirlineCredit(tx, row, quote.airlineCredit)
      : await giveBack(tx, row, plan, quote.refund, now);
  await tx
    .update(bookings)
    .set({
      status: 'Canceled',
      ticketState: 'Canceled',
      cancellation: { canceledAt: now.toISOString(), refund },
      // Cancelling over an airline's change answers it: the traveler rejected the new schedule.
      ...(awaitsDecision(row.scheduleChange) && {
        scheduleChange: { ...row.scheduleChange!, state: 'Rejected' as const, decidedAt: now.toISOString() },
      }),
      // A refund ends the disruption assistance's rebooking (SPEC §4): the one decision is made.
      ...(row.disruption?.state === 'Open' && {
        disruption: {
          ...row.disruption,
          state: 'Refunded' as const,
          decidedAt: now.toISOString(),
          // A request still waiting for our agents or the airline is withdrawn with it.
          request: withdrawWaiting(row.disruption.request, now),
        },
      }),
      updatedAt: now,
    })
    .where(eq(bookings.id, id));
  await tx.insert(outbox).values({ kind: 'BookingCanceled', payload: { bookingId: id, userId }, createdAt: now });
  await recordBookingEvent(tx, 'booking_canceled', row, now);
  return { status: 200, body: { bookingId: id } };
}

/** Cancels the booking if the quote the traveler saw still holds; answers whether this call replayed an earlier one. */
export async function cancelBooking(
  db: Db,
  userId: string,
  id: string,
  idempotencyKey: string,
  request: CancelRequest,
  now: Date,
  onSettled?: OnSettled,
): Promise<{ replayed: boolean }> {
  const { replayed } = await idempotent(
    db,
    { userId, key: idempotencyKey, route: `POST /v0/trips/${id}/cancel`, body: request, now },
    // Another user's booking answers 404 before any key is claimed; a Pending one is settled first.
    () => currentBooking(db, userId, id, now, onSettled),
    (tx) => applyCancel(tx, userId, id, request, now),
  );
  return { replayed };
}
