// The rental brands the simulator rents from (real brands and their industry two-letter codes),
// which of them have a desk at an airport, and how renters rate each desk.
import type { CarClass, FuelPolicy } from '../../../lib/domain/cars/cars.schema';
import { Rng } from '../random';
import type { Airport } from '../reference';

export interface CarSupplier {
  code: string;
  name: string;
  /** Multiplies the class rate: premium brands charge more. */
  priceFactor: number;
  /** Typical renters' rating, 0–10. */
  rating: number;
  /** How likely a desk at an airport of a given size: the big three are almost everywhere. */
  presence: number;
  /** Sixt is a European brand first; Alamo, National and Thrifty are mostly North American. */
  strongOutsideAmerica: boolean;
  minimumAge: number;
  /** Per day, US cents, for drivers under 25 (half as much again under 21). */
  youngDriverFeePerDay: number;
  /** Classes beyond the core ones every brand rents. */
  extraClasses: readonly CarClass[];
  /** Fuel policies the brand offers, the usual one first and most often. */
  fuelPolicies: readonly FuelPolicy[];
  /** Chance that mileage is limited on an offer outside luxury cars. */
  limitedMileage: number;
}

const s = (
  code: string,
  name: string,
  o: Omit<CarSupplier, 'code' | 'name' | 'strongOutsideAmerica'> & { strongOutsideAmerica?: boolean },
): CarSupplier => ({ code, name, strongOutsideAmerica: o.strongOutsideAmerica ?? true, ...o });

export const carSuppliers: readonly CarSupplier[] = [
  s('ZE', 'Hertz', {
    priceFactor: 1.12,
    rating: 7.9,
    presence: 1,
    minimumAge: 20,
    youngDriverFeePerDay: 3500,
    extraClasses: ['Luxury', 'Truck', 'Mini'],
    fuelPolicies: ['FullToFull', 'PrepayRefunds', 'MultipleOptionsAtDesk'],
    limitedMileage: 0.1,
  }),
  s('ZI', 'Avis', {
    priceFactor: 1.1,
    rating: 7.8,
    presence: 0.95,
    minimumAge: 21,
    youngDriverFeePerDay: 2700,
    extraClasses: ['Luxury', 'Mini'],
    fuelPolicies: ['FullToFull', 'PrepayRefunds'],
    limitedMileage: 0.1,
  }),
  s('ET', 'Enterprise', {
    priceFactor: 1.05,
    rating: 8.4,
    presence: 0.95,
    minimumAge: 21,
    youngDriverFeePerDay: 2500,
    extraClasses: ['Truck', 'SuppliersChoice'],
    fuelPolicies: ['FullToFull', 'ReturnSame'],
    limitedMileage: 0.05,
  }),
  s('ZL', 'National', {
    priceFactor: 1.15,
    rating: 8.6,
    presence: 0.8,
    strongOutsideAmerica: false,
    minimumAge: 21,
    youngDriverFeePerDay: 2500,
    extraClasses: ['Luxury', 'SuppliersChoice'],
    fuelPolicies: ['FullToFull', 'PrepayRefunds'],
    limitedMileage: 0.02,
  }),
  s('ZD', 'Budget', {
    priceFactor: 0.92,
    rating: 7.2,
    presence: 0.85,
    minimumAge: 21,
    youngDriverFeePerDay: 2700,
    extraClasses: ['Truck', 'Mystery', 'Mini'],
    fuelPolicies: ['FullToFull', 'PrepayNoRefunds'],
    limitedMileage: 0.15,
  }),
  s('AL', 'Alamo', {
    priceFactor: 0.94,
    rating: 7.9,
    presence: 0.8,
    strongOutsideAmerica: false,
    minimumAge: 21,
    youngDriverFeePerDay: 2500,
    extraClasses: ['Mini'],
    fuelPolicies: ['FullToFull', 'PrepayNoRefunds', 'ReturnSame'],
    limitedMileage: 0.05,
  }),
  s('SX', 'Sixt', {
    priceFactor: 1.02,
    rating: 8.1,
    presence: 0.7,
    minimumAge: 21,
    youngDriverFeePerDay: 3000,
    extraClasses: ['Luxury', 'Small', 'SuppliersChoice'],
    fuelPolicies: ['FullToFull', 'ReturnSame', 'FreeTank'],
    limitedMileage: 0.25,
  }),
  s('ZT', 'Thrifty', {
    priceFactor: 0.86,
    rating: 6.6,
    presence: 0.6,
    strongOutsideAmerica: false,
    minimumAge: 20,
    youngDriverFeePerDay: 2900,
    extraClasses: ['Mystery', 'Mini'],
    fuelPolicies: ['FullToFull', 'PrepayNoRefunds', 'Unknown'],
    limitedMileage: 0.2,
  }),
  s('ZR', 'Dollar', {
    priceFactor: 0.84,
    rating: 6.4,
    presence: 0.5,
    strongOutsideAmerica: false,
    minimumAge: 20,
    youngDriverFeePerDay: 2900,
    extraClasses: ['Mystery'],
    fuelPolicies: ['FullToFull', 'PrepayNoRefunds'],
    limitedMileage: 0.15,
  }),
];

export const carSupplierByCode = new Map(carSuppliers.map((x) => [x.code, x]));

/** How many brands have a desk, by the size of the city the airport serves. */
function deskCount(population: number): number {
  if (population >= 3_000_000) return 8;
  if (population >= 1_000_000) return 6;
  if (population >= 300_000) return 4;
  return population > 0 ? 3 : 2;
}

/** The brands with a desk at an airport: the same ones every day, the best-known most often. */
export function suppliersAt(airport: Airport): CarSupplier[] {
  const rng = new Rng(`cars|desks|${airport.code}`);
  const ranked = carSuppliers
    .map((x) => {
      const regional = airport.region === 'America' || x.strongOutsideAmerica ? 1 : 0.5;
      return { supplier: x, weight: x.presence * regional + rng.next() * 0.35 };
    })
    .sort((a, b) => b.weight - a.weight);
  const keep = new Set(ranked.slice(0, deskCount(airport.cityPopulation)).map((r) => r.supplier.code));
  // In the catalogue's order, so an airport's list reads the same way as its neighbour's.
  return carSuppliers.filter((x) => keep.has(x.code));
}

export interface Desk {
  desk: 'Counter' | 'Shuttle';
  /** Renters' rating of this desk, 0–10, one decimal. */
  rating: number;
  reviewCount: number;
}

/** Large airports move rental lots off site, so their desks are more often a shuttle ride away. */
export function deskAt(airport: Airport, supplier: CarSupplier): Desk {
  const rng = new Rng(`cars|desk|${airport.code}|${supplier.code}`);
  const shuttle = rng.chance(airport.cityPopulation >= 3_000_000 ? 0.6 : 0.25);
  const rating = Math.min(10, Math.max(0, supplier.rating + (rng.next() - 0.5) * 1.2));
  const reviews = Math.round((40 + rng.int(0, 400)) * (1 + Math.min(airport.cityPopulation, 10_000_000) / 1_000_000));
  return { desk: shuttle ? 'Shuttle' : 'Counter', rating: Math.round(rating * 10) / 10, reviewCount: reviews };
}
