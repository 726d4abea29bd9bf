// The booking engine's tables: bookings, the rewards ledger, idempotent answers, the outbox, and
// the travel wallet with its ledger. Re-exported by schema.ts, so `db/schema` stays the one import;
// the core tables it refers to come from schema-core.ts.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Breakdown, Cancellation, Trip } from '../../lib/domain/booking/booking.schema';
import type { BookingPolicy } from '../../lib/domain/corporate/policy.schema';
import type { TripApproval } from '../../lib/domain/corporate/approvals.schema';

/** A booking's approval as stored: what the trip shows, and who may decide and who did. */
export type BookingApproval = TripApproval & { businessId: string; decidedBy: string | null };
import { ReservationStates, TicketStates, TripKinds } from '../../lib/domain/booking/booking.constants';
import type { TravelCreditType, WalletOfferProduct } from '../../lib/domain/booking/travel-wallet';
import type { ScheduleChange } from '../../lib/domain/booking/schedule-change';
import type { Disruption } from '../../lib/domain/booking/disruption';
import type { ExchangeRecord } from '../../lib/domain/booking/exchange.schema';
import { TravelerEditFields, TravelerEditStates } from '../../lib/domain/booking/traveler-edit';

export { ReservationStates, TicketStates } from '../../lib/domain/booking/booking.constants';
import type { WalletPaymentPart } from '../../lib/domain/booking/travel-wallet.schema';
import type { CompanyBilling } from '../../lib/domain/corporate/central-billing';
import { createdAt } from './columns';
import { paymentMethods, rewardsAccounts, users } from './schema-core';

