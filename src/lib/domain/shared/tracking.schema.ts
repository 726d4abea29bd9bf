import { z } from 'zod';

/**
 * PostgreSQL text and jsonb refuse NUL characters and unpaired surrogates;
 * refuse them here so such input is a 400, not a failed insert.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const text = (max: number, min = 0) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((s) => !UNSTORABLE.test(s), { error: 'Use text without NUL characters or unpaired surrogates.' });

const propertyValue = z.union([text(2000), z.number(), z.boolean(), z.null()]);

/** POST /tracking/event body (SPEC §7). */
export const TrackingEventBodySchema = z.object({
  eventName: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_ .:-]+$/, { error: 'Event names use letters, digits, space and _ . : -' }),
  properties: z
    .record(text(100), propertyValue)
    .refine((p) => Object.keys(p).length <= 100, { error: 'At most 100 properties.' })
    .default({}),
  /** What only the browser knows: agent-portal mode and where the user came from. */
  context: z
    .object({
      isAgent: z.boolean().default(false),
      userSource: text(200).nullable().default(null),
      userMedium: text(200).nullable().default(null),
      url: text(2000).optional(),
    })
    .default({ isAgent: false, userSource: null, userMedium: null }),
});
export type TrackingEventBody = z.infer<typeof TrackingEventBodySchema>;

/** POST /engagement/event body (SPEC §7). */
export const EngagementEventBodySchema = z.object({
  event: text(100, 1),
  url: text(2000),
  browserSessionId: text(100, 1),
});
