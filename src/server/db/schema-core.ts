import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Earn } from '../../lib/domain/profile/rewards';
import type { PolicyTier } from '../../lib/domain/corporate/policy';
import type { CentralBillingRecord } from '../../lib/domain/corporate/central-billing';
import type { CompanyCardRecord } from '../../lib/domain/corporate/company-card';
import type { FlightPreferences, HotelPreferences, PreferenceMetadata } from '../../lib/domain/profile/preferences.schema';
import type { TravelerInputParsed } from '../../lib/domain/profile/travelers.schema';
import type { WatchAlertKind, WatchTrip } from '../../lib/domain/flights/watches.constants';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

export const businesses = pgTable('businesses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isLive: boolean('is_live').notNull().default(true),
  /** Admitted to this portal (SPEC 40102 when not). */
  inBeta: boolean('in_beta').notNull().default(true),
  /** When a travel administrator accepted the corporate travel terms; null: 40106 for everyone. */
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).defaultNow(),
  accountReferenceId: text('account_reference_id'),
  loyaltyPrograms: jsonb('loyalty_programs').$type<{ programCode: string; value: string }[]>().notNull().default([]),
  /** The card the company pays travel with (its account is `accountReferenceId`); null: no company card. */
  companyCard: jsonb('company_card').$type<CompanyCardRecord>(),
  /** Central billing: the company is invoiced for its travel, no card at checkout (null: it is not). */
  centralBilling: jsonb('central_billing').$type<CentralBillingRecord>(),
  createdAt: createdAt(),
});

