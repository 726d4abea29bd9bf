import { devices, type Locator, type Page } from '@playwright/test';
// expectNoAxeViolations runs WCAG 2.2 AA with target-size on.
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay } from './helpers/fixtures';
import { tabTo } from './helpers/keyboard';
import { e2eNow } from './helpers/clock';
import { expectAt, submitSignIn } from './helpers/flows';

// /flights/search/ (SPEC §2): a search is checked by the URL it lands on.

/** How a day cell of the date picker starts its name, e.g. "Tuesday, December 8, 2026". */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

async function signedInAt(page: Page, path = '/flights/search/'): Promise<string> {
  const user = await createUser(page.request, 'consumer');
  const token = await signInAs(page, user);
  await page.goto(path);
  await hydrated(page);
  return token;
}

/** The form is painted before it works: Astro drops the island's `ssr` mark once React has hydrated it. */
async function hydrated(page: Page) {
  const form = page.getByRole('form', { name: /^(Flight search|Recherche de vols)$/ });
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
}

/** Types a code and picks its airport from the autocomplete (after the 300 ms pause). */
async function choosePlace(page: Page, field: Locator, code: string) {
  await field.focus();
  await autocompleteReady(field);
  await field.fill(code);
  await page
    .getByRole('option', { name: new RegExp(`\\(${code}\\)`) })
    .first()
    .click();
  await expect(field).toHaveValue(new RegExp(`\\(${code}\\)`));
}

/** The field is painted before its autocomplete loads (on first pointer or focus in the form). */
async function autocompleteReady(field: Locator) {
  await expect(field).toHaveAttribute('aria-controls', /listbox/);
}

