import type { Page } from '@playwright/test';
import { createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay, LONG_JOURNEY_MS } from './helpers/fixtures';

// On the results of a round trip, the price forecast (rating, advice, expected
// move, backtest accuracy, chart) and "Watch this trip", found again in Trips → Watched trips.

const shop = () => `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${torontoDay(45)}&slice=LAX,JFK,${torontoDay(52)}&adt=1`;

async function forecastAndWatch(page: Page) {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);
  await page.goto(shop());
  const forecast = page.getByRole('region', { name: 'Price forecast' });
  // Above the results the forecast is one line; its advice, chart and watch open on demand.
  // It loads after the list, and a cold search on a loaded machine holds the list past the default wait.
  await expect(forecast.getByText(/^(Fair price|Good price|Great price|Prices may drop)$/)).toBeVisible({ timeout: 30_000 });
  await forecast.getByRole('button', { name: 'Price history and watch' }).click();
  await expect(forecast.getByText(/^Our advice: (book now|wait)\./)).toBeVisible();
  await expect(forecast.getByText(/^Likely to (rise|drop|stay)/)).toBeVisible();
  const accuracy = forecast.getByRole('link', { name: 'How accurate is this?' });
  await expect(accuracy).toHaveAttribute('href', /\/terms\/price-prediction-price-watch\/#accuracy$/);
  await expect(forecast.getByText(/^Right \d+% of the time in our backtest of \d+ trips/)).toBeVisible();

  // The chart is uPlot's canvas, with the same prices in words for those who cannot see it.
  await forecast.scrollIntoViewIfNeeded();
  await expect(forecast.locator('canvas').first()).toBeVisible();
  await expect(forecast.getByText(/^Over the last \d+ days, the lowest price ranged from \$[\d,]+/)).toBeVisible();
  await expectNoAxeViolations(page);

  await forecast.getByRole('button', { name: 'Watch this trip' }).click();
  await expect(forecast.getByText("Watching — we'll alert you in My trips when the price drops")).toBeVisible();
  await expectNoAxeViolations(page);

  await forecast.getByRole('link', { name: 'See your watched trips' }).click();
  await expect(page).toHaveURL(/\/trips\/\?tab=watched$/);
  await page.reload();
  await expect(page.getByRole('article', { name: 'JFK to LAX' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back on the results, the trip shows as watched, with a way to stop.
  await page.goto(shop());
  const again = page.getByRole('region', { name: 'Price forecast' });
  await again.getByRole('button', { name: 'Price history and watch' }).click();
  await expect(again.getByRole('button', { name: 'Stop watching' })).toBeVisible();
}

test('forecast with its expected move, accuracy and chart; watch the trip, find it in Watched trips after reload', async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  await forecastAndWatch(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  test('the same flow fits a phone screen', async ({ page }) => {
    test.setTimeout(LONG_JOURNEY_MS);
    await forecastAndWatch(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
