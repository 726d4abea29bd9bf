import { createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';

// /flights/book/confirm/ for a booking the user cannot see: a clear dead end with a way out. (A
// real booking's page is covered in trips-bookings.spec.ts, which books one through the API.)
for (const [what, search] of [
  ['an id that is no booking of this user', '?id=00000000-0000-4000-8000-000000000000'],
  ['no id', ''],
] as const) {
  test(`the confirmation page for ${what} says it cannot find the booking and links to My trips`, async ({ page }) => {
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto(`/flights/book/confirm/${search}`);
    await expect(page.getByRole('heading', { level: 1, name: "We can't find this booking" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My trips' })).toHaveAttribute('href', '/trips/?tab=upcoming');
    await expectNoAxeViolations(page);
  });
}

test('the confirmation page in French', async ({ page }) => {
  await signInAs(page, await createUser(page.request, 'consumer'));
  await page.goto('/fr/flights/book/confirm/?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous ne trouvons pas cette réservation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aller à Mes voyages' })).toHaveAttribute('href', '/fr/trips/?tab=upcoming');
});
