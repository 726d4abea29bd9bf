import type { Page } from '@playwright/test';
import { bookJfkLax } from '../../tests/e2e/helpers/bookings';
import { consumer } from '../../tests/e2e/helpers/checkout';
import { expect, test, torontoDay } from '../../tests/e2e/helpers/fixtures';

// The pages docs/design.md shows, each waited for by what a person sees, at both widths.
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const OUT = 'docs/screenshots';
const DARK = ['home', 'flights-results', 'hotels-results'];

const roundTrip = `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${torontoDay(30)}&slice=LAX,JFK,${torontoDay(37)}&adt=1&cnn=0&inf=0&ins=0`;
const stay = `loc=${encodeURIComponent('city:Paris|FR')}&label=Paris&checkIn=${torontoDay(21)}&checkOut=${torontoDay(24)}&adults=2&children=0`;

interface Shot {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
}

const heading = (name: RegExp | string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const shots = (bookingId: string): Shot[] => [
  { name: 'home', path: '/', ready: heading(/./) },
  { name: 'flights-search', path: '/flights/search/', ready: heading('Flights') },
  {
    name: 'flights-results',
    path: roundTrip,
    ready: async (page) => {
      await expect(
        page
          .getByRole('list', { name: /^Choose your/ })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      // The forecast and the nearby dates' prices come after the list.
      await expect(page.getByText(/^Today's lowest price: /)).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: /^Nearby dates/ })
          .getByRole('link', { name: /\$\d/ })
          .first(),
      ).toBeVisible();
    },
  },
  { name: 'hotels-search', path: '/hotels/search/', ready: heading('Search hotels') },
  {
    name: 'hotels-results',
    path: `/hotels/availability/?${stay}`,
    ready: async (page) => {
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  { name: 'flights-confirmation', path: `/flights/book/confirm/?id=${bookingId}`, ready: heading('Booking confirmed') },
  { name: 'trips', path: '/trips/', ready: heading('My trips') },
  { name: 'profile', path: '/profile/', ready: heading(/./) },
  { name: 'travel-sale', path: '/travelsale/', ready: heading(/./) },
  { name: 'faq', path: '/faq/', ready: heading(/./) },
];

/** Each page at both widths, named `<page>[-dark]-<width>.jpg`; JPEG keeps the repository light. */
async function capture(page: Page, list: Shot[], suffix = '') {
  for (const shot of list)
    for (const [size, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      await page.goto(shot.path);
      await shot.ready(page);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${OUT}/${shot.name}${suffix}-${size}.jpg`, type: 'jpeg', quality: 70 });
    }
}

test('every main page at both widths, and the busiest ones dark', async ({ page }) => {
  const { token } = await consumer(page);
  const booking = await bookJfkLax(page.request, token);
  const list = shots(booking.id);
  await capture(page, list);
  await page.emulateMedia({ colorScheme: 'dark' });
  await capture(
    page,
    list.filter((s) => DARK.includes(s.name)),
    '-dark',
  );
});
