import type { Page } from '@playwright/test';
import { createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay } from './helpers/fixtures';

// The shop page on a phone (runs in the 'mobile' project, Pixel 7): filters in a dialog, no sideways scroll.

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

test('round trip on a phone: results, the Filters dialog, outbound then return', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await signInAs(page, user);
  await page.goto(
    `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${torontoDay(30)}&slice=LAX,JFK,${torontoDay(37)}&adt=1&cnn=0&inf=0&ins=0`,
  );
  expect(page.viewportSize()!.width).toBeLessThanOrEqual(960);
  const list = page.getByRole('list', { name: 'Choose your outbound flight' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Nonstop only/ }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Show \d+ flights?$/ }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();

  await list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Select / })
    .tap();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your return flight' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Choose your return flight' }).getByRole('listitem').first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
});
