import { eq } from 'drizzle-orm';
import { approvalProcess } from '../../lib/domain/corporate/policy';
import { PolicyDetailsAnswerSchema } from '../../lib/domain/corporate/policy.schema';
import { isPolicyInactive } from '../../lib/domain/corporate/policy-rules';
import { businesses } from '../db/schema';
import type { Api, Deps } from '../deps';
import { policyTierOf } from '../services/corporate';
import { authed, json } from './define';

export function registerCorporate(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/policies/details',
      summary: "The caller's travel policy tier: its limits, whether it is inactive (SPEC §5) and its approval process (SPEC §4)",
      description:
        'Null for a consumer and for a corporate user without a tier. Amounts are minor units (USD cents); a null limit is no cap. ' +
        'Flight, hotel and car results mark each choice against this tier in their `policy` field.',
      responses: { 200: json(PolicyDetailsAnswerSchema, 'The policy tier, or null') },
    }),
    async (c) => {
      const { user } = c.get('session');
      const tier = await policyTierOf(d.db, user);
      if (!tier || !user.businessId) return c.json({ value: null }, 200);
      const [biz] = await d.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, user.businessId));
      return c.json(
        { value: { businessName: biz?.name ?? '', tier, isInactive: isPolicyInactive(tier), approvalProcess: approvalProcess(tier) } },
        200,
      );
    },
  );
}
