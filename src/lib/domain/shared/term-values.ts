// The protection numbers an editor may cite in MDX as <Term k="…" />, each with how it reads.
import {
  cfarFlight,
  chfarFlight,
  complimentaryNight,
  disruptionAssistance,
  missedConnection,
  priceDrop,
  priceFreeze,
  priceMatch,
  protectionPricing,
  travelCredits,
} from '../booking/protections';
import { predictionBacktest } from '../flights/prediction-accuracy';
import { numberFormat } from './intl';

export type TermValue =
  | { kind: 'percent'; value: number }
  | { kind: 'hours'; value: number }
  | { kind: 'days'; value: number }
  | { kind: 'businessDays'; value: number }
  | { kind: 'calendarDays'; value: number }
  | { kind: 'years'; value: number }
  | { kind: 'count'; value: number }
  | { kind: 'money'; minor: number; currency: string }
  | { kind: 'timeOfDay'; hour: number };

const pct = (value: number): TermValue => ({ kind: 'percent', value });
const hours = (value: number): TermValue => ({ kind: 'hours', value });
const count = (value: number): TermValue => ({ kind: 'count', value });
const usd = (minor: number): TermValue => ({ kind: 'money', minor, currency: 'USD' });

export const termValues = {
  'cfar.refundPercent': pct(cfarFlight.refundPercent),
  'cfar.airlineCreditPercent': pct(cfarFlight.airlineCreditPercent),
  'cfar.deadlineHours': hours(cfarFlight.exerciseDeadlineHours),
  'cfar.billingCyclesMin': count(cfarFlight.refundBillingCyclesMin),
  'cfar.billingCyclesMax': count(cfarFlight.refundBillingCyclesMax),
  'cfar.socialProof': count(cfarFlight.socialProofTravelers),
  // What each protection costs, as checkout-protections.ts prices it: a share of what it covers,
  // with a floor per traveler. The terms the offer links to state the same price.
  'cfar.premiumPercent': pct(protectionPricing.cfarFlight.premiumPercent),
  'cfar.minPerPassenger': usd(protectionPricing.cfarFlight.minPerPassengerMinor),
  'chfar.minHours': hours(chfarFlight.minHoursBeforeDeparture),
  'chfar.deadlineHours': hours(chfarFlight.exerciseDeadlineHours),
  'chfar.windowYears': { kind: 'years', value: chfarFlight.newItineraryWithinYears },
  'chfar.changes': count(chfarFlight.changesIncluded),
  'chfar.reimbursementDays': { kind: 'businessDays', value: chfarFlight.reimbursementBusinessDays },
  'chfar.premiumPercent': pct(protectionPricing.chfarFlight.premiumPercent),
  'chfar.minPerPassenger': usd(protectionPricing.chfarFlight.minPerPassengerMinor),
  'disruption.minHours': hours(disruptionAssistance.minHoursBeforeDeparture),
  'disruption.cancellationHours': hours(disruptionAssistance.cancellationWithinHours),
  'disruption.expiryHours': hours(disruptionAssistance.decisionExpiresHoursAfterLastFlight),
  'disruption.perPassenger': count(disruptionAssistance.disruptionsPerPassengerPerTrip),
  'disruption.premiumPercent': pct(protectionPricing.disruptionAssistance.premiumPercent),
  'disruption.minPerPassenger': usd(protectionPricing.disruptionAssistance.minPerPassengerMinor),
  'missedConnection.cap': usd(missedConnection.capPerPassengerMinor),
  'missedConnection.withinHours': hours(missedConnection.reasonableRebookingWithinHours),
  'missedConnection.lateFrom': { kind: 'timeOfDay', hour: missedConnection.lateDepartureFromHour },
  'missedConnection.nextMorningBy': { kind: 'timeOfDay', hour: missedConnection.nextMorningByHour },
  'missedConnection.expiryHours': hours(missedConnection.serviceExpiresHoursAfterDisruption),
  'priceDrop.flightDays': { kind: 'days', value: priceDrop.flightMonitorDays },
  'priceDrop.flightCap': usd(priceDrop.flightCreditCapMinor),
  'priceDrop.hotelDays': { kind: 'calendarDays', value: priceDrop.hotelCheckAfterCalendarDays },
  'priceMatch.hours': hours(priceMatch.claimWithinHours),
  'priceMatch.refundPercent': pct(priceMatch.refundPercentOfDifference),
  'priceFreeze.flightDays': { kind: 'days', value: priceFreeze.flightWindowDays },
  'priceFreeze.hotelDays': { kind: 'days', value: priceFreeze.hotelWindowDays },
  'priceFreeze.capLow': usd(priceFreeze.exampleCapsMinor[0]),
  'priceFreeze.capHigh': usd(priceFreeze.exampleCapsMinor[1]),
  'complimentaryNight.minNights': count(complimentaryNight.minNights),
  'credits.annual': usd(travelCredits.annualTopTierMinor),
  'credits.oneTime': usd(travelCredits.oneTimeEntryTierMinor),
  'credits.limitedOffer': usd(travelCredits.limitedOfferMinor),
  'credits.disputeDays': { kind: 'days', value: travelCredits.disputeWithinDays },
  'credits.refundDays': { kind: 'days', value: travelCredits.sellerOfTravelRefundDays },
  'credits.refundDaysOneState': { kind: 'days', value: travelCredits.sellerOfTravelRefundDaysOneState },
  // The price predictor's backtest (npm run backtest -- --write), cited as counts of trips: a
  // re-measured percentage could collide with an offer's own percentage in the retyping check.
  'prediction.samples': count(predictionBacktest.samples),
  'prediction.right': count(predictionBacktest.right),
  'prediction.alwaysBuyRight': count(predictionBacktest.alwaysBuyRight),
  'prediction.routes': count(predictionBacktest.routes),
  'prediction.movesInRange': count(predictionBacktest.movesInRange),
  'prediction.moveSamples': count(predictionBacktest.moveSamples),
} as const satisfies Record<string, TermValue>;

