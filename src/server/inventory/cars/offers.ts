// Rental offers for a query: every desk at the pick-up airport (and, one way, at the drop-off
// airport too) offers its fleet, priced for the dates and the driver. An offer id spells out the
// whole query, so the details endpoint can build the very same offer again.
import { TZDate } from '@date-fns/tz';
import type { CarCancellationPolicy, CarClass, CarOffer, FuelPolicy, RentalTerms } from '../../../lib/domain/cars/cars.schema';
import { rentalDays, YOUNG_DRIVER_AGE } from '../../../lib/domain/cars/cars';
import { HOME_TIME_ZONE } from '../../../lib/domain/shared/dates';
import { Rng } from '../random';
import { reference, type Airport } from '../reference';
import { fleetAt, type Vehicle } from './fleet';
import { extrasFor, priceOf } from './pricing';
import { carSupplierByCode, deskAt, suppliersAt, type CarSupplier } from './suppliers';

/** A query whose airports are known and whose local times are placed in their zones. */
export interface Rental {
  pickup: Airport;
  /** The pick-up airport itself for same_as_drop_off. */
  dropoff: Airport;
  /** Local wall-clock times, 'YYYY-MM-DDTHH:mm'. */
  pickupDateTime: string;
  dropoffDateTime: string;
  /** UTC instants, ms. */
  pickupAt: number;
  dropoffAt: number;
  driverAge: number;
}

const HOUR = 3_600_000;
const LUXURY_MIN_AGE = 25;

/** False for dates that do not exist (2026-02-30T10:00), which Date would roll over. */
export function isRealLocalDateTime(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) && new Date(`${text}:00Z`).toISOString().slice(0, 16) === text;
}

/** The instant a wall-clock time names at an airport (a time skipped by a clock change moves forward). */
export function localInstant(airport: Airport, text: string): number {
  const [y, m, d, h, min] = text.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  return new TZDate(y, m - 1, d, h, min, airport.timeZone).getTime();
}

/** "2026-06-01T10:00:00-07:00": the local time at the airport with its offset. */
export function zonedIso(instant: number, airport: Airport): string {
  return new TZDate(instant, airport.timeZone).toISOString().replace('.000', '');
}

export function makeRental(pickup: Airport, dropoff: Airport, pickupDateTime: string, dropoffDateTime: string, driverAge: number): Rental {
  return {
    pickup,
    dropoff,
    pickupDateTime,
    dropoffDateTime,
    pickupAt: localInstant(pickup, pickupDateTime),
    dropoffAt: localInstant(dropoff, dropoffDateTime),
    driverAge,
  };
}

export const daysOf = (r: Rental) => rentalDays((r.dropoffAt - r.pickupAt) / 60_000);

const compact = (t: string) => t.replace(/[-T:]/g, '');
const OFFER_ID = /^c1-([A-Z]{3})-([A-Z]{3})-(\d{12})-(\d{12})-(\d{2})-([A-Z0-9]{2})-(\d{1,3})$/;

export function offerIdOf(r: Rental, supplier: CarSupplier, vehicle: Vehicle): string {
  return [
    'c1',
    r.pickup.code,
    r.dropoff.code,
    compact(r.pickupDateTime),
    compact(r.dropoffDateTime),
    r.driverAge,
    supplier.code,
    vehicle.index,
  ].join('-');
}

/** The rental, desk and vehicle an offer id names; null when it names none. */
export function parseOfferId(id: string): { rental: Rental; supplier: CarSupplier; vehicleIndex: number } | null {
  const m = OFFER_ID.exec(id);
  if (!m) return null;
  const [, from, to, pickupAt, dropoffAt, age, code, index] = m as unknown as string[];
  const expand = (t: string) => `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(8, 10)}:${t.slice(10, 12)}`;
  const [pickupDateTime, dropoffDateTime] = [expand(pickupAt!), expand(dropoffAt!)];
  const pickup = reference().airports.get(from!);
  const dropoff = reference().airports.get(to!);
  const supplier = carSupplierByCode.get(code!);
  if (!pickup || !dropoff || !supplier || !isRealLocalDateTime(pickupDateTime) || !isRealLocalDateTime(dropoffDateTime)) return null;
  return { rental: makeRental(pickup, dropoff, pickupDateTime, dropoffDateTime, Number(age)), supplier, vehicleIndex: Number(index) };
}

