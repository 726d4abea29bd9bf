import { timestamp } from 'drizzle-orm/pg-core';

/** Every table's creation instant, in one definition so the tables split across files stay alike. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
