import type { Page } from '@playwright/test';
import { confirmedJfkLax } from './helpers/bookings';
import { consumer } from './helpers/checkout';
import { apiCall, expect, expectNoAxeViolations, test } from './helpers/fixtures';

// Disruption assistance added after booking, from Trips: the offer for this trip, the saved card
// that pays (the booking was paid with rewards alone), the purchase, and the trip covered.

async function addAssistance(page: Page) {
  const { token } = await consumer(page);
  const { id, totalMinor } = await confirmedJfkLax(page.request, token, 45);

  await page.goto('/trips/?tab=upcoming');
  const card = page.getByRole('article', { name: 'JFK to LAX' });
  await expect(card).toContainText('Not covered if the airline delays or cancels.');
  await card.getByRole('button', { name: /^Add disruption assistance/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add disruption assistance' });
  await expect(dialog).toContainText('If the airline delays your flight 2 hours or more');
  await expect(dialog.getByRole('group', { name: 'Pay with' }).getByRole('radio', { name: /ending in 4821$/ })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);
  const buy = dialog.getByRole('button', { name: /^Buy for \$[\d,.]+$/ });
  const price = Math.round(Number((await buy.textContent())!.replace(/[^\d.]/g, '')) * 100);
  await buy.click();

  await expect(page.getByRole('dialog', { name: "You're covered" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(card).not.toContainText('Not covered if the airline delays or cancels.');
  await page.reload();
  await expect(page.getByRole('article', { name: 'JFK to LAX' }).getByRole('button', { name: /^Add disruption assistance/ })).toHaveCount(
    0,
  );
  const trip = (await (await apiCall(page.request, 'GET', `/api/v0/trips/${id}`, undefined, token)).json()) as {
    protections: { product: string; priceMinor: number }[];
    payment: { totalMinor: number; cardMinor: number };
  };
  expect(trip.protections).toEqual([{ product: 'DisruptionAssistance', priceMinor: price }]);
  expect(trip.payment).toMatchObject({ totalMinor: totalMinor + price, cardMinor: price });
}

test('a trip paid with rewards adds disruption assistance with a saved card, and shows it covered after a reload', async ({ page }) => {
  await addAssistance(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the offer and the purchase fit the screen', async ({ page }) => {
    await addAssistance(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
