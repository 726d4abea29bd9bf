import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';
import { expectAt, recordNavigations } from './helpers/flows';

/** SPEC §2: where the portal sends an employee whose company answers a corporate access code. */
const destinations = [
  { code: '40106', path: '/acknowledgement/', heading: 'Your company needs to accept the travel terms' },
  { code: '40103', path: '/access-denied/', heading: "You don't have access to this page" },
  { code: '40102', path: '/access-denied-not-beta/', heading: "Your company isn't part of this preview yet" },
] as const;

async function employeeWithCode(page: import('@playwright/test').Page, code: string) {
  const user = await createUser(page.request, 'corporate-employee');
  const token = await signInAs(page, user);
  const forced = await apiCall(page.request, 'POST', '/api/v0/testing/forceCode', { code }, token);
  expect(forced.status()).toBe(200);
}

for (const { code, path, heading } of destinations) {
  test(`corporate code ${code} sends the employee to ${path}`, async ({ page }) => {
    await employeeWithCode(page, code);
    const visited = recordNavigations(page);
    // A section given, so the desktop profile does not first add one to the address.
    await page.goto('/profile/?section=travelers');
    await expectAt(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(visited).toEqual(['/profile/', path]);
  });
}

test('corporate code 40105 sends the employee to admin onboarding, keeping utm_source', async ({ page }) => {
  await page.route('https://admin.travel.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Admin onboarding</title><main><h1>Set up your company</h1></main></html>',
    }),
  );
  await employeeWithCode(page, '40105');
  await page.goto('/profile/?utm_source=newsletter');
  await expect(page).toHaveURL('https://admin.travel.example/onboarding?utm_source=newsletter&referrer_source=onboarding');
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
});
