import type { Page } from '@playwright/test';
import { apiCall, createUser, expect, signInAs, torontoDay, type TestUser } from './fixtures';

// Steps of the flight checkout shared by the specs that book through the browser. Every URL is
// relative, so a spec that runs its own server points the page's baseURL at it (test.use).

export const roundTrip = `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${torontoDay(30)}&slice=LAX,JFK,${torontoDay(37)}&adt=1&cnn=0&inf=0&ins=0`;
/** Ends in 4821: the consumer test user's Venture X account (see payment-methods.spec). */
export const MATCHING_CARD = '4111111111164821';
export const CONFIRM = /\/flights\/book\/confirm\/\?id=[0-9a-f-]{36}$/;

// Two workers start apart (their pids differ), so their users rarely share an address.
let cardClients = (process.pid % 200) * 256;

/** A consumer with a saved card (through the vault, as the card form does) and, optionally, a saved traveler. */
export async function consumer(page: Page, traveler?: { givenName: string; surname: string }): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(page.request, 'consumer');
  const token = await signInAs(page, user);
  const creds = (await (await apiCall(page.request, 'GET', '/api/v0/payments/spreedlyCredentials', undefined, token)).json()) as {
    environmentKey: string;
  };
  const vault = await page.request.post('/vault/v1/cards', {
    // Each test user calls from an address of its own (the e2e server believes X-Forwarded-For).
    headers: { 'x-forwarded-for': `10.8.${(++cardClients >> 8) & 255}.${cardClients & 255}` },
    data: {
      number: MATCHING_CARD,
      expiry: '12/34',
      cvv: '123',
      name: 'Ava Martin',
      postalCode: 'M5V 2T6',
      environmentKey: creds.environmentKey,
    },
  });
  expect(vault.status()).toBe(201);
  const { token: cardToken } = (await vault.json()) as { token: string };
  const accounts = (await (await apiCall(page.request, 'PUT', '/api/v0/rewards/accounts', {}, token)).json()) as {
    accountReferenceId: string;
    lastFour: string;
  }[];
  const account = accounts.find((a) => a.lastFour === '4821')!;
  const verify = await apiCall(
    page.request,
    'POST',
    '/api/v0/paymentMethods/verify',
    { token: cardToken, accountReferenceId: account.accountReferenceId, isVirtualCard: false },
    token,
  );
  expect(verify.ok()).toBe(true);
  if (traveler) {
    const saved = await apiCall(
      page.request,
      'PUT',
      '/api/v0/flight/passengers/update',
      { ...traveler, gender: 'F', dateOfBirth: '1988-06-01', assistance: [] },
      token,
    );
    expect(saved.ok()).toBe(true);
  }
  return { user, token };
}

const rows = (page: Page) => page.getByRole('list', { name: /^Choose your/ }).getByRole('listitem');

/** The shop: first outbound, first return, its first fare; the choice opens the review page. */
export async function chooseFare(page: Page) {
  await page.goto(roundTrip);
  await rows(page)
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your return flight' })).toBeFocused();
  const first = rows(page).first();
  await first.getByRole('button', { name: /^Details/ }).click();
  await first
    .getByRole('button', { name: /^Select .* fare, \$\d/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/flights\/book\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and book' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toBeVisible();
}

export const slot = (page: Page) => page.getByRole('combobox', { name: 'Traveler 1 (adult)' });
export const prices = (page: Page) => page.getByRole('region', { name: 'Price details', exact: true });
