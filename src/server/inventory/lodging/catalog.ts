// Hotels and vacation rentals for every city of 100,000 people or more, generated from a seed per
// city: the same city always has the same properties, names, stars, amenities and rooms.
import { distanceKm } from '../../../lib/domain/shared/geo';
import { Amenities, type BedTypes, type ImageCategories } from '../../../lib/domain/lodging/lodging.schema';
import { Rng } from '../random';
import { reference, type City } from '../reference';

export const MIN_CITY_POPULATION = 100_000;

type Amenity = (typeof Amenities)[number];
type BedType = (typeof BedTypes)[number];
type ImageCategory = (typeof ImageCategories)[number];

export interface RoomDef {
  roomId: string;
  name: string;
  beds: { type: BedType; count: number }[];
  maxOccupancy: number;
  areaSqm: number;
  /** Price of this room relative to the property's base rate. */
  factor: number;
}

export interface RentalRules {
  hostName: string;
  minStay: number;
  maxStay: number;
  petsAllowed: boolean;
  /** Weekdays (0 = Sunday) on which a stay may start and end; empty = any day. */
  checkInDays: number[];
  checkOutDays: number[];
  /** Blocked night ranges, [first night, last night] inclusive. */
  blocked: [string, string][];
  minBookingWindowDays: number;
}

export interface Lodging {
  id: string;
  kind: 'hotel' | 'vacation_rental';
  name: string;
  collection: 'Premier' | 'Lifestyle' | 'NoCollection';
  stars: number;
  userRating: number;
  reviewCount: number;
  city: City;
  lat: number;
  lon: number;
  amenities: Amenity[];
  images: { url: string; category: ImageCategory }[];
  /** Base nightly rate, US cents, before weekday, season and demand. */
  baseRate: number;
  rooms: RoomDef[];
  rental: RentalRules | null;
  checkInTime: string;
  checkOutTime: string;
}

const BRANDS = ['Maple', 'Harbour', 'Grand', 'Lumen', 'Cedar', 'Atlas', 'Juniper', 'Beacon', 'Solstice', 'Meridian', 'Aurora', 'Willow'];
const SUFFIXES = ['Hotel', 'Suites', 'Inn', 'Resort & Spa', 'Boutique Hotel', 'Residences', 'Plaza'];
const RENTALS = ['Sunny loft in', 'Family house near', 'Studio close to', 'Modern apartment in', 'Cozy cottage near', 'Garden flat in'];
const HOSTS = ['Amélie', 'Jonas', 'Priya', 'Mateo', 'Sofia', 'Kenji', 'Aisha', 'Lucas', 'Nora', 'Olivier', 'Hana', 'Diego'];
const HOTEL_IMAGES: ImageCategory[] = ['Primary', 'GuestRoom', 'Exterior', 'Lobby', 'Dining', 'Pool', 'Fitness', 'Spa', 'Bar', 'View'];

const cityKey = (c: City) => `${c.name}|${c.countryCode}`;

/** Cities that have lodging, largest first, with a stable index used in lodging ids. */
export function lodgingCities(): City[] {
  return cachedCities ?? (cachedCities = reference().cities.filter((c) => c.population >= MIN_CITY_POPULATION));
}
let cachedCities: City[] | undefined;

/** Move a point `km` away at `bearing` radians (good enough within a city). */
function offset(lat: number, lon: number, km: number, bearing: number) {
  const dLat = (km * Math.cos(bearing)) / 111;
  const dLon = (km * Math.sin(bearing)) / (111 * Math.max(0.2, Math.cos((lat * Math.PI) / 180)));
  return { lat: lat + dLat, lon: lon + dLon };
}

function hotelRooms(rng: Rng, id: string, stars: number): RoomDef[] {
  const rooms: RoomDef[] = [
    { roomId: `${id}-r1`, name: 'Standard Queen Room', beds: [{ type: 'Queen', count: 1 }], maxOccupancy: 2, areaSqm: 22, factor: 1 },
    {
      roomId: `${id}-r2`,
      name: 'Double Room, Two Double Beds',
      beds: [{ type: 'Double', count: 2 }],
      maxOccupancy: 4,
      areaSqm: 28,
      factor: 1.15,
    },
  ];
  if (stars >= 3)
    rooms.push({
      roomId: `${id}-r3`,
      name: 'Deluxe King Room',
      beds: [{ type: 'King', count: 1 }],
      maxOccupancy: 2,
      areaSqm: 30,
      factor: 1.3,
    });
  if (stars >= 4 && rng.chance(0.7)) {
    rooms.push({
      roomId: `${id}-r4`,
      name: 'Junior Suite',
      beds: [
        { type: 'King', count: 1 },
        { type: 'Sofa', count: 1 },
      ],
      maxOccupancy: 3,
      areaSqm: 45,
      factor: 1.9,
    });
  }
  if (stars <= 2 && rng.chance(0.5))
    rooms.push({ roomId: `${id}-r5`, name: 'Twin Room', beds: [{ type: 'Twin', count: 2 }], maxOccupancy: 2, areaSqm: 18, factor: 0.95 });
  return rooms;
}

function blockedRanges(rng: Rng): [string, string][] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: rng.int(3, 8) }, () => {
    const first = start + rng.int(0, 900) * 86_400_000;
    const last = first + rng.int(2, 9) * 86_400_000;
    return [new Date(first).toISOString().slice(0, 10), new Date(last).toISOString().slice(0, 10)] as [string, string];
  });
}

