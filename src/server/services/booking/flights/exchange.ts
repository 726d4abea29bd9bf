// Changing a booked flight (rules: exchange.ts in the domain): what the trip allows, the new
// flights for the slices the traveler changes with what each costs against the booked one, the
// quote of the chosen ones, and the change itself — once per Idempotency-Key, under the booking's
// row lock. The card pays a higher fare and the change fee into the booking's total; a lower fare
// leaves the residual as an airline travel credit; the updated confirmation is emailed.
import { and, eq } from 'drizzle-orm';
import {
  exchangeEligibility,
  exchangeLines,
  exchangeQuote,
  inOrder,
  latestNewDeparture,
  sliceValues,
  type ExchangeEligibility,
} from '../../../../lib/domain/booking/exchange';
import type {
  ExchangeAnswer,
  ExchangeBookRequest,
  ExchangeChoice,
  ExchangeOption,
  ExchangeQuote,
  ExchangeQuoteRequest,
  ExchangeRecord,
  ExchangeShopRequest,
} from '../../../../lib/domain/booking/exchange.schema';
import { awaitsDecision } from '../../../../lib/domain/booking/schedule-change';
import { cfarFlight } from '../../../../lib/domain/booking/protections';
import type { Slice } from '../../../../lib/domain/flights/flights.schema';
import { homeToday } from '../../../../lib/domain/shared/dates';
import type { Db } from '../../../db/client';
import { airlineCredits, bookings, outbox, paymentMethods } from '../../../db/schema';
import { errorBody } from '../../../http/errors';
import { airlineInfos } from '../../../inventory/flights/places';
import { reference } from '../../../inventory/reference';
import { cashAnswer } from '../../flights';
import { earnOnLaterPayment } from '../earn';
import { recordBookingEvent } from '../events';
import { idempotent } from '../idempotency';
import { failed, type Answer, type Tx } from '../payment';
import { readSnapshot, type SnapshotOf } from '../snapshot';
import { currentBooking, lockOwnBooking } from '../trips';
import { flightAdapter } from './adapter';

type Row = typeof bookings.$inferSelect;
type Flight = SnapshotOf<'Flight'>;
type Exchangeable = Extract<ExchangeEligibility, { kind: 'Exchangeable' }>;

/** The labels of the lines a change adds to the booking's price (Trips and the email translate them). */
export const exchangeLineLabels = { fareDifference: 'Fare difference', changeFee: 'Change fee' } as const;

/** A whole day of flights: the page filters and sorts them. */
const OPTIONS_SHOWN = 80;
const ticketed = (s: Flight) => s.passengers.ADT + s.passengers.CNN + s.passengers.INS;

function eligibilityOf(row: Row, now: Date): { s: Flight | null; eligibility: ExchangeEligibility } {
  const s = readSnapshot(row);
  if (s.product !== 'Flight') {
    return { s: null, eligibility: { kind: 'NotExchangeable', screen: 'ItineraryNotFound', tags: [], reason: 'ContactCustomerService' } };
  }
  const eligibility = exchangeEligibility({
    reservation: row.status,
    penalties: s.fare.penalties,
    sliceDepartures: s.slices.map((x) => x.segments[0]?.scheduledDeparture ?? ''),
    hasChfar: row.protections.some((p) => p.product === 'Chfar'),
    exchanges: row.exchanges,
    airlineBusy: awaitsDecision(row.scheduleChange) || row.disruption?.state === 'Open',
    bookedAt: row.createdAt,
    ticketedTravelers: ticketed(s),
    now,
  });
  return { s, eligibility };
}

export async function getExchange(db: Db, userId: string, id: string, now: Date): Promise<ExchangeAnswer> {
  const row = await currentBooking(db, userId, id, now);
  const { eligibility } = eligibilityOf(row, now);
  return eligibility.kind === 'Exchangeable' ? { ...eligibility, latestDate: latestNewDeparture(row.createdAt) } : eligibility;
}

const ineligible = (e: Extract<ExchangeEligibility, { kind: 'NotExchangeable' }>): Answer => ({
  status: 409,
  body: errorBody('IneligibleForExchange', 'This trip cannot be changed here now.', { reason: e.reason, screen: e.screen, tags: e.tags }),
});