export type TermKey = keyof typeof termValues;

export function isTermKey(key: string): key is TermKey {
  return Object.hasOwn(termValues, key);
}

const unitWords: Record<'businessDays' | 'calendarDays', Record<'en' | 'fr', [one: string, other: string]>> = {
  businessDays: { en: ['business day', 'business days'], fr: ['jour ouvrable', 'jours ouvrables'] },
  calendarDays: { en: ['calendar day', 'calendar days'], fr: ['jour civil', 'jours civils'] },
};

/** How a term value reads in running text, e.g. "80%", "3 hours", "US$5,000" / "80 %", "3 heures". */
export function formatTermValue(term: TermValue, locale: 'en' | 'fr'): string {
  const intl = locale === 'fr' ? 'fr-CA' : 'en-US';
  switch (term.kind) {
    case 'percent':
      return numberFormat(intl, { style: 'percent' }).format(term.value / 100);
    case 'hours':
    case 'days':
    case 'years': {
      const unit = term.kind === 'hours' ? 'hour' : term.kind === 'days' ? 'day' : 'year';
      return numberFormat(intl, { style: 'unit', unit, unitDisplay: 'long' }).format(term.value);
    }
    case 'businessDays':
    case 'calendarDays': {
      const [one, other] = unitWords[term.kind][locale];
      const n = numberFormat(intl).format(term.value);
      return `${n} ${new Intl.PluralRules(intl).select(term.value) === 'one' ? one : other}`;
    }
    case 'count':
      return numberFormat(intl).format(term.value);
    case 'money': {
      const whole = term.minor % 100 === 0;
      // Canadian English and French name the dollar: "US$5,000", "5 000 $ US".
      return numberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
        style: 'currency',
        currency: term.currency,
        minimumFractionDigits: whole ? 0 : 2,
      }).format(term.minor / 100);
    }
    case 'timeOfDay':
      return new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, 0, 1, term.hour)),
      );
  }
}
