import type { Page } from '@playwright/test';
import { consumer } from './helpers/checkout';
import { expect, expectNoAxeViolations, LONG_JOURNEY_MS, test } from './helpers/fixtures';
import { tabTo } from './helpers/keyboard';

// Issue 20's activity bar, in Chromium at 1366 px from the keyboard alone and at 390 px: a morning
// activity in Paris for 2 adults and a child, with free cancellation → rewards + card →
// confirmation → Trips → the cancellation policy dialog → cancel and the refund. axe on every
// screen; nothing wider than the phone's screen.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function expectNoOverflow(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(inner);
}

for (const [label, viewport] of [
  ['desktop 1366, keyboard only', DESKTOP],
  ['phone 390', PHONE],
] as const) {
  test(`${label}: a morning activity in Paris for 2 adults and a child → Trips → cancellation policy → cancel`, async ({ page }) => {
    // Keyboard only walks each page with Tab: on a busy 2-core machine it has taken 62 s, and once ran out at 90 s.
    test.setTimeout(label.includes('keyboard') ? LONG_JOURNEY_MS * 2 : LONG_JOURNEY_MS * 1.5);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize(viewport);
    const keyboard = viewport === DESKTOP;
    /** Tab to it and press `key`, or click it, by the test's way of working. */
    const press = async (target: ReturnType<Page['getByRole']>, key = 'Enter', max = 160) => {
      if (keyboard) {
        await tabTo(page, target, max);
        await page.keyboard.press(key);
      } else await target.click();
    };
    await consumer(page, { givenName: 'Ava', surname: 'Martin' });

    // Search: Paris from the autocomplete, the default day (a week ahead), 2 adults and a child.
    await page.goto('/activities/search/');
    const form = page.getByRole('form', { name: 'Activity search' });
    await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
    await expectNoAxeViolations(page);
    const where = page.getByRole('combobox', { name: 'Where' });
    await tabTo(page, where);
    await page.keyboard.type('Paris');
    await expect(page.getByRole('option', { name: /^Paris/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(where).toHaveValue(/Paris/);
    const adults = page.getByRole('combobox', { name: 'Adults (18+)' });
    const children = page.getByRole('combobox', { name: 'Children (4–17)' });
    if (keyboard) {
      await tabTo(page, adults);
      await page.keyboard.type('2');
      await tabTo(page, children);
      await page.keyboard.type('1');
    } else {
      await adults.selectOption('2');
      await children.selectOption('1');
    }
    await expect(adults).toHaveValue('2');
    await expect(children).toHaveValue('1');
    await expectNoOverflow(page);
    await press(page.getByRole('button', { name: 'Search activities' }));

    // Results: morning starts with free cancellation.
    await page.waitForURL(/\/activities\/availability\/\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Things to do in Paris' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^\d+ activit(y|ies)$/ })).toBeVisible();
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    if (!keyboard)
      await page
        .getByText(/^Filters/)
        .first()
        .click();
    for (const [name, flag] of [
      [/^Morning/, 'Morning'],
      [/^Free cancellation/, 'FreeCancellation'],
    ] as const) {
      const box = page.getByRole('checkbox', { name });
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/experiences/availability') && !!r.request().postData()?.includes(flag),
      );
      await press(box, 'Space', 200);
      await expect(box).toBeChecked();
      await answered;
    }
    // The list dims while an answer loads: it is checked once the filtered answer is shown.
    await expect(page.locator('.sr-list-stale')).toHaveCount(0);
    await expect(page).toHaveURL(/timeOfDay=Morning/);
    await expect(page).toHaveURL(/flags=FreeCancellation/);
    const first = page.getByRole('article').first();
    await expect(first).toContainText('Free cancellation');
    await expectNoAxeViolations(page);
    await press(first.getByRole('heading').getByRole('link'), 'Enter', 200);

    // The activity: the first open morning time, then Continue.
    await page.waitForURL(/\/activities\/shop\/\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const morning = page.getByRole('group', { name: 'Morning' });
    const time = morning.locator('input[type="radio"]:enabled').first();
    await expect(time).toBeVisible();
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    if (keyboard) {
      // Tab enters the times at the first open one; the arrows move between them.
      await tabTo(page, page.locator('input[type="radio"]:enabled').first(), 200);
      await page.keyboard.press('Space');
      await expect(page.locator('input[type="radio"]:checked')).toHaveCount(1);
      while (!(await time.isChecked())) await page.keyboard.press('ArrowDown');
    } else {
      // The time's label covers its chip: a tap lands on the label.
      await page.locator(`label[for="${await time.getAttribute('id')}"]`).click();
    }
    await expect(time).toBeChecked();
    await expect(page).toHaveURL(/slot=/);
    await expect(page.getByText(/^Free cancellation until /).first()).toBeVisible();
    await press(page.getByRole('link', { name: 'Continue' }).first(), 'Enter', 200);

    // Checkout: Ava leads; $50 in miles, the rest on the card.
    await page.waitForURL(/\/activities\/book\/\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review and book your activity' })).toBeVisible();
    const prices = page.getByRole('region', { name: 'Price details', exact: true });
    // Per age band ("2 adults", "1 child"), or one price for everyone ("3 travelers").
    await expect(prices).toContainText(/2 adults.*1 child|3 travelers/);
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    const lead = page.getByRole('combobox', { name: 'Lead traveler' });
    if (keyboard) {
      await tabTo(page, lead, 160);
      await page.keyboard.press('ArrowDown');
    } else await lead.selectOption({ index: 1 });
    await expect(lead).not.toHaveValue('');
    await expect(page.getByRole('radio', { name: /ending in 4821/ })).toBeChecked();
    const venture = page.getByRole('radio', { name: /Venture X/ });
    if (keyboard) {
      await tabTo(page, page.locator('input[name="book-rewards"]:checked'), 160);
      for (let i = 0; i < 4 && !(await venture.isChecked()); i++) await page.keyboard.press('ArrowDown');
    } else await venture.check();
    await expect(venture).toBeChecked();
    const amount = page.getByLabel(/Amount to pay with rewards/);
    if (keyboard) {
      await tabTo(page, amount, 40);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('50');
    } else await amount.fill('50');
    await expect(page.locator('.book-split')).toContainText('$50.00 (5,000 miles)');
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await press(page.getByRole('button', { name: 'Book', exact: true }), 'Enter', 200);

    // Confirmation, then Trips.
    await expect(page).toHaveURL(/\/activities\/book\/confirm\/\?bookingId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    const number = (await page.locator('.confirm-number-value').textContent())?.trim() ?? '';
    expect(number).toMatch(/^[A-Z0-9]{5,}$/);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('$50.00 (5,000 miles)');
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await press(page.getByRole('link', { name: 'Go to My trips' }), 'Enter', 200);

    const trip = page.getByRole('article').filter({ hasText: number });
    await expect(trip).toContainText('Confirmed');
    await expect(trip).toContainText(/2 adults|3 travelers/);
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    const policy = trip.getByRole('button', { name: /^Cancellation policy/ });
    await press(policy, 'Enter', 200);
    const policyDialog = page.getByRole('dialog', { name: /cancellation policy/i });
    await expect(policyDialog).toContainText('Free cancellation');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(policyDialog).toBeHidden();
    await expect(policy).toBeFocused();

    await press(trip.getByRole('button', { name: /^Cancel activity/ }), 'Enter', 20);
    const dialog = page.getByRole('dialog', { name: 'Cancel this activity' });
    await expect(dialog).toContainText('Total refund');
    await expectNoAxeViolations(page);
    await press(dialog.getByRole('button', { name: /^Cancel activity for / }), 'Enter', 40);
    const done = page.getByRole('dialog', { name: /is canceled$/ });
    await expect(done).toContainText('Total refund');
    await expect(done).toContainText('5,000 miles');
    await expectNoAxeViolations(page);
    await done.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Past trips' }).click();
    const past = page.getByRole('article').filter({ hasText: number });
    await expect(past).toContainText('Canceled');
    await expect(past.getByRole('region', { name: 'Refunded' })).toContainText('Total refund');
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}
