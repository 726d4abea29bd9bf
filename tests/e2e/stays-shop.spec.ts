import type { Locator, Page } from '@playwright/test';
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay } from './helpers/fixtures';

// The stay details page (SPEC §2 hotels/shop): gallery, rooms and their rates, the refundable
// variant chosen from the keyboard, and the page's error states.

const CHECK_IN = torontoDay(20);
const CHECK_OUT = torontoDay(23);
const STAY = `checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&adults=2&children=0&pets=0`;

interface Details {
  lodging: { id: string; name: string };
  rooms: { products: { variant: string }[] }[];
}

/** A Paris hotel of the availability answer whose rooms include a refundable (CFAR) variant. */
async function parisHotelWithCfar(page: Page, token: string): Promise<{ id: string; name: string }> {
  const res = await apiCall(
    page.request,
    'POST',
    '/api/v0/hotels/availability',
    {
      location: { kind: 'Market', id: 'city:Paris|FR' },
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: { adults: 2, children: 0, pets: 0 },
      kinds: ['hotel'],
      page: { offset: 0, limit: 30 },
    },
    token,
  );
  expect(res.status()).toBe(200);
  const { lodgings } = (await res.json()) as { lodgings: { id: string; name: string; availability: { kind: string } }[] };
  for (const l of lodgings.filter((h) => h.availability.kind === 'Available')) {
    const d = await apiCall(
      page.request,
      'POST',
      '/api/v0/lodging/details',
      { id: l.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: { adults: 2, children: 0, pets: 0 } },
      token,
    );
    const details = (await d.json()) as Details;
    if (details.rooms.some((r) => r.products.some((p) => p.variant === 'RefundableRoom'))) return { id: l.id, name: l.name };
  }
  throw new Error('no Paris hotel with a refundable variant for the stay');
}

/** Tab (never a click) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached the target with Tab');
}

test('keyboard only: open a Paris hotel, choose its Cancel-for-any-reason rate, land on the book page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const user = await createUser(page.request, 'consumer');
  const token = await signInAs(page, user);
  const hotel = await parisHotelWithCfar(page, token);

  await page.goto(`/hotels/shop/?lodgingId=${hotel.id}&source=SearchPage&${STAY}`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Save ${hotel.name} to favorites` })).toBeVisible();

  // The gallery answers the arrow keys.
  const gallery = page.getByRole('region', { name: `Photos of ${hotel.name}` });
  await gallery.getByRole('button', { name: 'Next photo' }).focus();
  await page.keyboard.press('Enter');
  await expect(gallery.getByText(/^Photo 2 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText(/^Photo 3 of \d+$/)).toBeVisible();

  // The refundable variant reads as Cancel for any reason, with its coverage and terms.
  const cfar = page.getByRole('link', { name: /^Reserve .*, Cancel for any reason, .* total$/ }).first();
  await expect(cfar).toBeVisible();
  await expect(page.getByText(/Cancel for any reason until check-in and get \d+% back/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Cancel for any reason' }).first()).toHaveAttribute(
    'href',
    '/terms/cancel-for-any-reason/',
  );
  await expectNoAxeViolations(page);

  await page.locator('body').focus();
  await tabTo(page, cfar);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(
      `/hotels/book/\\?lodgingId=${hotel.id}&roomId=[^&]+&rateId=[^&]+-cfar&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&adults=2&children=0&pets=0$`,
    ),
  );
  expect(errors).toEqual([]);
});

test('change the dates: the address and the rooms follow', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  const token = await signInAs(page, user);
  const hotel = await parisHotelWithCfar(page, token);
  await page.goto(`/stays/shop/?lodgingId=${hotel.id}&source=Email&${STAY}`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  await page.getByRole('button', { name: 'Change dates or guests' }).click();
  await page.getByLabel('Check-out').fill(torontoDay(24));
  await page.getByLabel('Adults').selectOption('3');
  await page.getByRole('button', { name: 'Update rooms and prices' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your room' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`checkOut=${torontoDay(24)}&adults=3`));
  await expect(page.getByText('4 nights', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Reserve / }).first()).toHaveAttribute(
    'href',
    new RegExp(`^/stays/book/\\?.*checkOut=${torontoDay(24)}&adults=3`),
  );
});

test('error states: an unknown property and a broken link each say why and lead back to search', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);

  await page.goto(`/hotels/shop/?lodgingId=h999999-0&source=Unknown&${STAY}`);
  await expect(page.getByRole('alert')).toContainText('This property does not exist, or no longer takes bookings.');
  await expect(page.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/hotels/search/');
  await expectNoAxeViolations(page);

  await page.goto(`/fr/premium-stays/shop/?source=SearchPage&${STAY}`);
  await expect(page.getByRole('alert')).toContainText('Ce lien n’indique pas quel établissement afficher.');
  await expect(page.getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute('href', '/fr/premium-stays/search/');
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page fits 390 px, and the rooms come first after the stay', async ({ page }) => {
    const user = await createUser(page.request, 'consumer');
    const token = await signInAs(page, user);
    const hotel = await parisHotelWithCfar(page, token);
    await page.goto(`/vacation-rentals/shop/?lodgingId=${hotel.id}&source=MyTrips&${STAY}`);
    await expect(page.getByRole('link', { name: /^Reserve / }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
