import type { APIRequestContext, Page } from '@playwright/test';
import { consumer } from './helpers/checkout';
import { apiCall, expect, expectNoAxeViolations, test, torontoDay, LONG_JOURNEY_MS } from './helpers/fixtures';

// The stay checkout (…/book/), its confirmation and Trips (SPEC §2, §4, §8): a Paris hotel's
// refundable (Cancel for any reason) rate opened by its book URL, the guest from the saved
// travelers with their hotel loyalty number, rewards + card; the confirmation; the stay in Trips,
// its receipt, then cancel for any reason and the refund lines.

interface Product {
  rateId: string;
  variant: 'Default' | 'RefundableRoom';
  cancelBy: string | null;
}
interface Room {
  roomId: string;
  roomsLeft?: number;
  products: Product[];
}

const checkIn = torontoDay(30);
const checkOut = torontoDay(33);
const guests = { adults: 2, children: 0, pets: 0 };

/** A Paris hotel and its refundable variant, found through the API as the shop page would. */
async function parisCfarRate(request: APIRequestContext, token: string) {
  const search = await apiCall(
    request,
    'POST',
    '/api/v0/hotels/availability',
    { location: { kind: 'Market', id: 'city:Paris|FR' }, checkIn, checkOut, guests, kinds: ['hotel'], page: { offset: 0, limit: 20 } },
    token,
  );
  expect(search.ok()).toBe(true);
  const { lodgings } = (await search.json()) as { lodgings: { id: string; name: string }[] };
  for (const lodging of lodgings) {
    const details = await apiCall(request, 'POST', '/api/v0/lodging/details', { id: lodging.id, checkIn, checkOut, guests }, token);
    if (!details.ok()) continue;
    const { rooms } = (await details.json()) as { rooms: Room[] };
    for (const room of rooms) {
      if (room.roomsLeft === 0) continue;
      // Only the cover applies when the base rate has no free cancellation: the refund is the CFAR one.
      const rate = room.products.find((p) => p.variant === 'RefundableRoom' && p.cancelBy === null);
      if (rate) return { lodging, roomId: room.roomId, rateId: rate.rateId };
    }
  }
  throw new Error('no Paris hotel with a refundable variant of a non-refundable rate');
}

const bookUrl = (r: { lodging: { id: string }; roomId: string; rateId: string }, base = '/hotels/book/') =>
  `${base}?${new URLSearchParams({ lodgingId: r.lodging.id, roomId: r.roomId, rateId: r.rateId, checkIn, checkOut, adults: '2', children: '0', pets: '0' })}`;

async function guestWithLoyalty(page: Page, token: string, surname = 'Martin') {
  const saved = await apiCall(
    page.request,
    'PUT',
    '/api/v0/flight/passengers/update',
    { givenName: 'Ava', surname, gender: 'F', dateOfBirth: '1988-06-01', assistance: [], hotelLoyalty: { HH: 'HH99887766' } },
    token,
  );
  expect(saved.ok()).toBe(true);
}

test('a Paris hotel: guest, loyalty, rewards + card, book; confirmation; Trips, receipt, cancel for any reason', async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const { token } = await consumer(page);
  await guestWithLoyalty(page, token);
  const rate = await parisCfarRate(page.request, token);

  await page.goto(bookUrl(rate));
  await expect(page.getByRole('heading', { level: 1, name: 'Review and book your stay' })).toBeVisible();
  const stay = page.getByRole('region', { name: 'Your stay' });
  await expect(stay).toContainText(rate.lodging.name);
  await expect(stay).toContainText('3 nights');
  await expect(stay).toContainText('Cancel for any reason until check-in');
  const prices = page.getByRole('region', { name: 'Price details', exact: true });
  await expect(prices).toContainText('Room, 3 nights');
  await expect(prices).toContainText('Cancel for any reason');
  await expectNoAxeViolations(page);

  const guest = page.getByRole('combobox', { name: 'Guest checking in' });
  await guest.selectOption({ index: 1 });
  await expect(page.getByRole('combobox', { name: 'Hotel loyalty program' }).locator('option:checked')).toHaveText(
    'Hilton Honors (ending 7766)',
  );
  await page.getByRole('textbox', { name: /Special requests/ }).fill('High floor, please');

  await expect(page.getByRole('radio', { name: /ending in 4821/ })).toBeChecked();
  await page.getByRole('radio', { name: /Venture X/ }).check();
  await page.getByLabel(/Amount to pay with rewards/).fill('100');
  await expect(page.locator('.book-split')).toContainText('$100.00 (10,000 miles)');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/hotels\/book\/confirm\/\?bookingId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const number = (await page.locator('.confirm-number-value').textContent())?.trim() ?? '';
  expect(number).toMatch(/^[A-Z0-9]{5,}$/);
  await expect(page.getByRole('region', { name: 'Your stay' })).toContainText(rate.lodging.name);
  await expect(page.getByRole('region', { name: 'Your stay' })).toContainText('Hilton Honors (ending 7766)');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Cancel for any reason');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('$100.00 (10,000 miles)');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to My trips' }).click();
  const card = page.getByRole('article').filter({ hasText: rate.lodging.name });
  await expect(card).toContainText(number);
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('Ava Martin');
  await card.getByRole('button', { name: /^Receipt/ }).click();
  const receipt = page.getByRole('dialog', { name: `Receipt: ${rate.lodging.name}` });
  await expect(receipt).toContainText('Room, 3 nights');
  await expect(receipt).toContainText('Paid with');
  await expectNoAxeViolations(page);
  await receipt.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: /^Cancel stay/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this stay' });
  await expect(dialog).toContainText('Cancel for any reason: you get');
  await expect(dialog).toContainText('Total refund');
  await expect(dialog.getByRole('button', { name: 'Keep my stay' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Cancel stay for / }).click();
  const done = page.getByRole('dialog', { name: 'Your stay is canceled' });
  await expect(done).toContainText('Total refund');
  await expectNoAxeViolations(page);
  await done.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Past trips' }).click();
  const past = page.getByRole('article').filter({ hasText: rate.lodging.name });
  await expect(past).toContainText('Canceled');
  await expect(past.getByRole('region', { name: 'Refunded' })).toContainText('Total refund');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('mobile, French: a supplier failure (guest surname RateNotAvailable), one message and Choose another room', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token } = await consumer(page);
  await guestWithLoyalty(page, token, 'RateNotAvailable');
  const rate = await parisCfarRate(page.request, token);
  await page.goto(bookUrl(rate, '/fr/hotels/book/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifier et réserver votre séjour' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Voyageur à l’arrivée' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Ce tarif vient d’être épuisé');
  await expect(alert).toBeFocused();
  await expect(alert.getByRole('link', { name: 'Choisir une autre chambre' })).toHaveAttribute('href', /\/fr\/hotels\/shop\/\?lodgingId=/);
  await expectNoAxeViolations(page);
});
