import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { leaveForAccessDenied } from '../../lib/client/corporate/access';
import { $session, requireSignIn } from '../../lib/client/session.store';
import type { SessionInfo } from '../../lib/domain/profile/session.schema';

/**
 * The guard of a travel administrator's page: signed out goes to sign-in; signed in without
 * canViewAdmin goes to access-denied (SPEC §2); an administrator's page loads its data once.
 * Answers the session's info once the page may show, else null.
 */
export function useAdminPage(load: () => Promise<void>): SessionInfo | null {
  const session = useStore($session, { ssr: 'initial' });
  const info = session.kind === 'SignedIn' ? session.info : null;
  const allowed = !!info?.corporateInfo?.permissions.canViewAdmin;
  const userId = info?.userId;

  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  useEffect(() => {
    if (!userId) return;
    if (!allowed) leaveForAccessDenied();
    else void load();
    // The loader is the page's own store action, which never changes: the effect runs on the session alone.
  }, [userId, allowed]);

  return info && allowed ? info : null;
}
