import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { createLogger } from '../logger';
import { Throttle } from '../auth/throttle';
import { createVaultApp } from './app';
import { BuiltinVault } from './builtin';
import type { PaymentVault } from './provider';

export type { PaymentVault } from './provider';

export interface VaultOptions {
  logger?: Logger;
  now: Clock;
}

/**
 * The configured vault and, for the built-in one, its HTTP app (mounted at /vault/v1/* by
 * src/pages/vault/v1/[...path].ts). A hosted provider would be chosen here by
 * `config.vault.provider` and come without an app: its own servers take the card data.
 */
export function createVault(config: AppConfig, db: Db, opts: VaultOptions): { vault: PaymentVault; app: Hono<AppEnv> } {
  const logger = (opts.logger ?? createLogger(config.logLevel)).child({ module: 'vault' });
  const vault = new BuiltinVault(db, {
    key: { id: config.vault.keyId, key: config.vault.key },
    environmentKey: config.vault.environmentKey,
    logger,
    now: opts.now,
  });
  const throttle = new Throttle(db, opts.now);
  return { vault, app: createVaultApp({ vault, logger, now: opts.now, throttle, trustProxy: config.trustProxy }) };
}
