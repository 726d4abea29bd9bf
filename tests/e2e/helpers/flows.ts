import { test, type Page } from '@playwright/test';
import { expect, type TestUser } from './fixtures';

/** The sign-in form's texts in each language (src/lib/client/i18n/locales/<lang>/auth.json). */
export const signInLabels = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  fr: { email: 'Courriel', password: 'Mot de passe', submit: 'Se connecter' },
} as const;

/** Fills and submits the sign-in form already on screen. */
export async function submitSignIn(page: Page, user: TestUser, lang: keyof typeof signInLabels = 'en') {
  const l = signInLabels[lang];
  await page.getByLabel(l.email).fill(user.email);
  await page.getByLabel(l.password).fill(user.password);
  await page.getByRole('button', { name: l.submit }).click();
}

/** Every URL the main frame visits from now on, to prove a page was (or was not) passed through. */
export function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

/** The exact address, path + query + hash, on this test's server (not a prefix, not another origin). */
export async function expectAt(page: Page, pathQueryHash: string) {
  const expected = new URL(pathQueryHash, test.info().project.use.baseURL).href;
  await expect.poll(() => page.url(), { message: `expected to be at ${expected}` }).toBe(expected);
}
