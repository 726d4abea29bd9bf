// SPEC §2/§8 corporate access codes, from the records: what stops a corporate user from using the
// portal, most general first (the whole company not admitted before this one user's access).
import type { CorporateCode } from '../shared/errors';

export interface AccessUser {
  customerType: 'Consumer' | 'Corporate';
  businessId: string | null;
  portalAccess: boolean;
}
export interface AccessBusiness {
  inBeta: boolean;
  isLive: boolean;
  termsAcceptedAt: Date | null;
}

/**
 * The code every call of this user answers until it is resolved, or null when nothing stops them.
 * 40102: the company is not admitted to the portal yet; 40103: this user has no portal access (or
 * belongs to no company); 40105: the company's setup in the admin portal is not finished; 40106:
 * the company's travel terms are not accepted yet.
 */
export function corporateAccessCode(user: AccessUser, business: AccessBusiness | null): CorporateCode | null {
  if (user.customerType !== 'Corporate') return null;
  if (!business) return '40103';
  if (!business.inBeta) return '40102';
  if (!user.portalAccess) return '40103';
  if (!business.isLive) return '40105';
  if (!business.termsAcceptedAt) return '40106';
  return null;
}

/**
 * SPEC §6 delegated session: a travel administrator who can see the company's users books as one
 * of them. Not as themselves, not across companies, not from a session that is delegated already.
 */
export function mayDelegate(
  admin: { id: string; customerType: string; businessId: string | null; canViewAdmin: boolean; canViewUsers: boolean; delegated: boolean },
  target: { id: string; businessId: string | null; portalAccess: boolean } | undefined,
): 'Allowed' | 'NotAdmin' | 'NoSuchUser' | 'Self' | 'NoAccess' {
  if (admin.customerType !== 'Corporate' || !admin.canViewAdmin || !admin.canViewUsers || admin.delegated) return 'NotAdmin';
  if (!target || !admin.businessId || target.businessId !== admin.businessId) return 'NoSuchUser';
  if (target.id === admin.id) return 'Self';
  if (!target.portalAccess) return 'NoAccess';
  return 'Allowed';
}
