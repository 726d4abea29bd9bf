import type { LodgingSummary } from '../../../../src/lib/domain/lodging/lodging.schema';
import type { PublicConfig } from '../../../../src/lib/domain/shared/config';
import type { Wishlist } from '../../../../src/lib/domain/profile/wishlists.schema';

export function lodging(id: string, over: Partial<LodgingSummary> = {}): LodgingSummary {
  return {
    id,
    kind: 'hotel',
    name: `Hotel ${id}`,
    collection: 'NoCollection',
    starRating: 'Four',
    userRating: 8.4,
    reviewCount: 120,
    city: 'Paris',
    country: 'FR',
    lat: 48.85,
    lon: 2.35,
    distanceKm: 0,
    amenities: [],
    images: [{ url: `/api/v0/lodging/images/${id}-0.svg`, category: 'Primary', kind: 'ResizableImage' }],
    availability: { kind: 'Available', lowestPerNight: 12_300, lowestTripTotal: 49_200, freeCancellation: true },
    ...over,
  };
}

export const availabilityPage = (lodgings: LodgingSummary[]) => ({
  lodgings,
  total: lodgings.length,
  offset: 0,
  limit: 50,
  nights: 4,
  bounds: null,
});

let n = 0;
/** A wishlist as the API answers it; `updatedAt` orders the tabs (newest first). */
export function wishlist(name: string, productIds: string[], updatedAt = '2026-11-20T10:00:00.000Z'): Wishlist {
  const wishlistId = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  return {
    wishlistId,
    name,
    wishlistItems: productIds.map((productId, i) => ({ productId, wishlistId, createdAt: `2026-11-1${9 - i}T10:00:00.000Z` })),
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt,
  };
}

export const feedItem = (product: string, itemId: string, label: string, at = '2026-11-21T10:00:00Z') => ({
  product,
  label,
  payload: { product, itemId, label, imageUrl: `/api/v0/lodging/images/${itemId}-0.svg` },
  at,
});

/** What the map needs of the public config; tiles from an address nothing answers (tests run offline). */
export const publicConfig = {
  brand: { name: 'Travel', shortName: 'T' },
  adminPortalUrl: 'https://admin.travel.example/',
  mapTiles: { url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png', attribution: '© Test tiles' },
} as unknown as PublicConfig;
