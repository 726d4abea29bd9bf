// A car priced for booking: the offer its id names, rebuilt from today's rates, with the extras
// chosen from its full list, and the lines the traveler pays.
import type { Breakdown } from '../../../../lib/domain/booking/booking.schema';
import type { CarSelection } from '../../../../lib/domain/booking/car-book.schema';
import { CarFeeLabels } from '../../../../lib/domain/cars/car-lines';
import type { CarExtra, CarOffer } from '../../../../lib/domain/cars/cars.schema';
import { homeToday } from '../../../../lib/domain/shared/dates';
import { ErrorCode } from '../../../../lib/domain/shared/errors';
import { ApiFailure, invalid } from '../../../http/errors';
import { carOfferById, daysOf, rentalTerms } from '../../../inventory/cars/offers';
import { checkRentalDates } from '../../cars';

/** The chosen offer priced now with its extras, or a 4xx naming what to fix. */
export function priceCar(selection: CarSelection, now: Date) {
  const today = homeToday(now.getTime());
  const found = carOfferById(selection.offerId, today);
  if (!found) throw new ApiFailure(404, ErrorCode.NotFound, 'This car offer does not exist or is no longer available. Search again.');
  checkRentalDates(found.rental, now, today);
  const byCode = new Map(found.offer.extras.map((e) => [e.code, e]));
  const unknown = selection.extras.find((code) => !byCode.has(code));
  if (unknown)
    throw invalid(ErrorCode.ValidationFailed, 'selection.extras', `The extra ${unknown} is not offered with this car. Choose again.`);
  const extras = selection.extras.map((code) => byCode.get(code)!);
  return {
    ...found,
    extras,
    rentalDays: daysOf(found.rental),
    terms: rentalTerms(found.rental, found.supplier, found.offer),
    breakdown: carBreakdown(found.offer, extras, daysOf(found.rental)),
  };
}

/** The rental, its fees, each extra and the taxes: they sum to the offer's total plus the extras. */
export function carBreakdown(offer: Pick<CarOffer, 'price'>, extras: readonly CarExtra[], days: number): Breakdown {
  const p = offer.price;
  const lines: Breakdown['lines'] = [{ kind: 'BaseFare', label: `Car rental, ${days} day${days === 1 ? '' : 's'}`, amountMinor: p.base }];
  if (p.oneWayFee) lines.push({ kind: 'Fee', label: CarFeeLabels.oneWay, amountMinor: p.oneWayFee });
  if (p.youngDriverFee) lines.push({ kind: 'Fee', label: CarFeeLabels.youngDriver, amountMinor: p.youngDriverFee });
  for (const e of extras) lines.push({ kind: 'AddOn', label: e.name, amountMinor: e.rentalTotal });
  lines.push({ kind: 'Taxes', label: 'Taxes and fees', amountMinor: p.taxesAndFees });
  return { lines, totalMinor: lines.reduce((sum, l) => sum + l.amountMinor, 0) };
}
