import type { Page } from '@playwright/test';
// expectNoAxeViolations runs WCAG 2.2 AA with target-size on.
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay } from './helpers/fixtures';
import { tabTo } from './helpers/keyboard';

// The stays search (…/search/) and its results (…/availability/), SPEC §2: Paris, 3 nights,
// 2 adults, chosen with the keyboard; then 4+ stars and free cancellation.

/** React's hydration errors (the pages are built before anyone signs in, then hydrate with the URL's search). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

async function signedInAt(page: Page, path: string) {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Stay search' });
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
}

async function resultsShown(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ stays?$/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

test('keyboard only: Paris, 3 nights, 2 adults; then 4+ stars and free cancellation', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const errors = hydrationErrors(page);
  await signedInAt(page, '/stays/search/');
  await expectNoAxeViolations(page);

  const where = page.getByRole('combobox', { name: 'Where to?' });
  await tabTo(page, where, 40);
  await expect(where).toHaveAttribute('aria-controls', /listbox/);
  await page.keyboard.type('Paris');
  await expect(page.getByRole('option', { name: /Paris/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(where).toHaveValue(/Paris/);

  const dates = page.getByRole('button', { name: /^Dates/ });
  await tabTo(page, dates, 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Check-in and check-out' });
  await expect(dialog.getByRole('grid').locator('[tabindex="0"]')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter'); // check-in: the default, today + 2
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter'); // check-out: 3 nights later
  await expect(dialog).toBeHidden();
  await expect(dates).toBeFocused();
  await expect(dates).toContainText('3 nights');

  await expect(page.getByRole('combobox', { name: 'Adults' })).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: 'Search stays' }), 40);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/stays\/availability\/\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('loc')).toMatch(/^city:Paris/);
  expect(url.searchParams.get('checkIn')).toBe(torontoDay(2));
  expect(url.searchParams.get('checkOut')).toBe(torontoDay(5));
  expect(url.searchParams.get('adults')).toBe('2');
  await expect(page.getByRole('heading', { level: 1, name: /^Stays in Paris/ })).toBeVisible();
  await resultsShown(page);
  // Desktop: list and map side by side.
  await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible();
  await expectNoAxeViolations(page);

  const filters = page.locator('.sr-filters');
  await filters.getByRole('checkbox', { name: /^5 stars/ }).check();
  await expect(page).toHaveURL(/stars=5/);
  await filters.getByRole('checkbox', { name: /^4 stars/ }).check();
  await filters.getByRole('checkbox', { name: /^Free cancellation/ }).check();
  await expect(page).toHaveURL(/stars=4%2C5.*free=1/);
  await resultsShown(page);
  const cards = page.getByRole('article');
  for (const card of await cards.all()) {
    await expect(card.getByText(/^[45] stars$/)).toBeAttached();
    await expect(card.getByText('Free cancellation', { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('on a 390 px phone: search hotels, the list, then the map', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAt(page, '/hotels/search/');
  const where = page.getByRole('combobox', { name: 'Where to?' });
  await where.click();
  await expect(where).toHaveAttribute('aria-controls', /listbox/);
  await where.fill('Paris');
  await page.getByRole('option', { name: /Paris/ }).first().click();
  await expect(page.getByRole('button', { name: /^Dates/ })).toContainText('4 nights');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Search hotels' }).click();

  await page.waitForURL(/\/hotels\/availability\/\?/);
  await resultsShown(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('region', { name: 'Map of the results' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible();
  await expectNoAxeViolations(page);
  // French, vacation rentals with a pet: longer words, unavailable rentals with their reasons; still no sideways scroll.
  const url = new URL(page.url());
  url.pathname = '/fr/premium-stays/vacation-rentals/availability/';
  url.searchParams.set('pets', '1');
  url.searchParams.delete('view');
  await page.goto(url.toString());
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test('saved hotel preferences filter the first time, say so, and one control drops them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createUser(page.request, 'consumer');
  const token = await signInAs(page, user);
  const saved = { starRatings: [4], amenities: ['Pool'], freeCancellationOnly: true };
  expect((await apiCall(page.request, 'PUT', '/api/v0/user/preference/hotel', saved, token)).status()).toBe(200);
  const stay = `loc=${encodeURIComponent('city:Paris|FR')}&label=Paris&checkIn=${torontoDay(2)}&checkOut=${torontoDay(5)}&adults=2&children=0`;
  await page.goto(`/hotels/availability/?${stay}`);
  await expect(page.getByText('Filters from your hotel preferences')).toBeVisible();
  await expect(page).toHaveURL(/stars=4.*amenities=Pool.*free=1.*prefs=1/);
  await resultsShown(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: "Don't use my preferences" }).click();
  await expect(page.getByText('Filters from your hotel preferences')).toBeHidden();
  await expect(page).toHaveURL(/prefs=0/);
  await expect(page).not.toHaveURL(/stars=/);
  await resultsShown(page);

  // A place the API does not know: its error text, by field, and a way back.
  await page.goto(`/hotels/availability/?${stay.replace('Paris%7CFR', 'Atlantis%7CXX')}&prefs=0`);
  await expect(page.getByRole('alert')).toContainText("Destination: We don't have stays in this place.");
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', /\/hotels\/search\/\?loc=/);
  await expectNoAxeViolations(page);
});

test('prices in miles (SPEC §9 Miles and Cash) stay in the URL; the empty destination offers the recent stay search', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const user = await createUser(page.request, 'consumer'); // a Venture X account: miles that can pay
  await signInAs(page, user);
  const stay = `loc=${encodeURIComponent('city:Paris|FR')}&label=Paris&checkIn=${torontoDay(2)}&checkOut=${torontoDay(5)}&adults=2&children=0&prefs=0`;
  const remembered = page.waitForResponse((r) => r.url().endsWith('/api/v0/productFeed/recentlySearched'));
  await page.goto(`/stays/availability/?${stay}`);
  await resultsShown(page);
  await remembered;
  const unit = page.getByRole('group', { name: 'Show prices in' });
  await expect(unit.getByRole('radio', { name: 'Cash' })).toBeChecked();
  const card = page.getByRole('article').filter({ hasText: 'per night' }).first();
  await expect(card.locator('.sr-nightly')).toContainText('$');
  await expect(card).toContainText(/or [\d,]+ miles/);

  await unit.getByRole('radio', { name: 'Miles' }).check();
  await expect(page).toHaveURL(/prices=rewards/);
  await expect(card.locator('.sr-nightly')).toContainText(/^[\d,]+ miles per night$/);
  await expect(card).toContainText(/[\d,]+ miles total for 3 nights/);
  await expect(card).toContainText(/or \$[\d,]+\.\d\d/);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Miles' })).toBeChecked();
  await expect(page.getByRole('article').first().locator('.sr-nightly')).toContainText('miles');

  await page.goto('/stays/search/');
  const where = page.getByRole('combobox', { name: 'Where to?' });
  await expect(page.locator('astro-island', { has: where })).not.toHaveAttribute('ssr');
  await where.focus(); // the autocomplete loads on first focus and takes the field over
  await expect(where).toHaveAttribute('aria-controls', /listbox/);
  await where.fill('');
  await page.keyboard.press('ArrowDown');
  const recent = page.getByRole('group', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: /Paris/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(where).toHaveValue(/Paris/);
});
