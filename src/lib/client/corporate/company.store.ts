// Company travel (/company/, SPEC §6): a travel administrator's read-only view of their company —
// its users (all of them with canViewUsers, else only themselves), each user's saved travelers on
// demand, and the company's policy tiers with what each comes to.
import { atom } from 'nanostores';
import { api, ApiError } from '../api';
import { isNetworkError, leftTheAdminFlow } from './access';

// The contract is the server's (lib/domain/corporate): type-only imports keep zod out of the bundle.
import type { CompanyUser } from '../../domain/corporate/company.schema';
import type { PolicyTier } from '../../domain/corporate/policy';
import type { Traveler } from '../../domain/profile/travelers.schema';
export type { CompanyUser } from '../../domain/corporate/company.schema';
export type { Traveler } from '../../domain/profile/travelers.schema';

/** One tier of `GET /v0/company/policyTiers`. */
export interface CompanyTier {
  tier: PolicyTier;
  /** SPEC §5: a tier that restricts nothing marks nothing. */
  isInactive: boolean;
  approvalProcess: '24hr_review' | 'auto';
  /** How many of the company's users book under it. */
  users: number;
}

/** A load of the page: `network` when the server was not reached. */
export type Load<T> = { kind: 'Idle' } | { kind: 'Loading' } | { kind: 'Failed'; network: boolean } | ({ kind: 'Loaded' } & T);

export type CompanyUsers = Load<{ users: CompanyUser[]; allUsers: boolean }>;
export type CompanyTiers = Load<{ tiers: CompanyTier[] }>;
/** One user's travelers; NotFound: the user is no longer one the administrator can see (404). */
export type UserTravelers =
  { kind: 'Loading' } | { kind: 'Failed'; network: boolean; notFound: boolean } | { kind: 'Loaded'; travelers: Traveler[] };

export const $companyUsers = atom<CompanyUsers>({ kind: 'Idle' });
export const $companyTiers = atom<CompanyTiers>({ kind: 'Idle' });
/** By user id: the travelers asked for on this page. */
export const $userTravelers = atom<Record<string, UserTravelers>>({});

let usersRun = 0;
let tiersRun = 0;
const travelersRuns: Record<string, number> = {};

export async function loadCompanyUsers(): Promise<void> {
  const run = ++usersRun;
  $companyUsers.set({ kind: 'Loading' });
  try {
    const { value, allUsers } = await api.get<{ value: CompanyUser[]; allUsers: boolean }>('/company/users');
    if (run === usersRun) $companyUsers.set({ kind: 'Loaded', users: value, allUsers });
  } catch (err) {
    if (run !== usersRun || leftTheAdminFlow(err)) return;
    $companyUsers.set({ kind: 'Failed', network: isNetworkError(err) });
  }
}

export async function loadCompanyTiers(): Promise<void> {
  const run = ++tiersRun;
  $companyTiers.set({ kind: 'Loading' });
  try {
    const { value } = await api.get<{ value: CompanyTier[] }>('/company/policyTiers');
    if (run === tiersRun) $companyTiers.set({ kind: 'Loaded', tiers: value });
  } catch (err) {
    if (run !== tiersRun || leftTheAdminFlow(err)) return;
    $companyTiers.set({ kind: 'Failed', network: isNetworkError(err) });
  }
}

/** Both sections at once. */
export async function loadCompany(): Promise<void> {
  await Promise.all([loadCompanyUsers(), loadCompanyTiers()]);
}

const setTravelers = (userId: string, state: UserTravelers) => $userTravelers.set({ ...$userTravelers.get(), [userId]: state });

/** Loads one user's travelers; those already loaded are kept (the list is read-only here). */
export async function loadUserTravelers(userId: string): Promise<void> {
  const before = $userTravelers.get()[userId];
  if (before?.kind === 'Loading' || before?.kind === 'Loaded') return;
  const run = (travelersRuns[userId] = (travelersRuns[userId] ?? 0) + 1);
  setTravelers(userId, { kind: 'Loading' });
  try {
    const { value } = await api.get<{ user: CompanyUser; value: Traveler[] }>(`/company/users/${encodeURIComponent(userId)}/travelers`);
    if (run === travelersRuns[userId]) setTravelers(userId, { kind: 'Loaded', travelers: value });
  } catch (err) {
    if (run !== travelersRuns[userId] || leftTheAdminFlow(err)) return;
    setTravelers(userId, {
      kind: 'Failed',
      network: isNetworkError(err),
      notFound: err instanceof ApiError && err.status === 404,
    });
  }
}

/** Back to the start (tests, and a page shown again for another user). */
export function resetCompany(): void {
  usersRun++;
  tiersRun++;
  for (const id of Object.keys(travelersRuns)) travelersRuns[id]!++;
  $companyUsers.set({ kind: 'Idle' });
  $companyTiers.set({ kind: 'Idle' });
  $userTravelers.set({});
}
