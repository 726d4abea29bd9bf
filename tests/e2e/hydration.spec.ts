import { createUser, expect, signInAs, test } from './helpers/fixtures';

// Pages are built before anyone signs in; a signed-in visit must hydrate them without React
// throwing a mismatch (it would re-render the island from scratch and report an error).
test('signed-in pages hydrate without page errors', async ({ page }) => {
  await signInAs(page, await createUser(page.request, 'consumer', { favorites: 'available' }));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const [path, heading] of [
    ['/profile/?section=travelers', /^Welcome, /],
    ['/profile/?section=payment-methods', 'Payment methods'],
    ['/favorites/', 'Favorites'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});
