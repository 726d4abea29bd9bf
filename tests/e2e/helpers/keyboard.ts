import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Presses Tab (never a click) until `target` has the focus: the keyboard-only way through a page. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `never reached by ${max} presses of Tab`).toBeFocused();
}

/**
 * The flight search form by keyboard alone: JFK to LAX from the autocomplete, a round trip leaving
 * in 21 days and back a day later from the date grid's arrows, then Search.
 */
export async function searchJfkLaxByKeyboard(page: Page) {
  for (const [name, code] of [
    ['From', 'JFK'],
    ['To', 'LAX'],
  ] as const) {
    const box = page.getByRole('combobox', { name });
    await tabTo(page, box);
    await expect(box).toHaveAttribute('aria-controls', /listbox/);
    await page.keyboard.type(code);
    await expect(page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(new RegExp(`\\(${code}\\)`));
  }
  await tabTo(page, page.getByRole('button', { name: /^Depart/ }));
  await page.keyboard.press('Enter');
  const dates = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(dates.getByRole('grid').first().locator('[tabindex="0"]')).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dates).toBeHidden();
  await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
  await page.keyboard.press('Enter');
}
