import { createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';
import { expectAt } from './helpers/flows';

// Sessions last 60 minutes (SESSION_TTL_MINUTES default); the warning comes 5 minutes before the end.
// Every context has the run's clock installed (helpers/fixtures.ts); these tests move it on.

test('five minutes before the end a dialog offers to stay signed in, and staying keeps the session', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);
  await page.goto('/profile/?section=travelers');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Your session is about to end' });

  await page.clock.fastForward('54:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.clock.fastForward('02:00');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Do you want to stay signed in?');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();

  await expect(dialog).toBeHidden();
  // Still closed once the page has settled, and not back a minute later.
  await page.clock.fastForward('01:00');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your rewards accounts' }).getByRole('listitem')).toHaveCount(2);
  await expect(dialog).toBeHidden();
  await expectAt(page, '/profile/?section=travelers');
});

test('without an answer the session ends at its expiry and the user lands on "session ended"', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);
  await page.goto('/travel-policies/?from=expiry');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel policy' })).toBeVisible();

  await page.clock.fastForward('01:01:00');
  await expectAt(page, '/auth/invalidsession/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your session has ended' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('portal.jwt'))).toBeNull();
  await expectNoAxeViolations(page);
});
