import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';
import { expectAt, recordNavigations, submitSignIn } from './helpers/flows';

const TARGET = '/travel-policies/?tab=flights#limits';

test('a signed-out visit goes to sign-in and comes back to the same path, query and hash, after ftux on a first session', async ({
  page,
}) => {
  const user = await createUser(page.request, 'corporate-admin');

  await page.goto(TARGET);
  await expectAt(page, '/auth/startsession/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await submitSignIn(page, user);

  await expectAt(page, '/auth/ftux/');
  await expect(page.getByRole('heading', { name: 'Welcome, Cora!' })).toBeVisible();
  await page.getByRole('button', { name: 'Start exploring' }).click();

  await expectAt(page, TARGET);
  await expect(page.getByRole('heading', { name: 'Travel policy', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a user who has signed in before returns straight to the saved address, without ftux', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  // A first sign-in through the form, then out again through the account menu.
  await page.goto('/auth/startsession/');
  await submitSignIn(page, user);
  await expectAt(page, '/auth/ftux/');
  await page.getByRole('button', { name: 'Start exploring' }).click();
  await expectAt(page, '/profile/?section=travelers');
  await page.getByRole('button', { name: 'Account menu: Ava Martin' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectAt(page, '/auth/startsession/');

  await page.goto(TARGET);
  await expectAt(page, '/auth/startsession/');
  const visited = recordNavigations(page);
  await submitSignIn(page, user);

  await expectAt(page, TARGET);
  await expect(page.getByText('Your personal card has no booking limits here.', { exact: false })).toBeVisible();
  expect(visited).not.toContain('/auth/ftux/');
  expect(visited).toEqual(['/travel-policies/']);
});

test('a revoked token sends the user to "session ended", and signing in again returns to where they were', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  const token = await signInAs(page, user);
  const revoked = await apiCall(page.request, 'POST', '/api/v0/auth/endSession', {}, token);
  expect(revoked.status()).toBe(200);

  await page.goto('/travel-policies/?a=1');
  await expectAt(page, '/auth/invalidsession/');
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('portal.jwt'))).toBeNull();

  await page.getByRole('link', { name: 'Sign in again' }).click();
  await expectAt(page, '/auth/startsession/');
  await submitSignIn(page, user);

  await expectAt(page, '/travel-policies/?a=1');
  await expect(page.getByRole('heading', { name: 'Travel policy', level: 1 })).toBeVisible();
});