function build(city: City, index: number, kind: Lodging['kind'], n: number): Lodging {
  const id = `${kind === 'hotel' ? 'h' : 'v'}${index}-${n}`;
  const rng = new Rng(`lodging|${cityKey(city)}|${id}`);
  const at = offset(city.lat, city.lon, Math.sqrt(rng.next()) * (kind === 'hotel' ? 7 : 12), rng.next() * 2 * Math.PI);
  const cityFactor = 1 + Math.log10(city.population / MIN_CITY_POPULATION) * 0.18;
  if (kind === 'hotel') {
    const stars = rng.pick([2, 3, 3, 3, 4, 4, 4, 5, 1, 5]);
    const collection = stars === 5 && rng.chance(0.45) ? 'Premier' : stars === 4 && rng.chance(0.25) ? 'Lifestyle' : 'NoCollection';
    const amenities = Amenities.filter((a) =>
      rng.chance(a === 'FreeWifi' ? 0.9 : a === 'FrontDesk247' ? 0.3 + stars * 0.13 : 0.15 + stars * 0.12),
    );
    return {
      id,
      kind,
      name: `${rng.pick(BRANDS)} ${city.name} ${rng.pick(SUFFIXES)}`,
      collection,
      stars,
      userRating: Math.round((5.5 + stars * 0.6 + rng.next() * 1.5) * 10) / 10,
      reviewCount: rng.int(20, 4000),
      city,
      ...at,
      amenities,
      images: HOTEL_IMAGES.slice(0, 4 + rng.int(0, 4)).map((category, i) => ({ url: `/api/v0/lodging/images/${id}-${i}.svg`, category })),
      baseRate: Math.round(([0, 60, 85, 130, 210, 380][stars] ?? 130) * cityFactor * (0.85 + rng.next() * 0.35)) * 100,
      rooms: hotelRooms(rng, id, stars),
      rental: null,
      checkInTime: stars >= 4 ? '15:00' : '16:00',
      checkOutTime: stars >= 4 ? '12:00' : '11:00',
    };
  }
  const bedrooms = rng.int(1, 4);
  const occupancy = bedrooms * 2 + rng.int(0, 2);
  return {
    id,
    kind,
    name: `${rng.pick(RENTALS)} ${city.name}`,
    collection: 'NoCollection',
    stars: 0,
    userRating: Math.round((6.5 + rng.next() * 3.3) * 10) / 10,
    reviewCount: rng.int(3, 600),
    city,
    ...at,
    amenities: Amenities.filter((a) => (a === 'PetFriendly' ? false : a === 'FrontDesk247' ? false : rng.chance(0.5))),
    images: (['Primary', 'GuestRoom', 'View', 'Exterior'] as ImageCategory[]).map((category, i) => ({
      url: `/api/v0/lodging/images/${id}-${i}.svg`,
      category,
    })),
    baseRate: Math.round((70 + bedrooms * 55) * cityFactor * (0.85 + rng.next() * 0.35)) * 100,
    rooms: [
      {
        roomId: `${id}-home`,
        name: `Entire home, ${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}`,
        beds: [{ type: 'Queen', count: bedrooms }, ...(occupancy > bedrooms * 2 ? [{ type: 'Sofa' as const, count: 1 }] : [])],
        maxOccupancy: occupancy,
        areaSqm: 35 + bedrooms * 30,
        factor: 1,
      },
    ],
    rental: {
      minStay: rng.int(1, 4),
      maxStay: rng.int(14, 30),
      petsAllowed: rng.chance(0.35),
      checkInDays: rng.chance(0.2) ? [6] : [],
      checkOutDays: rng.chance(0.15) ? [6] : [],
      blocked: blockedRanges(rng),
      minBookingWindowDays: rng.int(0, 3),
      // Drawn last, so adding it moved none of the draws before it.
      hostName: rng.pick(HOSTS),
    },
    checkInTime: '16:00',
    checkOutTime: '10:00',
  };
}

const byCity = new Map<number, Lodging[]>();

/** Every lodging of a city (built on first use, then kept). */
export function cityLodgings(index: number): Lodging[] {
  const hit = byCity.get(index);
  if (hit) return hit;
  const city = lodgingCities()[index];
  if (!city) return [];
  const hotels = Math.min(60, 6 + Math.floor(city.population / 250_000));
  const rentals = Math.min(30, 3 + Math.floor(city.population / 500_000));
  const list = [
    ...Array.from({ length: hotels }, (_, n) => build(city, index, 'hotel', n)),
    ...Array.from({ length: rentals }, (_, n) => build(city, index, 'vacation_rental', n)),
  ];
  byCity.set(index, list);
  return list;
}

export function lodgingById(id: string): Lodging | undefined {
  const m = /^[hv](\d+)-\d+$/.exec(id);
  if (!m) return undefined;
  return cityLodgings(Number(m[1])).find((l) => l.id === id);
}

/** Indexes of lodging cities within `radiusKm` of a point, nearest first. */
export function citiesNear(lat: number, lon: number, radiusKm: number): number[] {
  return lodgingCities()
    .map((c, i) => ({ i, d: distanceKm({ lat, lon }, c) }))
    .filter((x) => x.d <= radiusKm + 15)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.i);
}

export function cityIndexByKey(key: string): number {
  return lodgingCities().findIndex((c) => cityKey(c) === key);
}
