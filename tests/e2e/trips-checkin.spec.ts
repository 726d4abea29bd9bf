import type { Page } from '@playwright/test';
import { confirmedJfkLax } from './helpers/bookings';
import { createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';

// Trips → Check in: when online check-in opens for the next flight, and the airline's own site.

async function checkIn(page: Page) {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  await confirmedJfkLax(page.request, token, 45);
  await page.goto('/trips/?tab=upcoming');
  await page
    .getByRole('article', { name: 'JFK to LAX' })
    .getByRole('button', { name: /^Check in/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Check in' });
  await expect(dialog).toContainText(
    /Online check-in opens about 24 hours before departure: \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M \(New York time\)\./,
  );
  const site = dialog.getByRole('link', { name: /^Check in with / });
  await expect(site).toHaveAttribute('href', /^https:\/\/www\.[a-z.]+\/$/);
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('article', { name: 'JFK to LAX' }).getByRole('button', { name: /^Check in/ })).toBeFocused();
}

test('check in: when online check-in opens and the airline site, then the focus goes back to the card', async ({ page }) => {
  await checkIn(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the check-in dialog fits the screen', async ({ page }) => {
    await checkIn(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('in French: the trip card, Enregistrement and Voyageurs read in French, with axe', async ({ page }) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  await confirmedJfkLax(page.request, token, 45);
  await page.goto('/fr/trips/?tab=upcoming');
  const card = page.getByRole('article', { name: 'JFK à LAX' });
  await expect(card).toContainText('Non couvert si la compagnie retarde ou annule.');
  await card.getByRole('button', { name: /^Enregistrement/ }).click();
  const checkIn = page.getByRole('dialog', { name: 'Enregistrement' });
  await expect(checkIn).toContainText('L’enregistrement en ligne ouvre environ 24 heures avant le départ');
  await expect(checkIn.getByRole('link', { name: /^S’enregistrer auprès de / })).toBeVisible();
  await expectNoAxeViolations(page);
  await checkIn.getByRole('button', { name: 'Fermer' }).click();

  await card.getByRole('button', { name: /^Voyageurs/ }).click();
  const travelers = page.getByRole('dialog', { name: 'Voyageurs' });
  await expect(travelers).toContainText('Ada Lovelace · Adulte');
  await travelers.getByRole('button', { name: 'Demander une correction pour Ada Lovelace' }).click();
  const form = page.getByRole('dialog', { name: 'Corriger Ada Lovelace' });
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('Indiquez ce qui doit figurer.')).toBeVisible();
  await expectNoAxeViolations(page);
});
