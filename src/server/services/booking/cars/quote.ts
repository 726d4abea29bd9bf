// The car checkout's quote (POST /v0/cars/book/quote; contract in lib/domain/booking/car-book.schema.ts):
// the chosen offer and extras priced now, the desk's terms, rewards and earn. Nothing is held.
import type { CarQuote, CarSelection } from '../../../../lib/domain/booking/car-book.schema';
import { carLoyaltyPrograms } from '../../../../lib/domain/cars/car-loyalty';
import type { Db } from '../../../db/client';
import { quoteRewards } from '../quote-rewards';
import { carAdapter } from './adapter';
import { priceCar } from './pricing';

export async function quoteCar(db: Db, userId: string, selection: CarSelection, now: Date): Promise<CarQuote> {
  const { offer, rentalDays, terms, extras, breakdown, supplier, rental } = priceCar(selection, now);
  return {
    offer,
    rentalDays,
    driverAge: rental.driverAge,
    terms,
    extras,
    loyaltyProgram: carLoyaltyPrograms[supplier.code] ?? null,
    breakdown,
    ...(await quoteRewards(db, userId, breakdown.totalMinor, carAdapter.earnCategory)),
  };
}
