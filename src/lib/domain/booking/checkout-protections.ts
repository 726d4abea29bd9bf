// The protections offered at purchase (SPEC §4, §5, §9) and what each costs. The server prices
// them; the checkout shows them; nothing here is ever pre-selected (an offer has no default: the
// traveler adds it or not: the price shown is the price paid).
//
// Pricing (numbers in protections.ts `protectionPricing`; SPEC §9 leaves the rates "not shown"):
//   covered          CFAR and CHFAR: base fare + taxes of every passenger and every slice;
//                    disruption assistance: the base fare (what its refund pays back).
//   premium          round(covered × percent ÷ 100) to the cent, half up,
//                    but at least (minimum per passenger × passengers): the floor scales with the
//                    people covered, since each can make a claim.
//                    CFAR 20 %, min $15/passenger; CHFAR 12 %, min $10/passenger;
//                    disruption assistance 6 %, min $9/passenger; price drop protection free.
// Prices are per booking. The terms pages state them from the same constants, through the term
// keys `cfar.premiumPercent`, `cfar.minPerPassenger` … in term-values.ts, on
// /terms/cancel-for-any-reason/ (CFAR, CHFAR) and /terms/missed-connection-guarantee/ (disruption).
import { MAX_PASSENGERS } from '../flights/flights';
import {
  canBuyChfar,
  canBuyDisruptionAssistance,
  canExerciseFlightCfar,
  cfarFlight,
  chfarFlight,
  disruptionAssistance,
  flightCfarRefundMinor,
  isPriceDropEligible,
  priceDrop,
  protectionPricing,
  type HotelCollection,
  type ProtectedProduct,
} from './protections';

export const ProtectionProducts = ['Cfar', 'Chfar', 'DisruptionAssistance', 'PriceDropProtection'] as const;
export type ProtectionProduct = (typeof ProtectionProducts)[number];

export type NotOfferedReason =
  /** CFAR: under 3 h (it could not be used); CHFAR and disruption assistance: under 24 h. */
  | 'TooCloseToDeparture'
  /** Price drop protection is not sold with packages. */
  | 'Package'
  /** Price drop protection is not sold for Premier or Lifestyle collection hotels. */
  | 'PremiumCollection'
  /** The product has no such protection here (hotel CFAR is a room variant: refundable-rooms.ts). */
  | 'ProductNotCovered';

export type ProtectionCoverage =
  | {
      product: 'Cfar';
      /** Base fare and taxes of all passengers and all slices: CFAR covers the whole booking or nothing. */
      coveredMinor: number;
      refundMinor: number;
      airlineCreditMinor: number;
      exerciseDeadlineHours: number;
    }
  | { product: 'Chfar'; coveredMinor: number; changesIncluded: number; exerciseDeadlineHours: number; newItineraryWithinYears: number }
  | {
      product: 'DisruptionAssistance';
      passengers: number;
      baseFareRefundMinor: number;
      delayThresholdHours: number;
      rebookingFareCapPerPassengerMinor: number;
      claimsPerPassengerPerTrip: number;
    }
  | { product: 'PriceDropProtection'; kind: 'Flight'; monitorDays: number; creditCapMinor: number }
  | { product: 'PriceDropProtection'; kind: 'Hotel'; checkAfterCalendarDays: number };

export type ProtectionOffer =
  | { kind: 'Offered'; product: ProtectionProduct; priceMinor: number; currency: 'USD'; coverage: ProtectionCoverage; termsPath: string }
  | { kind: 'NotOffered'; product: ProtectionProduct; reason: NotOfferedReason };

export interface ProtectionOffersInput {
  product: ProtectedProduct;
  /** Hotels only; other products ignore it. */
  collection?: HotelCollection;
  now: Date;
  /** Scheduled departure of the first flight (hotels: check-in). */
  firstDeparture: Date;
  /** Everyone on the booking, lap infants included: every protection covers them all. */
  passengers: number;
  /** Totals for the whole booking, minor units. */
  baseFareMinor: number;
  taxesMinor: number;
}

export type ProtectionOffersResult =
  | { kind: 'Offers'; offers: ProtectionOffer[] }
  | { kind: 'InvalidInput'; reason: 'InvalidPassengerCount' | 'InvalidAmount' | 'InvalidDate' };

/** Where each protection's terms live (an offer carries it as `termsPath`; a booked trip looks it up). */
export const protectionTermsPath = {
  Cfar: '/terms/cancel-for-any-reason/',
  Chfar: '/terms/cancel-for-any-reason/#change-for-any-reason',
  DisruptionAssistance: '/terms/missed-connection-guarantee/#flight-disruption-assistance',
  PriceDropProtection: '/terms/price-drop-protection/',
} as const satisfies Record<ProtectionProduct, string>;

const isMinor = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The premium of a percentage-priced protection: see the file header. */
export function premiumMinor(
  coveredMinor: number,
  rate: { premiumPercent: number; minPerPassengerMinor: number },
  passengers: number,
): number {
  return Math.max(Math.round((coveredMinor * rate.premiumPercent) / 100), rate.minPerPassengerMinor * passengers);
}

const offered = (product: ProtectionProduct, priceMinor: number, coverage: ProtectionCoverage): ProtectionOffer => ({
  kind: 'Offered',
  product,
  priceMinor,
  currency: protectionPricing.currency,
  coverage,
  termsPath: protectionTermsPath[product],
});
const notOffered = (product: ProtectionProduct, reason: NotOfferedReason): ProtectionOffer => ({ kind: 'NotOffered', product, reason });