const fieldError = (code: string, path: string, message: string): Answer => ({
  status: 422,
  body: errorBody(code, message, { fields: [{ path, message }] }),
});

interface Open {
  row: Row;
  s: Flight;
  e: Exchangeable;
  values: number[];
}

function open(row: Row, now: Date): Open | Answer {
  const { s, eligibility } = eligibilityOf(row, now);
  if (!s || eligibility.kind === 'NotExchangeable')
    return ineligible(eligibility as Extract<ExchangeEligibility, { kind: 'NotExchangeable' }>);
  return { row, s, e: eligibility, values: sliceValues(s.fare.baseFare + s.fare.taxes, s.slices.length, row.exchanges) };
}

const flightKey = (slice: Slice) =>
  slice.segments.map((g) => `${g.marketingAirline.code}${g.marketingAirline.flightNumber}@${g.scheduledDeparture}`).join('+');

/** The slices asked for are the trip's, may be changed, and their days are between today and the window's end. */
function checkSlices(o: Open, slices: readonly { slice: number; departureDate: string; origin: string; destination: string }[], now: Date) {
  const latest = latestNewDeparture(o.row.createdAt);
  const today = homeToday(now.getTime());
  for (const [i, x] of slices.entries()) {
    if (o.e.slices[x.slice] !== 'Change') {
      return fieldError(
        'ValidationFailed',
        `slices.${i}.slice`,
        'This flight has left or leaves within 3 hours: it cannot be changed now.',
      );
    }
    if (x.departureDate < today) return fieldError('ValidationFailed', `slices.${i}.departureDate`, 'Choose a day from today on.');
    if (x.departureDate > latest) {
      return fieldError('ValidationFailed', `slices.${i}.departureDate`, `New flights must leave by ${latest}, a year from booking.`);
    }
    for (const end of ['origin', 'destination'] as const) {
      if (!reference().airports.has(x[end]))
        return fieldError('ValidationFailed', `slices.${i}.${end}`, `We don't know the airport ${x[end]}.`);
    }
    if (x.origin === x.destination)
      return fieldError('ValidationFailed', `slices.${i}.destination`, 'Choose another airport than the one you leave from.');
  }
  return null;
}

/** The flights slice `x.slice` may move to: the booked cabin at the booked fare class or better, in time order. */
function optionsFor(
  o: Open,
  x: { slice: number; origin: string; destination: string; departureDate: string },
  changed: Set<number>,
  now: Date,
) {
  const { s } = o;
  const booked = s.slices[x.slice]!;
  const answer = cashAnswer(
    {
      tripType: 'oneWay',
      slices: [{ origin: x.origin, destination: x.destination, departureDate: x.departureDate }],
      passengers: s.passengers,
    },
    homeToday(now.getTime()),
  );
  // The kept neighbours bound the new flight; changed ones are checked together at the quote.
  const before = x.slice > 0 && !changed.has(x.slice - 1) ? s.slices[x.slice - 1]!.segments.at(-1)!.scheduledArrival : null;
  const after = x.slice < s.slices.length - 1 && !changed.has(x.slice + 1) ? s.slices[x.slice + 1]!.segments[0]!.scheduledDeparture : null;
  const selfTransferOk = booked.segments.some((g) => g.isSelfTransferLayover);
  const options: ExchangeOption[] = [];
  for (const itinerary of answer.itineraries) {
    const slice = itinerary.slices[0]!;
    const leaves = Date.parse(slice.segments[0]!.scheduledDeparture);
    if (leaves - now.getTime() < 3 * 3_600_000) continue;
    if (before && leaves <= Date.parse(before)) continue;
    if (after && Date.parse(slice.segments.at(-1)!.scheduledArrival) >= Date.parse(after)) continue;
    if (flightKey(slice) === flightKey(booked)) continue;
    if (!selfTransferOk && slice.segments.some((g) => g.isSelfTransferLayover)) continue;
    const fare = itinerary.fares
      .filter((f) => f.fareShelf.cabin === s.fare.fareShelf.cabin && f.fareShelf.rating >= s.fare.fareShelf.rating)
      .sort((a, b) => a.baseFare + a.taxes - (b.baseFare + b.taxes))[0];
    if (!fare) continue;
    const priceMinor = fare.baseFare + fare.taxes;
    options.push({
      itineraryId: itinerary.id,
      fareId: fare.fareId,
      departureDate: x.departureDate,
      slice,
      fareShelf: fare.fareShelf,
      priceMinor,
      differenceMinor: priceMinor - o.values[x.slice]!,
    });
  }
  return options
    .sort((a, b) => Date.parse(a.slice.segments[0]!.scheduledDeparture) - Date.parse(b.slice.segments[0]!.scheduledDeparture))
    .slice(0, OPTIONS_SHOWN);
}

