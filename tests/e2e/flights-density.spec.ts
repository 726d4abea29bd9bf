import type { Page } from '@playwright/test';
import { createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay } from './helpers/fixtures';

// Issue 23, "Results density": about 8 result rows on a 1366 × 900 desktop screen (Google Flights'
// density), with the price forecast and the nearby dates above the list, not under it.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const depart = torontoDay(30);
const roundTrip = `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${depart}&slice=LAX,JFK,${torontoDay(37)}&adt=1&cnn=0&inf=0&ins=0`;

async function openResults(page: Page) {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);
  await page.goto(roundTrip);
  const rows = page.getByRole('list', { name: 'Choose your outbound flight' }).getByRole('listitem');
  // A fresh user's first search: still "Searching flights…" after 10 s in a loaded CI run.
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const forecast = page.getByRole('region', { name: 'Price forecast' });
  await expect(forecast.getByText(/^Today's lowest price: \$[\d,]+$/)).toBeVisible();
  const strip = page.getByRole('navigation', { name: /^Nearby dates/ });
  // Every day of the strip has its price (or says nothing flies) once the calendar answers.
  await expect(strip.getByRole('link')).toHaveCount(7);
  await expect(strip.getByRole('link', { name: /\$[\d,]+|No flights/ })).toHaveCount(7);
  return { rows, forecast, strip };
}

/** The sum of the page's layout shifts not caused by input, as Lighthouse's CLS adds them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries come in the observer's first callback, before the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

test.describe('desktop (1366 × 900)', () => {
  test.use({ viewport: DESKTOP });

  test('at least 8 result rows on one screen, the forecast and nearby dates above them', async ({ page }) => {
    const { rows, forecast, strip } = await openResults(page);

    // Above the list, on screen and in reading order.
    const firstTop = (await rows.first().boundingBox())!.y;
    for (const part of [forecast, strip]) {
      expect((await part.boundingBox())!.y).toBeLessThan(firstTop);
      expect(
        await part.evaluate(
          (el, first) => !!(el.compareDocumentPosition(first!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await rows.first().elementHandle(),
        ),
      ).toBe(true);
    }
    // Nothing jumped when the forecast and the strip's prices arrived.
    expect(await layoutShift(page)).toBeLessThan(0.05);

    // The list from its first row: how many rows lie wholly inside the viewport.
    await rows.first().evaluate((li) => li.scrollIntoView({ block: 'start' }));
    const inside = await rows.evaluateAll(
      (items, height) =>
        items.filter((li) => {
          const r = li.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= height;
        }).length,
      DESKTOP.height,
    );
    expect(inside).toBeGreaterThanOrEqual(8);

    // Details on demand: the chevron opens the row, still named "Details …".
    const first = rows.first();
    await first.getByRole('button', { name: /^Details/ }).click();
    await expect(first.getByRole('button', { name: /^Hide details/ })).toHaveAttribute('aria-expanded', 'true');
    // The miles wait in the details on a desktop, so the row keeps to one line.
    await expect(first.getByText(/ or [\d,]+ miles$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a nearby day searches the same trip on that day, the return moved as many days', async ({ page }) => {
    const { strip } = await openResults(page);
    // The chosen day in the middle, three days either side.
    const links = strip.getByRole('link');
    await expect(links.nth(3)).toHaveAttribute('aria-current', 'date');
    await expect(links.nth(3)).toHaveAttribute('href', new RegExp(`slice=JFK%2CLAX%2C${depart}&`));
    const later = links.last();
    const href = (await later.getAttribute('href'))!;
    await later.click();
    await expect(page).toHaveURL(href);
    const [out = '', back = ''] = new URL(page.url()).searchParams.getAll('slice').map((s) => s.split(',')[2] ?? '');
    expect((Date.parse(out) - Date.parse(depart)) / 86_400_000).toBe(3);
    expect((Date.parse(back) - Date.parse(out)) / 86_400_000).toBe(7);
    // A day nobody searched yet is computed cold: on a loaded machine that outlasts the default wait.
    await expect(page.getByRole('list', { name: 'Choose your outbound flight' }).getByRole('listitem').first()).toBeVisible({
      timeout: 30_000,
    });
    // The new search's strip is centred on its own day.
    await expect(
      page
        .getByRole('navigation', { name: /^Nearby dates/ })
        .getByRole('link')
        .nth(3),
    ).toHaveAttribute('href', href);
  });

  test("prices agree: the chosen day of the strip, the forecast's today and the cheapest result", async ({ page }) => {
    const { forecast, strip } = await openResults(page);
    const today = (await forecast.getByText(/^Today's lowest price: /).textContent())!.replace("Today's lowest price: ", '');
    await expect(strip.getByRole('link').nth(3)).toContainText(today);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price' });
    const rows = page.getByRole('list', { name: 'Choose your outbound flight' }).getByRole('listitem');
    await expect(rows.first().locator('.shop-price')).toContainText(today);
  });

  test('the forecast opens its chart and Watch this trip on demand', async ({ page }) => {
    const { forecast } = await openResults(page);
    const toggle = forecast.getByRole('button', { name: 'Price history and watch' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(forecast.getByText(/^Our advice: (book now|wait)\./)).toBeVisible();
    await expect(forecast.getByRole('button', { name: 'Watch this trip' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test('the forecast and nearby dates above the list, nothing jumps, no sideways page scroll', async ({ page }) => {
    const { rows, forecast, strip } = await openResults(page);
    const firstTop = (await rows.first().boundingBox())!.y;
    for (const part of [forecast, strip]) expect((await part.boundingBox())!.y).toBeLessThan(firstTop);
    // The page's height is kept for both before they answer: having come, they fill no more than it.
    // (Not the page's whole CLS here: the phone header's own shifts are not this page's.)
    const kept = await page.evaluate(() =>
      ['.shop-forecast-slot', '.shop-strip-slot'].map((slot) => {
        const el = document.querySelector(slot)!;
        return { slot, height: el.getBoundingClientRect().height, kept: parseFloat(getComputedStyle(el).minHeight) };
      }),
    );
    for (const { slot, height, kept: min } of kept) expect(height, slot).toBeLessThanOrEqual(min + 0.5);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