// The booking engine's tables (SPEC §3 payments and trips, §4 reservation states). Money is integer minor units (USD cents); rewards amounts are integers in
// the account's own units (whole miles, or cents for cash rewards), exactly as rewards_accounts
// keeps its balance, so sum(ledger) = balance change holds without rounding.

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SPEC §3 trip kind: which adapter priced it and reads its snapshot. */
    product: text('product', { enum: TripKinds }).notNull(),
    status: text('status', { enum: ReservationStates }).notNull(),
    ticketState: text('ticket_state', { enum: TicketStates }),
    /** SPEC §8 booking failure code of a Declined booking. */
    failureCode: text('failure_code'),
    confirmationNumber: text('confirmation_number').unique(),
    /** What the product's adapter priced when it was booked (services/booking/snapshot.ts), `product` included. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** What the card paid or, when `companyBilling` is set, what the company is invoiced. */
    cardMinor: integer('card_minor').notNull(),
    rewardsMinor: integer('rewards_minor').notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** Billed to the traveler's company (central billing) with its invoice reference; null: paid by the traveler. */
    companyBilling: jsonb('company_billing').$type<CompanyBilling>(),
    rewardsAccountId: uuid('rewards_account_id').references(() => rewardsAccounts.id, { onDelete: 'set null' }),
    /** The protections bought, priced by the server: `[{ product, priceMinor }]` (SPEC §4, §9). */
    protections: jsonb('protections').$type<BookingProtection[]>().notNull().default([]),
    /** Every line the traveler paid (fare lines, one AddOn per protection) and their sum, as shown at checkout. */
    breakdown: jsonb('breakdown').$type<BookingBreakdown>().notNull(),
    /** The account the card part earns on, chosen at booking; credited once on confirmation. */
    earnAccountId: uuid('earn_account_id').references(() => rewardsAccounts.id, { onDelete: 'set null' }),
    /** What confirmation credited (null until then, or when nothing was earned). */
    rewardsEarned: jsonb('rewards_earned').$type<BookingRewardsEarned>(),
    /** What travel wallet offers and credits paid (card + rewards + wallet = total), and each of them. */
    walletMinor: integer('wallet_minor').notNull().default(0),
    walletParts: jsonb('wallet_parts').$type<WalletPaymentPart[]>().notNull().default([]),
    /** The language the traveler booked in: the confirmation email's. */
    locale: text('locale', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    /** When it was canceled and what came back by which route (null until then). */
    cancellation: jsonb('cancellation').$type<Cancellation>(),
    /** The airline's latest change of a booked flight and the traveler's answer (null: none). */
    scheduleChange: jsonb('schedule_change').$type<ScheduleChange>(),
    /** The airline's delay or cancellation of a booked flight and the traveler's choice (disruption assistance). */
    disruption: jsonb('disruption').$type<Disruption>(),
    /** The traveler's changes of the booked flights (exchange), oldest first. */
    exchanges: jsonb('exchanges').$type<ExchangeRecord[]>().notNull().default([]),
    /** A corporate traveler's policy verdict at booking and, out of policy, the reason they gave (null: no policy). */
    policy: jsonb('policy').$type<BookingPolicy>(),
    /** The approval an out-of-policy booking waits for or got (null: none needed); Requested keeps it from the supplier. */
    approval: jsonb('approval').$type<BookingApproval>(),
    /** When the supplier was asked: at booking, or once approved (its answer's latency counts from here). */
    supplierAskedAt: timestamp('supplier_asked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_status_idx').on(t.status, t.createdAt),
    check('bookings_product_check', sql.raw(`${t.product.name} in (${TripKinds.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

/**
 * The rewards ledger: one row per hold, release or debit, signed (a hold is negative). A booking
 * has at most one row of each kind, which the unique key enforces even if two processes race —
 * except EarnLater, one per card payment made after booking (an add-on, a fare difference).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => rewardsAccounts.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * Earn: the rewards a confirmed booking's card part earned, credited in the confirming transaction.
     * EarnLater: what a card payment after booking earned (an add-on, a fare difference), in that payment's transaction.
     * Refund: rewards spent given back on a cancel; EarnReversal: the refunded card part's earn taken back.
     */
    kind: text('kind', { enum: ['Hold', 'Release', 'Debit', 'Earn', 'EarnLater', 'Refund', 'EarnReversal'] }).notNull(),
    /** Signed, in the account's units (whole miles, or cents of cash rewards). */
    amount: integer('amount').notNull(),
    /** Signed change of the account's cash equivalent, cents. */
    cashEquivalentMinor: integer('cash_equivalent_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_booking_kind_unique')
      .on(t.bookingId, t.kind)
      .where(sql`${t.kind} <> 'EarnLater'`),
    index('ledger_entries_account_idx').on(t.accountId),
  ],
);

/** The first answer to each state-changing call, replayed when the same key comes again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the method, path and parsed body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** What happens after a booking commits (confirmation email, tracking), written in the same transaction. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts that failed; the next one waits until nextAttemptAt (backing off). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt, t.id)],
);

// What a booking stores beside its snapshot, as the booking contract types it.
export type BookingProtection = Trip['protections'][number];
export type BookingBreakdown = Breakdown;
export type BookingRewardsEarned = NonNullable<Trip['rewardsEarned']>;

/**
 * The travel wallet (SPEC §3): credits (money to spend, `amountMinor` is what is left) and discount
 * offers (`amountMinor` off a trip of at least `minimumSpendMinor`). A booking holds what it uses in
 * its own transaction: a credit's amount goes down, an offer turns Redeemed; a failed booking gives
 * both back. `state` is as written; an Available item past `expiresAt` reads as Expired.
 */
export const travelWalletItems = pgTable(
  'travel_wallet_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['Credit', 'Offer'] }).notNull(),
    /** SPEC §3 travel credit type; null for an offer. */
    creditType: text('credit_type').$type<TravelCreditType>(),
    state: text('state', { enum: ['Available', 'Expired', 'Redeemed'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    originalMinor: integer('original_minor').notNull(),
    minimumSpendMinor: integer('minimum_spend_minor').notNull().default(0),
    products: jsonb('products').$type<WalletOfferProduct[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('travel_wallet_items_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The wallet's ledger, like the rewards one: Hold (negative), Release, Debit; one of each per
 * booking and item. For a credit, the entries sum to how much its amount went down; for an offer
 * (whose amount is its discount and never changes), they sum below zero exactly while it is Redeemed.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => travelWalletItems.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Refund: what a cancel gave back to the item (a credit's amount, or an offer made usable again). */
    kind: text('kind', { enum: ['Hold', 'Release', 'Debit', 'Refund'] }).notNull(),
    /** Signed cents: the change of the credit's amount (an offer's hold is its discount). */
    amountMinor: integer('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wallet_entries_booking_item_kind_unique').on(t.bookingId, t.itemId, t.kind),
    index('wallet_entries_item_idx').on(t.itemId),
  ],
);

/**
 * Airline travel credits (SPEC §2 Trips tab of that name): what a flight's cancel for any reason
 * gave as credit with the ticketing airline instead of the refund. One per booking, which the
 * unique key enforces even if two cancels race. `state` is as written; Available past `expiresAt`
 * reads as Expired.
 */
export const airlineCredits = pgTable(
  'airline_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    airlineCode: text('airline_code').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: ['USD'] })
      .notNull()
      .default('USD'),
    state: text('state', { enum: ['Available', 'Expired', 'Redeemed'] })
      .notNull()
      .default('Available'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 0: the cancel's credit; n: the residual of the booking's n-th change (a cheaper new flight). */
    exchangeNumber: integer('exchange_number').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('airline_credits_booking_unique').on(t.bookingId, t.exchangeNumber),
    index('airline_credits_user_idx').on(t.userId, t.createdAt),
    check('airline_credits_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * A traveler's request to correct a name, date of birth or gender on a booked ticket (traveler-edit.ts):
 * our agents take it to the airline. One open request per traveler and field (the partial unique index).
 */
export const travelerEditRequests = pgTable(
  'traveler_edit_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    traveler: integer('traveler').notNull(),
    field: text('field', { enum: TravelerEditFields }).notNull(),
    correction: text('correction').notNull(),
    note: text('note'),
    nameCorrection: text('name_correction', { enum: ['Correction', 'NameChange'] }),
    state: text('state', { enum: TravelerEditStates }).notNull().default('Received'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('traveler_edit_requests_open_unique')
      .on(t.bookingId, t.traveler, t.field)
      .where(sql`${t.state} = 'Received'`),
    index('traveler_edit_requests_booking_idx').on(t.bookingId, t.createdAt),
  ],
);
