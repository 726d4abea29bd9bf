import { createUser, expect, expectNoAxeViolations, signInAs, test, LONG_JOURNEY_MS } from './helpers/fixtures';
import { expectAt } from './helpers/flows';

const tabs = ['Travelers', 'Hotel preferences', 'Flight preferences', 'Payment methods', 'Contact information'];

test.describe('profile on desktop', () => {
  test('a missing or unknown section lands on travelers; header, tabs and footer say what the spec says', async ({ page }) => {
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto('/profile/?section=nowhere');
    await expectAt(page, '/profile/?section=travelers');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByText('Manage preferences, frequent flyer programs, payment methods and more.')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(crumbs.getByText('My profile')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Profile sections' });
    await expect(nav.getByRole('link')).toHaveText(tabs);
    await expect(nav.getByRole('link', { name: 'Travelers' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Your next adventure starts here.' })).toBeVisible();
    await expect(page.getByText('Book with flexibility and enjoy elevated travel benefits.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book travel' })).toHaveAttribute('href', '/');
    await expect(page.getByText("You haven't added any travelers yet.")).toBeVisible();
    // One Travelers heading: the section's (issue 23).
    await expect(page.getByRole('heading', { name: 'Travelers' })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.goto('/profile?utm_source=mail');
    await expectAt(page, '/profile?utm_source=mail&section=travelers');
  });

  test('add, edit and delete a traveler; each change survives a reload', async ({ page }) => {
    test.setTimeout(LONG_JOURNEY_MS);
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto('/profile/?section=travelers');
    await page.getByRole('button', { name: 'Add New Traveler' }).click();
    // Saved empty: the summary lists every missing field, the names first (issue 23).
    await page.getByRole('button', { name: 'Save traveler' }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText([
      'First name: Enter the given name.',
      'Last name: Enter the surname.',
      'Gender: Choose a gender.',
      'Date of birth: Enter the date of birth.',
    ]);
    await page.getByLabel('First name').fill('Zoé');
    await page.getByLabel('Last name').fill('Tremblay');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save traveler' }).click();
    const list = page.getByRole('list', { name: 'Saved travelers' });
    await expect(list.getByText('Zoé Tremblay')).toBeVisible();

    await page.reload();
    await expect(list.getByText('Zoé Tremblay')).toBeVisible();
    await list.getByRole('button', { name: 'Edit Zoé Tremblay' }).click();
    await page.getByLabel('Last name').fill('Gagnon');
    await page.getByRole('button', { name: 'Save traveler' }).click();
    await expect(list.getByText('Zoé Gagnon')).toBeVisible();
    await page.reload();
    await expect(list.getByText('Zoé Gagnon')).toBeVisible();

    await list.getByRole('button', { name: 'Delete Zoé Gagnon' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText("You haven't added any travelers yet.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("You haven't added any travelers yet.")).toBeVisible();
  });

  test('hotel preferences: Save appears only when changed, saves, survives a reload, and clears', async ({ page }) => {
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto('/profile/?section=hotel-preferences');
    await expect(page.getByRole('heading', { level: 2, name: 'Hotel preferences' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save preferences' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear preferences' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Pool' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save preferences' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
    await page.getByRole('button', { name: 'Clear preferences' }).click();
    await expect(page.getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Clear preferences' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
  });

  test('flight preferences: home airport from the autocomplete, one fare class, nonstop; saved and cleared', async ({ page }) => {
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto('/profile/?section=flight-preferences');
    const airport = page.getByRole('combobox', { name: 'Home airport' });
    await airport.fill('YUL');
    await page
      .getByRole('option', { name: /Montr[ée]al/ })
      .first()
      .click();
    const standard = page.getByRole('button', { name: 'Standard', exact: true });
    await standard.click();
    await expect(standard).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('radio', { name: 'Nonstop only' }).check();
    await page.getByRole('checkbox', { name: 'Exclude Low Cost Carriers' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Home airport' })).toHaveValue(/Montr[ée]al|YUL/);
    await expect(page.getByRole('button', { name: 'Standard', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: 'Nonstop only' })).toBeChecked();
    // Clicking the chosen fare class again deselects it, and the form is dirty again.
    await page.getByRole('button', { name: 'Standard', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Standard', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear preferences' }).click();
    await expect(page.getByRole('radio', { name: 'Any number of stops' })).toBeChecked();
  });

  test('contact information is read-only and says where to change it', async ({ page }) => {
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto('/profile/?section=contact-info');
    await expect(page.getByText('Phone number')).toBeVisible();
    await expect(page.getByText('Email', { exact: true })).toBeVisible();
    await expect(page.getByText(/visit the issuer's website or call the issuer's phone line/)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('profile on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no section shows the list; a section has a way back; an unknown one returns to the list', async ({ page }) => {
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto('/profile/');
    const nav = page.getByRole('navigation', { name: 'Profile sections' });
    await expect(nav.getByRole('link')).toHaveText(tabs);
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'Hotel preferences' }).click();
    await expectAt(page, '/profile/?section=hotel-preferences');
    await expect(page.getByRole('heading', { level: 2, name: 'Hotel preferences' })).toBeVisible();
    await expect(nav).toBeHidden();
    await page.getByRole('link', { name: 'Back to my profile' }).click();
    await expectAt(page, '/profile/');
    await expect(nav).toBeVisible();
    await page.goto('/profile/?section=nowhere');
    await expect(nav.getByRole('link')).toHaveText(tabs);
  });

  test('travel-app mode hides the header, back button and footer and keeps the flag in links', async ({ page }) => {
    await signInAs(page, await createUser(page.request, 'consumer'));
    await page.goto('/profile/?isTravelApp=true');
    const nav = page.getByRole('navigation', { name: 'Profile sections' });
    await expect(nav.getByRole('link', { name: 'Travelers' })).toHaveAttribute('href', '/profile/?section=travelers&isTravelApp=true');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your next adventure starts here.' })).toHaveCount(0);
    await expect(page.locator('.site-header')).toBeHidden();
    await nav.getByRole('link', { name: 'Travelers' }).click();
    await expectAt(page, '/profile/?section=travelers&isTravelApp=true');
    await expect(page.getByRole('link', { name: 'Back to my profile' })).toHaveCount(0);
  });
});

test('a host page mounts the micro-frontend, re-themes and re-translates it on its events, and unmounts it cleanly', async ({ page }) => {
  await signInAs(page, await createUser(page.request, 'consumer'));
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/profile/host-demo/');
  await expect(page.getByText('Profile mounted.')).toBeVisible();
  // Not the profile's own path: the micro-frontend shows only the rewards banner.
  const root = page.locator('#profile-root');
  await expect(root.locator('.profile-app')).toBeVisible();
  await expect(root.getByRole('complementary')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Theme').selectOption('dark');
  await expect(root.locator('.profile-app')).toHaveAttribute('data-theme', 'dark');
  await page.getByLabel('Language').selectOption('fr');
  await expect(root).toHaveAttribute('lang', 'fr');
  await expect(root.getByRole('complementary')).toHaveAttribute('aria-label', /récompenses|Récompenses/);

  await page.getByRole('button', { name: 'Send an unknown event' }).click();
  await expect.poll(() => warnings.join('\n')).toContain('ignoring host event "cart-updated"');

  await page.getByRole('button', { name: 'Unmount profile' }).click();
  await expect(root).toBeEmpty();
  await expect(page.locator('link[data-profile-mfe]')).toHaveCount(0);
  // No listener left behind: a host event after unmount changes nothing and warns of nothing.
  const before = warnings.length;
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('theme-change', { detail: { theme: 'light' } })));
  await expect(root).toBeEmpty();
  expect(warnings.length).toBe(before);

  await page.getByRole('button', { name: 'Mount profile', exact: true }).click();
  await expect(root.locator('.profile-app')).toBeVisible();
});
