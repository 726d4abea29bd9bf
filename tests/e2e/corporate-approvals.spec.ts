import type { Browser, Page } from '@playwright/test';
import {
  apiCall,
  createUser,
  expect,
  expectNoAxeViolations,
  signInAs,
  test,
  torontoDay,
  LONG_JOURNEY_MS,
  type TestUser,
} from './helpers/fixtures';
import { tabTo } from './helpers/keyboard';

// Approvals (issue 21): an employee books an out-of-policy hotel with a reason; it waits for a
// travel administrator, who approves it (the stay then confirms) or denies it (everything is
// given back, and Trips says why).

/** Luhn-valid Visa ending in 5154: the demo company's card. */
const COMPANY_CARD = '4111111111105154';
const CHECK_IN = torontoDay(40);
const CHECK_OUT = torontoDay(42);
const STAY = `checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&adults=1&children=0&pets=0`;
let clients = (process.pid % 200) * 256 + 128;

/** An employee of the demo company with the company card and a saved traveler (themselves). */
async function employee(page: Page): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(page.request, 'corporate-employee');
  const token = await signInAs(page, user);
  const creds = (await (await apiCall(page.request, 'GET', '/api/v0/payments/spreedlyCredentials', undefined, token)).json()) as {
    environmentKey: string;
  };
  const vault = await page.request.post('/vault/v1/cards', {
    headers: { 'x-forwarded-for': `10.9.${(++clients >> 8) & 255}.${clients & 255}` },
    data: {
      number: COMPANY_CARD,
      expiry: '12/34',
      cvv: '123',
      name: 'Eli Navarro',
      postalCode: '60601',
      environmentKey: creds.environmentKey,
    },
  });
  expect(vault.status()).toBe(201);
  const { token: cardToken } = (await vault.json()) as { token: string };
  const verify = await apiCall(
    page.request,
    'POST',
    '/api/v0/paymentMethods/verify',
    { token: cardToken, accountReferenceId: 'acct-northwind', isVirtualCard: false },
    token,
  );
  expect(verify.ok()).toBe(true);
  const saved = await apiCall(
    page.request,
    'PUT',
    '/api/v0/flight/passengers/update',
    { givenName: 'Eli', surname: 'Navarro', gender: 'M', dateOfBirth: '1990-02-03', assistance: [] },
    token,
  );
  expect(saved.ok()).toBe(true);
  return { user, token };
}

/** A Paris hotel whose stars or price are outside the demo company's policy. */
async function outOfPolicyHotel(page: Page, token: string) {
  const res = await apiCall(
    page.request,
    'POST',
    '/api/v0/hotels/availability',
    {
      location: { kind: 'Market', id: 'city:Paris|FR' },
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: { adults: 1, children: 0, pets: 0 },
      kinds: ['hotel'],
      page: { offset: 0, limit: 40 },
    },
    token,
  );
  expect(res.ok()).toBe(true);
  const { lodgings } = (await res.json()) as { lodgings: { id: string; name: string; policy?: { kind: string } }[] };
  const hotel = lodgings.find((l) => l.policy?.kind === 'OutOfPolicy');
  if (!hotel) throw new Error('no out-of-policy hotel in Paris');
  return hotel;
}

/** Books the hotel's first out-of-policy rate through the pages with a reason, keyboard only; lands on the request. */
async function requestStay(page: Page, hotel: { id: string; name: string }) {
  await page.goto(`/hotels/shop/?lodgingId=${hotel.id}&source=SearchPage&${STAY}`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^Reserve / }).first(), 160);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'This rate is out of policy' });
  await expect(dialog.getByRole('button', { name: 'Change selection' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Continue anyway' }), 4);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hotels\/book\//);
  const why = page.getByRole('region', { name: 'Why this option?' });
  const reason = why.getByRole('combobox', { name: 'Reason' });
  await tabTo(page, reason, 160);
  // A select takes the typed start of an option's name.
  await page.keyboard.type('Closer');
  await expect(reason.locator('option:checked')).toHaveText('Closer to where I need to be');
  await tabTo(page, why.getByLabel('Details (optional)'), 4);
  await page.keyboard.type('Venue is next door');
  const guest = page.getByRole('combobox', { name: 'Guest checking in' });
  await guest.focus();
  await page.keyboard.press('ArrowDown');
  await expect(guest.locator('option:checked')).not.toHaveText(/Choose/);
  // The demo employee has no phone on file: the property needs one.
  await tabTo(page, page.getByRole('textbox', { name: 'Phone' }), 20);
  await page.keyboard.type('+1 312 555 0199');
  await tabTo(page, page.getByRole('button', { name: 'Book', exact: true }), 160);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Trip requested: waiting for approval' })).toBeVisible();
  await expect(page.getByText('Venue is next door')).toBeVisible();
  await expectNoAxeViolations(page);
}

/** A travel administrator of the demo company, in a browser context of her own. */
async function adminPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, await createUser(page.request, 'corporate-admin'));
  await page.goto('/approvals/');
  await expect(page.getByRole('heading', { level: 1, name: 'Trip approvals' })).toBeVisible();
  return { page, close: () => context.close() };
}

/** The request card of this traveler (the queue is the whole demo company's, shared with other tests). */
const requestOf = (page: Page, email: string) => page.getByRole('article').filter({ hasText: email });

test('an out-of-policy hotel waits for approval; the administrator approves it and the stay is booked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(LONG_JOURNEY_MS * 2);
  const { user, token } = await employee(page);
  await requestStay(page, await outOfPolicyHotel(page, token));

  const cora = await adminPage(browser, baseURL);
  const card = requestOf(cora.page, user.email);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Closer to where I need to be');
  await expectNoAxeViolations(cora.page);
  await tabTo(cora.page, card.getByRole('button', { name: 'Approve' }), 160);
  await cora.page.keyboard.press('Enter');
  await expect(card).toContainText('Approved by you');
  await cora.close();

  await expect(async () => {
    await page.goto('/trips/');
    await expect(page.getByText('Confirmed').first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByText('Awaiting approval')).toHaveCount(0);
});

test('a denied request gives everything back and Trips says why', async ({ page, browser, baseURL }) => {
  test.setTimeout(LONG_JOURNEY_MS * 2);
  const { user, token } = await employee(page);
  await requestStay(page, await outOfPolicyHotel(page, token));
  await page.goto('/trips/');
  await expect(page.getByText('Awaiting approval').first()).toBeVisible();

  const cora = await adminPage(browser, baseURL);
  const card = requestOf(cora.page, user.email);
  // Keyboard only: Deny without a comment is refused by the field.
  await card.getByRole('button', { name: 'Deny' }).focus();
  await cora.page.keyboard.press('Enter');
  const comment = card.getByRole('textbox', { name: /Comment for the traveler/ });
  await expect(comment).toBeFocused();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await cora.page.keyboard.type('Choose a 4-star hotel under $350 a night');
  await card.getByRole('button', { name: 'Deny' }).focus();
  await cora.page.keyboard.press('Enter');
  await expect(card).toContainText('Denied: Choose a 4-star hotel under $350 a night');
  await expectNoAxeViolations(cora.page);
  await cora.close();

  await page.goto('/trips/');
  await expect(page.getByText('Approval denied').first()).toBeVisible();
  await expect(page.getByText('Choose a 4-star hotel under $350 a night')).toBeVisible();
  await expectNoAxeViolations(page);
});