/** Opens a date picker and moves `days` from the day it starts on (today, or the flight before's date) with the keys. */
async function pickDay(page: Page, opener: Locator, days: number) {
  await opener.click();
  const grid = page.getByRole('dialog').getByRole('grid');
  await expect(grid.locator('[tabindex="0"]')).toBeFocused();
  for (let i = 0; i < days; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

const shopUrl = (query: string) => new RegExp(`/flights/shop/\\?${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const slices = (page: Page) => new URL(page.url()).searchParams.getAll('slice');

test('keyboard only: a round trip JFK–LAX with Tab, arrows and Enter', async ({ page }) => {
  await signedInAt(page);
  await tabTo(page, page.getByRole('radio', { name: 'Round trip' }), 40);
  await expect(page.getByRole('radio', { name: 'Round trip' })).toBeChecked();

  for (const [name, code] of [
    ['From', 'JFK'],
    ['To', 'LAX'],
  ] as const) {
    const box = page.getByRole('combobox', { name });
    await tabTo(page, box, 40);
    await autocompleteReady(box);
    await page.keyboard.type(code);
    await expect(page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(new RegExp(`\\(${code}\\)`));
  }

  const depart = page.getByRole('button', { name: /^Depart/ });
  await tabTo(page, depart, 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(dialog.getByRole('gridcell', { name: new RegExp(`^${longDate(torontoDay(0))}`) })).toBeFocused();
  // Prices arrive: each bookable day names its price and level (never colour alone).
  await expect(dialog.getByRole('gridcell', { name: /\$\d+, (Low|Medium|High) price/ }).first()).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Select your return date.')).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(depart).toBeFocused();
  await expect(depart).toHaveText(shortDate(torontoDay(14)));
  await expect(page.getByRole('button', { name: /^Return/ })).toHaveText(shortDate(torontoDay(17)));

  await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }), 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    shopUrl(`tripType=roundTrip&slice=JFK%2CLAX%2C${torontoDay(14)}&slice=LAX%2CJFK%2C${torontoDay(17)}&adt=1&cnn=0&inf=0&ins=0`),
  );
});

test('multi-city with 3 flights lands on the shop with the three slices', async ({ page }) => {
  await signedInAt(page);
  await page.getByRole('radio', { name: 'Multi-city' }).check();
  await page.getByRole('button', { name: 'Add a flight' }).click();
  await expect(page.getByRole('group', { name: /^Flight \d$/ })).toHaveCount(3);
  const flight = (n: number) => page.getByRole('group', { name: `Flight ${n}` });

  await choosePlace(page, flight(1).getByRole('combobox', { name: 'From' }), 'JFK');
  await choosePlace(page, flight(1).getByRole('combobox', { name: 'To' }), 'ORD');
  // The next flight leaves from where the one before lands.
  await expect(flight(2).getByRole('combobox', { name: 'From' })).toHaveValue(/\(ORD\)/);
  await choosePlace(page, flight(2).getByRole('combobox', { name: 'To' }), 'LAX');
  await expect(flight(3).getByRole('combobox', { name: 'From' })).toHaveValue(/\(LAX\)/);
  await choosePlace(page, flight(3).getByRole('combobox', { name: 'To' }), 'JFK');
  await pickDay(page, flight(1).getByRole('button', { name: /^Date/ }), 10);
  await pickDay(page, flight(2).getByRole('button', { name: /^Date/ }), 2);
  await pickDay(page, flight(3).getByRole('button', { name: /^Date/ }), 3);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/flights\/shop\/\?tripType=multiCity&/);
  expect(slices(page)).toEqual([`JFK,ORD,${torontoDay(10)}`, `ORD,LAX,${torontoDay(12)}`, `LAX,JFK,${torontoDay(15)}`]);
});

test('passenger rules: readable errors in the travelers dialog and by the field', async ({ page }) => {
  await signedInAt(page);
  const travelers = page.getByRole('button', { name: /^Travelers/ });
  await travelers.click();
  const dialog = page.getByRole('dialog', { name: 'Travelers' });
  await dialog.getByRole('button', { name: 'Add an infant on lap' }).click();
  await dialog.getByRole('button', { name: 'Add an infant on lap' }).click();
  await expect(dialog.getByText('Each infant on a lap needs an adult: add an adult or seat the infant.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove an adult' }).click();
  await expect(dialog.getByText('Add at least one adult: children and infants travel with an adult.')).toBeVisible();
  for (let i = 0; i < 8; i++) await dialog.getByRole('button', { name: 'Add an adult' }).click();
  await expect(dialog.getByText('A booking can have at most 9 travelers, infants included.')).toBeVisible();
  await expect(dialog.getByText(/needs an adult/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(travelers).toBeFocused();
  await expect(travelers).toHaveText('10 travelers');
  await expect(travelers).toHaveAttribute('aria-invalid', 'true');
  await expect(travelers).toHaveAccessibleDescription('A booking can have at most 9 travelers, infants included.');

  // Searching shows every field's problem, and focus goes to the first.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'From' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription('Choose where you fly from.');
  await expect(page.getByRole('button', { name: /^Depart/ })).toHaveAccessibleDescription('Choose a date.');
  await expect(page).toHaveURL(/\/flights\/search\//);
  await expectNoAxeViolations(page);
});

test('saved flight preferences prefill the form and become the shop filters', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  const token = await signInAs(page, user);
  const saved = await apiCall(
    page.request,
    'PUT',
    '/api/v0/user/preference/flight',
    {
      homeAirport: {
        id: 'airport:BOS',
        kind: 'airport',
        code: 'BOS',
        label: 'Boston (BOS)',
        sublabel: 'General Edward Lawrence Logan Intl',
      },
      fareClasses: { basic: false, standard: false, enhanced: false, premium: true, luxury: false },
      airlines: ['DL', 'NoLCC'],
      nonStopOnly: true,
    },
    token,
  );
  expect(saved.status()).toBe(200);
  await page.goto('/flights/search/');
  await hydrated(page);
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Boston (BOS)');
  await expect(page.getByRole('combobox', { name: 'Fare class' })).toHaveValue('premium');
  await page.getByRole('radio', { name: 'One-way' }).check();
  await choosePlace(page, page.getByRole('combobox', { name: 'To' }), 'LAX');
  await pickDay(page, page.getByRole('button', { name: /^Date/ }), 20);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    shopUrl(
      `tripType=oneWay&slice=BOS%2CLAX%2C${torontoDay(20)}&adt=1&cnn=0&inf=0&ins=0&fareClass=premium&stops=NONE&airlines=DL&nolcc=1&pref=stops%2Cairlines%2Cnolcc`,
    ),
  );
  // The shop says these filters are the profile's, and one control drops them (issue 23 #2).
  const note = page.getByRole('note').filter({ hasText: 'Filters from your flight preferences' });
  await expect(note).toHaveText(/Nonstop only · Only Delta Air Lines · No low-cost carriers/);
  await expectNoAxeViolations(page);
  await note.getByRole('button', { name: "Don't use my preferences" }).click();
  await expect(note).toBeHidden();
  await expect(page).not.toHaveURL(/pref=|airlines=|nolcc=|stops=/);
});

test('reload and Back restore the form from the URL', async ({ page }) => {
  await signedInAt(page);
  await page.getByRole('radio', { name: 'One-way' }).check();
  await choosePlace(page, page.getByRole('combobox', { name: 'From' }), 'JFK');
  await choosePlace(page, page.getByRole('combobox', { name: 'To' }), 'SFO');
  await pickDay(page, page.getByRole('button', { name: /^Date/ }), 30);
  await page.getByRole('button', { name: /^Travelers/ }).click();
  await page.getByRole('dialog', { name: 'Travelers' }).getByRole('button', { name: 'Add a child' }).click();
  await page.getByRole('dialog', { name: 'Travelers' }).getByRole('button', { name: 'Done' }).click();
  await page.getByRole('combobox', { name: 'Fare class' }).selectOption('enhanced');
  await expect(page).toHaveURL(/fareClass=enhanced/);

  const restored = async () => {
    await expect(page.getByRole('radio', { name: 'One-way' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue(/\(JFK\)/);
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue(/\(SFO\)/);
    await expect(page.getByRole('button', { name: /^Date/ })).toHaveText(shortDate(torontoDay(30)));
    await expect(page.getByRole('button', { name: /^Travelers/ })).toHaveText('2 travelers');
    await expect(page.getByRole('combobox', { name: 'Fare class' })).toHaveValue('enhanced');
  };
  await page.reload();
  await hydrated(page);
  await restored();

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/flights\/shop\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/flights\/search\/\?tripType=oneWay&/);
  await hydrated(page);
  await restored();
});

test('axe: the empty form, the date picker with prices, and French; hydration throws nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signedInAt(page, '/flights/search/?tripType=roundTrip&slice=JFK,LAX,&slice=LAX,JFK,');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Depart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(dialog.getByRole('gridcell', { name: /\$\d+, (Low|Medium|High) price/ }).first()).toBeAttached();
  await expect(dialog.getByText('Low price', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // PageDown changes month; Escape closes and focus returns.
  await page.keyboard.press('PageDown');
  await expect(dialog.getByRole('grid')).not.toHaveAccessibleName(
    new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(e2eNow()),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Depart/ })).toBeFocused();

  await page.goto('/fr/flights/search/');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher des vols' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'Aller-retour' })).toBeChecked();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  // The Pixel 7 of the mobile project, in this file (the mobile project only runs mobile.spec.ts).
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('the form stacks, the pickers open full screen, and a one-way search completes', async ({ page }) => {
    await signedInAt(page);
    expect(page.viewportSize()!.width).toBeLessThanOrEqual(960);
    const noSidewaysScroll = () => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
    expect(await noSidewaysScroll()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'One-way' }).tap();
    const from = page.getByRole('combobox', { name: 'From' });
    const to = page.getByRole('combobox', { name: 'To' });
    // boundingBox() answers null, not a wait, while the re-rendered form is not laid out yet (even
    // after a visible check, a re-render can replace it): poll until both boxes read, To below From.
    await expect
      .poll(async () => {
        const [fromBox, toBox] = [await from.boundingBox(), await to.boundingBox()];
        return fromBox && toBox ? toBox.y - (fromBox.y + fromBox.height) : Number.NaN;
      })
      .toBeGreaterThan(0);
    await choosePlace(page, from, 'JFK');
    await choosePlace(page, to, 'MIA');

    await page.getByRole('button', { name: /^Date/ }).tap();
    const dialog = page.getByRole('dialog', { name: 'Choose a date' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    await expect(dialog.getByRole('gridcell', { name: /\$\d+, (Low|Medium|High) price/ }).first()).toBeAttached();
    await expectNoAxeViolations(page);
    await dialog.getByRole('gridcell', { name: new RegExp(`^${longDate(torontoDay(3))}`) }).tap();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: /^Travelers/ }).tap();
    const travelers = page.getByRole('dialog', { name: 'Travelers' });
    await expect.poll(async () => (await travelers.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(viewport.width - 1);
    await travelers.getByRole('button', { name: 'Add an adult' }).tap();
    await expectNoAxeViolations(page);
    await travelers.getByRole('button', { name: 'Done' }).tap();
    expect(await noSidewaysScroll()).toBe(true);

    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    await expect(page).toHaveURL(shopUrl(`tripType=oneWay&slice=JFK%2CMIA%2C${torontoDay(3)}&adt=2&cnn=0&inf=0&ins=0`));
  });
});

test('the travel sale’s "Flights to LAX" keeps LAX through sign-in (issue 23)', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  await page.goto('/travelsale/');
  await page.getByRole('link', { name: 'Flights to LAX' }).click();
  await expectAt(page, '/auth/startsession/');
  await submitSignIn(page, user);
  // A first session is greeted first; the search waits in the return path.
  await expect(page.getByRole('button', { name: 'Start exploring' }).or(page.getByRole('form', { name: 'Flight search' }))).toBeVisible();
  if (await page.getByRole('button', { name: 'Start exploring' }).isVisible())
    await page.getByRole('button', { name: 'Start exploring' }).click();
  await expect(page).toHaveURL(/\/flights\/search\/\?/);
  await hydrated(page);
  await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue(/\(LAX\)/);
  await expect.poll(() => slices(page)[0]).toMatch(/^[A-Z]{0,3},LAX,$/);
  expect(new URL(page.url()).searchParams.get('placement')).toBe('travel_sale_landing');
  await expectNoAxeViolations(page);
});

test('typing after a chosen place replaces it: "qqzzxx", not "New York (JFK)qqzzxx" (issue 23)', async ({ page }) => {
  await signedInAt(page);
  const from = page.getByRole('combobox', { name: 'From' });
  await choosePlace(page, from, 'JFK');
  await expect(from).toHaveValue(/\(JFK\)/);
  // Caret after the chosen place's text, as a click at its end leaves it.
  await from.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('qqzzxx');
  await expect(from).toHaveValue('qqzzxx');
  await expect(page.getByRole('status').filter({ hasText: 'No airports or cities match qqzzxx.' })).toHaveCount(1);
  await expect(page.getByText('No airports or cities match qqzzxx.', { exact: true }).first()).toBeVisible();
  // A field reached with Tab has its place selected: the next key replaces it too.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(from).toHaveValue(/\(JFK\)/);
  await from.blur();
  await from.focus();
  await page.keyboard.type('bos');
  await expect(from).toHaveValue('bos');
  await expectNoAxeViolations(page);
});

test('a shared results link whose dates have passed reopens the form and says why (issue 23)', async ({ page }) => {
  await signedInAt(page, '/flights/shop/?tripType=oneWay&slice=JFK,LAX,2027-01-10&adt=1&cnn=0&inf=0&ins=0');
  await expect(page).toHaveURL(/\/flights\/search\/\?/);
  await hydrated(page);
  await expect(page.getByRole('alert').filter({ hasText: 'The dates of this search have passed' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Date/ })).toHaveAccessibleDescription('Choose a date from today on.');
  await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue(/LAX/);
  expect(new URL(page.url()).searchParams.has('reason')).toBe(false);
  await expectNoAxeViolations(page);
});
