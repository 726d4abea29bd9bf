import { enrichTrackingProperties, type TrackingEventBody } from '../../lib/domain/shared/tracking';
import type { Tenant } from '../../lib/domain/shared/tenant';
import type { AuthedSession } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { engagementEvents, trackingEvents } from '../db/schema';
import type { ExperimentService } from './experiments';
import { hasTravelCredit } from './travel-wallet';
import { consumerExperiments, corporateExperiments } from './experiments';

/** Keys whose values never belong in analytics, whatever a caller sends. */
const SECRET_KEY = /password|token|secret|authorization|cookie|card.?number|cvv|cvc|security.?code/i;
/** Secrets only as whole words: `pan` but not `company`, `pass` but not `passenger_count`. */
const SECRET_WORD = /^(pass|pan)$/i;

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) || key.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).some((w) => SECRET_WORD.test(w));
}

export function dropSecrets(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).filter(([k]) => !isSecretKey(k)));
}

export class TrackingService {
  constructor(
    private readonly db: Db,
    private readonly experiments: ExperimentService,
    private readonly now: Clock,
  ) {}

  async record(session: AuthedSession, tenant: Tenant, body: TrackingEventBody): Promise<Record<string, unknown>> {
    const defs = tenant === 'corporate' ? corporateExperiments : consumerExperiments;
    const [active, hasCredit] = await Promise.all([
      this.experiments.active(session.user.id, defs),
      hasTravelCredit(this.db, session.user.id, this.now()),
    ]);
    const properties = enrichTrackingProperties(dropSecrets(body.properties), {
      tenant,
      customerType: session.user.customerType,
      businessId: session.user.businessId,
      experimentProperties: active.trackingProperties,
      trackingProperties: { ...(body.context.url ? { page_url: body.context.url } : {}) },
      isAgent: body.context.isAgent,
      isDelegatedSession: session.isDelegated,
      userSource: body.context.userSource,
      userMedium: body.context.userMedium,
      hasTravelCredit: hasCredit,
    });
    await this.db.insert(trackingEvents).values({
      userId: session.user.id,
      sessionId: session.sessionId,
      name: body.eventName,
      properties,
    });
    return properties;
  }

  async engagement(session: AuthedSession, e: { event: string; url: string; browserSessionId: string }): Promise<void> {
    await this.db.insert(engagementEvents).values({ userId: session.user.id, ...e });
  }
}
