import { CONFIRM, consumer, slot } from './helpers/checkout';
import { expect, expectNoAxeViolations, LONG_JOURNEY_MS, test, torontoDay } from './helpers/fixtures';
import { searchJfkLaxByKeyboard, tabTo } from './helpers/keyboard';

// Issue 23: from the search form to a booked trip with the keyboard alone (Tab, arrows, Enter,
// Space), with axe on each screen on the way.

test('keyboard only: search JFK–LAX, choose the outbound, the return and a fare, book', async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS * 2);
  await consumer(page, { givenName: 'Kim', surname: 'Keyes' });
  await page.goto('/flights/search/');
  const form = page.getByRole('form', { name: 'Flight search' });
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');

  await expectNoAxeViolations(page);
  await searchJfkLaxByKeyboard(page);
  await expect(page).toHaveURL(new RegExp(`/flights/shop/\\?tripType=roundTrip&slice=JFK%2CLAX%2C${torontoDay(21)}&`));

  // The outbound: its Select, past the forecast, the nearby dates and the filters.
  const rows = (name: string) => page.getByRole('list', { name }).getByRole('listitem');
  await expect(rows('Choose your outbound flight').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(
    page,
    rows('Choose your outbound flight')
      .first()
      .getByRole('button', { name: /^Select / }),
    150,
  );
  await page.keyboard.press('Enter');
  // The return step takes the focus to its heading, and Tab goes on from there.
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your return flight' })).toBeFocused();
  const back = rows('Choose your return flight').first();
  await tabTo(page, back.getByRole('button', { name: /^Details/ }), 150);
  await page.keyboard.press('Enter');
  const fare = back.getByRole('button', { name: /^Select .* fare, \$\d/ }).first();
  await tabTo(page, fare);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');

  // Review and book: the saved traveler, then Book.
  await expect(page.getByRole('heading', { level: 1, name: 'Review and book' })).toBeVisible();
  await tabTo(page, slot(page));
  await page.keyboard.press('ArrowDown');
  await expect(slot(page).locator('option:checked')).toHaveText(/Kim Keyes/);
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Book', exact: true }), 150);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(CONFIRM);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expectNoAxeViolations(page);
});
