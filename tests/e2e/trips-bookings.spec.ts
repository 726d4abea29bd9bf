import type { Page } from '@playwright/test';
import { bookJfkLax } from './helpers/bookings';
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';

// A booking made through the API (as the checkout page makes it) shows on its
// confirmation page and under Trips → Upcoming trips; Past trips stays empty.

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const confirmationNumber = (page: Page) => page.getByRole('group', { name: 'Confirmation number' }).getByText(/^[A-Z0-9]{6}$/);
const bookingCard = (page: Page) => page.getByRole('article', { name: 'JFK to LAX' });

test('a booking: its confirmation page, then Trips → Upcoming trips; Past trips is empty', async ({ page }) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  const booking = await bookJfkLax(page.request, token);

  // Straight after booking the supplier may not have answered: the page waits, then confirms.
  await page.goto(`/flights/book/confirm/?id=${booking.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const number = (await confirmationNumber(page).textContent())!.trim();
  await expect(page.getByText('We sent the confirmation to ada@example.com.')).toBeVisible();

  const itinerary = page.getByRole('region', { name: 'Itinerary' });
  await expect(itinerary.getByRole('heading', { level: 3, name: /^Outbound · / })).toBeVisible();
  // Names as the shop showed them, not codes alone (issue 23, defect 6).
  await expect(itinerary).toContainText(booking.firstFlight);
  await expect(itinerary).toContainText(/Kennedy.* \(JFK\)/);
  await expect(itinerary).toContainText(/Los Angeles.* \(LAX\)/);
  await expect(page.getByRole('region', { name: 'Travelers' }).getByRole('listitem')).toHaveText(['Ada Lovelace · Adult']);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('rowheader')).toHaveText(['Base fare', 'Taxes', 'Total'].map((l) => new RegExp(`^${l}`)));
  await expect(payment.getByRole('row').last()).toContainText(money(booking.totalMinor));
  await expect(payment).toContainText(/miles\)/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to My trips' }).last().click();
  await expect(page).toHaveURL(/\/trips\/\?tab=upcoming$/);
  await expect(page.getByRole('tab', { name: 'Upcoming trips' })).toHaveAttribute('aria-selected', 'true');
  await expect(bookingCard(page)).toContainText(number);
  await expect(bookingCard(page)).toContainText('Confirmed');
  await expect(bookingCard(page)).toContainText('1 traveler');
  await expect(bookingCard(page)).toContainText(money(booking.totalMinor));
  await expectNoAxeViolations(page);

  // Keyboard: the tab pattern of the Trips page (End goes to the last tab, Past trips).
  await page.getByRole('tab', { name: 'Upcoming trips' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Past trips' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=past$/);
  await expect(page.getByRole('heading', { name: 'You have no past trips' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Search flights' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the booking from its card.
  await page.keyboard.press('Home');
  await bookingCard(page).getByRole('link', { name: 'View booking for JFK to LAX' }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/book/confirm/\\?id=${booking.id}$`));
  await expect(confirmationNumber(page)).toHaveText(number);
});

test('Resend the email on the confirmation page: sent again, then a wait is asked before the next', async ({ page }) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  const booking = await bookJfkLax(page.request, token, 44);
  await page.goto(`/flights/book/confirm/?id=${booking.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const number = (await confirmationNumber(page).textContent())!.trim();
  const resend = page.getByRole('button', { name: 'Resend the email' });
  await resend.click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent the confirmation again to ada@example.com.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await resend.click();
  await expect(page.getByRole('status').filter({ hasText: 'We just sent it. You can ask again in 2 minutes.' })).toBeVisible();
  // Two emails of this booking in the mailbox: the first confirmation and the one sent again.
  await expect
    .poll(async () => {
      const res = await apiCall(page.request, 'GET', '/api/v0/testing/mail?to=ada%40example.com', undefined, token);
      const { messages } = (await res.json()) as { messages: { text: string }[] };
      return messages.filter((m) => m.text.includes(number)).length;
    })
    .toBe(2);
});

test('/trips/ opens Upcoming trips by default, and an unknown ?tab= too; nothing booked shows the way out', async ({ page }) => {
  await signInAs(page, await createUser(page.request, 'consumer'));
  for (const path of ['/trips/', '/trips/?tab=nothing-here']) {
    await page.goto(path);
    await expect(page.getByRole('tab', { name: 'Upcoming trips' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'You have no upcoming trips' })).toBeVisible();
  }
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([
    'Upcoming trips',
    'Watched trips',
    'Airline travel credits',
    'Past trips',
  ]);
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });

  test('the confirmation and the booking card fit the screen', async ({ page }) => {
    const token = await signInAs(page, await createUser(page.request, 'consumer'));
    const booking = await bookJfkLax(page.request, token, 50);
    await page.goto(`/flights/book/confirm/?id=${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto('/trips/');
    await expect(bookingCard(page)).toBeVisible();
    expect(await fits()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
