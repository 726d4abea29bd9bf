import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { CONFIRM, chooseFare, consumer, prices, slot } from './helpers/checkout';
import { serverClockEnv } from './helpers/clock';
import { expect, expectNoAxeViolations, LONG_JOURNEY_MS, test } from './helpers/fixtures';

// Each test starts a server of its own (once or twice) besides its journey: twice a long journey's
// time (one took 66 s in a fresh-clone run on a slow day).
const RESTART_JOURNEY_MS = 2 * LONG_JOURNEY_MS;

// The booking engine's e2e bar: a booking made in the browser (traveler, CFAR, rewards + card) is still in
// Trips after the server process is killed outright and started again on the same data. The
// shared webServer of playwright.config.ts lives for the whole run, so this spec owns a server.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 4396;
const BASE = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE });

let dataDir: string | undefined;
let server: ChildProcess | undefined;

/**
 * The built app as playwright.config.ts starts its servers, answering /api/health. (Not
 * scripts/lib/server.mjs's startServer: when a start fails it keeps the child to itself, and
 * afterAll must be able to kill it.) Node is spawned directly, so the pid is the server's own.
 */
async function start(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      NODE_ENV: 'test',
      TEST_HOOKS: '1',
      LOG_LEVEL: 'warn',
      ...serverClockEnv(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  const died = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`the server exited (${signal ?? code}) before /api/health answered`))),
  );
  // Once the server is up, its later exit (the SIGKILL below) is expected, not a failure.
  died.catch(() => {});
  const healthy = expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => undefined))?.status, { timeout: 110_000 })
    .toBe(200);
  healthy.catch(() => {});
  await Promise.race([healthy, died]);
  return child;
}

const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

/** Waits for the process itself (no wrapper shell between us and node) to die of `signal`. */
async function stop(c: ChildProcess, signal: NodeJS.Signals) {
  if (!running(c)) return;
  const exited = new Promise<NodeJS.Signals | null>((resolve) => c.once('exit', (_code, sig) => resolve(sig)));
  process.kill(c.pid!, signal);
  return exited;
}

test.beforeAll(async () => {
  test.setTimeout(RESTART_JOURNEY_MS);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-restart-'));
  await start(dataDir);
});

test.afterAll(async () => {
  if (server && running(server)) {
    // A server stuck in its shutdown must not outlive the run.
    const forced = setTimeout(() => running(server!) && process.kill(server!.pid!, 'SIGKILL'), 5_000);
    await stop(server, 'SIGTERM');
    clearTimeout(forced);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const confirmationNumber = (page: Page) => page.getByRole('group', { name: 'Confirmation number' }).getByText(/^[A-Z0-9]{6}$/);
const bookingCard = (page: Page) => page.getByRole('article', { name: 'JFK to LAX' });

/** What the confirmation page (also the booking's details page) must show for this booking. */
async function expectBookingDetails(page: Page, number: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(confirmationNumber(page)).toHaveText(number);
  await expect(page.getByRole('region', { name: 'Travelers' }).getByRole('listitem')).toHaveText(['Rosa Restart · Adult']);
  await expect(page.getByRole('region', { name: 'Protections' })).toContainText('Cancel for any reason');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('$100.00 (10,000 miles)');
  await expect(payment).toContainText('Card');
}

test('book with a traveler, CFAR and rewards + card; after a SIGKILL and restart Trips still shows it', async ({ page }) => {
  // Two server starts (a cold start is ~3 s idle, more on a busy core) and a booking.
  test.setTimeout(RESTART_JOURNEY_MS);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await consumer(page, { givenName: 'Rosa', surname: 'Restart' });
  await chooseFare(page);

  await slot(page).selectOption({ index: 1 });
  await expect(slot(page).locator('option:checked')).toHaveText(/Rosa Restart/);

  const cfar = page.getByRole('checkbox', { name: /Add Cancel for any reason/ });
  await expect(cfar).not.toBeChecked();
  await cfar.check();
  await expect(prices(page)).toContainText('Cancel for any reason');

  await expect(page.getByRole('radio', { name: /ending in 4821/ })).toBeChecked();
  await page.getByRole('radio', { name: /Venture X/ }).check();
  await page.getByLabel(/Amount to pay with rewards/).fill('100');
  await expect(page.getByText('$100.00 (10,000 miles)')).toBeVisible();
  await expect(page.getByText('Charged to your card')).toBeVisible();

  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(CONFIRM);
  const bookingUrl = page.url();
  // The number shows once the supplier has confirmed: from then on the booking is Confirmed in the database.
  await expect(confirmationNumber(page)).toBeVisible({ timeout: 20_000 });
  const number = (await confirmationNumber(page).textContent())!.trim();
  await expectBookingDetails(page, number);
  await expectNoAxeViolations(page);

  expect(await stop(server!, 'SIGKILL')).toBe('SIGKILL');
  await expect(fetch(`${BASE}/api/health`), 'the old server still answers').rejects.toThrow();
  await start(dataDir!);

  // The browser still holds its token; the session and its signing secret live in the database.
  await page.goto('/trips/');
  await expect(page).toHaveURL(/\/trips\/$/);
  await expect(page.getByRole('tab', { name: 'Upcoming trips' })).toHaveAttribute('aria-selected', 'true');
  const card = bookingCard(page);
  await expect(card).toContainText(number);
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('Round trip');
  await expect(card).toContainText('1 traveler');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'View booking for JFK to LAX' }).click();
  await expect(page).toHaveURL(bookingUrl);
  await expectBookingDetails(page, number);
  expect(errors).toEqual([]);
});
