// The numbers of the protections sold with bookings (SPEC §4, §5, §9). Terms pages render
// them through <Term k="…" /> and the eligibility rules below use them, so the promise a
// reader sees and the behaviour at checkout cannot drift apart.

/** Cancel for any reason on flights. */
export const cfarFlight = {
  refundPercent: 80,
  airlineCreditPercent: 100,
  /** Ours (SPEC: not shown): how long the airline credit taken instead of the refund can be used. */
  airlineCreditValidYears: 1,
  exerciseDeadlineHours: 3,
  refundBillingCyclesMin: 1,
  refundBillingCyclesMax: 2,
  socialProofTravelers: 60_000,
} as const;

/** Cancel for any reason on hotels: exercisable until check-in time. */
export const cfarHotel = {
  refundBillingCyclesMin: 1,
  refundBillingCyclesMax: 2,
} as const;

/** Change for any reason on flights. */
export const chfarFlight = {
  minHoursBeforeDeparture: 24,
  exerciseDeadlineHours: 3,
  newItineraryWithinYears: 1,
  changesIncluded: 1,
  reimbursementBusinessDays: 10,
} as const;

/** Flight disruption assistance. */
export const disruptionAssistance = {
  minHoursBeforeDeparture: 24,
  cancellationWithinHours: 24,
  decisionExpiresHoursAfterLastFlight: 24,
  disruptionsPerPassengerPerTrip: 1,
} as const;

/** Missed connection rebooking guarantee. */
export const missedConnection = {
  capPerPassengerMinor: 500_000,
  capCurrency: 'USD',
  reasonableRebookingWithinHours: 1,
  lateDepartureFromHour: 20,
  nextMorningByHour: 9,
  serviceExpiresHoursAfterDisruption: 24,
} as const;

/** Price drop protection. */
export const priceDrop = {
  flightMonitorDays: 10,
  flightCreditCapMinor: 5_000,
  hotelCheckAfterCalendarDays: 5,
  currency: 'USD',
} as const;

/** Best price guarantee (price match). */
export const priceMatch = {
  claimWithinHours: 24,
  refundPercentOfDifference: 100,
  currency: 'USD',
} as const;

/** Price freeze: the exercise windows are examples in the spec ("about 14 days", "about 7"). */
export const priceFreeze = {
  flightWindowDays: 14,
  hotelWindowDays: 7,
  exampleCapsMinor: [50_000, 100_000],
  currency: 'USD',
} as const;

/** Complimentary fourth night at Lifestyle and Premier collection hotels. */
export const complimentaryNight = {
  minNights: 4,
  freeNightNumber: 4,
} as const;

/** Travel credits by card tier (SPEC §9). */
export const travelCredits = {
  annualTopTierMinor: 30_000,
  oneTimeEntryTierMinor: 10_000,
  limitedOfferMinor: 25_000,
  limitedOfferValidYears: 1,
  disputeWithinDays: 60,
  sellerOfTravelRefundDays: 30,
  sellerOfTravelRefundDaysOneState: 14,
  currency: 'USD',
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type ProtectedProduct = 'flight' | 'hotel' | 'package' | 'vacationRental' | 'car' | 'activity';
export type HotelCollection = 'Standard' | 'Premier' | 'Lifestyle';

/** Hours from `now` to `at`; negative once `at` has passed. */
function hoursUntil(now: Date, at: Date): number {
  return (at.getTime() - now.getTime()) / HOUR_MS;
}

/** CFAR on a flight can be exercised until 3 hours before the first departure. */
export function canExerciseFlightCfar(now: Date, firstDeparture: Date): boolean {
  return hoursUntil(now, firstDeparture) >= cfarFlight.exerciseDeadlineHours;
}

/** Cash refund of an exercised flight CFAR: 80 % of base fare and taxes, in minor units, rounded down. */
export function flightCfarRefundMinor(baseFareAndTaxesMinor: number): number {
  return Math.floor((baseFareAndTaxesMinor * cfarFlight.refundPercent) / 100);
}

/** Change for any reason and disruption assistance are sold only 24 hours or more before departure. */
export function canBuyChfar(now: Date, firstDeparture: Date): boolean {
  return hoursUntil(now, firstDeparture) >= chfarFlight.minHoursBeforeDeparture;
}

export function canBuyDisruptionAssistance(now: Date, firstDeparture: Date): boolean {
  return hoursUntil(now, firstDeparture) >= disruptionAssistance.minHoursBeforeDeparture;
}

/** The one change bought with CHFAR must be made by 3 hours before the first departure. */
export function canExerciseChfar(now: Date, firstDeparture: Date): boolean {
  return hoursUntil(now, firstDeparture) >= chfarFlight.exerciseDeadlineHours;
}

/** Price drop protection covers flights and hotels, but not packages or Premier/Lifestyle hotels. */
export function isPriceDropEligible(product: ProtectedProduct, collection: HotelCollection = 'Standard'): boolean {
  if (product === 'flight') return true;
  if (product === 'hotel') return collection === 'Standard';
  return false;
}

/** The last instant a flight's price is monitored after purchase. */
export function flightPriceDropMonitorEnds(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + priceDrop.flightMonitorDays * DAY_MS);
}

