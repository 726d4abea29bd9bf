// Requests to correct a traveler on a booked flight (SPEC §2 Trips modals "request traveler edit"
// and its success). A ticket names its traveler exactly as the airline issued it: we never edit it
// here; our agents take the request to the airline and answer by email within a business day.
// Our rule (SPEC leaves it open), after the airlines' common practice: a name corrected by up to 3
// letters in all is a Correction the airline usually reissues for free; more is a NameChange,
// which most fares refuse (a new ticket), so the traveler is told before sending.
import { distance } from 'fastest-levenshtein';
import type { ReservationState } from './booking.constants';

export const TravelerEditFields = ['Name', 'DateOfBirth', 'Gender', 'Other'] as const;
export type TravelerEditField = (typeof TravelerEditFields)[number];

/** Received: waiting for our agents; Done and Refused: answered by email (by an agent, outside this portal). */
export const TravelerEditStates = ['Received', 'Done', 'Refused'] as const;
export type TravelerEditState = (typeof TravelerEditStates)[number];

export type NameCorrection = 'Correction' | 'NameChange';

export const MAX_CORRECTED_LETTERS = 3;

const letters = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();

/** How far the corrected name is from the ticketed one: letters only, accents, case and spaces aside. */
export function nameCorrection(ticketed: { givenName: string; surname: string }, corrected: string): NameCorrection {
  const was = letters(`${ticketed.givenName}${ticketed.surname}`);
  return distance(was, letters(corrected)) <= MAX_CORRECTED_LETTERS ? 'Correction' : 'NameChange';
}

export type TravelerEditEligibility = { kind: 'Allowed' } | { kind: 'NotAllowed'; reason: 'NotConfirmed' | 'Departed' };

/** A request can be sent for a confirmed booking whose first flight has not left. */
export function travelerEditEligibility(
  booking: { reservation: ReservationState; firstDeparture: string | undefined },
  now: Date,
): TravelerEditEligibility {
  if (booking.reservation !== 'Confirmed') return { kind: 'NotAllowed', reason: 'NotConfirmed' };
  if (!booking.firstDeparture || Date.parse(booking.firstDeparture) <= now.getTime()) return { kind: 'NotAllowed', reason: 'Departed' };
  return { kind: 'Allowed' };
}
