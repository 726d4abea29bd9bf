import type { Logger } from 'pino';
import type { MiddlewareHandler } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { RewardsAccount } from '../lib/domain/profile/rewards';
import type { SessionService } from './auth/sessions';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { AppEnv } from './http/env';
import type { ExperimentService } from './services/experiments';
import type { TrackingService } from './services/tracking';
import type { PaymentVault } from './vault/provider';

/** What route modules receive; built once in app.ts. */
export interface Deps {
  db: Db;
  config: AppConfig;
  logger: Logger;
  sessions: SessionService;
  experiments: ExperimentService;
  tracking: TrackingService;
  /** Card storage: the portal keeps tokens only (PCI DSS). */
  vault: PaymentVault;
  /** The user's rewards accounts, cached a few seconds (writes must publish `user:<id>`). */
  rewardsAccounts(userId: string): Promise<RewardsAccount[]>;
  /** The clock: tests pin it; production reads the system time. */
  now: Clock;
  /** Bearer auth that also answers a test-forced corporate code. */
  auth: MiddlewareHandler<AppEnv>;
  /** Bearer auth that ignores forced codes (sign-out, session, test hooks). */
  authPlain: MiddlewareHandler<AppEnv>;
}
export type Api = OpenAPIHono<AppEnv>;
