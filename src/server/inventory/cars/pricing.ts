// Rental prices: a daily rate per class that moves with the brand, the season, how soon the
// pick-up is and a daily drift; the fees a desk adds (one-way, young driver, taxes); the extras.
import type { CarClass, CarExtra, CarPrice } from '../../../lib/domain/cars/cars.schema';
import { isYoungDriver, priceTotal, YOUNGEST_DRIVER_AGE } from '../../../lib/domain/cars/cars';
import { distanceKm } from '../../../lib/domain/shared/geo';
import { Rng } from '../random';
import type { Airport } from '../reference';
import type { Vehicle } from './fleet';
import type { CarSupplier } from './suppliers';

/** Typical US airport daily rate per class, cents, before everything else. */
const CLASS_RATE: Record<CarClass, number> = {
  Mystery: 3000,
  Mini: 3300,
  Economy: 3600,
  Small: 3700,
  SuppliersChoice: 3900,
  Compact: 4000,
  Intermediate: 4400,
  Standard: 4800,
  FullSize: 5200,
  SUV: 6500,
  Truck: 7400,
  Van: 8400,
  Luxury: 11900,
};

const DAY = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;

/** Summer peaks, winter is quiet (reversed south of the equator), spring break and the holidays sell. */
function season(pickupDate: string, airport: Airport): number {
  const month = ((Number(pickupDate.slice(5, 7)) - 1 + (airport.lat < 0 ? 6 : 0)) % 12) + 1;
  if (month >= 6 && month <= 8) return 1.25;
  if (month === 12) return 1.15;
  if (month === 3) return 1.1;
  return month <= 2 ? 0.85 : 1;
}

/** Cars run short close to the date; far ahead desks discount to fill the fleet. */
function demand(daysOut: number): number {
  if (daysOut < 3) return 1.3;
  if (daysOut < 7) return 1.15;
  if (daysOut < 21) return 1.05;
  return daysOut > 120 ? 0.95 : 1;
}

/** Weekly and monthly rentals are cheaper per day. */
const lengthDiscount = (days: number) => (days >= 28 ? 0.75 : days >= 7 ? 0.85 : 1);

/** Sales tax or VAT plus the airport concession recovery fee, and a daily facility charge. */
function taxes(airport: Airport): { rate: number; perDay: number } {
  const concession = 0.11;
  if (airport.country === 'United States') return { rate: 0.09 + concession, perDay: 600 };
  if (airport.country === 'Canada') return { rate: 0.13 + concession, perDay: 450 };
  return { rate: 0.2 + concession, perDay: 400 };
}

/** Prices end in 99 cents, like rental desks' daily rates. */
const retail = (cents: number) => Math.max(999, Math.round(cents / 100) * 100 - 1);

export interface PriceInput {
  pickup: Airport;
  dropoff: Airport;
  supplier: CarSupplier;
  vehicle: Vehicle;
  pickupDate: string;
  days: number;
  driverAge: number;
  today: string;
  /** Non-refundable and partly refundable offers are cheaper: 1 for a free-cancellation one. */
  paymentFactor: number;
}

/** One-way fee: a base plus the distance, twice as much across a border. */
export function oneWayFee(pickup: Airport, dropoff: Airport, supplier: CarSupplier): number {
  const km = distanceKm(pickup, dropoff);
  const border = pickup.country === dropoff.country ? 1 : 2;
  return Math.min(150_000, Math.round(((2500 + km * 25) * supplier.priceFactor * border) / 100) * 100);
}

