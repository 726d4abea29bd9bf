import type { Page } from '@playwright/test';
import { CONFIRM } from './helpers/checkout';
import { tabTo } from './helpers/keyboard';
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay, LONG_JOURNEY_MS } from './helpers/fixtures';

// Company travel (issue 21): a travel admin adds the company card in her profile, then books a flight
// inside her policy; an out-of-policy fare asks first and needs a reason at checkout.

/** Luhn-valid Visa ending in 5154: the demo company's card (Northwind Traders corporate card). */
const COMPANY_CARD = '4111111111105154';
const FRAME = 'iframe[title="Secure card form"]';
const oneWay = `/flights/shop/?tripType=oneWay&slice=JFK,LAX,${torontoDay(35)}&adt=1&cnn=0&inf=0&ins=0`;

/** Adds the company card from the keyboard alone: Tab to each control, typed values, Enter. */
async function addCompanyCard(page: Page) {
  await page.goto('/profile/?section=payment-methods');
  await expect(page.getByText(/Northwind Traders pays for your business travel/)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Add payment method' }));
  await page.keyboard.press('Enter');
  const form = page.frameLocator(FRAME);
  for (const [label, value] of [
    ['Card number', COMPANY_CARD],
    [/Expiration date/, '12/34'],
    [/Security code/, '123'],
    ['Name on card', 'Cora Lindqvist'],
    ['Postal code', '60601'],
  ] as const) {
    await tabTo(page, form.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, form.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your card ending in 5154 was added.')).toBeVisible();
  await expectNoAxeViolations(page);
}

/** A travel admin of the demo company (a copy, so the test owns it), with herself as a saved traveler. */
async function travelAdmin(page: Page) {
  const user = await createUser(page.request, 'corporate-admin');
  const token = await signInAs(page, user);
  const saved = await apiCall(
    page.request,
    'PUT',
    '/api/v0/flight/passengers/update',
    { givenName: 'Cora', surname: 'Lindqvist', gender: 'F', dateOfBirth: '1984-03-02', assistance: [] },
    token,
  );
  expect(saved.ok()).toBe(true);
}

const rows = (page: Page) => page.getByRole('list', { name: /^Choose your/ }).getByRole('listitem');

test('keyboard only: Cora adds the company card and books an in-policy flight with it', async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await travelAdmin(page);
  await addCompanyCard(page);

  await page.goto(oneWay);
  await expect(rows(page).first()).toBeVisible();
  await expect(
    rows(page)
      .first()
      .getByText(/In policy|Out of policy/),
  ).toBeVisible();
  const inPolicyOnly = page.getByRole('checkbox', { name: /In policy only/ }).first();
  await tabTo(page, inPolicyOnly);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/inpolicy=1/);
  const first = rows(page).first();
  await expect(first.getByText('In policy')).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, first.getByRole('button', { name: /^Details/ }));
  await page.keyboard.press('Enter');
  const inPolicyFare = first.getByRole('group').filter({ hasText: 'In policy' }).first();
  await tabTo(page, inPolicyFare.getByRole('button', { name: /^Select / }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/flights\/book\/$/);
  await expect(page.getByRole('region', { name: 'Why this option?' })).toHaveCount(0);
  const traveler = page.getByRole('combobox', { name: 'Traveler 1 (adult)' });
  await tabTo(page, traveler);
  await page.keyboard.press('ArrowDown');
  await expect(traveler.locator('option:checked')).toHaveText(/Cora Lindqvist/);
  await expect(page.getByRole('radio', { name: /ending in 5154/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Book', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(CONFIRM);
});

test('an out-of-policy fare asks first, then needs a reason at checkout', async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await travelAdmin(page);
  await addCompanyCard(page);
  await page.goto(oneWay);
  const first = rows(page).first();
  await first.getByRole('button', { name: /^Details/ }).click();
  const outFare = first.getByRole('group').filter({ hasText: 'Out of policy' }).first();
  await expect(outFare).toBeVisible();

  // "Change selection" leaves the results as they were, with the focus back on the list.
  await outFare.getByRole('button', { name: /^Select / }).click();
  const dialog = page.getByRole('dialog', { name: 'This rate is out of policy' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Change selection' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/flights\/shop\//);

  await outFare.getByRole('button', { name: /^Select / }).click();
  await dialog.getByRole('button', { name: 'Continue anyway' }).click();
  await expect(page).toHaveURL(/\/flights\/book\/$/);
  const why = page.getByRole('region', { name: 'Why this option?' });
  await expect(why).toContainText('Out of policy');
  await page.getByRole('combobox', { name: 'Traveler 1 (adult)' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const reason = page.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(why.getByText('Choose why you need this option.')).toBeVisible();
  await expectNoAxeViolations(page);

  await reason.selectOption({ label: 'Required by the client or the event' });
  await why.getByLabel('Details (optional)').fill('Client workshop moved to 8 AM');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  // Her tier requires approval: the trip is requested, for another administrator to decide.
  await expect(page).toHaveURL(CONFIRM);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip requested: waiting for approval' })).toBeVisible();
  await expect(page.getByText('Client workshop moved to 8 AM')).toBeVisible();
});