export const policyTiers = pgTable('policy_tiers', {
  id: text('id').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** The whole tier as the domain schema describes it (validated on write). */
  policy: jsonb('policy').$type<PolicyTier>().notNull(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-cased and trimmed. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  customerType: text('customer_type', { enum: ['Consumer', 'Corporate'] }).notNull(),
  businessId: text('business_id').references(() => businesses.id),
  policyTierId: text('policy_tier_id').references(() => policyTiers.id),
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  cap1Role: text('cap1_role'),
  canViewUsers: boolean('can_view_users').notNull().default(false),
  canViewAdmin: boolean('can_view_admin').notNull().default(false),
  /** A corporate user the company keeps out of the portal (SPEC 40103 when false). */
  portalAccess: boolean('portal_access').notNull().default(true),
  defaultTravelerId: text('default_traveler_id'),
  hiddenTravelerIds: jsonb('hidden_traveler_ids').$type<string[]>().notNull().default([]),
  hasSeenModalMap: jsonb('has_seen_modal_map').$type<Record<string, boolean>>().notNull().default({}),
  createdAt: createdAt(),
});

export const rewardsAccounts = pgTable(
  'rewards_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountReferenceId: text('account_reference_id').notNull().unique(),
    productDisplayName: text('product_display_name').notNull(),
    product: text('product').notNull(),
    accountType: text('account_type', { enum: ['Personal', 'Business'] }).notNull(),
    customerAccountRole: text('customer_account_role').notNull(),
    lastFour: text('last_four').notNull(),
    lastFourVirtualCardNumbers: jsonb('last_four_virtual_card_numbers').$type<string[]>().notNull().default([]),
    allowRewardsRedemption: boolean('allow_rewards_redemption').notNull(),
    earn: jsonb('earn').$type<Earn>().notNull(),
    /** Whole miles, or cents for cash rewards. */
    balanceValue: integer('balance_value').notNull(),
    balanceCurrency: text('balance_currency', { enum: ['Miles', 'Cash'] }).notNull(),
    balanceDescription: text('balance_description').notNull(),
    cashEquivalentMinor: integer('cash_equivalent_minor').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('rewards_accounts_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    isDelegated: boolean('is_delegated').notNull().default(false),
    /** A delegated session's travel administrator, who books as this user (SPEC §6 delegated session). */
    delegatedBy: uuid('delegated_by').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Test hooks only: a corporate code every call of this session answers. */
    forcedCode: text('forced_code'),
    /** Carried by the session's bearer token; extendSession bumps it, so the token it replaces stops working. */
    tokenGeneration: integer('token_generation').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_attempts_email_idx').on(t.email, t.createdAt)],
);

/**
 * Throttle counters (sign-in failures per client, account and both; anonymous card storage per
 * client and environment key). One row per key, read and written under a row lock, so parallel
 * requests are counted one after another (src/server/auth/throttle.ts).
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id'),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_events_user_idx').on(t.userId, t.createdAt)],
);

export const engagementEvents = pgTable('engagement_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  event: text('event').notNull(),
  url: text('url').notNull(),
  browserSessionId: text('browser_session_id').notNull(),
  createdAt: createdAt(),
});

export const experimentOverrides = pgTable(
  'experiment_overrides',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    experimentId: text('experiment_id').notNull(),
    variant: text('variant').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.experimentId] })],
);

/** Secrets the servers share when none is configured (so several processes sign alike). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The recently searched and recently viewed feeds (SPEC §7 productFeed). One row per user, feed,
 * product and key: searching again moves the row to the top instead of repeating it.
 */
export const productFeedItems = pgTable(
  'product_feed_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feed: text('feed', { enum: ['recentlySearched', 'recentlyViewed'] }).notNull(),
    product: text('product').notNull(),
    /** What makes two entries the same (route and dates, or a property id). */
    itemKey: text('item_key').notNull(),
    /** The query or item as the client sent it, validated by the domain schema. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.feed, t.product, t.itemKey] }),
    index('product_feed_user_idx').on(t.userId, t.feed, t.updatedAt),
  ],
);

/** A saved traveler's editable fields: the update body without its id, as the domain schema parsed it. */
export type TravelerDocument = Omit<TravelerInputParsed, 'id'>;

/** SPEC §3 travelers (passengers) a user saved in the profile. */
export const travelers = pgTable(
  'travelers',
  {
    id: text('id').primaryKey(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Validated by the domain schema on every write. */
    document: jsonb('document').$type<TravelerDocument>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('travelers_owner_idx').on(t.ownerUserId)],
);

/** SPEC §3 hotel and flight preferences and the §7 preference metadata, one row per user. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Null until the user saves hotel preferences once. */
  hotel: jsonb('hotel').$type<HotelPreferences>(),
  flight: jsonb('flight').$type<FlightPreferences>(),
  metadata: jsonb('metadata').$type<PreferenceMetadata>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in card vault's store (src/server/vault). Only the vault module reads or writes it:
 * the card number is AES-256-GCM ciphertext under the vault key, the CVV is never stored.
 */
export const vaultCards = pgTable(
  'vault_cards',
  {
    token: text('token').primaryKey(),
    /** base64 of iv (12 bytes) ‖ ciphertext ‖ auth tag (16 bytes). */
    numberCiphertext: text('number_ciphertext').notNull(),
    /** Which key encrypted it, so keys can rotate. */
    keyId: text('key_id').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    postalCode: text('postal_code').notNull(),
    createdAt: createdAt(),
    /** Set when the portal deletes the card: the ciphertext is wiped and the token stops working. */
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
    /** Set when the portal saves the card; a token no portal call claimed within an hour expires. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('vault_cards_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`claimed_at is null`),
  ],
);

/** SPEC §3 payment methods: what the portal keeps of a saved card (a vault token, never card data). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The vault's token; one token belongs to one user. */
    token: text('token').notNull().unique(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    accountReferenceId: text('account_reference_id').notNull(),
    isVirtualCard: boolean('is_virtual_card').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId, t.createdAt)],
);

/** Every verification attempt, kept for the per-user rate limit (ExcessiveUserActivity). */
export const paymentVerifyAttempts = pgTable(
  'payment_verify_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    result: text('result').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_verify_attempts_user_idx').on(t.userId, t.at)],
);

/** SPEC §3 wishlists (favorites), per user. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wishlists_user_idx').on(t.userId, t.updatedAt)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    /** Denormalised owner, so "is this product a favorite of mine" is one index lookup. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.wishlistId, t.productId] }), index('wishlist_items_user_idx').on(t.userId, t.productId)],
);

/** Watched flight trips (SPEC §3 flight watch): re-priced hourly; prices are the trip's lowest for one adult, minor units. */
export const flightWatches = pgTable(
  'flight_watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** tripKey() of the trip: one watch per user and trip. */
    tripKey: text('trip_key').notNull(),
    trip: jsonb('trip').$type<WatchTrip>().notNull(),
    priceAtWatch: integer('price_at_watch').notNull(),
    currentPrice: integer('current_price'),
    lowestSeen: integer('lowest_seen').notNull(),
    targetPrice: integer('target_price'),
    /** The price the last alert announced: later drops are measured from it. */
    lastAlertPrice: integer('last_alert_price'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('flight_watches_user_trip_unique').on(t.userId, t.tripKey)],
);

/** A user's alert budget; no row means the defaults (alerts on, $20 threshold). */
export const watchAlertSettings = pgTable('watch_alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  alertsEnabled: boolean('alerts_enabled').notNull().default(true),
  minDrop: integer('min_drop').notNull().default(2000),
});

/** The outbox of watch messages: one row per alert owed to the user (mail delivery reads it). */
export const watchAlerts = pgTable(
  'watch_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    watchId: uuid('watch_id')
      .notNull()
      .references(() => flightWatches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['PriceDrop', 'TargetReached'] })
      .notNull()
      .$type<WatchAlertKind>(),
    price: integer('price').notNull(),
    previousPrice: integer('previous_price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('watch_alerts_user_idx').on(t.userId, t.createdAt)],
);

// Bookings, their ledgers and the travel wallet live in their own file (this one had passed 450 lines).
