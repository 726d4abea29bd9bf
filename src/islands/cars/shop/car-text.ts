// How a rental car reads wherever it shows (details, checkout, confirmation): times on the
// airport's own clock, the model "or similar", extras and price lines in the page's language.
// Strings in the carshop namespace; the API's own English names stay the fallback.
import { modelOf } from '../../../lib/domain/cars/car-names';
import { feeOfLabel } from '../../../lib/domain/cars/car-lines';
import { intlLocale, type Locale, type TFunction } from '../../../lib/client/i18n';
import type { CarExtra, CarOffer, CarPrice } from '../../../lib/domain/cars/cars.schema';
import { dateTimeFormat } from '../../../lib/domain/shared/intl';
import { formatMoney } from '../../../lib/domain/shared/money';

export const carMoney = (minor: number, locale: Locale): string => formatMoney(minor, intlLocale(locale));

/**
 * "Thu, Dec 10, 2026, 10:00 AM" as the airport's clock reads it: the offer's time carries the
 * airport's offset, so its wall-clock part is formatted at UTC whatever the browser's zone.
 */
export function formatAirportTime(local: string, locale: Locale): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  const at = m ? Date.parse(`${m[1]}T${m[2]}:00Z`) : NaN;
  if (Number.isNaN(at)) return local;
  return dateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
}

/** The API names models in English ("Toyota Corolla or similar"); the page's language says the "or similar". */
export function vehicleName(name: string, t: TFunction): string {
  const { model, orSimilar } = modelOf(name);
  return orSimilar ? t('carshop:similar', { model }) : model;
}

/** A key the page has, else the API's words (a new code the strings do not know yet). */
function known(t: TFunction, key: string, fallback: string): string {
  const text = t(`carshop:${key}`);
  return text === key ? fallback : text;
}

export const extraName = (extra: Pick<CarExtra, 'code' | 'name'>, t: TFunction): string => known(t, `extra.${extra.code}`, extra.name);

/** "$14.99 per day" (ExtraDaily) or "$75.00 per rental" (the other price types are once per rental). */
export function extraPrice(extra: Pick<CarExtra, 'priceType' | 'amount'>, locale: Locale, t: TFunction): string {
  const amount = carMoney(extra.amount, locale);
  return t(extra.priceType === 'ExtraDaily' ? 'carshop:extras.perDay' : 'carshop:extras.perRental', { amount });
}

export function mileageText(mileage: CarOffer['mileage'], locale: Locale, t: TFunction): string {
  if (mileage.kind === 'Unlimited') return t('carshop:mileage.Unlimited');
  return t('carshop:mileage.Limited', {
    allowance: new Intl.NumberFormat(intlLocale(locale)).format(mileage.perDay),
    unit: t(`carshop:mileage.unit.${mileage.unit}`),
    extra: carMoney(mileage.extraPerUnit, locale),
  });
}

/** The policy in words and, when there is one, the free-cancellation deadline on the pick-up airport's clock. */
export function cancellationText(
  offer: Pick<CarOffer, 'cancellation' | 'pickup'> & { price: Pick<CarPrice, 'perDay'> },
  afterBookingFeeMinor: number,
  locale: Locale,
  t: TFunction,
): { name: string; policy: string; deadline: string | null } {
  const { policy, freeCancellationUntil } = offer.cancellation;
  return {
    name: t(`carshop:cancellation.name.${policy}`),
    policy: t(`carshop:cancellation.policy.${policy}`, {
      perDay: carMoney(offer.price.perDay, locale),
      fee: carMoney(afterBookingFeeMinor, locale),
    }),
    deadline: freeCancellationUntil
      ? t('carshop:cancellation.deadline', { date: formatAirportTime(freeCancellationUntil, locale), code: offer.pickup.airportCode })
      : null,
  };
}

/**
 * The breakdown's lines in the page's words (the server labels them in English): a fee by its
 * label (lib/domain/cars/car-lines.ts), an extra by its name among the extras chosen.
 */
export function carLineLabels(
  lines: readonly { kind: string; label: string }[],
  car: { rentalDays: number; extras: readonly Pick<CarExtra, 'code' | 'name'>[] },
  t: TFunction,
): string[] {
  return lines.map((line) => {
    switch (line.kind) {
      case 'BaseFare':
        return t('carshop:line.BaseFare', { count: car.rentalDays });
      case 'Fee': {
        const fee = feeOfLabel(line.label);
        return fee ? t(`carshop:line.${fee}`) : line.label || t('carshop:line.Fee');
      }
      case 'AddOn': {
        const extra = car.extras.find((x) => x.name === line.label);
        return extra ? extraName(extra, t) : line.label || t('carshop:line.AddOn');
      }
      case 'Taxes':
      case 'Discount':
        return t(`carshop:line.${line.kind}`);
      default:
        return line.label;
    }
  });
}
