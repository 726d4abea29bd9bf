import { z } from 'zod';
import { TenantSchema } from './tenant';

/** What the browser may know of the runtime config (GET /api/v0/config). */
export const PublicConfigSchema = z.object({
  brand: z.object({ name: z.string(), shortName: z.string() }),
  tenant: TenantSchema,
  supportPhone: z.string(),
  /** Both tenants' numbers: a signed-in user's tenant can differ from the host's. */
  supportPhones: z.object({ consumer: z.string(), corporate: z.string() }),
  maintenance: z.object({
    enabled: z.boolean(),
    window: z.object({ title: z.string(), subtitle: z.string() }).nullable(),
  }),
  sessionReplaySampleRate: z.number().min(0).max(1),
  travelSale: z.object({
    flightDestinations: z.array(z.string()),
    hotelDestinations: z.array(z.string()),
  }),
  microFrontends: z.record(z.string(), z.string()),
  cfarDiscountExpiration: z.string().nullable(),
  adminPortalUrl: z.string(),
  issuerWebsiteUrl: z.string(),
  /** Raster map tiles for map views ({z}/{x}/{y} template) and the attribution their licence asks for. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }),
  /** Outside production the spec's test card endings match the first rewards account (SPEC §4). */
  paymentTestCards: z.boolean(),
  /** The server seeded the demo accounts (SEED_DEMO): the sign-in page may point to them. */
  demoAccounts: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
