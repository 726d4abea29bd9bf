import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';

// The travel administrator's company page (SPEC §6): the company's users with their travelers and
// the policy tiers; booking as one of the users (delegated session), marked on every page, and back.

test('Cora sees a user’s travelers, books as them with the bar on every page, then comes back', async ({ page }) => {
  const eli = await createUser(page.request, 'corporate-employee');
  const eliToken = await signInAs(page, eli);
  const saved = await apiCall(
    page.request,
    'PUT',
    '/api/v0/flight/passengers/update',
    { givenName: 'Eli', surname: 'Navarro', gender: 'M', dateOfBirth: '1990-02-03', assistance: [] },
    eliToken,
  );
  expect(saved.ok()).toBe(true);

  await signInAs(page, await createUser(page.request, 'corporate-admin'));
  await page.goto('/company/');
  await expect(page.getByRole('heading', { level: 1, name: 'Company travel' })).toBeVisible();
  await expect(page.getByText('Standard travel').first()).toBeVisible();
  const pays = page.getByRole('region', { name: 'How your company pays' });
  await expect(pays).toContainText('Travelers pay with the Northwind Traders corporate card, ending in 5154');
  await expect(pays.getByRole('link', { name: 'admin portal' })).toHaveAttribute('href', /\?referrer_source=booking_portal$/);
  const card = page.getByRole('article').filter({ hasText: eli.email });
  await card.getByRole('button', { name: /^Show travelers/ }).click();
  await expect(card.getByText('Eli Navarro').last()).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Book for Eli Navarro' }).click();
  const bar = page.getByRole('region', { name: 'Delegated session' });
  await expect(bar).toContainText("You're booking for Eli Navarro.");
  await expectNoAxeViolations(page);
  // On every page, not only the first.
  await page.goto('/trips/');
  await expect(bar).toContainText("You're booking for Eli Navarro.");
  await bar.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page).toHaveURL(/\/company\/$/);
  await expect(page.getByRole('region', { name: 'Delegated session' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account menu:\s*Cora Lindqvist$/ })).toBeVisible();
});

test('an employee who is not a travel administrator is sent to access denied', async ({ page }) => {
  await signInAs(page, await createUser(page.request, 'corporate-employee'));
  await page.goto('/company/');
  await expect(page).toHaveURL(/\/access-denied\/$/);
});

test('on a 390 px phone the company page and the travel policy fit the screen, the flight limits stacked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, await createUser(page.request, 'corporate-admin'));
  for (const path of ['/company/', '/travel-policies/', '/fr/travel-policies/']) {
    await page.goto(path);
    const short = page.getByRole('row', { name: /^(Short flights|Vols courts)/ }).first();
    await expect(short).toBeVisible();
    // Each value keeps its label beside it once the header row is out of sight.
    await expect(short.getByRole('cell').first()).toHaveAttribute('data-label', /One-way|Aller simple/);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth), path).toBe(true);
    await expectNoAxeViolations(page);
  }
});
