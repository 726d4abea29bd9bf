import { createUser, expect, expectNoAxeViolations, signInAs, test, LONG_JOURNEY_MS } from './helpers/fixtures';

test('a first session signs in, is greeted, sees name, rewards and earn banner, then signs out', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await page.goto('/auth/startsession/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The e2e server seeds the demo accounts, so the page points to them.
  await expect(page.getByText('Demo accounts are listed in the README.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/auth\/ftux\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ava!' })).toBeVisible();
  await expect(page.getByText(/earn rewards on every booking\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start exploring' }).click();

  // The desktop profile adds its default section to the address.
  await expect(page).toHaveURL(/\/profile\/\?section=travelers$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ava' })).toBeVisible();
  await expect(page.getByText('Manage preferences, frequent flyer programs, payment methods and more.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your rewards accounts' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('184,250 miles')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Rewards' })).toHaveText(
    'Earn 10X miles on hotels and rental cars booked through Voyage Rewards Travel, and 5X miles on flights, with your Venture X.',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Account menu: Ava Martin' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/startsession\/$/);
  await page.goto('/profile/');
  // Signed out, the account pages send the reader to sign in and bring them back after.
  await expect(page).toHaveURL(/\/auth\/startsession\/$/);
  await expect(page.getByRole('complementary', { name: 'Rewards' })).toHaveCount(0);
});

test("a company's employee is shown the company travel tour once, from the keyboard, never told of earning rewards", async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  const user = await createUser(page.request, 'corporate-employee');
  const signIn = async () => {
    await page.goto('/auth/startsession/');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/auth\/ftux\/$/);
  const titles = [
    'Welcome to Northwind Traders travel, Eli',
    'Results show your policy',
    'Check before you choose',
    'Pay with the company card',
    'Your travel policy',
    "You're all set",
  ];
  for (const [i, title] of titles.entries()) {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Step ${i + 1} of 6`)).toBeVisible();
    if (i === 4) await expect(page.getByText('Hotels: up to $350 a night')).toBeVisible();
    if (i === 0 || i === 3 || i === 4) await expectNoAxeViolations(page);
    if (i > 0) await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
    if (i < titles.length - 1) {
      // Keyboard only.
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
    }
  }
  await expect(page.getByText(/earn rewards/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Start booking' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/auth\/ftux\//);

  // Once: the next sign-in goes straight on. Signed out on a document without islands: a page's
  // islands seeing the session gone would go to sign-in themselves, racing this test's own navigation.
  await page.goto('/api/health');
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn();
  await expect(page).not.toHaveURL(/\/auth\/(ftux|startsession)\//);
});

test('wrong password shows an error by the form and keeps the user on sign-in', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await page.goto('/auth/startsession/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/auth\/startsession\/$/);
  await expectNoAxeViolations(page);
});

test('empty fields are flagged next to each input without calling the API', async ({ page }) => {
  await page.goto('/auth/startsession/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('a cash-only cardholder sees the banner in percent', async ({ page }) => {
  const user = await createUser(page.request, 'business');
  await signInAs(page, user);
  await page.goto('/profile/');
  await expect(page.getByRole('complementary', { name: 'Rewards' })).toContainText('Earn 5X miles on hotels');
});

test('a corporate employee without rewards accounts sees no banner and an empty state', async ({ page }) => {
  const user = await createUser(page.request, 'corporate-employee');
  await signInAs(page, user);
  await page.goto('/profile/');
  await expect(page.getByRole('heading', { name: 'Welcome, Eli' })).toBeVisible();
  await expect(page.getByText('No rewards accounts are linked to your profile.', { exact: false })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Rewards' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
