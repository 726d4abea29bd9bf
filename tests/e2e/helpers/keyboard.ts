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
