import { maintenanceURL } from '../../playwright.config';
import { expect, expectNoAxeViolations, test } from './helpers/fixtures';

test.use({ baseURL: maintenanceURL });

for (const path of ['/', '/auth/startsession/', '/travel-policies/?tab=flights']) {
  test(`during maintenance ${path} answers 503 with the maintenance page`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(503);
    expect(res?.headers()['retry-after']).toBe('600');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible();
    await expect(page.getByText('Your trips and bookings are safe.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('during maintenance the French pages show the French maintenance page', async ({ page }) => {
  const res = await page.goto('/fr/');
  expect(res?.status()).toBe(503);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous serons bientôt de retour' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('during maintenance health still answers and the API answers 503 Maintenance', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe('ok');

  const userInfo = await request.get('/api/v0/userInfo');
  expect(userInfo.status()).toBe(503);
  expect((await userInfo.json()).error.code).toBe('Maintenance');
});
