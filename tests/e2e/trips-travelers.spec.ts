import type { Page } from '@playwright/test';
import { confirmedJfkLax } from './helpers/bookings';
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';

// Trips → Travelers: who flies, as ticketed, and a request to correct a name, sent to our agents
// (the ticket is not changed here), acknowledged, and listed with where it stands.

async function askCorrection(page: Page) {
  await page.goto('/trips/?tab=upcoming');
  const card = page.getByRole('article', { name: 'JFK to LAX' });
  await card.getByRole('button', { name: /^Travelers/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Travelers' });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).toContainText('Adult');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Request a correction for Ada Lovelace' }).click();
  const form = page.getByRole('dialog', { name: 'Correct Ada Lovelace' });
  await form.getByRole('button', { name: 'Send request' }).click();
  const name = form.getByRole('textbox', { name: 'Name as on the passport' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Say what it should read.')).toBeVisible();
  await expectNoAxeViolations(page);
  await name.fill('Ada Lovelacé');
  await form.getByRole('textbox', { name: 'Anything our agent should know (optional)' }).fill('The accent is missing');
  await form.getByRole('button', { name: 'Send request' }).click();

  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent).toContainText('Name correction asked: “Ada Lovelacé”');
  await expect(sent).toContainText('With our team');
  await expectNoAxeViolations(page);
  await sent.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Travelers' })).toContainText('Name correction asked: “Ada Lovelacé”');
}

test('a name spelled wrong on the ticket: the traveler asks for a correction, sees it sent and listed after a reload', async ({ page }) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  const { id } = await confirmedJfkLax(page.request, token, 45);
  await askCorrection(page);
  await page.reload();
  await page
    .getByRole('article', { name: 'JFK to LAX' })
    .getByRole('button', { name: /^Travelers/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Travelers' })).toContainText('Name correction asked: “Ada Lovelacé”');
  const stored = (await (await apiCall(page.request, 'GET', `/api/v0/trips/${id}/travelerEditRequests`, undefined, token)).json()) as {
    requests: { field: string; correction: string; note: string; nameCorrection: string; state: string }[];
  };
  expect(stored.requests).toEqual([
    expect.objectContaining({
      field: 'Name',
      correction: 'Ada Lovelacé',
      note: 'The accent is missing',
      nameCorrection: 'Correction',
      state: 'Received',
    }),
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the travelers and the correction form fit the screen', async ({ page }) => {
    const token = await signInAs(page, await createUser(page.request, 'consumer'));
    await confirmedJfkLax(page.request, token, 45);
    await askCorrection(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
