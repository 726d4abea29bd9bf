import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FavoritesApp from '../../../../src/islands/favorites/FavoritesApp';
import { centreAbove, fitPlaces, MAX_ZOOM, MIN_ZOOM, SINGLE_ZOOM, tileUrl } from '../../../../src/islands/favorites/map-fit';
import { readView } from '../../../../src/islands/favorites/use-favorites-view';
import { $config } from '../../../../src/lib/client/config.store';
import { resetFavoriteStays } from '../../../../src/lib/client/favorites/favorite-stays.store';
import { resetWishlistsStore } from '../../../../src/lib/client/favorites/wishlists.store';
import type { LodgingSummary } from '../../../../src/lib/domain/lodging/lodging.schema';
import type { Wishlist } from '../../../../src/lib/domain/profile/wishlists.schema';
import { availabilityPage, lodging, publicConfig, wishlist } from '../../client/favorites/favorites-fixtures';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void = () => undefined;
// pigeon-maps syncs its bounds through a 60 ms debounce it does not cancel on unmount; one that
// fires after the test window is gone is an uncaught error. The debounce's timers are tracked, and
// each test ends once none is pending.
const MAP_DEBOUNCE_MS = 60;
const pendingMapTimers = new Set<unknown>();
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
beforeEach(() => {
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    if (ms !== MAP_DEBOUNCE_MS) return realSetTimeout(run, ms, ...args);
    const id = realSetTimeout(() => {
      pendingMapTimers.delete(id);
      run(...args);
    }, ms);
    pendingMapTimers.add(id);
    return id;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
    pendingMapTimers.delete(id);
    realClearTimeout(id);
  });
  api = fakeApi('/favorites/');
  resetWishlistsStore();
  resetFavoriteStays();
  api.on('GET /config', reply(200, publicConfig));
  api.on('PUT /productFeed/recentlyViewed/list', reply(200, { items: [] }));
});
afterEach(async () => {
  cleanup();
  stopSession();
  await vi.waitFor(() => expect(pendingMapTimers.size).toBe(0));
  vi.restoreAllMocks();
});

const done = () => act(settle);
const paris = lodging('a', { name: 'Hôtel Lumière', lat: 48.86, lon: 2.34 });
const lyon = lodging('b', {
  name: 'Lyon Loft',
  city: 'Lyon',
  lat: 45.76,
  lon: 4.84,
  availability: { kind: 'Unavailable', reasons: ['MinStay'] },
});

async function open(path: string, lists: Wishlist[], lodgings: LodgingSummary[], embedded = false) {
  window.history.replaceState(null, '', path);
  api.on('POST /travel/wishlists/wishlist/get-all', reply(200, { value: lists }));
  api.on('POST /hotels/availability', reply(200, availabilityPage(lodgings)));
  stopSession = signedIn(sessionInfo());
  render(<FavoritesApp locale="en" embedded={embedded} />);
  await done();
  await done();
}

