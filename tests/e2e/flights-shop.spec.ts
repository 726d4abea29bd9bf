import type { Locator, Page } from '@playwright/test';
import { createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay, LONG_JOURNEY_MS } from './helpers/fixtures';

// /flights/shop/ (SPEC §2): results, outbound then return, sort, filters, states, history.

const roundTrip = (extra = '') =>
  `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${torontoDay(30)}&slice=LAX,JFK,${torontoDay(37)}&adt=1&cnn=0&inf=0&ins=0${extra}`;

async function signedInAt(page: Page, path: string) {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);
  await page.goto(path);
}

const results = (page: Page) => page.getByRole('list', { name: /^Choose your/ });
const rows = (page: Page) => results(page).getByRole('listitem');
const minutes = (text: string) => {
  const h = /(\d+) hr/.exec(text);
  const m = /(\d+) min/.exec(text);
  return Number(h?.[1] ?? 0) * 60 + Number(m?.[1] ?? 0);
};
const durations = async (list: Locator) => (await list.locator('.shop-duration .shop-strong').allTextContents()).map(minutes);

test('round trip JFK–LAX: sort by duration, nonstop only, outbound then return, then a fare', async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  // The run's fake clock (fixtures.ts) stubs the Performance timeline: the marks made are counted here.
  await page.addInitScript(() => {
    const marks: string[] = ((window as unknown as { __marks: string[] }).__marks = []);
    const mark = performance.mark.bind(performance);
    performance.mark = (name, options) => (marks.push(name), mark(name, options));
  });
  // Prerendered without a session, hydrated with one: no React error (a mismatch throws here).
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signedInAt(page, roundTrip());
  await expect(page.getByRole('heading', { level: 1, name: 'New York to Los Angeles' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your outbound flight' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.shop-status')).toHaveText(/outbound flights$/);
  // The bench's mark: set once the first row is on the page.
  expect(await page.evaluate(() => (window as unknown as { __marks: string[] }).__marks)).toEqual(['flights:first-result']);
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('duration');
  await expect(page).toHaveURL(/[?&]sort=duration(&|$)/);
  const sorted = await durations(results(page));
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('radio', { name: /Nonstop only/ }).check();
  await expect(page).toHaveURL(/[?&]stops=NONE(&|$)/);
  await expect(rows(page).first()).toBeVisible();
  const stops = await results(page).locator('.shop-stops .shop-strong').allTextContents();
  expect(new Set(stops)).toEqual(new Set(['Nonstop']));

  await rows(page)
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your return flight' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]step=return&outbound=[A-Z0-9]{2}\d+\.\d{12}/);
  await expect(page.getByRole('region', { name: 'Your outbound flight' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const first = rows(page).first();
  await first.getByRole('button', { name: /^Details/ }).click();
  const choose = first.getByRole('button', { name: /^Select .* fare, \$\d/ }).first();
  await expect(choose).toBeVisible();
  await expectNoAxeViolations(page);
  await choose.click();

  // Choosing a fare goes on to review and book, with the choice kept for that page.
  await expect(page).toHaveURL(/\/flights\/book\/$/);
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.flightSelection') ?? 'null'));
  expect(stored).toMatchObject({ search: { tripType: 'roundTrip' }, slices: [{ origin: 'JFK' }, { origin: 'LAX' }] });

  // Back shows the choice with a way on to booking, or to change it.
  await page.goBack();
  const trip = page.getByRole('region', { name: 'Your trip' });
  await expect(trip).toContainText('Outbound');
  await expect(trip).toContainText('Return');
  await expect(trip.locator('.shop-amount')).toHaveText(/^\$\d[\d,]*$/);
  await expect(trip.getByRole('link', { name: 'Continue to review and book' })).toHaveAttribute('href', '/flights/book/');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Change flights or fare' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your return flight' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('in French, reached from the language switch with the search kept', async ({ page }) => {
  await signedInAt(page, roundTrip('&sort=duration'));
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  // The shop may rewrite its address as its list settles (commas then read %2C): either is the same search.
  await expect(page).toHaveURL(/\/fr\/flights\/shop\/\?tripType=roundTrip&slice=JFK(,|%2C)LAX(,|%2C).*sort=duration/);
  await expect(page.getByRole('heading', { level: 1, name: 'New York à Los Angeles' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choisissez votre vol aller' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Choisissez votre vol aller' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier la recherche' })).toHaveAttribute('href', /^\/fr\/flights\/search\/\?/);
});

test('Back and Forward move between the steps and keep the open row and the scroll', async ({ page }) => {
  await signedInAt(page, roundTrip());
  await expect(rows(page).nth(5)).toBeVisible();
  const sixth = rows(page).nth(5);
  await sixth.getByRole('button', { name: /^Details/ }).click();
  await sixth.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await sixth.getByRole('button', { name: 'Select this outbound flight' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your return flight' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your outbound flight' })).toBeVisible();
  await expect(
    rows(page)
      .nth(5)
      .getByRole('button', { name: /^Hide details/ }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your return flight' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your outbound flight' })).toBeVisible();
});

test('filters that hide everything: a message and Clear filters', async ({ page }) => {
  await signedInAt(page, roundTrip('&maxdur=60&nolcc=1'));
  await expect(page.getByRole('heading', { name: 'No flights match your filters' })).toBeVisible();
  await expect(page.locator('.shop-status')).toHaveText('No flights match your filters.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page).not.toHaveURL(/maxdur|nolcc/);
});

test('a failed search: the error texts, then Search again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v0/flights/search', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'Internal', message: 'boom' } }),
        })
      : route.fallback(),
  );
  await signedInAt(page, roundTrip());
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Uh oh! We were unable to process your search request.' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expectNoAxeViolations(page);
  fail = false;
  await alert.getByRole('button', { name: 'Search again' }).click();
  await expect(rows(page).first()).toBeVisible();
});