/** The new flights for each slice the traveler changes, with what each costs against the booked one. */
export async function shopExchange(db: Db, userId: string, id: string, request: ExchangeShopRequest, now: Date): Promise<Answer> {
  const o = open(await currentBooking(db, userId, id, now), now);
  if ('status' in o) return o;
  const bad = checkSlices(o, request.slices, now);
  if (bad) return bad;
  const changed = new Set(request.slices.map((x) => x.slice));
  const slices = [...request.slices]
    .sort((a, b) => a.slice - b.slice)
    .map((x) => ({ ...x, valueMinor: o.values[x.slice]!, options: optionsFor(o, x, changed, now) }));
  return { status: 200, body: { slices, fareChangeFeeMinor: o.e.fareChangeFeeMinor, chfarCovers: o.e.chfarCovers } };
}

type Priced = { quote: ExchangeQuote; record: Omit<ExchangeRecord, 'at' | 'creditId'>; slices: Slice[] };

/** The chosen flights priced, or why not: each must still be offered, and the trip must stay in order. */
function price(o: Open, choices: readonly ExchangeChoice[], now: Date): Priced | Answer {
  const bad = checkSlices(o, choices, now);
  if (bad) return bad;
  const changed = new Set(choices.map((c) => c.slice));
  const slices = [...o.s.slices];
  const chosen = [...choices].sort((a, b) => a.slice - b.slice);
  const picks: { choice: ExchangeChoice; option: ExchangeOption }[] = [];
  for (const [i, choice] of chosen.entries()) {
    const option = optionsFor(o, choice, changed, now).find(
      (x) => x.itineraryId === choice.itineraryId && x.fareId === choice.fareId && x.departureDate === choice.departureDate,
    );
    if (!option) {
      return fieldError('ChangeFailed', `choices.${i}.itineraryId`, 'That flight is no longer available. Choose another one.');
    }
    picks.push({ choice, option });
    slices[choice.slice] = option.slice;
  }
  const times = slices.map((x) => ({ departure: x.segments[0]!.scheduledDeparture, arrival: x.segments.at(-1)!.scheduledArrival }));
  if (!inOrder(times))
    return fieldError('ValidationFailed', 'choices', 'Each flight must leave after the one before it lands. Choose again.');
  const lines = exchangeQuote({
    oldValuesMinor: picks.map((p) => o.values[p.choice.slice]!),
    newPricesMinor: picks.map((p) => p.option.priceMinor),
    fareChangeFeeMinor: o.e.fareChangeFeeMinor,
    chfarCovers: o.e.chfarCovers,
  });
  const code = o.s.slices[0]!.segments[0]!.marketingAirline.code;
  const airline = airlineInfos(reference(), [code])[0];
  return {
    slices,
    quote: {
      lines,
      changes: picks.map((p) => ({
        slice: p.choice.slice,
        before: o.s.slices[p.choice.slice]!,
        after: p.option.slice,
        fareShelf: p.option.fareShelf,
      })),
      cardId: o.row.paymentMethodId,
      billedTo: o.row.companyBilling?.companyName ?? null,
      creditAirline: { code, name: airline?.name ?? code },
    },
    record: {
      ...lines,
      values: picks.map((p) => ({ slice: p.choice.slice, valueMinor: p.option.priceMinor })),
      before: picks.map((p) => ({ slice: p.choice.slice, value: o.s.slices[p.choice.slice]! })),
      chfarUsed: o.e.chfarCovers,
    },
  };
}

