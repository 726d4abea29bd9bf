import type { Page } from '@playwright/test';
import { bookJfkLax } from './helpers/bookings';
import { createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay } from './helpers/fixtures';

// The one theme (src/styles/tokens.css) in both colour schemes: every main page turns dark with the
// system setting and keeps AA contrast there (axe's color-contrast), not only in light.

const stay = `loc=${encodeURIComponent('city:Paris|FR')}&label=Paris&checkIn=${torontoDay(21)}&checkOut=${torontoDay(24)}&adults=2&children=0`;
const roundTrip = `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${torontoDay(30)}&slice=LAX,JFK,${torontoDay(37)}&adt=1&cnn=0&inf=0&ins=0`;

/** Relative luminance of the page's background (the first painted of body and html), 0 black to 1 white. */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const painted = [document.body, document.documentElement]
      .map((el) => getComputedStyle(el).backgroundColor)
      .find((c) => c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent');
    if (!painted) return -1;
    const [r, g, b] = painted
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => Number(v) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

const pages = (bookingId: string) => [
  { path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/flights/search/', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Flights' }) },
  {
    path: roundTrip,
    ready: (page: Page) =>
      page
        .getByRole('list', { name: /^Choose your/ })
        .getByRole('listitem')
        .first(),
  },
  { path: `/hotels/availability/?${stay}`, ready: (page: Page) => page.getByRole('article').first() },
  {
    path: `/flights/book/confirm/?id=${bookingId}`,
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Booking confirmed' }),
  },
  { path: '/trips/', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'My trips' }) },
  { path: '/faq/', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
];

for (const scheme of ['dark', 'light'] as const)
  test.describe(`${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    test(`the main pages are ${scheme} and pass axe`, async ({ page }) => {
      test.setTimeout(90_000);
      const token = await signInAs(page, await createUser(page.request, 'consumer'));
      const booking = await bookJfkLax(page.request, token, 45);
      for (const { path, ready } of pages(booking.id)) {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        const luminance = await backgroundLuminance(page);
        expect(luminance, `${path}: a painted background`).toBeGreaterThanOrEqual(0);
        if (scheme === 'dark') expect(luminance, path).toBeLessThan(0.05);
        else expect(luminance, path).toBeGreaterThan(0.9);
        await expectNoAxeViolations(page);
      }
    });
  });
