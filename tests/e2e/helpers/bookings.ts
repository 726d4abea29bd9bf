import type { APIRequestContext } from '@playwright/test';
import { apiCall, expect } from './fixtures';

/** Saves Ada Lovelace, an adult, among the user's travelers through the profile API; answers her id. */
export async function saveAda(request: APIRequestContext, token: string): Promise<string> {
  const saved = await apiCall(
    request,
    'PUT',
    '/api/v0/flight/passengers/update',
    { givenName: 'Ada', surname: 'Lovelace', gender: 'F', dateOfBirth: '1985-12-10' },
    token,
  );
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { id: string }).id;
}

export interface AccountRow {
  accountReferenceId: string;
  rewardsBalance: { value: number };
  rewardsCashEquivalent: { value: number };
}

/** The user's rewards accounts, the one worth the most first. */
export async function rewardsAccounts(request: APIRequestContext, token: string): Promise<AccountRow[]> {
  const accounts = (await (await apiCall(request, 'PUT', '/api/v0/rewards/accounts', {}, token)).json()) as AccountRow[];
  return accounts.sort((a, b) => b.rewardsCashEquivalent.value - a.rewardsCashEquivalent.value);
}
