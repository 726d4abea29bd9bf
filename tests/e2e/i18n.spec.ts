import { createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';
import { expectAt, submitSignIn } from './helpers/flows';

test('the language switch moves sign-in to French, a French sign-in stays French, and English comes back', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await page.goto('/auth/startsession/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'Français' }).click();

  await expectAt(page, '/fr/auth/startsession/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'Français' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeAttached();
  await expectNoAxeViolations(page);

  await submitSignIn(page, user, 'fr');
  await expectAt(page, '/fr/auth/ftux/');
  await expect(page.getByRole('heading', { name: 'Bienvenue, Ava !' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Commencer' }).click();

  // The profile opens on its first section (a replace): wait for where it settles, not the way through.
  await expectAt(page, '/fr/profile/?section=travelers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Ava' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Récompenses' })).toHaveText(
    'Obtenez 10X milles sur les hôtels et les locations de voitures réservés sur Voyage Rewards Travel, et 5X milles sur les vols, avec votre carte Venture X.',
  );
  await expect(page.getByRole('button', { name: 'Menu du compte : Ava Martin' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
  await expectAt(page, '/profile/?section=travelers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Rewards' })).toContainText('Earn 10X miles on hotels');
});

test('a French visitor sent to sign-in stays in French', async ({ page }) => {
  await page.goto('/fr/travel-policies/?onglet=vols');
  await expectAt(page, '/fr/auth/startsession/');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
});

for (const [lang, path, viewport, rows] of [
  ['en', '/flights/search/', { width: 1366, height: 900 }, 1],
  ['fr', '/fr/flights/search/', { width: 1366, height: 900 }, 1],
  // A phone: brand, languages and account in one row, the products scrolling in the next.
  ['fr', '/fr/flights/search/', { width: 390, height: 844 }, 2],
] as const)
  test(`the signed-in header in ${lang} at ${viewport.width} px keeps to ${rows} row(s)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /^(Account menu|Menu du compte)/ })).toBeVisible();
    // The vertical centres of the brand, the languages, the account button and the products: parts
    // whose centres lie within 16 px of the previous one share a row.
    const centres = await header.evaluate((h) =>
      ['.brand', '.language-switch', '.account-button', '.product-nav']
        .map((s) => {
          const r = h.querySelector(s)!.getBoundingClientRect();
          return r.top + r.height / 2;
        })
        .sort((x, y) => x - y),
    );
    const counted = centres.reduce((n, c, i) => (i > 0 && c - centres[i - 1]! > 16 ? n + 1 : n), 1);
    expect(counted, centres.join()).toBe(rows);
  });