export async function quoteExchange(db: Db, userId: string, id: string, request: ExchangeQuoteRequest, now: Date): Promise<Answer> {
  const o = open(await currentBooking(db, userId, id, now), now);
  if ('status' in o) return o;
  const priced = price(o, request.choices, now);
  return 'status' in priced ? priced : { status: 200, body: priced.quote };
}

async function book(tx: Tx, userId: string, id: string, request: ExchangeBookRequest, now: Date): Promise<Answer> {
  const o = open(await lockOwnBooking(tx, userId, id), now);
  if ('status' in o) return o;
  const priced = price(o, request.choices, now);
  if ('status' in priced) return priced;
  const { lines } = priced.quote;
  if (lines.dueMinor !== request.expectedDueMinor || lines.creditMinor !== request.expectedCreditMinor) {
    return {
      status: 409,
      body: errorBody('QuoteChanged', 'The price of this change moved. Check the new amounts and confirm again.', { quote: priced.quote }),
    };
  }
  const { row } = o;
  let cardId = row.paymentMethodId;
  // A company-billed booking's difference goes on the company's invoice, like the rest of it.
  if (lines.dueMinor > 0 && !cardId && !row.companyBilling) {
    if (!request.paymentMethodId) return fieldError('ValidationFailed', 'paymentMethodId', 'Choose a saved card to pay the difference.');
    const [card] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, request.paymentMethodId), eq(paymentMethods.userId, userId)));
    if (!card) return failed('UserCardNotFound');
    cardId = card.id;
  }
  const number = row.exchanges.length + 1;
  let creditId: string | null = null;
  if (lines.creditMinor > 0) {
    const expires = new Date(now);
    expires.setUTCFullYear(expires.getUTCFullYear() + cfarFlight.airlineCreditValidYears);
    const [credit] = await tx
      .insert(airlineCredits)
      .values({
        userId,
        bookingId: id,
        airlineCode: priced.quote.creditAirline.code,
        amountMinor: lines.creditMinor,
        expiresAt: expires,
        exchangeNumber: number,
        createdAt: now,
      })
      .returning({ id: airlineCredits.id });
    creditId = credit!.id;
  }
  const added = exchangeLines(lines).map((l) => ({ kind: 'Fee' as const, label: exchangeLineLabels[l.line], amountMinor: l.amountMinor }));
  const paid = { totalMinor: row.totalMinor + lines.dueMinor, cardMinor: row.cardMinor + lines.dueMinor };
  const earned = cardId ? await earnOnLaterPayment(tx, row, { paidMinor: lines.dueMinor, cardId }, flightAdapter.earnCategory, now) : {};
  const record: ExchangeRecord = { ...priced.record, at: now.toISOString(), creditId };
  await tx
    .update(bookings)
    .set({
      ...paid,
      ...earned,
      paymentMethodId: cardId,
      snapshot: { ...o.s, slices: priced.slices },
      breakdown: { lines: [...row.breakdown.lines, ...added], totalMinor: row.breakdown.totalMinor + lines.dueMinor },
      exchanges: [...row.exchanges, record],
      updatedAt: now,
    })
    .where(eq(bookings.id, id));
  await tx.insert(outbox).values({ kind: 'BookingConfirmed', payload: { bookingId: id, userId, exchanged: true }, createdAt: now });
  await recordBookingEvent(tx, 'flight_exchanged', { ...row, ...paid }, now);
  return { status: 200, body: { bookingId: id } };
}

/** Makes the change once per key: a retry replays the first answer. */
export async function bookExchange(db: Db, userId: string, id: string, key: string, request: ExchangeBookRequest, now: Date) {
  return idempotent(
    db,
    { userId, key, route: `POST /v0/trips/${id}/exchange/book`, body: request, now },
    () => currentBooking(db, userId, id, now),
    (tx) => book(tx, userId, id, request, now),
  );
}
