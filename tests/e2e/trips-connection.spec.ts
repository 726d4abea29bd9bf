import type { Page } from '@playwright/test';
import { confirmedJfkLax } from './helpers/bookings';
import { consumer } from './helpers/checkout';
import { apiCall, expect, expectNoAxeViolations, test } from './helpers/fixtures';

// A connection missed on a self-transfer trip (two tickets): the airline delays the first flight,
// the trip's card says so, and the traveler rebooks from the connection airport at no cost.

type Trip = {
  slices: {
    segments: { scheduledDeparture: string; scheduledArrival: string; marketingAirline: { code: string; flightNumber: string } }[];
  }[];
  disruption: { kind: string; state: string } | null;
  payment: { totalMinor: number };
};

async function rebookConnection(page: Page, days: number) {
  const { token } = await consumer(page);
  const { id } = await confirmedJfkLax(page.request, token, days, 'selfTransfer');
  const trip = (await (await apiCall(page.request, 'GET', `/api/v0/trips/${id}`, undefined, token)).json()) as Trip;
  const [first, second] = trip.slices[0]!.segments;
  // Lands 30 minutes after the second flight leaves.
  const delayMinutes = Math.round((Date.parse(second!.scheduledDeparture) - Date.parse(first!.scheduledArrival)) / 60_000) + 30;
  const delayed = await apiCall(page.request, 'POST', '/api/v0/testing/disruption', { bookingId: id, delayMinutes }, token);
  expect(delayed.status(), await delayed.text()).toBe(200);

  await page.goto('/trips/?tab=upcoming');
  const card = page.getByRole('article', { name: 'JFK to LAX' });
  await expect(card).toContainText('Connection missed.');
  await card.getByRole('button', { name: /^Rebook your connection/ }).click();
  const dialog = page.getByRole('dialog', { name: "You'll miss your connection" });
  await expect(dialog).toContainText(`too late for ${second!.marketingAirline.code} ${second!.marketingAirline.flightNumber}`);
  await expect(dialog).toContainText("Your connection was on a separate ticket, so that airline won't rebook you");
  const options = dialog.getByRole('group', { name: 'Your new flight from the connection' }).getByRole('radio');
  await expect(options.first()).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Rebook for free' }).click();

  await expect(page.getByRole('dialog', { name: "You're rebooked" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(card).not.toContainText('Connection missed.');
  const after = (await (await apiCall(page.request, 'GET', `/api/v0/trips/${id}`, undefined, token)).json()) as Trip;
  expect(after.disruption).toMatchObject({ kind: 'MissedConnection', state: 'Rebooked' });
  expect(after.slices[0]!.segments[0]).toEqual(expect.objectContaining({ marketingAirline: first!.marketingAirline }));
  expect(after.slices[0]!.segments[1]!.scheduledDeparture).not.toBe(second!.scheduledDeparture);
  expect(after.payment).toEqual(trip.payment);
}

test('a self-transfer connection missed because of a delay is rebooked from Trips at no cost', async ({ page }) => {
  await rebookConnection(page, 52);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the missed connection dialog fits the screen', async ({ page }) => {
    await rebookConnection(page, 53);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
