import { createUser, expect, signInAs, test, torontoDay } from './helpers/fixtures';

// Pages are built before anyone signs in; a signed-in visit must hydrate them without React
// throwing a mismatch (it would re-render the island from scratch and report an error). One test
// per page, so a slow machine spends each page's time on that page alone.
const pages: readonly (readonly [string, string | RegExp])[] = [
  ['/profile/?section=travelers', /^Welcome, /],
  ['/profile/?section=payment-methods', 'Payment methods'],
  ['/favorites/', 'Favorites'],
  ['/flights/search/', 'Search flights'],
  // The results page starts its search before the island hydrates: state that must not show in hydration.
  [
    `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${torontoDay(30)}&slice=LAX,JFK,${torontoDay(37)}&adt=1`,
    'Choose your outbound flight',
  ],
  ['/trips/', 'My trips'],
];

for (const [path, heading] of pages) {
  test(`signed in, ${path.split('&')[0]} hydrates without page errors`, async ({ page }) => {
    await signInAs(page, await createUser(page.request, 'consumer', { favorites: 'available' }));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // The shell's islands hydrate when the browser is idle, by when the rewards accounts have
    // loaded: the banner showing means its island hydrated over the page as built.
    await expect(page.getByText(/^Earn .* with your /)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
