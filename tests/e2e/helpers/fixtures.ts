import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { e2eNow } from './clock';

export const DEMO_PASSWORD = 'travel-demo';
export type UserKind = 'consumer' | 'business' | 'corporate-admin' | 'corporate-employee' | 'corporate-invoiced';
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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.2 AA, target-size included (axe leaves that rule off unless asked), on our own document.
 * axe runs in the page itself and does not go into frames: a frame that never answers (a map tile,
 * the hosted card form mid-load) cannot hang the scan, and @axe-core/playwright's extra blank page
 * per scan is gone. The hosted card form is a document of its own, scanned on its own page.
 */
export async function expectNoAxeViolations(page: Page, opts: { framed?: boolean } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A document only ever shown in a frame is a part of its parent's page: page-level rules (one h1
  // per page) are the parent's to meet, as axe itself judges frames when it scans from the parent.
  const rules = { 'target-size': { enabled: true }, ...(opts.framed ? { 'page-has-heading-one': { enabled: false } } : {}) };
  const violations = await page.evaluate(async (rules) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { iframes: false, rules });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, rules);
  expect(violations).toEqual([]);
}

/** Every browser context runs on the run's clock (helpers/clock.ts), the one its servers run on. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: e2eNow() });
    await use(context);
  },
});
export { expect };

/** A calendar day `days` from today in the home zone (SPEC §9: America/Toronto) by the run's clock, as YYYY-MM-DD. */
export function torontoDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    e2eNow(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The long journeys (a search, results, a choice, a form, a booking; or a map with its tiles)
 * took 24–34 s alone on a slow day of this 2-core machine and timed out at 30 s in a fresh-clone
 * run: they get 60 s, and the slowest-tests report still shows them against it.
 */
export const LONG_JOURNEY_MS = 60_000;
