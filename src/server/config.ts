import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TenantSchema } from '../lib/domain/tenant';

/**
 * The only reader of process.env and of the runtime config file. Everything
 * else receives a parsed `AppConfig`, so tests build one without touching env.
 */
const RuntimeConfigSchema = z.object({
  brand: z.object({ name: z.string().min(1), shortName: z.string().min(1) }),
  /** Where the public site lives: canonical URLs, hreflang alternates and the sitemap. */
  publicUrl: z.url(),
  tenants: z.object({
    hosts: z.record(z.string(), TenantSchema),
    supportPhones: z.object({ consumer: z.string().min(1), corporate: z.string().min(1) }),
  }),
  maintenance: z.object({
    enabled: z.boolean(),
    window: z.object({ title: z.string(), subtitle: z.string() }).nullable(),
  }),
  sessionReplaySampleRate: z.number().min(0).max(1).default(0),
  travelSale: z.object({
    flightDestinations: z.array(z.string()),
    hotelDestinations: z.array(z.string()),
  }),
  microFrontends: z.record(z.string(), z.string()),
  cfarDiscountExpiration: z.iso.datetime().nullable(),
  adminPortalUrl: z.url(),
  /** Where cardholders edit their contact information (SPEC §1: it belongs to the issuer's account). */
  issuerWebsiteUrl: z.url(),
  mapTiles: z.object({
    url: z.string().regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'Use an https URL template with {z}, {x} and {y}.'),
    attribution: z.string().min(1),
  }),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  MIGRATIONS_DIR: z.string().default('drizzle'),
  RUNTIME_CONFIG: z.string().default('config/runtime.json'),
  DEMO_PASSWORD: z.string().min(8).default('travel-demo'),
  SEED_DEMO: z
    .enum(['1', '0', 'true', 'false'])
    .default('true')
    .transform((v) => v === '1' || v === 'true'),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(2)
    .max(24 * 60)
    .default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TEST_HOOKS: flag,
  MAINTENANCE_MODE: flag,
});

export interface AppConfig {
  env: string;
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsDir: string;
  demoPassword: string;
  seedDemo: boolean;
  jwtSecret: string | undefined;
  sessionTtlMinutes: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Test-only triggers (forced corporate codes). Never on in production. */
  testHooks: boolean;
  runtime: RuntimeConfig;
}

export class ConfigError extends Error {}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
}

export function parseRuntimeConfig(raw: unknown, source = 'runtime config'): RuntimeConfig {
  const parsed = RuntimeConfigSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(`Invalid ${source}:\n${describe(parsed.error)}`);
  return parsed.data;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsedEnv = EnvSchema.safeParse(env);
  if (!parsedEnv.success) throw new ConfigError(`Invalid environment:\n${describe(parsedEnv.error)}`);
  const e = parsedEnv.data;
  if (e.TEST_HOOKS && e.NODE_ENV === 'production') {
    throw new ConfigError('TEST_HOOKS cannot be enabled when NODE_ENV=production.');
  }
  const file = path.resolve(e.RUNTIME_CONFIG);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`Cannot read runtime config ${file}: ${(err as Error).message}`);
  }
  const runtime = parseRuntimeConfig(raw, file);
  if (e.MAINTENANCE_MODE) runtime.maintenance.enabled = true;
  return {
    env: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    migrationsDir: path.resolve(e.MIGRATIONS_DIR),
    demoPassword: e.DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO,
    jwtSecret: e.JWT_SECRET,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    logLevel: e.LOG_LEVEL,
    testHooks: e.TEST_HOOKS,
    runtime,
  };
}
