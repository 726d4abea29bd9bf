import type { Logger } from 'pino';
import type { Tenant } from '../../lib/domain/shared/tenant';
import type { AuthedSession } from '../auth/sessions';

/** Per-request values middleware sets for handlers. */
export interface AppEnv {
  Variables: {
    logger: Logger;
    tenant: Tenant;
    csrfCookie: string | undefined;
    session: AuthedSession;
  };
}
