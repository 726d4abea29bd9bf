import type { Page } from '@playwright/test';
import { createUser, expect, expectNoAxeViolations, signInAs, test, LONG_JOURNEY_MS } from './helpers/fixtures';

/*
 * Luhn-valid Visa numbers: a 16-digit Visa prefix, the wanted last four, and the digit just before
 * them chosen so the Luhn sum is a multiple of ten. Checked with card-validator:
 *   node -e "const v=require('card-validator');for(const n of ['4111111111164821','4532111111165555'])console.log(n,v.number(n).isValid,v.number(n).card.type)"
 * prints `true visa` for both.
 */
/** Ends in 4821: the last four of the consumer test user's Venture X account. */
const MATCHING_CARD = '4111111111164821';
/** Ends in 5555: no account of the user, and not one of the test endings (4242, 1111, 0002, 0119). */
const OTHER_ISSUER_CARD = '4532111111165555';
/** The vault's documented decline (last four 0002). */
const DECLINED_CARD = '4000000000000002';

const FRAME = 'iframe[title="Secure card form"]';

async function openTab(page: Page) {
  await signInAs(page, await createUser(page.request, 'consumer'));
  await page.goto('/profile/?section=payment-methods');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment methods' })).toBeVisible();
}

/** Types a card into the hosted form (inside its iframe) and presses its Save button. */
async function submitCard(page: Page, number: string) {
  const form = page.frameLocator(FRAME);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel(/Expiration date/).fill('12/34');
  await form.getByLabel(/Security code/).fill('123');
  await form.getByLabel('Name on card').fill('Ava Martin');
  await form.getByLabel('Postal code').fill('M5V 2T6');
  await form.getByRole('button', { name: 'Save' }).click();
}

test.describe('payment methods tab', () => {
  test('empty at first; a card matching an account is verified, listed, kept after a reload, and deleted', async ({ page }) => {
    test.setTimeout(LONG_JOURNEY_MS);
    await openTab(page);
    await expect(page.getByText("You haven't added a payment method yet.")).toBeVisible();
    await expectNoAxeViolations(page);

    // Hold the verification so its progress message can be seen, without a timer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v0/paymentMethods/verify', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await submitCard(page, MATCHING_CARD);
    await expect(page.getByRole('status').filter({ hasText: 'Adding your payment method' })).toBeVisible();
    release();

    const list = page.getByRole('list', { name: 'Saved payment methods' });
    await expect(list.getByRole('heading', { name: 'Visa' })).toBeVisible();
    await expect(list.getByText('Card ending in 4821')).toBeVisible();
    await expect(page.getByText('Your card ending in 4821 was added.')).toBeVisible();
    await expect(page.locator(FRAME)).toBeHidden();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(list.getByText('Card ending in 4821')).toBeVisible();
    await list.getByRole('button', { name: 'Delete Visa card ending in 4821' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText("You haven't added a payment method yet.")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Saved payment methods' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("You haven't added a payment method yet.")).toBeVisible();
  });

  test('a declined card opens the decline modal; Edit payment method returns focus to the form', async ({ page }) => {
    await openTab(page);
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await submitCard(page, DECLINED_CARD);
    const modal = page.getByRole('dialog', { name: 'Your card was declined' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Edit payment method' })).toBeFocused();
    await expectNoAxeViolations(page);

    await modal.getByRole('button', { name: 'Edit payment method' }).click();
    await expect(modal).toBeHidden();
    await expect(page.frameLocator(FRAME).getByLabel('Card number')).toBeFocused();
    await expect(page.getByText("You haven't added a payment method yet.")).toBeVisible();
  });

  test('a card of another issuer opens the invalid issuer card modal and is not saved', async ({ page }) => {
    await openTab(page);
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await submitCard(page, OTHER_ISSUER_CARD);
    const modal = page.getByRole('dialog', { name: "This card can't be added" });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("that's linked to one of your rewards accounts.");
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await page.reload();
    await expect(page.getByText("You haven't added a payment method yet.")).toBeVisible();
  });

  test('a form submitted with errors shows them by the field, with no modal on top (issue 23)', async ({ page }) => {
    await openTab(page);
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await page.frameLocator(FRAME).getByRole('button', { name: 'Save' }).click();
    await expect(page.frameLocator(FRAME).getByText('Enter the card number.')).toBeVisible();
    await expect(page.frameLocator(FRAME).getByLabel('Card number')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

// The portal's scans stop at the frame: the hosted form is its own document, scanned here.
for (const [locale, t] of Object.entries({
  en: { number: 'Card number', save: 'Save', empty: 'Enter the card number.' },
  fr: { number: 'Numéro de carte', save: 'Enregistrer', empty: 'Entrez le numéro de carte.' },
})) {
  test(`the hosted card form on its own page (${locale}): labelled fields, errors by the field, no axe violations`, async ({ page }) => {
    await page.goto(`/vault/card-form/?locale=${locale}&environmentKey=env_builtin_dev`);
    await expect(page.getByLabel(t.number)).toBeVisible();
    await expectNoAxeViolations(page, { framed: true });
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expectNoAxeViolations(page, { framed: true });
  });
}
