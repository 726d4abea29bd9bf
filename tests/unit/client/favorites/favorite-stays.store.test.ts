import { beforeEach, describe, expect, it } from 'vitest';
import {
  $favoriteStays,
  $recentStays,
  homeToday,
  IDS_PER_CALL,
  loadRecentStays,
  resetFavoriteStays,
  retryFavoriteStays,
  syncFavoriteStays,
} from '../../../../src/lib/client/favorites/favorite-stays.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { apiError, fakeApi, held, reply, settle } from '../profile/fake-api';
import { availabilityPage as page, lodging } from './favorites-fixtures';

const AVAILABILITY = 'POST /hotels/availability';
const RECENT = 'PUT /productFeed/recentlyViewed/list';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi('/favorites/');
  resetFavoriteStays();
});

describe('homeToday', () => {
  it.each([
    ['2026-11-22T12:00:00Z', '2026-11-22'],
    // 22:00 the evening before in Toronto: still the 22nd there.
    ['2026-11-23T03:00:00Z', '2026-11-22'],
    ['2026-11-23T05:00:00Z', '2026-11-23'],
    // Summer time (UTC-4).
    ['2026-07-01T03:59:00Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('%s is %s in America/Toronto', (instant, day) => {
    expect(homeToday(Date.parse(instant))).toBe(day);
  });
});

describe('favorite stays', () => {
  it('prices the favorites in one availability call for today+2 to today+6, 2 adults, hotels and rentals', async () => {
    api.on(AVAILABILITY, reply(200, page([lodging('a'), lodging('b', { availability: { kind: 'Unavailable', reasons: ['MinStay'] } })])));
    await syncFavoriteStays(['b', 'a']);
    expect(api.callsTo(AVAILABILITY).map((c) => c.body)).toEqual([
      {
        location: { kind: 'LodgingIds', ids: ['a', 'b'] },
        checkIn: '2026-11-24',
        checkOut: '2026-11-28',
        guests: { adults: 2, children: 0, pets: 0 },
        kinds: ['hotel', 'vacation_rental'],
        page: { offset: 0, limit: 50 },
      },
    ]);
    const s = $favoriteStays.get();
    expect(s.state).toBe(CallState.Success);
    expect(s.stay).toEqual({ checkIn: '2026-11-24', checkOut: '2026-11-28', adults: 2, children: 0, pets: 0 });
    expect(s.nights).toBe(4);
    expect(Object.keys(s.lodgings).sort()).toEqual(['a', 'b']);
    expect(s.lodgings.b?.availability.kind).toBe('Unavailable');
  });

  it('asks again only when a favorite is not priced yet', async () => {
    api.on(AVAILABILITY, reply(200, page([lodging('a'), lodging('b')])), reply(200, page([lodging('a'), lodging('b'), lodging('c')])));
    await syncFavoriteStays(['a', 'b']);
    await syncFavoriteStays(['a']);
    await syncFavoriteStays(['b', 'a']);
    expect(api.callsTo(AVAILABILITY)).toHaveLength(1);
    await syncFavoriteStays(['a', 'b', 'c']);
    expect(api.callsTo(AVAILABILITY)).toHaveLength(2);
    expect(Object.keys($favoriteStays.get().lodgings).sort()).toEqual(['a', 'b', 'c']);
  });

  it('makes no call for no favorites', async () => {
    await syncFavoriteStays([]);
    expect(api.calls).toHaveLength(0);
    expect($favoriteStays.get().state).toBe(CallState.Success);
  });

  it('splits more than 50 ids into calls of 50 at most, made together', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `p${String(i).padStart(3, '0')}`);
    const h = held();
    api.on(AVAILABILITY, h.answer);
    const done = syncFavoriteStays(ids);
    await settle();
    const calls = api.callsTo(AVAILABILITY);
    expect(calls.map((c) => (c.body as { location: { ids: string[] } }).location.ids.length)).toEqual([IDS_PER_CALL, IDS_PER_CALL, 20]);
    expect($favoriteStays.get().state).toBe(CallState.InProcess);
    h.release(reply(200, page([lodging('p000')])));
    await done;
    expect($favoriteStays.get().state).toBe(CallState.Success);
  });

  it('treats ids the supplier no longer knows as nothing to show, not as a failure', async () => {
    api.on(AVAILABILITY, apiError(422, 'UnknownLocation', 'None of these properties exists.'));
    await syncFavoriteStays(['gone']);
    expect($favoriteStays.get()).toMatchObject({ state: CallState.Success, lodgings: {} });
  });

  it('keeps what it showed when a call fails, and retries the same ids', async () => {
    api.on(
      AVAILABILITY,
      reply(200, page([lodging('a')])),
      apiError(500, 'InternalError', 'Boom'),
      reply(200, page([lodging('a'), lodging('b')])),
    );
    await syncFavoriteStays(['a']);
    await syncFavoriteStays(['a', 'b']);
    expect($favoriteStays.get().state).toBe(CallState.Failed);
    expect(Object.keys($favoriteStays.get().lodgings)).toEqual(['a']);
    await retryFavoriteStays();
    expect(api.callsTo(AVAILABILITY).at(-1)?.body).toMatchObject({ location: { ids: ['a', 'b'] } });
    expect($favoriteStays.get().state).toBe(CallState.Success);
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const slow = held();
    api.on(AVAILABILITY, slow.answer, reply(200, page([lodging('a'), lodging('b')])));
    const first = syncFavoriteStays(['a']);
    await settle();
    await syncFavoriteStays(['a', 'b']);
    slow.release(reply(200, page([lodging('a', { name: 'Stale' })])));
    await first;
    expect($favoriteStays.get().lodgings.a?.name).toBe('Hotel a');
    expect(Object.keys($favoriteStays.get().lodgings)).toHaveLength(2);
  });

  it('writes nothing after a reset', async () => {
    const h = held();
    api.on(AVAILABILITY, h.answer);
    const done = syncFavoriteStays(['a']);
    await settle();
    resetFavoriteStays();
    h.release(reply(200, page([lodging('a')])));
    await done;
    expect($favoriteStays.get().state).toBe(CallState.NotCalled);
  });
});

