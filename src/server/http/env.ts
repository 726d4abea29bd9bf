import type { Logger } from 'pino';
import type { Tenant } from '../../lib/domain/shared/tenant';
import type { AuthedSession } from '../auth/sessions';

/** Per-request values middleware sets for handlers. */
export interface AppEnv {
  /** What the host passes with each request (src/pages/api/[...path].ts): the socket's address. */
  Bindings: { clientAddress?: string };
  Variables: {
    /** The caller's address: the socket's, or a trusted proxy's X-Forwarded-For. */
    clientAddress: string;
    /** Whether the client reached us over TLS (directly or through a trusted proxy). */
    https: boolean;
    logger: Logger;
    tenant: Tenant;
    csrfCookie: string | undefined;
    session: AuthedSession;
  };
}
