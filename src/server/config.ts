import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TenantSchema } from '../lib/domain/shared/tenant';

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
  /**
   * Set when a reverse proxy stands in front of the server: only then are X-Forwarded-For (the
   * client address the throttles count) and X-Forwarded-Proto (HSTS, Secure cookies) believed.
   */
  TRUST_PROXY: flag,
  /** base64 of 32 bytes: the card vault's AES-256-GCM key. Required in production. */
  VAULT_KEY: z.string().optional(),
  /** Stored beside each ciphertext, so a new key can take over while old rows still decrypt. */
  VAULT_KEY_ID: z
    .string()
    .regex(/^[\w-]{1,32}$/)
    .default('k1'),
  /**
   * Which PaymentVault the portal uses. Only the built-in one ships. A hosted provider such as
   * Spreedly plugs in as another class implementing PaymentVault (src/server/vault/provider.ts):
   * credentials() answers its iframe URL and environment key, describe() reads
   * GET /v1/payment_methods/<token>.json, verify() runs a zero-amount verify on a gateway
   * (POST /v1/gateways/<gateway>/verify.json) and maps its result, redact() calls
   * PUT /v1/payment_methods/<token>/redact.json. Its secrets (access secret, gateway token) would be
   * read here as SPREEDLY_* variables, and createVault (src/server/vault/index.ts) would pick the class
   * by `vault.provider`; the built-in vault app and card form then stay unmounted.
   */
  PAYMENT_VAULT: z.enum(['builtin', 'spreedly']).default('builtin'),
  /** The public key the card form tokenizes with (like a Spreedly environment key: not a secret). */
  VAULT_ENVIRONMENT_KEY: z
    .string()
    .regex(/^[\w-]{8,100}$/)
    .default('env_builtin_dev'),
  /**
   * Where booking emails go out, e.g. smtps://user:pass@smtp.example.com:465. Unset, each email is
   * written as an .eml file under DATA_DIR/mail/ instead (development, tests, demos).
   */
  MAIL_SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'Use an smtp:// or smtps:// URL.')
    .optional(),
  /** The sender of booking emails; the brand name is its display name. */
  MAIL_FROM: z.email().default('bookings@travel.example'),
  /**
   * Runs the server on another day: the clock reads this instant at start and runs on from it.
   * For tests and benches (the e2e servers, the date sweep); refused when NODE_ENV=production.
   */
  CLOCK_AT: z.iso.datetime({ offset: true }).optional(),
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
  /** Believe X-Forwarded-For and X-Forwarded-Proto (a reverse proxy sets them). */
  trustProxy: boolean;
  vault: VaultConfig;
  runtime: RuntimeConfig;
  /** Booking emails; absent (as in tests' configs) means the file transport and the default sender. */
  mail?: MailConfig;
  /** Where the server's clock starts (CLOCK_AT); absent: the system clock. */
  clockAt?: Date;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
}

export interface VaultConfig {
  provider: 'builtin';
  /** 32 bytes. */
  key: Buffer;
  keyId: string;
  environmentKey: string;
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
  if (e.CLOCK_AT && e.NODE_ENV === 'production') {
    throw new ConfigError('CLOCK_AT cannot be set when NODE_ENV=production: the server must run on the real time.');
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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    migrationsDir: path.resolve(e.MIGRATIONS_DIR),
    demoPassword: e.DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO,
    jwtSecret: e.JWT_SECRET,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    logLevel: e.LOG_LEVEL,
    testHooks: e.TEST_HOOKS,
    trustProxy: e.TRUST_PROXY,
    vault: {
      provider: vaultProvider(e.PAYMENT_VAULT),
      key: vaultKey(e.VAULT_KEY, e.NODE_ENV, e.DATA_DIR, dataDir),
      keyId: e.VAULT_KEY_ID,
      environmentKey: e.VAULT_ENVIRONMENT_KEY,
    },
    runtime,
    mail: { smtpUrl: e.MAIL_SMTP_URL, from: e.MAIL_FROM },
    ...(e.CLOCK_AT ? { clockAt: new Date(e.CLOCK_AT) } : {}),
  };
}

function vaultProvider(name: 'builtin' | 'spreedly'): VaultConfig['provider'] {
  if (name !== 'builtin') throw new ConfigError(`PAYMENT_VAULT=${name} is not configured in this build; use builtin.`);
  return name;
}

function decodeKey(base64: string, source: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new ConfigError(`${source} must be the base64 of 32 bytes (it decodes to ${key.length}).`);
  return key;
}

/**
 * Production must be given its key: a key made up on one server would leave every other server
 * (and the next deploy) unable to read the cards. Elsewhere a key is kept in the data folder, so
 * cards saved in development survive a restart; an in-memory database gets a key as short-lived as itself.
 */
function vaultKey(configured: string | undefined, env: string, rawDataDir: string, dataDir: string): Buffer {
  if (configured) return decodeKey(configured, 'VAULT_KEY');
  if (env === 'production') throw new ConfigError('VAULT_KEY is required when NODE_ENV=production (base64 of 32 random bytes).');
  if (rawDataDir.startsWith('memory://')) return randomBytes(32);
  const file = path.join(dataDir, 'vault.key');
  try {
    return decodeKey(readFileSync(file, 'utf8'), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place: several processes starting at once agree on one key.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  return decodeKey(readFileSync(file, 'utf8'), file);
}
