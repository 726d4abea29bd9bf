import type { Locator, Page } from '@playwright/test';
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay } from './helpers/fixtures';

// /flights/book/ (issue 8 items 1–3, 7): shop → fare → travelers → protection → rewards + card → book.

const roundTrip = `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${torontoDay(30)}&slice=LAX,JFK,${torontoDay(37)}&adt=1&cnn=0&inf=0&ins=0`;
/** Ends in 4821: the consumer test user's Venture X account (see payment-methods.spec). */
const MATCHING_CARD = '4111111111164821';
const CONFIRM = /\/flights\/book\/confirm\/\?id=[0-9a-f-]{36}$/;

/** A consumer with a saved card (through the vault, as the card form does) and, optionally, a saved traveler. */
async function consumer(page: Page, traveler?: { givenName: string; surname: string }) {
  const user = await createUser(page.request, 'consumer');
  const token = await signInAs(page, user);
  const creds = (await (await apiCall(page.request, 'GET', '/api/v0/payments/spreedlyCredentials', undefined, token)).json()) as {
    environmentKey: string;
  };
  const vault = await page.request.post('/vault/v1/cards', {
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
}

const rows = (page: Page) => page.getByRole('list', { name: /^Choose your/ }).getByRole('listitem');

/** The shop: first outbound, first return, its first fare; the choice opens the review page. */
async function chooseFare(page: Page) {
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

const slot = (page: Page) => page.getByRole('combobox', { name: 'Traveler 1 (adult)' });
const prices = (page: Page) => page.getByRole('region', { name: 'Price details', exact: true });

test('add a traveler, add CFAR, split rewards and card, book and land on the confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await consumer(page);
  await chooseFare(page);
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText('Return');

  // Nothing is pre-selected.
  const boxes = page.getByRole('region', { name: 'Protect your trip' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expect(page.getByRole('link', { name: /Terms of Cancel for any reason/ })).toHaveAttribute('href', '/terms/cancel-for-any-reason/');
  await expectNoAxeViolations(page);

  // A new traveler through the profile's own editor, then selected for the seat.
  await page.getByRole('button', { name: /^Add a traveler/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Zoé');
  await dialog.getByLabel('Last name').fill('Tremblay');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByLabel('Date of birth').fill('1990-04-12');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save traveler' }).click();
  await expect(dialog).toBeHidden();
  await expect(slot(page).locator('option:checked')).toHaveText(/Zoé Tremblay/);

  const before = await prices(page).locator('.book-total dd').textContent();
  await page.getByRole('checkbox', { name: /Add Cancel for any reason/ }).check();
  await expect(prices(page)).toContainText('Cancel for any reason');
  await expect(prices(page).locator('.book-total dd')).not.toHaveText(before ?? '');

  await expect(page.getByRole('radio', { name: /ending in 4821/ })).toBeChecked();
  await page.getByRole('radio', { name: /Venture X/ }).check();
  await page.getByLabel(/Amount to pay with rewards/).fill('100');
  await expect(page.getByText('Paid with rewards')).toBeVisible();
  await expect(page.locator('.book-split')).toContainText('$100.00 (10,000 miles)');
  await expect(page.getByText('Charged to your card')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking your trip…' })).toBeVisible();
  await expect(page).toHaveURL(CONFIRM);
  expect(errors).toEqual([]);
});

test.describe('failures from the supplier (documented test surnames)', () => {
  test('CardDeclined: the message and Edit payment, which takes the focus to payment', async ({ page }) => {
    test.setTimeout(90_000);
    await consumer(page, { givenName: 'Ava', surname: 'CardDeclined' });
    await chooseFare(page);
    await slot(page).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your card was declined. Nothing was charged.');
    await expect(alert).toBeFocused();
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Edit payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeFocused();
  });

  test('NoAvailability: the message and Search again', async ({ page }) => {
    test.setTimeout(90_000);
    await consumer(page, { givenName: 'Ava', surname: 'NoAvailability' });
    await chooseFare(page);
    await slot(page).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('no seats left');
    await expect(alert.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', /\/flights\/search\/\?tripType=roundTrip/);
  });
});

/** Tab (never a click) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test('keyboard only: choose the traveler, pay by card, book', async ({ page }) => {
  test.setTimeout(90_000);
  await consumer(page, { givenName: 'Kim', surname: 'Keyes' });
  await chooseFare(page);
  await tabTo(page, slot(page));
  await page.keyboard.press('ArrowDown');
  await expect(slot(page).locator('option:checked')).toHaveText(/Kim Keyes/);
  const cfar = page.getByRole('checkbox', { name: /Add Cancel for any reason/ });
  await tabTo(page, cfar);
  await page.keyboard.press('Space');
  await expect(cfar).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Book', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(CONFIRM);
});

test('mobile, French: the page reads in French and passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await consumer(page, { givenName: 'Léa', surname: 'Roy' });
  await chooseFare(page);
  await page.goto('/fr/flights/book/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifier et réserver' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réserver', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
