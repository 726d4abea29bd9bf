// Package pricing rules: what booking a flight and a hotel together saves.
import type { PackageDiscount } from './packages.schema';

export type PackageCustomer = 'Consumer' | 'Corporate';

/**
 * The discount on the hotel part of a package: 5 % at three stars, 8 % at four, 10 % at five or
 * at a Premier or Lifestyle hotel, for stays of two nights or more. Corporate travelers get none:
 * their companies negotiate rates separately. Below three stars, or for a single night, no discount.
 */
export function packageDiscount(
  hotelTotal: number,
  stars: number,
  collection: 'Premier' | 'Lifestyle' | 'NoCollection',
  nights: number,
  customer: PackageCustomer,
): PackageDiscount {
  if (customer === 'Corporate' || nights < 2 || stars < 3) return { kind: 'NoDiscount' };
  const percent = collection !== 'NoCollection' || stars >= 5 ? 10 : stars === 4 ? 8 : 5;
  return { kind: 'WithDiscount', percent, savings: Math.round((hotelTotal * percent) / 100) };
}
