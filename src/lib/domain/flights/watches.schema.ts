// Flight watch API shapes (SPEC §3), for validation and OpenAPI. The browser imports only the
// types; the zod-free constants and types live in watches.constants.ts and are re-exported here.
import { z } from 'zod';
import { IataCodeSchema, PassengerCountsSchema } from './flights.schema';
import {
  MAX_WATCH_AMOUNT,
  WatchAlertKinds,
  WatchTripTypes,
  type FlightWatch,
  type WatchAlert,
  type WatchAlertSettings,
} from './watches.constants';

export * from './watches.constants';

const LocalDateSchema = z.iso.date({ message: 'Use a date like 2026-12-24.' });
const amount = (what: string) =>
  z
    .number()
    .int(`Give the ${what} in cents, as a whole number.`)
    .min(0, `The ${what} cannot be negative.`)
    .max(MAX_WATCH_AMOUNT, `Use a ${what} of at most $${MAX_WATCH_AMOUNT / 100}.`);
/** A target of $0 could never be reached; null clears it. */
const TargetPriceSchema = amount('target price').min(100, 'Use a target price of at least $1.').nullable();

export const WatchSliceSchema = z.object({ origin: IataCodeSchema, destination: IataCodeSchema, departureDate: LocalDateSchema });

/** The trip as the search sends it; other search fields (fareClass, sort, filters) are accepted and ignored. */
export const WatchCreateBodySchema = z.object({
  tripType: z.enum(WatchTripTypes),
  slices: z.array(WatchSliceSchema).min(1, 'Give at least one flight.').max(5, 'A multi-city trip has at most 5 flights.'),
  passengers: PassengerCountsSchema,
  targetPrice: TargetPriceSchema.optional(),
});
export type WatchCreateBody = z.infer<typeof WatchCreateBodySchema>;

/** Leaving targetPrice out changes nothing; null clears the target. */
export const WatchUpdateBodySchema = z.object({ targetPrice: TargetPriceSchema.optional() });

export const WatchIdParamSchema = z.object({ id: z.uuid('Use the id of one of your watched trips.') });

export const WatchAlertSettingsSchema = z.object({
  alertsEnabled: z.boolean(),
  minDrop: amount('minimum drop'),
}) satisfies z.ZodType<WatchAlertSettings>;

export const FlightWatchSchema = z.object({
  id: z.uuid(),
  tripKey: z.string(),
  tripType: z.enum(WatchTripTypes),
  slices: z.array(z.object({ origin: z.string(), destination: z.string(), departureDate: z.string() })),
  passengers: z.object({ ADT: z.number().int(), CNN: z.number().int(), INF: z.number().int(), INS: z.number().int() }),
  createdAt: z.string().describe('UTC instant'),
  priceAtWatch: z.number().int().describe('lowest trip price for one adult when watching began, minor units'),
  currentPrice: z.number().int().nullable().describe('at the last check; null when nothing was for sale'),
  lowestSeen: z.number().int(),
  targetPrice: z.number().int().nullable(),
  lastCheckedAt: z.string().nullable(),
  lastAlertAt: z.string().nullable(),
}) satisfies z.ZodType<FlightWatch>;

export const WatchAlertSchema = z.object({
  id: z.uuid(),
  watchId: z.uuid(),
  createdAt: z.string(),
  kind: z.enum(WatchAlertKinds),
  price: z.number().int(),
  previousPrice: z.number().int(),
}) satisfies z.ZodType<WatchAlert>;

export const WatchListAnswerSchema = z.object({ watches: z.array(FlightWatchSchema), settings: WatchAlertSettingsSchema });
export const WatchAlertListAnswerSchema = z.object({ alerts: z.array(WatchAlertSchema) });
export const WatchDeleteAnswerSchema = z.object({ Response: z.literal('Success') });
export const WatchAlertRunAnswerSchema = z.object({
  /** Watches re-priced. */
  checked: z.number().int(),
  /** Watches whose departure has passed (left alone). */
  skipped: z.number().int(),
  /** Alert rows written. */
  alerts: z.number().int(),
});
export type WatchAlertRunResult = z.infer<typeof WatchAlertRunAnswerSchema>;
