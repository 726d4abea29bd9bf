import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import { ErrorCode } from '../lib/domain/shared/errors';
import { loadSigningSecret, SessionService } from './auth/sessions';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/client';
import type { Api, Deps } from './deps';
import type { AppEnv } from './http/env';
import { cardDataGuard } from './http/card-data';
import { ApiFailure, validationFailure } from './http/errors';
import { notFound, onError } from './http/handlers';
import { textGuard } from './http/text-guard';
import {
  clientInfo,
  csrf,
  dateHeader,
  maintenance,
  measureJson,
  requestLog,
  requireAuth,
  security,
  tenantFromHost,
} from './http/middleware';
import { registerAccount } from './routes/account.route';
import { registerCorporate } from './routes/corporate.route';
import { registerFlights } from './routes/flights.route';
import { registerLodging } from './routes/lodging.route';
import { registerFeed } from './routes/feed.route';
import { registerPackages } from './routes/packages.route';
import { registerPayments } from './routes/payments.route';
import { registerPreferences } from './routes/preferences.route';
import { registerProfile } from './routes/profile.route';
import { registerCars } from './routes/cars.route';
import { registerExperiences } from './routes/experiences.route';
import { registerAuth } from './routes/auth.route';
import { registerPublic } from './routes/public.route';
import { referenceHandler } from './routes/reference';
import { registerTesting } from './routes/testing.route';
import { registerWishlists } from './routes/wishlists.route';
import { registerWatches } from './routes/watches.route';
import { registerBooking } from './routes/booking.route';
import { registerTripChanges } from './routes/trip-changes.route';
import { registerTripRequests } from './routes/trip-requests.route';
import { registerTripExchange } from './routes/trip-exchange.route';
import { registerTripConnection } from './routes/trip-connection.route';
import { registerStayBooking } from './routes/stays-booking.route';
import { registerCarBooking } from './routes/cars-booking.route';
import { registerExperienceBooking } from './routes/experiences-booking.route';
import { ExperimentService } from './services/experiments';
import { listRewardsAccounts } from './services/rewards';
import { PerUserCache } from './cache/per-user';
import type { RewardsAccount } from '../lib/domain/profile/rewards';
import { TrackingService } from './services/tracking';
import type { PaymentVault } from './vault/provider';
import { finishDocument } from './openapi';

export interface AppOptions {
  db: Db;
  config: AppConfig;
  logger: Logger;
  /** The one clock of the process (src/server/clock.ts). */
  now: Clock;
  /** Row changes heard from every server process; without it nothing is cached. */
  changes?: ChangeFeed;
  /** Where saved cards live; the portal only ever holds its tokens. */
  vault: PaymentVault;
}

/** Routes anyone may call; the route-enumeration test holds every other route to 401. */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/v0/config',
  'GET /api/v0/auth/csrf',
  'POST /api/v0/auth/startSession',
  'GET /api/openapi.json',
  'GET /api/reference',
  'GET /api/v0/lodging/images/:file',
]);
/** Still answered during maintenance, so pages can show the maintenance window. */
const MAINTENANCE_OPEN = new Set(['/api/health', '/api/v0/config']);

export async function createApp(opts: AppOptions): Promise<Api> {
  const { db, config, logger } = opts;
  const secret = await loadSigningSecret(db, config.jwtSecret);
  const sessions = new SessionService(db, secret, config.sessionTtlMinutes, opts.now, opts.changes);
  const experiments = new ExperimentService(db);
  const accountsCache = new PerUserCache<RewardsAccount[]>(opts.changes);
  const deps: Deps = {
    db,
    config,
    logger,
    sessions,
    experiments,
    tracking: new TrackingService(db, experiments, opts.now),
    vault: opts.vault,
    rewardsAccounts: (userId) => accountsCache.get(userId, () => listRewardsAccounts(db, userId)),
    now: opts.now,
    auth: requireAuth(sessions, { honorForcedCode: config.testHooks }),
    authPlain: requireAuth(sessions, { honorForcedCode: false }),
  };

  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationFailure(result.error);
    },
  }).basePath('/api');

  app.use('*', clientInfo(config.trustProxy));
  app.use('*', requestLog(logger));
  app.use('*', security());
  app.use('*', dateHeader(opts.now));
  // A round-trip search answers ~1.4 MB of JSON for 369 itineraries; gzip makes it ~66 KB.
  app.use('*', compress({ threshold: 4096 }));
  app.use('*', measureJson());
  app.use('*', tenantFromHost(config.runtime.tenants.hosts));
  app.use('*', maintenance(config.runtime.maintenance.enabled, MAINTENANCE_OPEN));
  app.use(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => {
        throw new ApiFailure(413, ErrorCode.PayloadTooLarge, 'The request body is larger than 64 KB.');
      },
    }),
  );
  // Right after the size check and before anything reads the body: card numbers stop here.
  app.use('*', cardDataGuard());
  app.use('*', csrf());
  // Every string of a body or query, before a route stores one PostgreSQL cannot hold.
  app.use('*', textGuard());

  registerPublic(app, deps);
  registerAuth(app, deps);
  registerAccount(app, deps);
  registerCorporate(app, deps);
  registerFlights(app, deps);
  registerLodging(app, deps);
  registerFeed(app, deps);
  registerPackages(app, deps);
  registerCars(app, deps);
  registerExperiences(app, deps);
  registerProfile(app, deps);
  registerPreferences(app, deps);
  registerPayments(app, deps);
  registerWishlists(app, deps);
  registerWatches(app, deps);
  registerBooking(app, deps);
  registerTripChanges(app, deps);
  registerTripRequests(app, deps);
  registerTripExchange(app, deps);
  registerTripConnection(app, deps);
  registerStayBooking(app, deps);
  registerCarBooking(app, deps);
  registerExperienceBooking(app, deps);
  if (config.testHooks) registerTesting(app, deps);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  const docConfig = {
    openapi: '3.1.0',
    info: { title: 'Travel portal API', version: 'v0', license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
  };
  let doc: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  const document = () =>
    (doc ??= finishDocument(app.getOpenAPI31Document(docConfig), PUBLIC_ROUTES, config.runtime.publicUrl.replace(/\/+$/, '')));
  app.get('/openapi.json', (c) => c.json(document()));
  app.get(
    '/reference',
    referenceHandler(() => document() as never),
  );

  app.notFound(notFound);
  app.onError(onError);
  return app;
}
