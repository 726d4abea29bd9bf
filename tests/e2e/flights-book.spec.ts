import { CONFIRM, chooseFare, consumer, prices, slot } from './helpers/checkout';
import { expect, expectNoAxeViolations, test, LONG_JOURNEY_MS } from './helpers/fixtures';
import { tabTo } from './helpers/keyboard';

// /flights/book/ (SPEC §2): shop → fare → travelers → protection → rewards + card → book.

test('add a traveler, add CFAR, split rewards and card, book and land on the confirmation', async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
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
    await consumer(page, { givenName: 'Ava', surname: 'NoAvailability' });
    await chooseFare(page);
    await slot(page).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('no seats left');
    await expect(alert.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', /\/flights\/search\/\?tripType=roundTrip/);
  });
});

test('keyboard only: choose the traveler, pay by card, book', async ({ page }) => {
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
  await page.setViewportSize({ width: 390, height: 844 });
  await consumer(page, { givenName: 'Léa', surname: 'Roy' });
  await chooseFare(page);
  await page.goto('/fr/flights/book/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifier et réserver' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réserver', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('travel wallet', () => {
  const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
  const usd = (c: number) => (c / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

  test('tick the referral credit and the $25 offer: the card pays the total less $75.00, and the confirmation shows each part', async ({
    page,
  }) => {
    test.setTimeout(LONG_JOURNEY_MS);
    const { token } = await consumer(page, { givenName: 'Wren', surname: 'Walsh' });
    // Every new cardholder starts with a $50.00 referral credit and a $25.00 flight offer (wallet contract).
    const wallet = await page.request.get('/api/v0/user/wallet', { headers: { Authorization: `Bearer ${token}` } });
    expect(wallet.ok()).toBe(true);
    await chooseFare(page);
    await slot(page).selectOption({ index: 1 });

    const group = page.getByRole('group', { name: 'Travel wallet' });
    const credit = group.getByRole('checkbox', { name: /\$50\.00 · Referral credit · expires/ });
    const offer = group.getByRole('radio', { name: /\$25\.00 off flights of \$250\.00 or more/ });
    // Nothing is applied for the traveler.
    await expect(credit).not.toBeChecked();
    await expect(group.getByRole('radio', { name: 'No offer' })).toBeChecked();
    await expect(offer).not.toBeChecked();
    await expect(prices(page)).not.toContainText('Travel credit');

    // The offer needs a trip of $250.00 or more: the fare chosen is one.
    const total = cents(await prices(page).locator('.book-total dd').textContent());
    expect(total).toBeGreaterThanOrEqual(250_00);
    await credit.check();
    await offer.check();
    await expect(prices(page).locator('.book-line', { hasText: 'Travel offer' })).toContainText('\u2212$25.00');
    await expect(prices(page).locator('.book-line', { hasText: 'Travel credit' })).toContainText('\u2212$50.00');
    await expect(prices(page).locator('.book-due')).toHaveText(`Card${usd(total - 75_00)}`);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page).toHaveURL(CONFIRM);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText('Travel offer$25.00');
    await expect(payment).toContainText('Travel credit (referral credit)$50.00');
    await expect(payment.locator('.confirm-paid div', { hasText: /^Card/ })).toHaveText(`Card${usd(total - 75_00)}`);
    await expectNoAxeViolations(page);
  });
});
