import type { Page } from '@playwright/test';
import { confirmedJfkLax } from './helpers/bookings';
import { consumer } from './helpers/checkout';
import { apiCall, createUser, expect, expectNoAxeViolations, LONG_JOURNEY_MS, signInAs, test, torontoDay } from './helpers/fixtures';

// Changing a booked flight from Trips (SPEC §2 exchange, exchange/flight/shop, exchange/flight/confirm):
// the full-refund reminder of the first day, which flight and which day, the new flights priced
// against the booked one, the review, and the trip on its new flight.

const DAYS = 45;

/** A consumer with no saved card, for the screens that charge nothing: the vault takes 20 cards per 10 minutes from the whole suite. */
const cardless = async (page: Page) => signInAs(page, await createUser(page.request, 'consumer'));

async function changeFlight(page: Page) {
  // Three pages, each with its own load and axe checks: 29 s of the default 45 s on a loaded machine.
  test.setTimeout(LONG_JOURNEY_MS * 1.5);
  const { token } = await consumer(page);
  const { id } = await confirmedJfkLax(page.request, token, DAYS, 'changeable');

  await page.goto('/trips/?tab=upcoming');
  await page
    .getByRole('article', { name: 'JFK to LAX' })
    .getByRole('link', { name: /^Change flight/ })
    .click();
  // Booked minutes ago: a cancel still refunds everything, and the page says so first.
  await expect(page.getByRole('heading', { level: 1, name: 'You can still cancel for a full refund' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Change this booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Which flights do you want to change?' })).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose at least one flight to change.')).toBeVisible();
  await page.getByRole('group', { name: 'Choose the flights to change' }).getByRole('checkbox').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose new dates' })).toBeFocused();
  const newDay = torontoDay(DAYS + 2);
  await page.getByLabel('New date, JFK to LAX').fill(newDay);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Find flights' }).click();

  await expect(page).toHaveURL(/\/exchange\/flight\/shop\/\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your new flights' })).toBeVisible();
  await page.getByRole('button', { name: 'Review change' }).click();
  await expect(page.getByText('Choose a flight from JFK to LAX.')).toBeVisible();
  const options = page.getByRole('group', { name: /^JFK to LAX,/ }).getByRole('radio');
  await expect(options.first()).toBeVisible();
  await options.first().check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Review change' }).click();

  await expect(page).toHaveURL(/\/exchange\/flight\/confirm\/\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your change' })).toBeVisible();
  await expect(page.getByText('To pay now')).toBeVisible();
  await expectNoAxeViolations(page);
  // Paid with rewards alone: a difference is paid by a saved card, chosen here.
  const pay = page.getByRole('button', { name: /^(Pay \$[\d,.]+ and change|Confirm change)$/ });
  if ((await pay.textContent())!.startsWith('Pay')) {
    await expect(page.getByRole('group', { name: 'Pay with' }).getByRole('radio', { name: /ending in 4821$/ })).toBeChecked();
  }
  await pay.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your flight is changed' })).toBeVisible();
  await expectNoAxeViolations(page);
  const trip = (await (await apiCall(page.request, 'GET', `/api/v0/trips/${id}`, undefined, token)).json()) as {
    slices: { zonedDeparture: string }[];
    exchanges: unknown[];
    payment: { totalMinor: number };
    breakdown: { totalMinor: number };
  };
  expect(trip.slices[0]!.zonedDeparture.slice(0, 10)).toBe(newDay);
  expect(trip.exchanges).toHaveLength(1);
  expect(trip.breakdown.totalMinor).toBe(trip.payment.totalMinor);

  await page.getByRole('link', { name: 'My trips' }).click();
  await expect(page.getByRole('article', { name: 'JFK to LAX' })).toContainText('Changed');
}

test('a traveler changes a booked flight to another day from Trips, and sees it changed', async ({ page }) => {
  await changeFlight(page);
});

test('in the first 24 hours, "Cancel in My trips" opens that trip\'s cancel at once', async ({ page }) => {
  const token = await cardless(page);
  const { id } = await confirmedJfkLax(page.request, token, DAYS + 1, 'changeable');
  await page.goto(`/exchange/?id=${id}`);
  await page.getByRole('link', { name: 'Cancel in My trips' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this flight' })).toBeVisible();
  await expect(page).toHaveURL(/\/trips\/\?tab=upcoming$/);
  await expectNoAxeViolations(page);
});

test('a basic fare says it cannot be changed, with the way back to My trips', async ({ page }) => {
  const token = await cardless(page);
  const { id } = await confirmedJfkLax(page.request, token, DAYS + 3, 'basic');
  await page.goto(`/exchange/?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: "This trip can't be changed" })).toBeVisible();
  await expect(page.getByText("This fare doesn't allow changes.")).toBeVisible();
  // Booked minutes ago: not changeable, but a cancel still refunds everything.
  await expect(page.getByText(/^You booked less than 24 hours ago: canceling now in My trips refunds everything/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My trips' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in French, the first screens of a change', async ({ page }) => {
  const token = await cardless(page);
  const { id } = await confirmedJfkLax(page.request, token, DAYS + 4, 'changeable');
  await page.goto(`/fr/exchange/?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vous pouvez encore annuler avec remboursement intégral' })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier cette réservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quels vols voulez-vous modifier ?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('every screen of the change fits the screen', async ({ page }) => {
    await changeFlight(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