/** Brands that rent to this driver here, and for one-way rentals also have a desk at the drop-off. */
export function suppliersFor(r: Rental): CarSupplier[] {
  const atDropoff = new Set(suppliersAt(r.dropoff).map((x) => x.code));
  return suppliersAt(r.pickup).filter((x) => x.minimumAge <= r.driverAge && atDropoff.has(x.code));
}

export const rentsTo = (v: Vehicle, age: number) => v.carClass !== 'Luxury' || age >= LUXURY_MIN_AGE;

const CANCELLATION: readonly [CarCancellationPolicy, number][] = [
  ['FreeCancellation', 0.55],
  ['NonRefundable', 0.15],
  ['Conditional', 0.12],
  ['PartiallyRefundable', 0.1],
  ['ConditionalAfterBooking', 0.08],
];

function weighted<T>(rng: Rng, items: readonly [T, number][]): T {
  let x = rng.next();
  for (const [item, weight] of items) if ((x -= weight) < 0) return item;
  return items[items.length - 1]![0];
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function buildOffer(r: Rental, supplier: CarSupplier, vehicle: Vehicle, today: string): CarOffer {
  // Keyed by desk and car, not by date: an offer keeps its terms while its price drifts.
  const rng = new Rng(`cars|offer|${r.pickup.code}|${supplier.code}|${vehicle.index}`);
  let policy = weighted(rng, CANCELLATION);
  // An offer holds all day (home time): when the 48-hour deadline falls before today ends, it could
  // be sold with its free cancellation already past, so the desk keeps the one-day charge only.
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const todayEnds = new TZDate(y, m - 1, d + 1, 0, 0, HOME_TIME_ZONE).getTime();
  if (policy === 'Conditional' && r.pickupAt - 48 * HOUR <= todayEnds) policy = 'PartiallyRefundable';
  const generic = vehicle.carClass === 'Mystery' || vehicle.carClass === 'SuppliersChoice';
  const fuelPolicy: FuelPolicy = generic
    ? 'MultipleOptionsAtDesk'
    : rng.chance(0.65)
      ? supplier.fuelPolicies[0]!
      : rng.pick(supplier.fuelPolicies);
  const days = daysOf(r);
  const price = priceOf({
    pickup: r.pickup,
    dropoff: r.dropoff,
    supplier,
    vehicle,
    pickupDate: r.pickupDateTime.slice(0, 10),
    days,
    driverAge: r.driverAge,
    today,
    paymentFactor: policy === 'NonRefundable' ? 0.9 : policy === 'PartiallyRefundable' ? 0.95 : 1,
  });
  const miles = r.pickup.country === 'United States' || r.pickup.country === 'United Kingdom';
  const limited = vehicle.carClass === 'Luxury' || rng.chance(supplier.limitedMileage);
  const pickupDesk = deskAt(r.pickup, supplier);
  const rating = Math.min(10, Math.max(0, Math.round((pickupDesk.rating + (rng.next() - 0.5) * 0.4) * 10) / 10));
  const freeUntil = policy === 'FreeCancellation' ? r.pickupAt : policy === 'Conditional' ? r.pickupAt - 48 * HOUR : null;
  const description: Record<CarCancellationPolicy, string> = {
    FreeCancellation: 'Free cancellation up to the pick-up time: everything paid comes back.',
    Conditional: 'Free cancellation until 48 hours before pick-up; after that, one rental day is charged.',
    PartiallyRefundable: `Cancel any time for a refund of everything but one rental day (${money(price.perDay)}).`,
    ConditionalAfterBooking: 'Free cancellation within 24 hours of booking; after that, a $50.00 fee.',
    NonRefundable: 'Prepaid at a lower price: no refund if you cancel or do not show up.',
  };
  return {
    offerId: offerIdOf(r, supplier, vehicle),
    supplier: { code: supplier.code, name: supplier.name },
    vehicle: {
      name: vehicle.name,
      carClass: vehicle.carClass,
      transmission: vehicle.transmission,
      size: vehicle.size,
      seats: vehicle.seats,
      bags: vehicle.bags,
      doors: vehicle.doors,
      airConditioning: vehicle.airConditioning,
      fuelPolicy,
    },
    cancellation: {
      policy,
      freeCancellationUntil: freeUntil === null ? null : zonedIso(freeUntil, r.pickup),
      description: description[policy],
    },
    pickup: {
      airportCode: r.pickup.code,
      airportName: r.pickup.name,
      localDateTime: zonedIso(r.pickupAt, r.pickup),
      desk: pickupDesk.desk,
    },
    dropoff: {
      airportCode: r.dropoff.code,
      airportName: r.dropoff.name,
      localDateTime: zonedIso(r.dropoffAt, r.dropoff),
      desk: deskAt(r.dropoff, supplier).desk,
    },
    price,
    mileage: limited
      ? { kind: 'Limited', perDay: miles ? 200 : 320, unit: miles ? 'mi' : 'km', extraPerUnit: miles ? 35 : 22 }
      : { kind: 'Unlimited' },
    extras: extrasFor({ airport: r.pickup, vehicle, fuelPrepayable: fuelPolicy === 'FullToFull' }, days),
    rating,
    reviewCount: pickupDesk.reviewCount,
  };
}

/** Every offer for a rental, with every extra. */
export function carOffers(r: Rental, today: string): CarOffer[] {
  return suppliersFor(r).flatMap((supplier) =>
    fleetAt(r.pickup, supplier)
      .filter((v) => rentsTo(v, r.driverAge))
      .map((v) => buildOffer(r, supplier, v, today)),
  );
}

/** The offer an id names, if its desk still rents that car to that driver. */
export function carOfferById(id: string, today: string): { rental: Rental; offer: CarOffer; supplier: CarSupplier } | null {
  const parsed = parseOfferId(id);
  if (!parsed) return null;
  const { rental, supplier, vehicleIndex } = parsed;
  const vehicle = fleetAt(rental.pickup, supplier)[vehicleIndex];
  if (!vehicle || !rentsTo(vehicle, rental.driverAge) || !suppliersFor(rental).some((x) => x.code === supplier.code)) return null;
  return { rental, supplier, offer: buildOffer(rental, supplier, vehicle, today) };
}

const DEPOSITS: Partial<Record<CarClass, number>> = { Luxury: 50_000, Van: 35_000, Truck: 35_000, SUV: 30_000 };

/** What the desk asks for at pick-up. */
export function rentalTerms(r: Rental, supplier: CarSupplier, offer: CarOffer): RentalTerms {
  const abroad = r.pickup.country !== 'United States' && r.pickup.country !== 'Canada';
  const deposit = DEPOSITS[offer.vehicle.carClass] ?? 20_000;
  return {
    minimumAge: offer.vehicle.carClass === 'Luxury' ? LUXURY_MIN_AGE : supplier.minimumAge,
    youngDriverAgeBelow: YOUNG_DRIVER_AGE,
    deposit,
    licenceHeldMinimumYears: offer.vehicle.carClass === 'Luxury' ? 3 : 1,
    documents: [
      "A full driver's licence in the main driver's name",
      "A credit card in the main driver's name, for the deposit",
      abroad ? 'A passport, and an International Driving Permit when the licence is not in the Latin alphabet' : 'A government photo ID',
      ...(offer.cancellation.policy === 'NonRefundable' ? ['The prepaid booking voucher'] : []),
    ],
    acceptedCards: ['visa', 'master', 'american_express', 'discover'],
    additionalDriversAllowed: offer.vehicle.seats >= 7 ? 4 : 2,
    crossBorder: !abroad
      ? 'Allowed between the United States and Canada; not into Mexico.'
      : r.pickup.region === 'Europe'
        ? 'Allowed within the European Union when declared at the desk.'
        : "Not allowed without the desk's written permission.",
  };
}
