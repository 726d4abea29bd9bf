// Rates of a lodging for a stay: nightly prices that move with weekday, season and demand; rate
// products per room (non-refundable, free cancellation, breakfast); cancel-for-any-reason quotes;
// and the reasons a vacation rental cannot be booked for the stay.
import { distanceKm } from '../../../lib/domain/shared/geo';
import type { LodgingSummary, Room, RoomProduct, UnavailabilityReason } from '../../../lib/domain/lodging/lodging.schema';
import { withRefundableVariants, type CfarQuote } from '../../../lib/domain/lodging/refundable-rooms';
import { complimentaryNight } from '../../../lib/domain/lodging/stay-rules';
import { Rng } from '../random';
import type { Lodging, RoomDef } from './catalog';

export interface Stay {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  pets: number;
}

const TAX_RATE = 0.14;
const DAY = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY;
const isoDay = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
export const nightsOf = (s: Pick<Stay, 'checkIn' | 'checkOut'>) => dayNumber(s.checkOut) - dayNumber(s.checkIn);

function nightFactor(date: string, lodging: Lodging, daysOut: number): number {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const month = Number(date.slice(5, 7));
  const weekend = weekday === 5 || weekday === 6 ? (lodging.kind === 'hotel' ? 1.15 : 1.1) : 1;
  const season = month >= 6 && month <= 8 ? 1.2 : month === 12 ? 1.12 : month <= 2 ? 0.9 : 1;
  const demand = daysOut < 3 ? 1.12 : daysOut < 14 ? 1.05 : 1;
  const drift = 0.95 + new Rng(`night|${lodging.id}|${date}`).next() * 0.1;
  return weekend * season * demand * drift;
}

/** Nightly rates of a room for each night of the stay, US cents. */
export function nightlyRates(lodging: Lodging, room: RoomDef, stay: Stay, today: string): number[] {
  const first = dayNumber(stay.checkIn);
  return Array.from({ length: nightsOf(stay) }, (_, i) => {
    const date = isoDay(first + i);
    return Math.round((lodging.baseRate * room.factor * nightFactor(date, lodging, first - dayNumber(today))) / 100) * 100;
  });
}

function product(
  lodging: Lodging,
  room: RoomDef,
  nights: number[],
  kind: 'nonref' | 'flex' | 'breakfast' | 'partial',
  stay: Stay,
): RoomProduct {
  const factor = { nonref: 1, flex: 1.12, breakfast: 1.24, partial: 1.05 }[kind];
  const rates = nights.map((n) => Math.round(n * factor));
  const free = complimentaryNight({ kind: lodging.kind, collection: lodging.collection, nightlyMinor: rates });
  const sellRate = rates.reduce((s, n) => s + n, 0) - (free?.amountMinor ?? 0);
  const taxes = Math.round(sellRate * TAX_RATE);
  const cancelBy =
    kind === 'nonref' ? null : `${isoDay(dayNumber(stay.checkIn) - (lodging.kind === 'hotel' ? 1 : 7))}T${lodging.checkInTime}`;
  return {
    rateId: `${room.roomId}-${kind}`,
    variant: 'Default',
    cancellation: kind === 'nonref' ? 'NonRefundable' : kind === 'partial' ? 'PartiallyRefundable' : 'FullyRefundable',
    cancelBy,
    // Every rate is paid at booking: paying at the property is not offered by this supplier yet.
    payment: 'PayNow',
    mealPlan: kind === 'breakfast' ? (room.maxOccupancy >= 2 ? 'BreakfastFor2' : 'BreakfastFor1') : 'RoomOnly',
    perNightSellRate: Math.round(sellRate / Math.max(1, nights.length)),
    sellRate,
    taxesAndFees: taxes,
    tripTotal: sellRate + taxes,
    complimentaryNightMinor: free?.amountMinor ?? null,
    refundable: null,
  };
}

/** How many rooms of this type the property sells per night (before bookings): 1 to 6. */
export function roomInventory(room: RoomDef): number {
  return new Rng(`inventory|${room.roomId}`).int(1, 6);
}

/** Quotes for rates that are not fully refundable: the premium is 9 % of the stay; one in ten rates has none. */
function cfarQuotes(products: RoomProduct[], lodgingId: string): CfarQuote[] {
  return products
    .filter((p) => p.cancellation !== 'FullyRefundable')
    .map((p) => ({
      quoteId: `cfar-${p.rateId}`,
      rateId: p.rateId,
      premium: Math.round(p.tripTotal * 0.09),
      coveragePercentage: 80,
      valid: !new Rng(`quote|${lodgingId}|${p.rateId}`).chance(0.1),
    }));
}