/** Flight price drop credit: the drop, capped at $50. */
export function flightPriceDropCreditMinor(paidMinor: number, currentMinor: number): number {
  return Math.max(0, Math.min(paidMinor - currentMinor, priceDrop.flightCreditCapMinor));
}

export type PriceMatchClaim = {
  product: ProtectedProduct;
  /** Pay-at-hotel Premier or Lifestyle stays are excluded. */
  payAtHotelPremium: boolean;
  currency: string;
  bookedAt: Date;
  claimedAt: Date;
};

/** Price match: claimed within 24 hours of booking, in USD; not packages, rentals or pay-at-hotel premium stays. */
export function isPriceMatchClaimable(claim: PriceMatchClaim): boolean {
  if (claim.product === 'package' || claim.product === 'vacationRental') return false;
  if (claim.payAtHotelPremium) return false;
  if (claim.currency !== priceMatch.currency) return false;
  const hours = hoursUntil(claim.bookedAt, claim.claimedAt);
  return hours >= 0 && hours <= priceMatch.claimWithinHours;
}

/** Complimentary fourth night: at least four nights at a Lifestyle or Premier collection hotel. */
export function isComplimentaryNightEligible(nights: number, collection: HotelCollection): boolean {
  return collection !== 'Standard' && nights >= complimentaryNight.minNights;
}

/**
 * Wall-clock minutes since the epoch of a local `YYYY-MM-DDTHH:mm` time. Both times of the
 * rebooking rule are at the same departure airport, so comparing wall clocks is exact.
 */
function localMinutes(local: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) throw new RangeError(`Expected a local time like 2026-11-22T20:30, got "${local}"`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000;
}

/**
 * SPEC §5: an airline rebooking is reasonable when it departs within 1 hour of the missed
 * departure, or, when the missed flight left after 8:00 PM, by 9:00 AM the next day. A
 * reasonable rebooking makes the missed connection service unavailable.
 */
export function isReasonableAirlineRebooking(missedDepartureLocal: string, rebookedDepartureLocal: string): boolean {
  const missed = localMinutes(missedDepartureLocal);
  const rebooked = localMinutes(rebookedDepartureLocal);
  if (rebooked - missed <= missedConnection.reasonableRebookingWithinHours * 60) return true;
  const missedHour = Number(missedDepartureLocal.slice(11, 13));
  const missedMinute = Number(missedDepartureLocal.slice(14, 16));
  const afterLate =
    missedHour > missedConnection.lateDepartureFromHour || (missedHour === missedConnection.lateDepartureFromHour && missedMinute > 0);
  if (!afterLate) return false;
  const nextMorning = localMinutes(missedDepartureLocal.slice(0, 10) + 'T00:00') + 24 * 60 + missedConnection.nextMorningByHour * 60;
  return rebooked <= nextMorning;
}

/**
 * What the protections sold at checkout cost (checkout-protections.ts applies them). SPEC §9 says
 * the CFAR premium rate is "not shown" and gives no price for the others, so these are ours:
 * a percentage of what the protection pays out, with a floor per passenger so a cheap fare still
 * covers the cost of servicing a claim. Price drop protection is complimentary, as card issuers'
 * travel portals give it. The delay threshold and rebooking fare cap are "not shown" either
 * (SPEC §9); the terms page promises them "before you buy", so the offer carries them.
 */
export const protectionPricing = {
  /** Premium = 20 % of base fare + taxes (what the 80 % refund is computed on). */
  cfarFlight: { premiumPercent: 20, minPerPassengerMinor: 1_500 },
  /** Premium = 12 % of base fare + taxes (the ticket value carried to the new itinerary). */
  chfarFlight: { premiumPercent: 12, minPerPassengerMinor: 1_000 },
  /** Premium = 6 % of the base fare (what a refund pays back). */
  disruptionAssistance: {
    premiumPercent: 6,
    minPerPassengerMinor: 900,
    delayThresholdHours: 2,
    rebookingFareCapPerPassengerMinor: 100_000,
  },
  priceDrop: { premiumMinor: 0 },
  currency: 'USD',
} as const;
