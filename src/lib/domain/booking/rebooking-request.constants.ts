// The names of a rebooking request (rules: rebooking-request.ts), apart so the zod schema and the
// rules both take them without importing each other.

/**
 * SPEC §4 rebooking routes: a rebooking that can't be made online goes to our agents' queue
 * (MoveToQueue) or to the airline (ReferToAirline), which Accept it (a new flight) or Deny it.
 */
export const RebookingRoutes = ['MoveToQueue', 'ReferToAirline'] as const;
/** Requested: waiting for the desk; Withdrawn: the traveler decided otherwise before it answered. */
export const RebookingRequestStates = ['Requested', 'Accepted', 'Denied', 'Withdrawn'] as const;
export const RebookingDecisions = ['Accept', 'Deny'] as const;
/** Why a request was denied: no seat in what was asked, or the assistance ended before an answer. */
export const RebookingDenyReasons = ['NoSeats', 'Expired'] as const;
/** Local departure windows a traveler may ask for: Morning 05:00–11:59, Afternoon 12:00–17:59, Evening 18:00–23:59; a flight between midnight and 05:00 fits Any only. */
export const TimesOfDay = ['Any', 'Morning', 'Afternoon', 'Evening'] as const;
export type RebookingRoute = (typeof RebookingRoutes)[number];
export type TimeOfDay = (typeof TimesOfDay)[number];