test('nothing flies: a message and Change search', async ({ page }) => {
  await page.route('**/api/v0/flights/search', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        itineraries: [],
        airlines: [],
        airports: [],
        total: 0,
        found: 0,
        offset: 0,
        limit: 500,
        facets: { stops: {}, airlines: [], price: null, durationMinutes: null },
      }),
    }),
  );
  await signedInAt(page, roundTrip());
  await expect(page.getByRole('heading', { name: 'No flights for this trip' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Change search' }).click();
  await expect(page).toHaveURL(/\/flights\/search\/\?tripType=roundTrip&/);
});

test('a link without a usable search goes to the search form with it', async ({ page }) => {
  await signedInAt(page, '/flights/shop/?tripType=oneWay&slice=JFK,,2020-01-01&adt=1');
  await expect(page).toHaveURL(/\/flights\/search\/\?tripType=oneWay&slice=JFK%2C%2C2020-01-01&adt=1(&|$)/);
});

test('Edit search keeps the search', async ({ page }) => {
  await signedInAt(page, roundTrip());
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('link', { name: 'Edit search' }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/search/\\?tripType=roundTrip&slice=JFK%2CLAX%2C${torontoDay(30)}&`));
});

test('multi-city with 3 flights: whole trips, every flight on the row, the route in the title', async ({ page }) => {
  const q = `tripType=multiCity&slice=JFK,LAX,${torontoDay(30)}&slice=LAX,ORD,${torontoDay(33)}&slice=ORD,JFK,${torontoDay(36)}&adt=1`;
  await signedInAt(page, `/flights/shop/?${q}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your flights' })).toBeVisible();
  const trips = page.getByRole('list', { name: 'Choose your flights' }).getByRole('listitem');
  await expect(trips.first()).toBeVisible();
  for (const leg of ['JFK–LAX', 'LAX–ORD', 'ORD–JFK']) await expect(trips.first().getByText(leg)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the fare class sets the prices, and the forecast’s today is the cheapest price shown (issue 23 #3)', async ({ page }) => {
  const cheapest = async () => {
    await expect(rows(page).first()).toBeVisible();
    return (await results(page).locator('.shop-amount').first().textContent()) ?? '';
  };
  const today = (price: string) => page.getByText(`Today's lowest price: ${price}`, { exact: true });

  await signedInAt(page, roundTrip('&fareClass=basic&sort=price'));
  const basic = await cheapest();
  await expect(today(basic)).toBeVisible();
  await page.goto(roundTrip('&fareClass=standard&sort=price'));
  const standard = await cheapest();
  expect(Number(standard.replace(/\D/g, ''))).toBeGreaterThan(Number(basic.replace(/\D/g, '')));
  await expect(today(standard)).toBeVisible();
  await expectNoAxeViolations(page);

  // A multi-city trip for two: the forecast prices the whole trip, both travelers.
  const q = `tripType=multiCity&slice=JFK,LHR,${torontoDay(30)}&slice=LHR,CDG,${torontoDay(33)}&slice=CDG,JFK,${torontoDay(36)}&adt=2`;
  await page.goto(`/flights/shop/?${q}&sort=price`);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your flights' })).toBeVisible();
  await expect(today(await cheapest())).toBeVisible();
});
