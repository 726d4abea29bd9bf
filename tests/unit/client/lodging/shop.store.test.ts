import { beforeEach, describe, expect, it } from 'vitest';
import {
  $stayDetails,
  $stayShopQuery,
  changeStay,
  openStayShop,
  recordStayView,
  resetStayShop,
  retryStayDetails,
} from '../../../../src/lib/client/lodging/shop.store';
import type { LodgingDetailsResponse } from '../../../../src/lib/domain/lodging/lodging.schema';
import { apiError, fakeApi, reply, settle } from '../profile/fake-api';

const DETAILS = 'POST /lodging/details';
const TODAY = '2026-11-22';
const QUERY = 'lodgingId=h-par-1&source=SearchPage&checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=0&pets=0';

const answer: LodgingDetailsResponse = {
  lodging: {
    id: 'h-par-1',
    kind: 'hotel',
    name: 'Hôtel Lumière',
    collection: 'Lifestyle',
    starRating: 'Four',
    userRating: 8.6,
    reviewCount: 412,
    city: 'Paris',
    country: 'FR',
    lat: 48.86,
    lon: 2.34,
    distanceKm: 1.2,
    amenities: ['FreeWifi'],
    images: [{ url: '/api/v0/lodging/images/h-par-1-0.svg', category: 'Primary', kind: 'ResizableImage' }],
    availability: { kind: 'Available', lowestPerNight: 30000, lowestTripTotal: 99000, freeCancellation: true },
  },
  description: 'A hotel.',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: 'Europe/Paris',
  rental: null,
  rooms: [],
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi('/hotels/shop/');
  resetStayShop();
  window.history.replaceState(null, '', `/hotels/shop/?${QUERY}`);
});

describe('stay shop store', () => {
  it('asks for the details of the stay in the URL, once', async () => {
    api.on(DETAILS, reply(200, answer));
    openStayShop(QUERY, TODAY);
    expect($stayDetails.get().kind).toBe('Loading');
    openStayShop(QUERY, TODAY);
    await settle();
    expect($stayDetails.get()).toMatchObject({ kind: 'Loaded', answer: { lodging: { id: 'h-par-1' } } });
    expect(api.callsTo(DETAILS)).toHaveLength(1);
    expect(api.callsTo(DETAILS)[0]!.body).toEqual({
      id: 'h-par-1',
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guests: { adults: 2, children: 0, pets: 0 },
    });
  });

  it('a broken link is Invalid and calls nothing', () => {
    expect(openStayShop('lodgingId=h1&checkIn=2026-11-01&checkOut=2026-11-03', TODAY)).toEqual({ kind: 'Invalid', problem: 'dates' });
    expect(api.calls).toHaveLength(0);
  });

  it('a failure keeps its status for the page, and Try again asks again', async () => {
    api.on(DETAILS, apiError(500, 'Internal', 'boom'), reply(200, answer));
    openStayShop(QUERY, TODAY);
    await settle();
    expect($stayDetails.get()).toMatchObject({ kind: 'Failed', status: 500 });
    retryStayDetails();
    await settle();
    expect($stayDetails.get().kind).toBe('Loaded');
  });

  it('a network failure is Failed with status 0', async () => {
    openStayShop(QUERY, TODAY);
    await settle();
    expect($stayDetails.get()).toMatchObject({ kind: 'Failed', status: 0, code: 'NetworkError' });
  });

  it('a new stay replaces the address, drops the unavailable mark and asks again', async () => {
    api.on(DETAILS, reply(200, answer));
    openStayShop(`${QUERY}&unavailable=true`, TODAY);
    await settle();
    changeStay({ checkIn: '2026-12-10', checkOut: '2026-12-15', guests: { adults: 3, children: 0, pets: 0 } });
    expect($stayShopQuery.get()?.unavailable).toBe(false);
    expect(window.location.search).toBe(
      '?lodgingId=h-par-1&source=SearchPage&checkIn=2026-12-10&checkOut=2026-12-15&adults=3&children=0&pets=0',
    );
    await settle();
    expect(api.callsTo(DETAILS)).toHaveLength(2);
    expect(api.callsTo(DETAILS)[1]!.body).toMatchObject({ checkOut: '2026-12-15', guests: { adults: 3 } });
  });

  it('records the view in the family’s recently viewed feed', async () => {
    api.on('POST /productFeed/recentlyViewed', reply(200, { Response: 'Success' }));
    recordStayView('premium-stays', answer);
    await settle();
    expect(api.callsTo('POST /productFeed/recentlyViewed')[0]!.body).toEqual({
      product: 'premiumStays',
      itemId: 'h-par-1',
      label: 'Hôtel Lumière, Paris',
      imageUrl: '/api/v0/lodging/images/h-par-1-0.svg',
    });
  });
});