/** Why a vacation rental cannot take this stay (every reason that applies), empty when it can. */
export function rentalUnavailability(lodging: Lodging, stay: Stay, today: string): UnavailabilityReason[] {
  const r = lodging.rental;
  if (!r) return [];
  const reasons: UnavailabilityReason[] = [];
  const nights = nightsOf(stay);
  if (nights < r.minStay) reasons.push('MinStay');
  if (nights > r.maxStay) reasons.push('MaxStay');
  if (stay.adults + stay.children > (lodging.rooms[0]?.maxOccupancy ?? 0)) reasons.push('Occupancy');
  if (stay.pets > 0 && !r.petsAllowed) reasons.push('PetPolicy');
  const weekday = (d: string) => new Date(`${d}T12:00:00Z`).getUTCDay();
  if (r.checkInDays.length > 0 && !r.checkInDays.includes(weekday(stay.checkIn))) reasons.push('CheckInNotAllowed');
  if (r.checkOutDays.length > 0 && !r.checkOutDays.includes(weekday(stay.checkOut))) reasons.push('CheckOutNotAllowed');
  const lastNight = isoDay(dayNumber(stay.checkOut) - 1);
  if (r.blocked.some(([from, to]) => stay.checkIn <= to && lastNight >= from)) reasons.push('BlockedDates');
  if (dayNumber(stay.checkIn) - dayNumber(today) < r.minBookingWindowDays) reasons.push('MinBookingWindow');
  return reasons;
}

/**
 * Rooms that fit the party, each with its products and, where the rules allow, a refundable variant.
 * `booked` counts the rooms of each type already sold for a night of the stay.
 */
export function roomsFor(lodging: Lodging, stay: Stay, today: string, booked: ReadonlyMap<string, number> = new Map()): Room[] {
  const party = stay.adults + stay.children;
  return lodging.rooms
    .filter((room) => room.maxOccupancy >= party)
    .map((room) => {
      const nights = nightlyRates(lodging, room, stay, today);
      const kinds = lodging.kind === 'hotel' ? (['nonref', 'flex', 'breakfast'] as const) : (['partial', 'flex'] as const);
      const products = kinds.map((k) => product(lodging, room, nights, k, stay));
      return {
        roomId: room.roomId,
        name: room.name,
        beds: room.beds,
        maxOccupancy: room.maxOccupancy,
        areaSqm: room.areaSqm,
        roomsLeft: Math.max(0, roomInventory(room) - (booked.get(room.roomId) ?? 0)),
        products: withRefundableVariants(room.roomId, products, cfarQuotes(products, lodging.id), {
          enabled: true,
          modelV1: false,
          nights: nights.length,
          matchQuotesByRoomId: false,
        }),
      };
    });
}

const STARS = ['NotAvailable', 'One', 'Two', 'Three', 'Four', 'Five'] as const;

export function summarize(lodging: Lodging, stay: Stay, today: string, centre: { lat: number; lon: number }): LodgingSummary {
  const reasons = rentalUnavailability(lodging, stay, today);
  const rooms = reasons.length === 0 ? roomsFor(lodging, stay, today) : [];
  const products = rooms.flatMap((r) => r.products.filter((p) => p.variant === 'Default'));
  const cheapest = products.reduce<RoomProduct | undefined>((best, p) => (!best || p.tripTotal < best.tripTotal ? p : best), undefined);
  return {
    id: lodging.id,
    kind: lodging.kind,
    name: lodging.name,
    collection: lodging.collection,
    starRating: STARS[lodging.stars] ?? 'NotAvailable',
    userRating: lodging.userRating,
    reviewCount: lodging.reviewCount,
    city: lodging.city.name,
    country: lodging.city.country,
    lat: Math.round(lodging.lat * 1e5) / 1e5,
    lon: Math.round(lodging.lon * 1e5) / 1e5,
    distanceKm: Math.round(distanceKm(centre, lodging) * 10) / 10,
    amenities: lodging.amenities,
    images: lodging.images.map((i) => ({ ...i, kind: 'ResizableImage' as const })),
    availability: cheapest
      ? {
          kind: 'Available',
          lowestPerNight: cheapest.perNightSellRate,
          lowestTripTotal: cheapest.tripTotal,
          freeCancellation: products.some((p) => p.cancellation === 'FullyRefundable'),
        }
      : { kind: 'Unavailable', reasons: reasons.length > 0 ? reasons : ['Occupancy'] },
  };
}
