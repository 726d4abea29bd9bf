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
import { z } from '@hono/zod-openapi';
import { authed, errors, json, jsonBody } from './define';
import { mayDelegate } from '../../lib/domain/corporate/access';
import { StartSessionAnswerSchema } from '../../lib/domain/profile/session.schema';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { ApiFailure, invalid } from '../http/errors';
import { decideApproval, listApprovals } from '../services/booking/approvals';
import { companyTiers, companyUserTravelers, listCompanyUsers } from '../services/company-admin';
import {
  CompanyTiersAnswerSchema,
  CompanyUserIdParamSchema,
  CompanyUsersAnswerSchema,
  CompanyUserTravelersAnswerSchema,
} from '../../lib/domain/corporate/company.schema';
import {
  ApprovalDecisionBodySchema,
  ApprovalIdParamSchema,
  ApprovalListAnswerSchema,
  ApprovalRequestSchema,
} from '../../lib/domain/corporate/approvals.schema';

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

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/approvals',
      summary: "Trip approvals of the caller's company (SPEC §4, 24hr_review): the waiting requests first, then the last decided",
      description:
        'For a travel administrator (canViewAdmin) only; anyone else gets 403. A request nobody decided within 24 hours is ' +
        'released (Expired) before the list is read.',
      responses: { 200: json(ApprovalListAnswerSchema, 'Requests') },
    }),
    async (c) => c.json({ value: await listApprovals(d.db, c.get('session').user, d.now()) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/approvals/{id}/decide',
      summary: 'Approve or deny a waiting request; denying needs a comment for the traveler',
      description:
        'Approve: the booking goes to the supplier and confirms like any other. Deny: the booking is declined and every hold ' +
        '(rewards, travel wallet) comes back; the traveler is emailed. 403 for a user who is not a travel administrator of the ' +
        "company, or for one's own trip; 404 for another company's request; 409 once decided or lapsed.",
      request: { params: ApprovalIdParamSchema, ...jsonBody(ApprovalDecisionBodySchema) },
      responses: {
        200: json(z.object({ value: ApprovalRequestSchema }), 'The request as decided'),
        400: errors[400],
        404: { description: "NotFound: no such request in the caller's company's queue", content: errors[400].content },
        409: { description: 'ApprovalDecided or ApprovalExpired: the request is no longer waiting', content: errors[400].content },
      },
    }),
    async (c) => {
      const request = await decideApproval(d.db, c.get('session').user, c.req.valid('param').id, c.req.valid('json'), d.now());
      return c.json({ value: request }, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/company/users',
      summary: "The travel administrator's company users: all of them with canViewUsers, otherwise only themselves (SPEC §6)",
      description:
        'For a travel administrator (canViewAdmin) only; anyone else gets 403. Ghost users have no traveler profile of their own.',
      responses: { 200: json(CompanyUsersAnswerSchema, 'Users') },
    }),
    async (c) => c.json(await listCompanyUsers(d.db, c.get('session').user), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/company/users/{id}/travelers',
      summary: "A company user's saved travelers, the default and private ones marked (travel administrators only)",
      request: { params: CompanyUserIdParamSchema },
      responses: {
        200: json(CompanyUserTravelersAnswerSchema, 'The user and their travelers'),
        404: {
          description: 'NotFound: not a user the administrator can see (another company’s, or another user without canViewUsers)',
          content: errors[400].content,
        },
      },
    }),
    async (c) => c.json(await companyUserTravelers(d.db, c.get('session').user, c.req.valid('param').id), 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/company/policyTiers',
      summary:
        "The company's policy tiers, read-only, with whether each is inactive, its approval process and its users (travel administrators only)",
      responses: { 200: json(CompanyTiersAnswerSchema, 'Tiers') },
    }),
    async (c) => c.json({ value: await companyTiers(d.db, c.get('session').user) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/company/users/{id}/delegate',
      summary: 'Starts a delegated session: the travel administrator books as this user of the company (SPEC §6)',
      description:
        "For a travel administrator with canViewAdmin and canViewUsers, from their own session. The answer is the user's new " +
        'session (isDelegatedSession true); every screen says so and every tracking event carries is_delegated_session. ' +
        "403 for anyone else or for oneself, 404 for another company's user, 422 for a user kept out of the portal.",
      request: { params: CompanyUserIdParamSchema },
      responses: {
        200: json(StartSessionAnswerSchema, "The user's delegated session"),
        404: { description: "NotFound: not a user of the administrator's company", content: errors[400].content },
        422: { description: 'ValidationFailed: the user has no access to the portal', content: errors[400].content },
      },
    }),
    async (c) => {
      const session = c.get('session');
      const [target] = await d.db
        .select()
        .from(users)
        .where(eq(users.id, c.req.valid('param').id));
      const allowed = mayDelegate({ ...session.user, delegated: session.isDelegated }, target);
      if (allowed === 'NotAdmin') {
        throw new ApiFailure(403, ErrorCode.Forbidden, "Only a travel administrator who can see the company's users can book for them.");
      }
      if (allowed === 'Self') throw new ApiFailure(403, ErrorCode.Forbidden, 'Book for yourself from your own session.');
      if (allowed === 'NoSuchUser' || !target) throw new ApiFailure(404, ErrorCode.NotFound, 'No user with that id is in your company.');
      if (allowed === 'NoAccess') throw invalid(ErrorCode.ValidationFailed, 'id', 'This user has no access to the travel portal.');
      const { token, session: delegated } = await d.sessions.startDelegatedSession(target, session.user.id);
      return c.json({ token, sessionInfo: await d.sessions.sessionInfo(delegated, false) }, 200);
    },
  );
}