function cfarOffer(i: ProtectionOffersInput): ProtectionOffer {
  if (i.product !== 'flight') return notOffered('Cfar', 'ProductNotCovered');
  // Sold only at booking (this is the booking) and only while it could still be exercised.
  if (!canExerciseFlightCfar(i.now, i.firstDeparture)) return notOffered('Cfar', 'TooCloseToDeparture');
  const covered = i.baseFareMinor + i.taxesMinor;
  return offered('Cfar', premiumMinor(covered, protectionPricing.cfarFlight, i.passengers), {
    product: 'Cfar',
    coveredMinor: covered,
    ...cfarAmounts(covered),
    exerciseDeadlineHours: cfarFlight.exerciseDeadlineHours,
  });
}

function chfarOffer(i: ProtectionOffersInput): ProtectionOffer {
  if (i.product !== 'flight') return notOffered('Chfar', 'ProductNotCovered');
  if (!canBuyChfar(i.now, i.firstDeparture)) return notOffered('Chfar', 'TooCloseToDeparture');
  const covered = i.baseFareMinor + i.taxesMinor;
  return offered('Chfar', premiumMinor(covered, protectionPricing.chfarFlight, i.passengers), {
    product: 'Chfar',
    coveredMinor: covered,
    changesIncluded: chfarFlight.changesIncluded,
    exerciseDeadlineHours: chfarFlight.exerciseDeadlineHours,
    newItineraryWithinYears: chfarFlight.newItineraryWithinYears,
  });
}

function disruptionOffer(i: ProtectionOffersInput): ProtectionOffer {
  if (i.product !== 'flight') return notOffered('DisruptionAssistance', 'ProductNotCovered');
  if (!canBuyDisruptionAssistance(i.now, i.firstDeparture)) return notOffered('DisruptionAssistance', 'TooCloseToDeparture');
  const rate = protectionPricing.disruptionAssistance;
  return offered('DisruptionAssistance', premiumMinor(i.baseFareMinor, rate, i.passengers), {
    product: 'DisruptionAssistance',
    passengers: i.passengers,
    baseFareRefundMinor: i.baseFareMinor,
    delayThresholdHours: rate.delayThresholdHours,
    rebookingFareCapPerPassengerMinor: rate.rebookingFareCapPerPassengerMinor,
    claimsPerPassengerPerTrip: disruptionAssistance.disruptionsPerPassengerPerTrip,
  });
}

function priceDropOffer(i: ProtectionOffersInput): ProtectionOffer {
  const collection = i.collection ?? 'Standard';
  if (!isPriceDropEligible(i.product, collection)) {
    if (i.product === 'package') return notOffered('PriceDropProtection', 'Package');
    if (i.product === 'hotel') return notOffered('PriceDropProtection', 'PremiumCollection');
    return notOffered('PriceDropProtection', 'ProductNotCovered');
  }
  const coverage: ProtectionCoverage =
    i.product === 'flight'
      ? {
          product: 'PriceDropProtection',
          kind: 'Flight',
          monitorDays: priceDrop.flightMonitorDays,
          creditCapMinor: priceDrop.flightCreditCapMinor,
        }
      : { product: 'PriceDropProtection', kind: 'Hotel', checkAfterCalendarDays: priceDrop.hotelCheckAfterCalendarDays };
  return offered('PriceDropProtection', protectionPricing.priceDrop.premiumMinor, coverage);
}

/** One answer per protection, in ProtectionProducts order: offered with its price and cover, or why not. */
export function protectionOffers(input: ProtectionOffersInput): ProtectionOffersResult {
  const { passengers, now, firstDeparture } = input;
  if (!Number.isInteger(passengers) || passengers < 1 || passengers > MAX_PASSENGERS)
    return { kind: 'InvalidInput', reason: 'InvalidPassengerCount' };
  // ×100 keeps every premium product below 2^53, so no price is silently rounded.
  if (!isMinor(input.baseFareMinor) || !isMinor(input.taxesMinor) || !isMinor((input.baseFareMinor + input.taxesMinor) * 100))
    return { kind: 'InvalidInput', reason: 'InvalidAmount' };
  if (!Number.isFinite(now.getTime()) || !Number.isFinite(firstDeparture.getTime())) return { kind: 'InvalidInput', reason: 'InvalidDate' };
  return { kind: 'Offers', offers: [cfarOffer(input), chfarOffer(input), disruptionOffer(input), priceDropOffer(input)] };
}

const cfarAmounts = (covered: number) => ({
  refundMinor: flightCfarRefundMinor(covered),
  airlineCreditMinor: Math.floor((covered * cfarFlight.airlineCreditPercent) / 100),
});

export type CfarRefund = { kind: 'Refund'; refundMinor: number; airlineCreditMinor: number } | { kind: 'InvalidAmount' };

/**
 * What an exercised flight CFAR gives back on `baseFareAndTaxesMinor` (SPEC §4, §9): the cash
 * refund, 80 % rounded down to the cent, or airline credit for all of it.
 */
export function protectionRefund(baseFareAndTaxesMinor: number): CfarRefund {
  if (!isMinor(baseFareAndTaxesMinor)) return { kind: 'InvalidAmount' };
  return { kind: 'Refund', ...cfarAmounts(baseFareAndTaxesMinor) };
}
