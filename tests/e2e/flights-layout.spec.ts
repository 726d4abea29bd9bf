import type { Locator, Page } from '@playwright/test';
import { chooseFare, consumer } from './helpers/checkout';
import { createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay } from './helpers/fixtures';

// Issue 23, defects 1 and 5: the layout of the result rows, the review page's Book bar and the fare
// shelves, on a phone (390 px) and a desktop (1366 px). Boxes are measured, so the parts are found by
// their classes; everything a person uses is found by role.

type Box = { x: number; y: number; width: number; height: number };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const overlap = (a: Box, b: Box) => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  // Half a pixel of anti-aliasing is not an overlap.
  return w > 0.5 && h > 0.5;
};

/** The parts of a row a person reads, each with its box; two of them must never share pixels. */
async function rowParts(row: Locator): Promise<{ name: string; box: Box }[]> {
  return row.evaluate((li) => {
    const parts: { name: string; box: Box }[] = [];
    const add = (name: string, el: Element | null) => {
      if (!el) return;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) parts.push({ name, box: { x: r.x, y: r.y, width: r.width, height: r.height } });
    };
    li.querySelectorAll('.shop-slice').forEach((slice, i) => {
      add(`slice ${i} badges`, slice.querySelector('.shop-badges'));
      add(`slice ${i} times`, slice.querySelector('.shop-times'));
      add(`slice ${i} airline`, slice.querySelector('.shop-when > .shop-sub'));
      add(`slice ${i} duration`, slice.querySelector('.shop-duration'));
      add(`slice ${i} stops`, slice.querySelector('.shop-stops'));
    });
    add('tags', li.querySelector('.shop-tags'));
    add('price', li.querySelector('.shop-price'));
    li.querySelectorAll('.shop-actions .button').forEach((b, i) => add(`button ${i}`, b));
    return parts;
  });
}

async function expectNoOverlaps(rows: Locator) {
  const count = Math.min(await rows.count(), 6);
  expect(count).toBeGreaterThan(0);
  for (let r = 0; r < count; r++) {
    const parts = await rowParts(rows.nth(r));
    expect(parts.length).toBeGreaterThan(5);
    const clashes: string[] = [];
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++)
        if (overlap(parts[i]!.box, parts[j]!.box)) clashes.push(`${parts[i]!.name} × ${parts[j]!.name}`);
    expect(clashes, `row ${r}`).toEqual([]);
  }
}

/** The departure and arrival times of a row each on one line (no wrapped "AM" under the time). */
async function expectTimesOnOneLine(rows: Locator) {
  const heights = await rows.first().evaluate((li) =>
    [...li.querySelectorAll('.shop-times')].map((t) => {
      const lineHeight = parseFloat(getComputedStyle(t).lineHeight) || parseFloat(getComputedStyle(t).fontSize) * 1.6;
      return t.getBoundingClientRect().height / lineHeight;
    }),
  );
  for (const lines of heights) expect(lines).toBeLessThan(1.6);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

async function signedInAt(page: Page, path: string) {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);
  await page.goto(path);
}

const roundTrip = `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${torontoDay(30)}&slice=LAX,JFK,${torontoDay(37)}&adt=1&cnn=0&inf=0&ins=0`;
const multiCity = `/flights/shop/?tripType=multiCity&slice=JFK,LHR,${torontoDay(30)}&slice=LHR,CDG,${torontoDay(33)}&slice=CDG,JFK,${torontoDay(36)}&adt=1`;

