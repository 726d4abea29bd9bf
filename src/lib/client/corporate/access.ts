// SPEC §2: the travel administrator's pages (/approvals/, /company/) are for canViewAdmin users only.
import { isCorporateCode } from '../../domain/shared/errors';
import { ApiError, leaveTo } from '../api';
import { localeFromPath, localePath } from '../locale';
import { platform } from '../platform';

/** SPEC §2: only travel administrators (canViewAdmin) stay in the admin flow; anyone else goes to access-denied. */
export function leaveForAccessDenied(): void {
  leaveTo(localePath(localeFromPath(platform().location.pathname), '/access-denied/'));
}

/**
 * What an admin page does with a failed load: a 403 leaves for access-denied (a corporate code is
 * already on its way elsewhere), a 401 is already signing in. True when the page has nothing to show.
 */
export function leftTheAdminFlow(err: unknown): boolean {
  if (err instanceof ApiError && err.status === 403) {
    if (!isCorporateCode(err.code)) leaveForAccessDenied();
    return true;
  }
  return err instanceof ApiError && err.status === 401;
}

/** The server was not reached: the page says so instead of "something went wrong". */
export const isNetworkError = (err: unknown): boolean => err instanceof ApiError && err.code === 'NetworkError';
