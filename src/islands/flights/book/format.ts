// How the checkout reads money and errors. Whole cents in; SPEC §9: prices with two decimals in US
// format (the fare card's whole-dollar rule is for the shop; a breakdown must add up to the cent).
import type { TFunction } from '../../../lib/client/i18n';
import type { PassengerError } from '../../../lib/domain/flights/booking-passengers';
import { failureText as checkoutFailureText } from '../../checkout/format';

export { money } from '../../checkout/format';

/** The readable text of a SPEC §8 passenger error (en + fr in flightbook.json, one per code). */
export const passengerErrorText = (e: PassengerError, t: TFunction): string => t(`passengerErrors.${e.code}`);

/** Booking-level errors head the travelers section; contact errors sit by their field. */
export const isBookingLevel = (e: PassengerError) => !('travelerId' in e) && !('field' in e);

/** Known failure codes have their own text; others show the server's message. */
const FAILURE_CODES = new Set([
  'NoAvailability',
  'CardDeclined',
  'PollingTimeout',
  'TicketingUnconfirmed',
  'RedemptionFailure',
  'UserCardNotFound',
  'InvalidPassengers',
  'ProtectionNotOffered',
  'IdempotencyKeyReused',
  'NetworkError',
  'OfferInvalid',
  // Client-side: a RedemptionFailure for a wallet item used or expired since the page loaded.
  'TravelWalletChanged',
]);
export const FLIGHT_FAILURE_CODES: ReadonlySet<string> = FAILURE_CODES;
export const failureText = (code: string, message: string, t: TFunction): string => checkoutFailureText(code, message, t, FAILURE_CODES);
