import { createUser, expect, expectNoAxeViolations, signInAs, test, type UserKind } from './helpers/fixtures';

/** Texts per language, from src/lib/client/i18n/locales/<lang>/*.json. */
const text = {
  en: {
    prefix: '',
    pages: [
      { path: '/auth/startsession/', heading: 'Sign in' },
      { path: '/auth/invalidsession/', heading: 'Your session has ended' },
      { path: '/auth/ftux/', heading: 'Welcome', link: 'Sign in to get started.' },
      { path: '/access-denied/', heading: "You don't have access to this page" },
      { path: '/access-denied-not-beta/', heading: "Your company isn't part of this preview yet" },
      { path: '/acknowledgement/', heading: 'Your company needs to accept the travel terms' },
    ],
    greeting: 'Welcome, Cora',
    welcome: 'Welcome, Cora!',
    policy: 'Travel policy',
    approval: 'Trips need approval: your administrator reviews each booking within 24 hours.',
    flights: 'Flights',
    shortFlights: 'Short flights',
    consumer: 'Travel policies apply to company travel accounts. Your personal card has no booking limits here.',
    skip: 'Skip to main content',
    menu: 'Account menu: Cora Lindqvist',
    signOut: 'Sign out',
  },
  fr: {
    prefix: '/fr',
    pages: [
      { path: '/auth/startsession/', heading: 'Connexion' },
      { path: '/auth/invalidsession/', heading: 'Votre session est terminée' },
      { path: '/auth/ftux/', heading: 'Bienvenue', link: 'Connectez-vous pour commencer.' },
      { path: '/access-denied/', heading: "Vous n'avez pas accès à cette page" },
      { path: '/access-denied-not-beta/', heading: "Votre entreprise ne fait pas encore partie de l'aperçu" },
      { path: '/acknowledgement/', heading: 'Votre entreprise doit accepter les conditions de voyage' },
    ],
    greeting: 'Bienvenue, Cora',
    welcome: 'Bienvenue, Cora !',
    policy: 'Politique de voyage',
    approval: 'Les voyages doivent être approuvés : votre administrateur examine chaque réservation dans les 24 heures.',
    flights: 'Vols',
    shortFlights: 'Vols courts',
    consumer:
      "Les politiques de voyage s'appliquent aux comptes de voyage d'entreprise. Votre carte personnelle n'a aucune limite de réservation ici.",
    skip: 'Aller au contenu principal',
    menu: 'Menu du compte : Cora Lindqvist',
    signOut: 'Se déconnecter',
  },
} as const;

for (const [lang, t] of Object.entries(text)) {
  test.describe(`${lang}`, () => {
    for (const p of t.pages) {
      test(`signed out, ${t.prefix}${p.path} has no axe violations`, async ({ page }) => {
        await page.goto(`${t.prefix}${p.path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: p.heading, exact: true })).toBeVisible();
        if ('link' in p) await expect(page.getByRole('link', { name: p.link })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test('signed in as a corporate admin: profile, ftux and the travel policy have no axe violations', async ({ page }) => {
      await signInAs(page, await createUser(page.request, 'corporate-admin'));
      await page.goto(`${t.prefix}/profile/`);
      await expect(page.getByRole('heading', { level: 1, name: t.greeting })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${t.prefix}/auth/ftux/`);
      await expect(page.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${t.prefix}/travel-policies/`);
      await expect(page.getByRole('heading', { level: 1, name: t.policy })).toBeVisible();
      await expect(page.getByText(t.approval)).toBeVisible();
      const flights = page.getByRole('table', { name: t.flights });
      await expect(flights.getByRole('rowheader', { name: t.shortFlights })).toBeVisible();
      await expect(flights.getByRole('row')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });

    test('signed in as a consumer: the travel policy page explains it does not apply', async ({ page }) => {
      await signInAs(page, await createUser(page.request, 'consumer' satisfies UserKind));
      await page.goto(`${t.prefix}/travel-policies/`);
      await expect(page.getByRole('heading', { level: 1, name: t.policy })).toBeVisible();
      await expect(page.getByText(t.consumer)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
      await page.goto(`${t.prefix}/auth/startsession/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The built form stays disabled until its island hydrates (no native submit with the password
      // in the URL); until then Tab rightly skips it.
      await expect(page.getByRole('main').getByRole('textbox').first()).toBeEnabled();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t.skip });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next Tab continues inside main, not back in the header.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    });

    test('the account menu opens with Enter and Space and closes with Escape', async ({ page }) => {
      await signInAs(page, await createUser(page.request, 'corporate-admin'));
      await page.goto(`${t.prefix}/profile/`);
      await expect(page.getByRole('heading', { level: 1, name: t.greeting })).toBeVisible();
      const menu = page.getByRole('button', { name: t.menu });
      const signOut = page.getByRole('button', { name: t.signOut });

      // Reached from the keyboard, not by clicking.
      for (let i = 0; i < 15 && !(await menu.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(menu).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(signOut).toBeHidden();

      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(signOut).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(signOut).toBeHidden();
      await expect(menu).toBeFocused();

      await page.keyboard.press('Space');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(signOut).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(signOut).toBeHidden();
    });
  });
}

test('an unknown path answers 404 with a page that has no axe violations', async ({ page }) => {
  const res = await page.goto('/no-such-page/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});