describe('map view', () => {
  it('renders a labelled marker per favorite with no tile loaded, and a card for the chosen one', async () => {
    await open('/favorites/?view=favorites_map', [wishlist('France', ['a', 'b'])], [paris, lyon]);
    // The map's code loads when the map view is chosen.
    const map = await screen.findByRole('region', { name: 'Map of France' });
    // Tiles point at an address nothing answers: the markers are there all the same.
    expect(map.querySelectorAll('img').length).toBeGreaterThan(0);
    const marker = within(map).getByRole('button', { name: 'Hôtel Lumière, $123 per night' });
    expect(marker.textContent).toBe('$123');
    expect(within(map).getByRole('button', { name: 'Lyon Loft, unavailable for these dates' })).toBeTruthy();
    expect(within(map).getByText('© Test tiles')).toBeTruthy();

    fireEvent.click(marker);
    const popup = within(map).getByRole('group', { name: 'Hôtel Lumière' });
    expect(marker.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(popup).getByRole('heading', { name: 'Hôtel Lumière' }));
    expect(within(popup).getByText('$123 per night')).toBeTruthy();
    expect(within(popup).getByRole('button', { name: 'Remove Hôtel Lumière from favorites' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(within(map).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(marker);
  });

  it('lists the places under the map, so every stay is reachable without pointing at the map', async () => {
    await open('/favorites/?view=favorites_map', [wishlist('France', ['a', 'b'])], [paris, lyon]);
    const places = (await screen.findByRole('heading', { name: 'Places on the map' })).closest('section')!;
    const buttons = within(places).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Hôtel LumièreParis · $123 per night',
      'Lyon LoftLyon · Unavailable for these dates',
    ]);
    fireEvent.click(buttons[1]!);
    expect(buttons[1]!.getAttribute('aria-pressed')).toBe('true');
    const popup = screen.getByRole('group', { name: 'Lyon Loft' });
    expect(within(popup).getByText('Unavailable for these dates')).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('group', { name: 'Lyon Loft' })).toBeNull();
    expect(document.activeElement).toBe(buttons[1]);
  });

  it('without the map config, says so and still lists the places', async () => {
    await open('/favorites/?view=favorites_map', [wishlist('France', ['a'])], [paris]);
    act(() => $config.set({ kind: 'Failed' }));
    expect(await screen.findByText('The map is not available right now. Your favorites are listed below.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Hôtel Lumière/ })).toBeTruthy();
    act(() => $config.set({ kind: 'Loaded', config: publicConfig }));
  });
});

describe('view switch', () => {
  it('switches List | Map and keeps the choice in ?view=, with the rest of the query', async () => {
    await open('/profile/?section=favorites&utm_source=mail', [wishlist('France', ['a'])], [paris], true);
    // Inside the profile tab: no page title of its own.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const views = within(screen.getByRole('group', { name: 'Show favorites as' }));
    expect(views.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 3, name: 'Hôtel Lumière' })).toBeTruthy();

    fireEvent.click(views.getByRole('button', { name: 'Map' }));
    expect(window.location.pathname + window.location.search).toBe('/profile/?section=favorites&utm_source=mail&view=favorites_map');
    expect(views.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('region', { name: 'Map of France' })).toBeTruthy();

    fireEvent.click(views.getByRole('button', { name: 'List' }));
    expect(window.location.search).toBe('?section=favorites&utm_source=mail&view=favorites_list');
    expect(screen.queryByRole('region', { name: 'Map of France' })).toBeNull();
    expect(within(screen.getByRole('tabpanel')).getByText('$123 per night')).toBeTruthy();
  });

  it.each([
    ['', 'favorites_list'],
    ['?view=favorites_map', 'favorites_map'],
    ['?view=favorites_list', 'favorites_list'],
    ['?view=map', 'favorites_list'],
  ])('reads %j as %s', (search, view) => {
    expect(readView(search)).toBe(view);
  });
});

describe('map fitting', () => {
  it('has no view for no places and a street-level one for one place', () => {
    expect(fitPlaces([], 640, 420)).toBeNull();
    const one = fitPlaces([{ lat: 48.86, lon: 2.34 }], 640, 420)!;
    expect(one.zoom).toBe(SINGLE_ZOOM);
    expect(one.center[0]).toBeCloseTo(48.86, 9);
    expect(one.center[1]).toBeCloseTo(2.34, 9);
  });

  it.each([
    // Paris and Lyon: a country-level view centred between them.
    [
      [
        { lat: 48.86, lon: 2.34 },
        { lat: 45.76, lon: 4.84 },
      ],
      6,
    ],
    // Two streets apart: as close as the map goes.
    [
      [
        { lat: 48.86, lon: 2.34 },
        { lat: 48.8601, lon: 2.3401 },
      ],
      MAX_ZOOM,
    ],
    // Across the world: as far as the map goes.
    [
      [
        { lat: 60, lon: -170 },
        { lat: -45, lon: 170 },
      ],
      MIN_ZOOM,
    ],
  ])('fits %j at zoom %i', (places, zoom) => {
    const view = fitPlaces(places, 640, 420)!;
    expect(view.zoom).toBe(zoom);
    const lats = places.map((p) => p.lat);
    const lons = places.map((p) => p.lon);
    expect(view.center[0]).toBeGreaterThanOrEqual(Math.min(...lats));
    expect(view.center[0]).toBeLessThanOrEqual(Math.max(...lats));
    expect(view.center[1]).toBeCloseTo((Math.min(...lons) + Math.max(...lons)) / 2, 6);
  });

  it('puts a chosen place above the middle of the map: the centre is south of it, same longitude', () => {
    const [lat, lon] = centreAbove({ lat: 48.86, lon: 2.34 }, 11, 84);
    expect(lon).toBeCloseTo(2.34, 9);
    // At zoom 11 a pixel is about 50 m at Paris' latitude: 84 px is about 4.2 km, 0.038° of latitude.
    expect(48.86 - lat).toBeCloseTo(0.038, 3);
    expect(centreAbove({ lat: 48.86, lon: 2.34 }, 11, 0)[0]).toBeCloseTo(48.86, 9);
  });

  it('fills a {z}/{x}/{y} tile template', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', 3, 5, 4)).toBe('https://tiles.example/4/3/5.png');
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', 1, 2, 3)).toBe('https://a.tiles.example/3/1/2.png');
  });
});
