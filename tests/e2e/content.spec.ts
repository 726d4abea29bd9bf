import { protectionTermsPath } from '../../src/lib/domain/booking/checkout-protections';
import { expect, expectNoAxeViolations, test } from './helpers/fixtures';
import { frPath, frontmatter, termsPages } from './helpers/content';
import { expectAt } from './helpers/flows';

for (const lang of ['en', 'fr'] as const) {
  for (const page of termsPages) {
    const path = lang === 'en' ? page.path : frPath(page.path);
    test(`${path} states its rules with the spec's numbers`, async ({ page: p }) => {
      const { title, description } = frontmatter('terms', lang, page.slug);
      const res = await p.goto(path);
      expect(res?.status()).toBe(200);
      await expect(p.locator('html')).toHaveAttribute('lang', lang);
      await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(p.getByRole('main')).toContainText(page.number[lang]);
      await expect(p.locator('meta[name="description"]')).toHaveAttribute('content', description ?? '');
      await expect(p.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://travel.example${path}`);
      await expectNoAxeViolations(p);
    });
  }
}

test('cancel for any reason reads 80% in English and 80 % in French, and the language switch keeps the page', async ({ page }) => {
  await page.goto('/terms/cancel-for-any-reason/');
  await expect(page.getByRole('main')).toContainText('80%');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expectAt(page, '/fr/terms/cancel-for-any-reason/');
  await expect(page.getByRole('heading', { level: 1, name: frontmatter('terms', 'fr', 'cancel-for-any-reason').title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/80\s%/);
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
  await expectAt(page, '/terms/cancel-for-any-reason/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

// The offer at checkout and the confirmation link each protection to its terms (protectionTermsPath,
// under /fr/ in French): the anchor must land on the protection's section, and the section states
// the price checkout charges, in the page's language.
const anchoredTerms = {
  Chfar: {
    en: 'Change for any reason',
    fr: 'Modification pour toute raison',
    price: { en: /12% .*US\$10 per traveler/, fr: /12\s%.*10\s\$\sUS par voyageur/ },
  },
  DisruptionAssistance: {
    en: 'Flight disruption assistance',
    fr: 'Assistance en cas de perturbation de vol',
    price: { en: /6% .*US\$9 per traveler/, fr: /6\s%.*9\s\$\sUS par voyageur/ },
  },
} as const;
for (const lang of ['en', 'fr'] as const) {
  test(`(${lang}) a protection's terms link lands on its section, which states the price`, async ({ page }) => {
    for (const [product, { price, ...heading }] of Object.entries(anchoredTerms)) {
      const link = protectionTermsPath[product as keyof typeof anchoredTerms];
      const anchor = link.split('#')[1] ?? '';
      await page.goto(lang === 'en' ? link : frPath(link));
      const section = page.getByRole('heading', { level: 2, name: heading[lang] });
      await expect(section).toHaveAttribute('id', anchor);
      await expect(section).toBeInViewport();
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: price[lang] })).toHaveCount(1);
      await expectNoAxeViolations(page);
    }
    await page.goto(lang === 'en' ? protectionTermsPath.Cfar : frPath(protectionTermsPath.Cfar));
    await expect(page.getByRole('main')).toContainText(lang === 'en' ? /20% .*US\$15 per traveler/ : /20\s%.*15\s\$\sUS par voyageur/);
  });
}

test('every page names its French and English alternates with absolute URLs', async ({ page }) => {
  await page.goto('/faq/');
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', 'https://travel.example/fr/faq/');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', 'https://travel.example/faq/');
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'https://travel.example/faq/');
});

for (const lang of ['en', 'fr'] as const) {
  test(`the FAQ (${lang}) groups questions, and its table of contents jumps to a stable anchor`, async ({ page }) => {
    const prefix = lang === 'en' ? '' : '/fr';
    await page.goto(`${prefix}/faq/`);
    const toc = page.getByRole('navigation', { name: lang === 'en' ? 'On this page' : 'Sur cette page' });
    const groups =
      lang === 'en'
        ? ['Booking', 'Payment and rewards', 'Changes and cancellations', 'Protections', 'Corporate travel']
        : ['Réservation', 'Paiement et récompenses', 'Modifications et annulations', 'Protections', 'Voyages d’affaires'];
    for (const g of groups) await expect(page.getByRole('heading', { level: 2, name: g })).toBeVisible();
    const question = frontmatter('faq', lang, 'cancel-a-flight').question ?? '';
    await toc.getByRole('link', { name: question }).click();
    await expectAt(page, `${prefix}/faq/#cancel-a-flight`);
    await expect(page.getByRole('heading', { level: 3, name: question })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
}

test('home offers the search, the earn rates and the ways on, without signing in', async ({ page }) => {
  await page.goto('/');
  const home = frontmatter('pages', 'en', 'home');
  await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
  // Search first (issue 23; home.spec.ts tests the tabs): one tab per built product, the rest coming soon.
  await expect(page.getByRole('tablist', { name: 'What to search' }).getByRole('tab')).toHaveCount(7);
  await expect(page.getByText('Coming soon: Packages')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earn on every trip' })).toContainText('10X on hotels');
  await expect(page.getByRole('region', { name: 'Earn on every trip' })).toContainText('5% on hotels');
  await expect(page.getByRole('contentinfo')).toContainText('1-800-555-0142');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/startsession/');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Travel offers' }).first().click();
  await expectAt(page, '/travel-offers/');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel offers' })).toBeVisible();
  await expect(
    page
      .getByRole('list')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('French home, premium offers and the travel sale with destinations from runtime config', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.getByRole('heading', { level: 1, name: frontmatter('pages', 'fr', 'home').heading })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Des récompenses à chaque voyage' })).toContainText('10X');
  await expectNoAxeViolations(page);

  await page.goto('/fr/premium-offers/');
  await expect(page.getByRole('heading', { level: 1, name: 'Offres de prestige' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/travelsale/');
  const sale = frontmatter('sale', 'en', 'travelsale');
  await expect(page.getByRole('heading', { level: 1, name: sale.heading })).toBeVisible();
  await expect(page.getByRole('region', { name: sale.flightsHeading })).toContainText('Flights to LAX');
  await expect(page.getByRole('region', { name: sale.hotelsHeading })).toContainText('Stays in Paris');
  await expectNoAxeViolations(page);
});

test('the travel-app webview landing has no site header or footer', async ({ page }) => {
  await page.goto('/webview/');
  await expect(page.getByRole('heading', { level: 1, name: frontmatter('pages', 'en', 'webview').heading })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const [path, heading] of [
  ['/access-denied/', /access/i],
  ['/access-denied-not-beta/', /./],
  ['/acknowledgement/', /./],
] as const) {
  test(`${path} explains itself and offers a way home without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });
}

test('an unknown page answers 404 in both languages with ways home', async ({ page }) => {
  const res = await page.goto('/terms/no-such-thing/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/fr/');
  await expectNoAxeViolations(page);
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('Sitemap: https://travel.example/sitemap-index.xml');
});
