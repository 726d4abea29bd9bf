import type { Page } from '@playwright/test';
import runtime from '../../config/runtime.json' with { type: 'json' };
import { createUser, expect, expectNoAxeViolations, LONG_JOURNEY_MS, signInAs, test, torontoDay } from './helpers/fixtures';
import { expectAt, submitSignIn } from './helpers/flows';
import { searchJfkLaxByKeyboard, tabTo } from './helpers/keyboard';

// Issue 23, "home page search first": the product tabs with the real search forms on the landing
// page, in both languages, public (no sign-in to look), and sale destinations with drawn pictures.

const texts = {
  en: {
    prefix: '',
    tabs: ['Flights', 'Hotels', 'Stays', 'Premium stays', 'Vacation rentals', 'Cars', 'Activities'],
    tablist: 'What to search',
    flightForm: 'Flight search',
    stayForm: 'Stay search',
    flightsTo: 'Flights to Los Angeles',
  },
  fr: {
    prefix: '/fr',
    tabs: ['Vols', 'Hôtels', 'Séjours', 'Séjours de prestige', 'Locations de vacances', 'Voitures', 'Activités'],
    tablist: 'Que rechercher',
    flightForm: 'Recherche de vols',
    stayForm: "Recherche d'hébergement",
    flightsTo: 'Vols vers Los Angeles',
  },
} as const;

async function hydrated(page: Page, form: string) {
  await expect(page.locator('astro-island', { has: page.getByRole('form', { name: form }) })).not.toHaveAttribute('ssr');
}
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

for (const lang of ['en', 'fr'] as const) {
  const l = texts[lang];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`${lang} ${viewport.width} px: tabs of the built products over the flight form, sale destinations, signed out`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${l.prefix}/`);
      await hydrated(page, l.flightForm);
      const tabs = page.getByRole('tablist', { name: l.tablist }).getByRole('tab');
      await expect(tabs).toHaveText([...l.tabs]);
      await expect(page.getByRole('tab', { name: l.tabs[0] })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: l.tabs[0] }).getByRole('form', { name: l.flightForm })).toBeVisible();
      // Packages have no search page yet: no tab.
      await expect(page.getByRole('tab', { name: lang === 'en' ? 'Packages' : 'Forfaits' })).toHaveCount(0);

      const cards = page
        .getByRole('list')
        .filter({ has: page.getByRole('link', { name: l.flightsTo }) })
        .getByRole('listitem');
      await expect(cards).toHaveCount(runtime.travelSale.flightDestinations.length);
      for (const [i, code] of runtime.travelSale.flightDestinations.entries()) {
        const card = cards.nth(i);
        await expect(card.locator('svg.destination-art')).toBeVisible();
        await expect(card.getByRole('link')).toHaveAttribute(
          'href',
          `${l.prefix}/flights/search/?destination=${code}&placement=travel_sale_homepage`,
        );
      }
      await expect(
        page.getByRole('region', { name: lang === 'en' ? 'Earn on every trip' : 'Des récompenses à chaque voyage' }),
      ).toContainText('10X');
      // Public: a signed-out visitor stays on the page.
      await expectAt(page, `${l.prefix}/`);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
    });
  }

  test(`${lang}: the arrow keys choose the Hotels tab, whose stays form loads and survives a reload`, async ({ page }) => {
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto(`${l.prefix}/`);
    await hydrated(page, l.flightForm);
    const flights = page.getByRole('tab', { name: l.tabs[0] });
    await tabTo(page, flights);
    await page.keyboard.press('ArrowRight');
    const hotels = page.getByRole('tab', { name: l.tabs[1] });
    await expect(hotels).toBeFocused();
    await expect(hotels).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: l.tabs[1] }).getByRole('form', { name: l.stayForm })).toBeVisible();
    await expect(page.getByRole('form', { name: l.flightForm })).toHaveCount(0);
    // The forms keep their fields in the query; the tab is the hash.
    await expect.poll(() => new URL(page.url()).hash).toBe('#hotels');
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('form', { name: l.stayForm })).toBeVisible();
    await expect(page.getByRole('tab', { name: l.tabs[1] })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: l.tabs[1] }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: l.tabs[6] })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('form', { name: l.flightForm })).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash).toBe('#flights');
  });
}

test('keyboard only: a flight search from the home page reaches the results', async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await signInAs(page, await createUser(page.request, 'consumer'));
  await page.goto('/');
  await hydrated(page, 'Flight search');
  await searchJfkLaxByKeyboard(page);
  await expect(page).toHaveURL(new RegExp(`/flights/shop/\\?tripType=roundTrip&slice=JFK%2CLAX%2C${torontoDay(21)}&`));
  await expect(page.getByRole('list', { name: 'Choose your outbound flight' }).getByRole('listitem').first()).toBeVisible();
});

test('a sale destination on the home page opens the flight search to it, through sign-in', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await page.goto('/');
  await page.getByRole('link', { name: 'Flights to Los Angeles' }).click();
  await expectAt(page, '/auth/startsession/');
  await submitSignIn(page, user);
  // A first session is greeted first; the search waits in the return path.
  const explore = page.getByRole('button', { name: 'Start exploring' });
  await expect(explore.or(page.getByRole('form', { name: 'Flight search' }))).toBeVisible();
  if (await explore.isVisible()) await explore.click();
  await expect(page).toHaveURL(/\/flights\/search\/\?/);
  await hydrated(page, 'Flight search');
  await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue(/\(LAX\)/);
  expect(new URL(page.url()).searchParams.get('placement')).toBe('travel_sale_homepage');
});

test('a company’s traveler reads about company travel on the home page, not about earning rewards', async ({ page }) => {
  const lead = /Pay with your card, your rewards or both/;
  await signInAs(page, await createUser(page.request, 'consumer'));
  await page.goto('/');
  await expect(page.getByText(lead)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /earn/i })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, await createUser(page.request, 'corporate-invoiced'));
  await page.goto('/');
  await expect(page.getByText("Book your company's flights, hotels, cars and more in one place, within your travel policy.")).toBeVisible();
  await expect(page.getByText(lead)).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /earn/i })).toHaveCount(0);
  await expect(page.getByText(/Every trip you book here earns rewards/)).toBeHidden();
  await expectNoAxeViolations(page);
});
