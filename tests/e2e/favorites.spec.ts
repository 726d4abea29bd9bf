import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay, LONG_JOURNEY_MS } from './helpers/fixtures';
import { expectAt, submitSignIn } from './helpers/flows';

interface Stay {
  id: string;
  name: string;
  imageUrl: string;
}

/** A real Paris hotel with a price for the favorites' default stay, put in the user's recently viewed. */
async function viewAParisStay(request: APIRequestContext, token: string): Promise<Stay> {
  const res = await apiCall(
    request,
    'POST',
    '/api/v0/hotels/availability',
    {
      location: { kind: 'Market', id: 'city:Paris|FR' },
      checkIn: torontoDay(2),
      checkOut: torontoDay(6),
      guests: { adults: 2 },
      page: { offset: 0, limit: 20 },
    },
    token,
  );
  expect(res.status()).toBe(200);
  const { lodgings } = (await res.json()) as {
    lodgings: { id: string; name: string; images: { url: string }[]; availability: { kind: string } }[];
  };
  const hotel = lodgings.find((l) => l.availability.kind === 'Available');
  expect(hotel, 'a Paris hotel available for the default stay').toBeTruthy();
  const stay = { id: hotel!.id, name: hotel!.name, imageUrl: hotel!.images[0]!.url };
  const viewed = await apiCall(
    request,
    'POST',
    '/api/v0/productFeed/recentlyViewed',
    { product: 'hotels', itemId: stay.id, label: stay.name, imageUrl: stay.imageUrl },
    token,
  );
  expect(viewed.status()).toBe(200);
  return stay;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const panel = (page: Page) => page.getByRole('tabpanel');

test('a stay hearted from Recently viewed shows priced on /favorites/, on the map, and in the profile tab, then leaves', async ({
  page,
}) => {
  test.setTimeout(LONG_JOURNEY_MS);
  // Favorites are an experiment (SPEC §2): this user is in its `available` variant.
  const token = await signInAs(page, await createUser(page.request, 'consumer', { favorites: 'available' }));
  const stay = await viewAParisStay(page.request, token);

  await page.goto('/favorites/');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search stays' })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('heading', { name: stay.name })).toBeVisible();
  await expectNoAxeViolations(page);

  await recent.getByRole('button', { name: `Save ${stay.name} to favorites` }).click();
  await expect(page.getByRole('tab', { name: /^Favorites/ })).toHaveAttribute('aria-selected', 'true');
  const card = panel(page).getByRole('article', { name: stay.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^\$[\d,]+(\.\d\d)? per night$/)).toBeVisible();
  await expect(panel(page).getByText(/^Prices for .+, 2 adults$/)).toBeVisible();
  await expect(recent.getByRole('button', { name: `Remove ${stay.name} from favorites` })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // The map works with no tile server reachable: markers and the list of places still show.
  const views = page.getByRole('group', { name: 'Show favorites as' });
  await views.getByRole('button', { name: 'Map' }).click();
  await expectAt(page, '/favorites/?view=favorites_map');
  const map = page.getByRole('region', { name: 'Map of Favorites' });
  const marker = map.getByRole('button', { name: new RegExp(`^${escape(stay.name)}, .+ per night$`) });
  await expect(marker).toBeVisible();
  await marker.click();
  await expect(map.getByRole('group', { name: stay.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(map.getByRole('group', { name: stay.name })).toHaveCount(0);
  await expect(marker).toBeFocused();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Map of Favorites' })).toBeVisible();
  await page.getByRole('group', { name: 'Show favorites as' }).getByRole('button', { name: 'List' }).click();
  await expectAt(page, '/favorites/?view=favorites_list');
  await expect(panel(page).getByRole('article', { name: stay.name })).toBeVisible();

  // The same favorites in the profile's Favorites tab.
  await page.goto('/profile/?section=favorites');
  const nav = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(nav.getByRole('link', { name: 'Favorites' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Favorites', exact: true })).toBeVisible();
  const profileCard = panel(page).getByRole('article', { name: stay.name });
  await expect(profileCard.getByText(/ per night$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Unfavorite: the list is empty again, here and on the page.
  await profileCard.getByRole('button', { name: `Remove ${stay.name} from favorites` }).click();
  await expect(panel(page).getByText('Nothing saved in this list yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/favorites/');
  await expect(panel(page).getByText('Nothing saved in this list yet.')).toBeVisible();
  await expect(panel(page).getByRole('link', { name: 'Search stays' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recently viewed' }).getByRole('button', { name: `Save ${stay.name} to favorites` }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);
});

test('signed out, /favorites/ asks to sign in and comes back to the same view', async ({ page }) => {
  const user = await createUser(page.request, 'consumer', { favorites: 'available' });
  await page.goto('/favorites/?view=favorites_map');
  await expectAt(page, '/auth/startsession/');
  await submitSignIn(page, user);
  await expectAt(page, '/auth/ftux/');
  await page.getByRole('button', { name: 'Start exploring' }).click();
  await expectAt(page, '/favorites/?view=favorites_map');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
});

test('without the favorites experiment the profile has no Favorites tab', async ({ page }) => {
  await signInAs(page, await createUser(page.request, 'consumer', { favorites: 'control' }));
  await page.goto('/profile/?section=favorites');
  await expectAt(page, '/profile/?section=travelers');
  await expect(page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Favorites' })).toHaveCount(0);
});
