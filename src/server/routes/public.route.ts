import { createRoute, z } from '@hono/zod-openapi';
import { PublicConfigSchema, type PublicConfig } from '../../lib/domain/shared/config';
import type { Api, Deps } from '../deps';
import { json } from './define';

export function registerPublic(app: Api, d: Deps) {
  const started = Date.now();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      summary: 'Liveness',
      responses: { 200: json(z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }), 'Up') },
    }),
    (c) => c.json({ status: 'ok' as const, uptimeSeconds: Math.round((Date.now() - started) / 1000) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v0/config',
      summary: 'Runtime configuration the browser may see, for the tenant of this host',
      responses: { 200: json(PublicConfigSchema, 'Config') },
    }),
    (c) => {
      const r = d.config.runtime;
      const tenant = c.get('tenant');
      const answer: PublicConfig = {
        brand: r.brand,
        tenant,
        supportPhone: r.tenants.supportPhones[tenant],
        supportPhones: r.tenants.supportPhones,
        maintenance: r.maintenance,
        sessionReplaySampleRate: r.sessionReplaySampleRate,
        travelSale: r.travelSale,
        microFrontends: r.microFrontends,
        cfarDiscountExpiration: r.cfarDiscountExpiration,
        adminPortalUrl: r.adminPortalUrl,
        issuerWebsiteUrl: r.issuerWebsiteUrl,
        mapTiles: r.mapTiles,
        paymentTestCards: d.config.env !== 'production',
        demoAccounts: d.config.seedDemo,
      };
      return c.json(answer, 200);
    },
  );
}
