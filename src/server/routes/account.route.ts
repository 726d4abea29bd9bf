import { z } from '@hono/zod-openapi';
import { ExperimentsAnswerSchema } from '../../lib/domain/shared/experiments';
import { RewardsAccountSchema } from '../../lib/domain/profile/rewards.schema';
import { EngagementEventBodySchema, TrackingEventBodySchema } from '../../lib/domain/shared/tracking.schema';
import type { Api, Deps } from '../deps';
import { consumerExperiments, corporateExperiments } from '../services/experiments';
import { listRewardsAccounts } from '../services/rewards';
import { getWallet } from '../services/travel-wallet';
import { TravelWalletAnswerSchema } from '../../lib/domain/booking/travel-wallet.schema';
import { AirlineCreditsAnswerSchema } from '../../lib/domain/booking/airline-credit.schema';
import { listAirlineCredits } from '../services/booking/airline-credits';
import { authed, errors, json, jsonBody } from './define';

const Success = z.object({ Response: z.literal('Success') });

export function registerAccount(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: '/v0/rewards/accounts',
      summary: "The signed-in user's rewards accounts (empty body)",
      responses: { 200: json(z.array(RewardsAccountSchema), 'Rewards accounts') },
    }),
    async (c) => c.json(await listRewardsAccounts(d.db, c.get('session').user.id), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/user/wallet',
      summary: "The signed-in user's travel wallet: travel credits and offers with their state as of now",
      description:
        'Amounts are minor units (USD cents). A credit pays up to `amountMinor` (what is left); an offer takes ' +
        '`discountMinor` off a trip of at least `minimumSpendMinor` of its `products`. Both apply at checkout before rewards and the card.',
      responses: { 200: json(TravelWalletAnswerSchema, 'Travel wallet') },
    }),
    async (c) => c.json(await getWallet(d.db, c.get('session').user.id, d.now()), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/user/airlineCredits',
      summary: "The signed-in user's airline travel credits: what cancel for any reason gave as credit with an airline",
      description:
        'Newest first. Amounts are minor units (USD cents). Each names the airline it is with, the trip it came from and ' +
        'its expiry (a year from the booking); an Available credit past `expiresAt` reads Expired.',
      responses: { 200: json(AirlineCreditsAnswerSchema, 'Airline travel credits') },
    }),
    async (c) => c.json({ credits: await listAirlineCredits(d.db, c.get('session').user.id, d.now()) }, 200),
  );

  for (const [path, defs, summary] of [
    ['/v0/experiments/active', consumerExperiments, 'Active experiments of the consumer portal'],
    ['/v0/experiments/cotb/active', corporateExperiments, 'Active experiments of the corporate booking portal'],
  ] as const) {
    app.openapi(
      authed(d.auth, { method: 'put', path, summary, responses: { 200: json(ExperimentsAnswerSchema, 'Experiments') } }),
      async (c) => c.json(await d.experiments.active(c.get('session').user.id, defs), 200),
    );
  }

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/tracking/event',
      summary: 'Record an analytics event (enriched on the server)',
      request: jsonBody(TrackingEventBodySchema),
      responses: { 200: json(Success, 'Recorded'), 400: errors[400] },
    }),
    async (c) => {
      await d.tracking.record(c.get('session'), c.get('tenant'), c.req.valid('json'));
      return c.json({ Response: 'Success' as const }, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/engagement/event',
      summary: 'Record an engagement event',
      request: jsonBody(EngagementEventBodySchema),
      responses: { 200: json(Success, 'Recorded'), 400: errors[400] },
    }),
    async (c) => {
      await d.tracking.engagement(c.get('session'), c.req.valid('json'));
      return c.json({ Response: 'Success' as const }, 200);
    },
  );
}