describe('recently viewed stays', () => {
  const item = (product: string, itemId: string, at: string, imageUrl?: string) => ({
    product,
    label: `Stay ${itemId}`,
    payload: { product, itemId, label: `Stay ${itemId}`, ...(imageUrl ? { imageUrl } : {}) },
    at,
  });

  it('merges the lodging products newest first, each stay once', async () => {
    api.on(
      RECENT,
      reply(200, {
        items: [
          item('hotels', 'h1', '2026-11-20T10:00:00Z', '/api/v0/lodging/images/h1-0.svg'),
          item('hotels', 'v1', '2026-11-01T10:00:00Z'),
        ],
      }),
      reply(200, { items: [item('stays', 's1', '2026-11-21T10:00:00Z')] }),
      reply(200, { items: [] }),
      reply(200, { items: [item('vacationRentals', 'v1', '2026-11-22T09:00:00Z')] }),
    );
    await loadRecentStays();
    expect(api.callsTo(RECENT).map((c) => c.body)).toEqual([
      { product: 'hotels', limit: 8 },
      { product: 'stays', limit: 8 },
      { product: 'premiumStays', limit: 8 },
      { product: 'vacationRentals', limit: 8 },
    ]);
    expect($recentStays.get()).toEqual({
      state: CallState.Success,
      stays: [
        { productId: 'v1', label: 'Stay v1', imageUrl: null, viewedAt: '2026-11-22T09:00:00Z' },
        { productId: 's1', label: 'Stay s1', imageUrl: null, viewedAt: '2026-11-21T10:00:00Z' },
        { productId: 'h1', label: 'Stay h1', imageUrl: '/api/v0/lodging/images/h1-0.svg', viewedAt: '2026-11-20T10:00:00Z' },
      ],
    });
  });

  it('fails as a whole when a call fails', async () => {
    api.on(RECENT, reply(200, { items: [] }), apiError(500, 'InternalError', 'Boom'));
    await loadRecentStays();
    expect($recentStays.get().state).toBe(CallState.Failed);
  });
});
