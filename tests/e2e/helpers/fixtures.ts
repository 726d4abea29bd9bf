import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'travel-demo';
export type UserKind = 'consumer' | 'business' | 'corporate-admin' | 'corporate-employee';
export interface TestUser {
  email: string;
  password: string;
}

/** Calls the API like the browser does: CSRF cookie echoed in the header. */
export async function apiCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const state = await request.storageState();
  let csrf = state.cookies.find((c) => c.name === 'csrf_token')?.value;
  if (!csrf) {
    await request.get('/api/v0/auth/csrf');
    csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value;
  }
  return request.fetch(url, {
    method,
    headers: { ...headers, 'X-CSRF-Token': csrf ?? '', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { data: body }),
  });
}

export async function startSession(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await apiCall(request, 'POST', '/api/v0/auth/startSession', user);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A fresh user of the given kind, made through the test hooks (each test owns its data). The
 * experiments that change what a screen shows start in their control variant, so a test sees
 * the same screen every run; a test that checks a variant asks for it.
 */
export async function createUser(request: APIRequestContext, kind: UserKind, experiments: Record<string, string> = {}): Promise<TestUser> {
  const admin = await startSession(request, { email: 'ava.consumer@example.com', password: DEMO_PASSWORD });
  const chosen = { favorites: 'control', marketplace: 'control', ...experiments };
  const res = await apiCall(request, 'POST', '/api/v0/testing/users', { kind, experiments: chosen }, admin);
  expect(res.status()).toBe(200);
  return (await res.json()) as TestUser;
}

/** Signs in through the API and hands the token to the page the way the portal keeps it. */
export async function signInAs(page: Page, user: TestUser): Promise<string> {
  const token = await startSession(page.request, user);
  // A same-origin document without islands: a page's islands may hydrate after 'load' and
  // use (or, on a 401, drop) the token we are about to store.
  await page.goto('/api/health');
  await page.evaluate((t) => window.localStorage.setItem('portal.jwt', t), token);
  return token;
}

/** WCAG 2.2 AA, target-size included (axe leaves that rule off unless asked). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base;
export { expect };

/** A calendar day `days` from today in the home zone (SPEC §9: America/Toronto), as YYYY-MM-DD. */
export function torontoDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