/** Opens the first multi-city trip's shelves; answers whether they overflowed (and scrolled visibly). */
async function expectShelvesFitOrScroll(page: Page): Promise<boolean> {
  await signedInAt(page, multiCity);
  const first = page.getByRole('list', { name: 'Choose your flights' }).getByRole('listitem').first();
  await first.getByRole('button', { name: /^Details/ }).click();
  const shelves = first.getByRole('list', { name: 'Choose a fare' });
  const cards = shelves.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const { scrollWidth, clientWidth } = await shelves.evaluate((ul) => ({ scrollWidth: ul.scrollWidth, clientWidth: ul.clientWidth }));
  const last = cards.last();
  const inside = async () => {
    const list = (await shelves.boundingBox())!;
    const card = (await last.boundingBox())!;
    return card.x >= list.x - 1 && card.x + card.width <= list.x + list.width + 1;
  };
  const overflowed = scrollWidth > clientWidth + 1;
  if (overflowed) {
    // Overflowing: the hint and the More fares button show, and the button brings the last shelf in.
    await expect(first.getByText('Scroll sideways to see every fare.')).toBeVisible();
    const more = first.getByRole('button', { name: 'More fares' });
    await expect(more).toBeVisible();
    await expectNoAxeViolations(page);
    // Each press scrolls smoothly: the next look waits for that scroll's end, so a press never
    // lands on a button that the scroll's end has just made inactive.
    for (let i = 0; i < 5 && !(await inside()) && (await more.getAttribute('aria-disabled')) !== 'true'; i++) {
      const before = await shelves.evaluate((ul) => ul.scrollLeft);
      const ended = shelves.evaluate((ul) => new Promise<void>((done) => ul.addEventListener('scrollend', () => done(), { once: true })));
      await more.click();
      await ended;
      expect(await shelves.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(before);
    }
    await expect.poll(inside).toBe(true);
    // Keyboard: the last shelf's Select is reachable and in view once focused.
    await last.getByRole('button', { name: /^Select / }).focus();
    await expect(last.getByRole('button', { name: /^Select / })).toBeInViewport();
  } else {
    expect(await inside()).toBe(true);
    await expect(first.getByRole('button', { name: 'More fares' })).toHaveCount(0);
  }
  // Every shelf's Select can be reached.
  for (const card of await cards.all()) await expect(card.getByRole('button', { name: /^Select / })).toBeAttached();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
  return overflowed;
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`${size} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('result rows: no part of a row runs into another, times on one line', async ({ page }) => {
      await signedInAt(page, roundTrip);
      const outbound = page.getByRole('list', { name: 'Choose your outbound flight' }).getByRole('listitem');
      await expect(outbound.first()).toBeVisible();
      await expectNoOverlaps(outbound);
      await expectTimesOnOneLine(outbound);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);

      // Multi-city rows carry three flights each.
      await page.goto(multiCity);
      const trips = page.getByRole('list', { name: 'Choose your flights' }).getByRole('listitem');
      await expect(trips.first()).toBeVisible();
      await expectNoOverlaps(trips);
      await expectTimesOnOneLine(trips);
      expect(await noSidewaysScroll(page)).toBe(true);
    });

    test('multi-city fare shelves fit, or scroll with a visible way to reach the last one', async ({ page }) => {
      await expectShelvesFitOrScroll(page);
    });

    test('review page: the total and Book in view without scrolling to the end', async ({ page }) => {
      await consumer(page);
      await chooseFare(page);
      const book = page.getByRole('button', { name: 'Book', exact: true });
      // One Book button at each size, on screen at the top of the page.
      await expect(book).toHaveCount(1);
      await expect(book).toBeInViewport();
      const total = await page.getByRole('region', { name: 'Price details', exact: true }).locator('.book-total dd').textContent();
      if (size === 'phone') {
        // The bar repeats the total and stays on screen while the form scrolls.
        const bar = page.locator('.book-bar');
        await expect(bar).toContainText(total!);
        await page.getByRole('heading', { name: 'Payment', exact: true }).scrollIntoViewIfNeeded();
        await expect(book).toBeInViewport();
        const box = (await book.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
      } else {
        // The summary column stays in view while the form scrolls.
        await page.getByRole('heading', { name: 'Payment', exact: true }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('complementary', { name: 'Price and booking' })).toBeInViewport();
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
}

// Between 961 and ~1200 px four shelves do not fit the results column: the scroll must show.
test.describe('narrow desktop (1024 px)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('result rows: times on one line, no part running into another', async ({ page }) => {
    await signedInAt(page, multiCity);
    const trips = page.getByRole('list', { name: 'Choose your flights' }).getByRole('listitem');
    await expect(trips.first()).toBeVisible();
    await expectNoOverlaps(trips);
    await expectTimesOnOneLine(trips);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
  test('multi-city fare shelves scroll with a hint and More fares, the last one reachable', async ({ page }) => {
    const overflowed = await expectShelvesFitOrScroll(page);
    expect(overflowed).toBe(true);
  });
});
