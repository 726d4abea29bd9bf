// Disruption assistance added to a booked flight (rules: addon.ts in the domain): the offer is
// checkout's for the booked fare now; the purchase, once per Idempotency-Key and under the booking's
// row lock, adds the protection, its AddOn line and its price to the card part of the booking, so
// the engine's cancel and the trip's payment lines see it as if bought at checkout; the card payment
// earns rewards like the booking's (earn.ts). Emailed as an updated confirmation; tracked.
import { and, eq } from 'drizzle-orm';
import { disruptionOfferFor, paidWithAddOn, type DisruptionOffer } from '../../../../lib/domain/booking/addon';
import type { AddOnPurchaseRequest, DisruptionOfferAnswer } from '../../../../lib/domain/booking/addon.schema';
import type { Db } from '../../../db/client';
import { bookings, outbox, paymentMethods } from '../../../db/schema';
import { errorBody } from '../../../http/errors';
import { earnOnLaterPayment } from '../earn';
import { recordBookingEvent } from '../events';
import { idempotent } from '../idempotency';
import { failed, type Answer, type Tx } from '../payment';
import { readSnapshot } from '../snapshot';
import { currentBooking, lockOwnBooking } from '../trips';
import { flightAdapter } from './adapter';
import { breakdownOf, offersFor } from './pricing';

type Row = typeof bookings.$inferSelect;

function offerOf(row: Row, now: Date): DisruptionOffer {
  const s = readSnapshot(row);
  if (s.product !== 'Flight') return { kind: 'NoOffer', reason: 'NotConfirmed' };
  return disruptionOfferFor(
    {
      reservation: row.status,
      products: row.protections.map((p) => p.product),
      changedByAirline: row.scheduleChange !== null || row.disruption !== null,
    },
    offersFor(s.slices, s.fare, s.passengers, now).find((o) => o.product === 'DisruptionAssistance'),
  );
}

const answerOf = (row: Row, offer: DisruptionOffer): DisruptionOfferAnswer =>
  offer.kind === 'ValidOffer'
    ? {
        kind: 'ValidOffer',
        offer: offer.offer as Extract<DisruptionOfferAnswer, { kind: 'ValidOffer' }>['offer'],
        cardId: row.paymentMethodId,
        billedTo: row.companyBilling?.companyName ?? null,
      }
    : offer;

/** The offer for one of the user's bookings now (another user's is NotFound). */
export async function disruptionOffer(db: Db, userId: string, id: string, now: Date): Promise<DisruptionOfferAnswer> {
  const row = await currentBooking(db, userId, id, now);
  return answerOf(row, offerOf(row, now));
}

async function purchase(tx: Tx, userId: string, id: string, request: AddOnPurchaseRequest, now: Date): Promise<Answer> {
  const row = await lockOwnBooking(tx, userId, id);
  const offer = offerOf(row, now);
  if (offer.kind === 'NoOffer') {
    return {
      status: 409,
      body: errorBody('NoOffer', 'Disruption assistance can no longer be added to this trip.', { reason: offer.reason }),
    };
  }
  const price = offer.offer.priceMinor;
  if (price !== request.expectedPriceMinor) {
    return {
      status: 409,
      body: errorBody('OfferChanged', 'The price of disruption assistance changed. Check the new price and buy again.', {
        offer: answerOf(row, offer),
      }),
    };
  }
  const s = readSnapshot(row);
  if (s.product !== 'Flight') return failed('OfferInvalid');
  const protections = [...row.protections, { product: 'DisruptionAssistance' as const, priceMinor: price }];
  const paid = paidWithAddOn({ totalMinor: row.totalMinor, cardMinor: row.cardMinor }, price);
  const bought = async (card: { id: string } | null) => {
    const earned = card ? await earnOnLaterPayment(tx, row, { paidMinor: price, cardId: card.id }, flightAdapter.earnCategory, now) : {};
    await tx
      .update(bookings)
      .set({
        ...paid,
        ...earned,
        paymentMethodId: card?.id ?? null,
        protections,
        breakdown: breakdownOf(s.fare, protections),
        updatedAt: now,
      })
      .where(eq(bookings.id, id));
    await tx
      .insert(outbox)
      .values({ kind: 'BookingConfirmed', payload: { bookingId: id, userId, addOn: 'DisruptionAssistance' }, createdAt: now });
    await recordBookingEvent(tx, 'addon_purchased', { ...row, ...paid, protections }, now);
    return { status: 200 as const, body: { bookingId: id } };
  };
  // A company-billed booking's add-on goes on the company's invoice, like the rest of it.
  if (row.companyBilling) return bought(null);
  // The booking's own card pays when it has one: one card per booking, where its refunds go.
  const cardId = row.paymentMethodId ?? request.paymentMethodId;
  const [card] = cardId
    ? await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, cardId), eq(paymentMethods.userId, userId)))
    : [];
  if (!card) {
    return cardId
      ? failed('UserCardNotFound')
      : {
          status: 422,
          body: errorBody('ValidationFailed', 'Choose a saved card to pay for disruption assistance.', {
            fields: [{ path: 'paymentMethodId', message: 'Choose a saved card.' }],
          }),
        };
  }
  return bought(card);
}

/** Buys the offer once per key: a retry replays the first answer; a second key finds it bought (409 NoOffer). */
export async function purchaseDisruptionAssistance(
  db: Db,
  userId: string,
  id: string,
  key: string,
  request: AddOnPurchaseRequest,
  now: Date,
): Promise<{ replayed: boolean }> {
  const { replayed } = await idempotent(
    db,
    { userId, key, route: `POST /v0/trips/${id}/disruptionOffer/purchase`, body: request, now },
    () => currentBooking(db, userId, id, now),
    (tx) => purchase(tx, userId, id, request, now),
  );
  return { replayed };
}
