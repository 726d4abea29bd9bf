import { createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';

// Runs in the 'mobile' project (Pixel 7); the desktop project would only repeat the desktop specs.

test('the signed-in profile fits a phone: greeting, a usable account menu, no sideways scroll', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);
  await page.goto('/profile/');
  expect(page.viewportSize()!.width).toBeLessThanOrEqual(960);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your rewards accounts' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('complementary', { name: 'Rewards' })).toBeVisible();

  const menu = page.getByRole('button', { name: 'Account menu: Ava Martin' });
  await expect(menu).toBeInViewport({ ratio: 1 });
  // A comfortable touch target.
  const box = (await menu.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(24);
  expect(box.width).toBeGreaterThanOrEqual(24);

  const noSidewaysScroll = () => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoAxeViolations(page);

  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeInViewport({ ratio: 1 });
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoAxeViolations(page);

  await signOut.tap();
  await expect(page).toHaveURL(/\/auth\/startsession\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
});
