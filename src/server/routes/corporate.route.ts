import { eq, sql } from 'drizzle-orm';
import { approvalProcess } from '../../lib/domain/corporate/policy';
import {
  ModalEligibilityAnswerSchema,
  PolicyDetailsAnswerSchema,
  SeenModalAnswerSchema,
  SeenModalBodySchema,
} from '../../lib/domain/corporate/policy.schema';
import { eligibleModals } from '../../lib/domain/corporate/onboarding';
import { isPolicyInactive } from '../../lib/domain/corporate/policy-rules';
import { businesses, users } from '../db/schema';
import type { Api, Deps } from '../deps';
import { policyTierOf } from '../services/corporate';
import { authed, json, jsonBody } from './define';

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

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/users/modalEligibility',
      summary: 'The modals the caller is still to be shown: `welcome` (the corporate onboarding) until they finish or skip it',
      responses: { 200: json(ModalEligibilityAnswerSchema, 'Modal names') },
    }),
    async (c) => {
      const [row] = await d.db
        .select()
        .from(users)
        .where(eq(users.id, c.get('session').user.id));
      return c.json({ value: { modals: row ? eligibleModals(row) : [] } }, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/users/seenModal',
      summary: 'Marks a modal seen (the corporate onboarding is `welcome`): it is not offered again, in this session or another',
      request: jsonBody(SeenModalBodySchema),
      responses: { 200: json(SeenModalAnswerSchema, "The caller's hasSeenModalMap") },
    }),
    async (c) => {
      const userId = c.get('session').user.id;
      const { modal } = c.req.valid('json');
      // One statement: two tabs finishing at once each add their key, neither loses the other's.
      const [row] = await d.db
        .update(users)
        .set({ hasSeenModalMap: sql`${users.hasSeenModalMap} || ${JSON.stringify({ [modal]: true })}::jsonb` })
        .where(eq(users.id, userId))
        .returning({ map: users.hasSeenModalMap });
      await d.sessions.userChanged(userId);
      return c.json({ value: { hasSeenModalMap: row?.map ?? {} } }, 200);
    },
  );
}
