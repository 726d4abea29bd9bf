import type { Tenant } from './tenant';

export type { TrackingEventBody } from './tracking.schema';

export interface TrackingContext {
  tenant: Tenant;
  customerType: string;
  businessId: string | null;
  experimentProperties: Record<string, string>;
  trackingProperties: Record<string, string>;
  isAgent: boolean;
  /** A travel administrator booking as this user (SPEC §6 delegated session). */
  isDelegatedSession: boolean;
  userSource: string | null;
  userMedium: string | null;
  hasTravelCredit: boolean;
}

/**
 * SPEC §7: events are enriched with tenant properties, experiments, tracking
 * properties, the agent flag, user source and medium and has_travel_credit.
 * Server-known facts win over what the browser sent.
 */
export function enrichTrackingProperties(sent: Record<string, unknown>, ctx: TrackingContext): Record<string, unknown> {
  return {
    ...sent,
    ...ctx.trackingProperties,
    ...ctx.experimentProperties,
    tenant: ctx.tenant,
    customer_type: ctx.customerType,
    business_id: ctx.businessId,
    is_agent: ctx.isAgent,
    is_delegated_session: ctx.isDelegatedSession,
    user_source: ctx.userSource,
    user_medium: ctx.userMedium,
    has_travel_credit: ctx.hasTravelCredit,
  };
}

/** SPEC §8: failed calls are reported with these properties. */
export interface CallFailureProperties {
  url: string;
  endpoint: string;
  failure_code: string;
  failure_reason: string;
  failure_message: string;
}
/** Calls whose failures are not reported (SPEC §8). */
export function shouldReportFailure(endpoint: string): boolean {
  return !/\/(tracking|engagement)\/event$/.test(endpoint) && !endpoint.endsWith('/userInfo');
}