export function priceOf(q: PriceInput): CarPrice {
  const daysOut = dayNumber(q.pickupDate) - dayNumber(q.today);
  const drift = 0.93 + new Rng(`cars|drift|${q.pickup.code}|${q.supplier.code}|${q.vehicle.carClass}|${q.today}`).next() * 0.14;
  const size = q.pickup.cityPopulation >= 3_000_000 ? 1.1 : q.pickup.cityPopulation < 300_000 ? 0.95 : 1;
  const perDay = retail(
    CLASS_RATE[q.vehicle.carClass] *
      q.supplier.priceFactor *
      season(q.pickupDate, q.pickup) *
      demand(daysOut) *
      drift *
      size *
      lengthDiscount(q.days) *
      q.paymentFactor,
  );
  const base = perDay * q.days;
  const oneWay = q.pickup.code === q.dropoff.code ? null : oneWayFee(q.pickup, q.dropoff, q.supplier);
  const young = isYoungDriver(q.driverAge)
    ? Math.round(q.supplier.youngDriverFeePerDay * (q.driverAge < YOUNGEST_DRIVER_AGE ? 1.5 : 1)) * q.days
    : null;
  const tax = taxes(q.pickup);
  const taxesAndFees = Math.round((base + (oneWay ?? 0) + (young ?? 0)) * tax.rate) + tax.perDay * q.days;
  const parts = { base, taxesAndFees, oneWayFee: oneWay, youngDriverFee: young };
  return { currencyCode: 'USD', perDay, ...parts, total: priceTotal(parts) };
}

type ExtraDef = Omit<CarExtra, 'rentalTotal'> & { when?: (c: ExtraContext) => boolean };
interface ExtraContext {
  airport: Airport;
  vehicle: Vehicle;
  fuelPrepayable: boolean;
}

const americas = (c: ExtraContext) => c.airport.region === 'America';
const BIG_CAR = (c: ExtraContext) => c.vehicle.size === 'Big';

/** In the order renters look for them: the first three are the ones a search answer carries. */
const EXTRAS: readonly ExtraDef[] = [
  { code: 'ADD', name: 'Additional driver', group: 'ExtraDriver', priceType: 'ExtraDaily', amount: 1500 },
  { code: 'CST', name: 'Child seat (toddler)', group: 'BabyOnBoard', priceType: 'ExtraDaily', amount: 1399 },
  { code: 'NAV', name: 'GPS navigation', group: 'Amenities', priceType: 'ExtraDaily', amount: 1499 },
  { code: 'BST', name: 'Booster seat', group: 'BabyOnBoard', priceType: 'ExtraDaily', amount: 999 },
  { code: 'IST', name: 'Infant seat', group: 'BabyOnBoard', priceType: 'ExtraDaily', amount: 1399 },
  { code: 'CDW', name: 'Collision damage waiver', group: 'Insurance', priceType: 'ExtraDaily', amount: 2999 },
  { code: 'SLI', name: 'Supplemental liability protection', group: 'Insurance', priceType: 'ExtraDaily', amount: 1699 },
  { code: 'PAI', name: 'Personal accident insurance', group: 'Insurance', priceType: 'ExtraDaily', amount: 699 },
  { code: 'FPX', name: 'Full protection by a third-party insurer', group: 'InsuranceExternal', priceType: 'ExtraDaily', amount: 1100 },
  { code: 'TOL', name: 'Electronic toll pass', group: 'General', priceType: 'ExtraDaily', amount: 1199, when: americas },
  { code: 'WIFI', name: 'Mobile Wi-Fi hotspot', group: 'Amenities', priceType: 'ExtraDaily', amount: 999 },
  { code: 'SAT', name: 'Satellite radio', group: 'Amenities', priceType: 'ExtraDaily', amount: 799, when: americas },
  { code: 'SKI', name: 'Ski rack', group: 'Other', priceType: 'ExtraDaily', amount: 1500, when: BIG_CAR },
  { code: 'FUEL', name: 'Prepaid full tank', group: 'Other', priceType: 'Extra', amount: 7500, when: (c) => c.fuelPrepayable },
  { code: 'CLN', name: 'Pet cleaning fee', group: 'Other', priceType: 'Extra', amount: 5000 },
];

/** Every extra the desk offers for this car; insurance costs more on dearer cars. */
export function extrasFor(c: ExtraContext, days: number): CarExtra[] {
  const dear = c.vehicle.carClass === 'Luxury' ? 1.6 : c.vehicle.size === 'Big' ? 1.2 : 1;
  return EXTRAS.filter((e) => !e.when || e.when(c)).map(({ when: _when, ...e }) => {
    const amount = e.group === 'Insurance' ? Math.round((e.amount * dear) / 100) * 100 - 1 : e.amount;
    return { ...e, amount, rentalTotal: e.priceType === 'ExtraDaily' ? amount * days : amount };
  });
}

export const SEARCH_EXTRAS = 3;
