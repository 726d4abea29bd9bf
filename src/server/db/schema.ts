// Every table, the one import for queries and for drizzle-kit: the core tables (users, accounts,
// profile, preferences, watches…) and the booking engine's. Each file imports only the ones
// before it, so the schema has no import cycle.
export * from './schema-core';
export * from './schema-bookings';
