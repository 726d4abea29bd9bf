// SPEC §8 passenger errors of a booking, checked before anything is charged (SPEC §5 passenger rules;
// the bounds the spec leaves "not shown" are decided here and said where). Pure and zod-free: the
// checkout island runs the same check as the API, so the form marks a field before a round trip.
import { addDays } from '../shared/dates';
import { passengerCountErrors } from './flights';
import { travelerTypeTitle } from '../profile/travelers';
import { KnownTravelerNumberPattern, PassportNumberPattern, RedressNumberPattern } from '../profile/travelers.constants';
import type { Traveler } from '../profile/travelers.schema';

/** SPEC §3 passenger types: adult, child, lap infant, seated infant. */
export const PassengerTypes = ['ADT', 'CNN', 'INF', 'INS'] as const;
export type PassengerType = (typeof PassengerTypes)[number];

/** Errors about the booking as a whole: nothing on one traveler's form fixes them. */
export type BookingLevelCode = 'NoAdultPassenger' | 'TooManyPassengers' | 'TooManyLapInfants';
export type TravelerCode =
  | 'IllegalLapInfantRedress'
  | 'IllegalLapInfantKTN'
  | 'LapInfantTooOld'
  | 'MalformedRedressNumber'
  | 'MalformedKnownTravelerNumber'
  | 'LapInfantsUnsupported'
  | 'SeatedInfantsUnsupported'
  | 'ExpiredPassport'
  | 'MissingPassport'
  | 'MissingNationality'
  | 'MissingPassportNumber'
  | 'InvalidPassportNumber'
  | 'UnsupportedNameCharacters';

/**
 * Where to fix it: the traveler's path as TravelerSchema and the API name it (so the profile
 * editor's fieldKeyOf maps it to a control), plus the passenger type chosen for this booking.
 * In the order the traveler form shows them.
 */
export const TravelerFields = [
  'passengerType',
  'givenName',
  'surname',
  'dateOfBirth',
  'knownTravelerNumber',
  'tsaRedressNumber',
  'nationality',
  'passport',
  'passport.number',
  'passport.expiration',
] as const;
export type TravelerField = (typeof TravelerFields)[number];
export const ContactFields = ['contact.email', 'contact.phone'] as const;
export type ContactField = (typeof ContactFields)[number];

export type PassengerError =
  | { code: BookingLevelCode }
  | { code: 'NoContactInformation'; field: ContactField }
  | { code: TravelerCode; travelerId: string; field: TravelerField };

export interface BookingPassenger {
  traveler: Traveler;
  passengerType: PassengerType;
}
export interface BookingContact {
  email: string;
  phone: string;
}
export interface TripFacts {
  /** Local departure dates (YYYY-MM-DD) of the first and the last flight. */
  firstFlightDate: string;
  lastFlightDate: string;
  /** Some slice leaves one country for another. */
  international: boolean;
  /** What the fare and carrier accept. */
  supportsLapInfants: boolean;
  supportsSeatedInfants: boolean;
}
export interface BookingPassengersInput {
  passengers: readonly BookingPassenger[];
  contact: BookingContact;
  trip: TripFacts;
}

export type BookingPassengerCheck =
  { kind: 'Checked'; errors: PassengerError[] } | { kind: 'InvalidInput'; reason: 'InvalidTripDates' | 'DuplicateTraveler' };

// Document formats come from travelers.constants.ts, shared with the profile's schema.
// Enough to reach a person: a mailbox at a domain with a dot; 7–15 digits (E.164 allows 15).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^\+?[0-9 ().-]+$/;

const blank = (v: string | undefined | null): boolean => v == null || v.trim() === '';

/** A real YYYY-MM-DD date (2026-02-30 is not: the engine would quietly read it as 2 March). */
export function isCalendarDate(d: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(d) && Number.isFinite(Date.parse(`${d}T00:00:00Z`)) && addDays(d, 0) === d;
}

// Letters an airline reservation cannot hold but ICAO 9303 (passport machine-readable zone)
// spells in A–Z; accents fall away by Unicode decomposition (é → E).
const ICAO_LETTERS: Record<string, string> = {
  Æ: 'AE',
  æ: 'AE',
  Ø: 'OE',
  ø: 'OE',
  Œ: 'OE',
  œ: 'OE',
  ß: 'SS',
  ẞ: 'SS',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
};

/**
 * A name as an airline stores it: A–Z, single spaces, hyphens and apostrophes between letters,
 * or null when it cannot be written so. Decision on accents: Latin letters with diacritics are
 * accepted and transliterated (José → JOSE, Øster → OESTER), since that is how the passport's
 * machine-readable zone spells them and airlines match the ticket against it. Other scripts are
 * refused (UnsupportedNameCharacters): their transliteration is not unique, so the traveler must
 * type the name as the passport's Latin line shows it.
 */
export function airlineName(name: string): string | null {
  const latin = [...name.trim().replace(/\s+/g, ' ')]
    .map((c) => ICAO_LETTERS[c] ?? c)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase();
  return /^[A-Z]+(?:[ '-][A-Z]+)*$/.test(latin) ? latin : null;
}

const isAdultOn = (dob: string, date: string) => isCalendarDate(dob) && travelerTypeTitle(dob, date, false) === 'Adult';
/** SPEC §2/§5: a lap infant is under 2; checked on the last flight, since the infant must still be one then. */
const isInfantOn = (dob: string, date: string) => isCalendarDate(dob) && travelerTypeTitle(dob, date, false) === 'Infant (on lap)';

function nameErrors(t: Traveler): PassengerError[] {
  const fields = (['givenName', 'surname'] as const).filter((f) => airlineName(t[f]) === null);
  return fields.map((field) => ({ code: 'UnsupportedNameCharacters', travelerId: t.id, field }));
}

function infantErrors(p: BookingPassenger, trip: TripFacts): PassengerError[] {
  const t = p.traveler;
  const errors: PassengerError[] = [];
  const at = (code: TravelerCode, field: TravelerField) => errors.push({ code, travelerId: t.id, field });
  if (p.passengerType === 'INS' && !trip.supportsSeatedInfants) at('SeatedInfantsUnsupported', 'passengerType');
  if (p.passengerType !== 'INF') return errors;
  if (!trip.supportsLapInfants) at('LapInfantsUnsupported', 'passengerType');
  if (!isInfantOn(t.dateOfBirth, trip.lastFlightDate)) at('LapInfantTooOld', 'dateOfBirth');
  return errors;
}

/** KTN and redress: a lap infant holds no seat to screen, so any number is refused before its format. */
function screeningErrors(p: BookingPassenger): PassengerError[] {
  const t = p.traveler;
  const errors: PassengerError[] = [];
  const at = (code: TravelerCode, field: TravelerField) => errors.push({ code, travelerId: t.id, field });
  const lap = p.passengerType === 'INF';
  if (!blank(t.knownTravelerNumber)) {
    if (lap) at('IllegalLapInfantKTN', 'knownTravelerNumber');
    else if (!KnownTravelerNumberPattern.test(t.knownTravelerNumber!.trim())) at('MalformedKnownTravelerNumber', 'knownTravelerNumber');
  }
  if (!blank(t.tsaRedressNumber)) {
    if (lap) at('IllegalLapInfantRedress', 'tsaRedressNumber');
    else if (!RedressNumberPattern.test(t.tsaRedressNumber!.trim())) at('MalformedRedressNumber', 'tsaRedressNumber');
  }
  return errors;
}

/**
 * International itineraries: a passport with a well-formed number that is still valid after the
 * last flight's date (an arrival can fall on the next day, so expiring that day is not enough),
 * and a nationality. Stricter entry rules (six months' validity, visas) are the traveler's to meet.
 */
function documentErrors(t: Traveler, trip: TripFacts): PassengerError[] {
  if (!trip.international) return [];
  const errors: PassengerError[] = [];
  const at = (code: TravelerCode, field: TravelerField) => errors.push({ code, travelerId: t.id, field });
  if (blank(t.nationality)) at('MissingNationality', 'nationality');
  const passport = t.passport;
  if (!passport) {
    at('MissingPassport', 'passport');
    return errors;
  }
  if (blank(passport.number)) at('MissingPassportNumber', 'passport.number');
  else if (!PassportNumberPattern.test(passport.number.trim())) at('InvalidPassportNumber', 'passport.number');
  const expiration = passport.expiration.trim();
  if (!isCalendarDate(expiration) || expiration <= trip.lastFlightDate) at('ExpiredPassport', 'passport.expiration');
  return errors;
}

export function contactErrors(c: BookingContact): PassengerError[] {
  const errors: PassengerError[] = [];
  if (!EMAIL.test(c.email.trim())) errors.push({ code: 'NoContactInformation', field: 'contact.email' });
  const digits = c.phone.replace(/\D/g, '').length;
  if (!PHONE_CHARS.test(c.phone.trim()) || digits < 7 || digits > 15) {
    errors.push({ code: 'NoContactInformation', field: 'contact.phone' });
  }
  return errors;
}

/**
 * Counts for the SPEC §8 count rules (reused from flight search): only a traveler who is an adult
 * by age on the first flight (18, as the profile titles travelers) counts as one, so a child
 * booked as ADT cannot hold a lap infant or make the booking valid.
 */
function counts(passengers: readonly BookingPassenger[], firstFlightDate: string) {
  const c = { ADT: 0, CNN: 0, INF: 0, INS: 0 };
  for (const p of passengers) {
    if (p.passengerType === 'ADT' && !isAdultOn(p.traveler.dateOfBirth, firstFlightDate)) c.CNN += 1;
    else c[p.passengerType] += 1;
  }
  return c;
}

/** Every SPEC §8 passenger error of the booking, in the order a form shows them (sortPassengerErrors). */
export function bookingPassengerErrors(input: BookingPassengersInput): BookingPassengerCheck {
  const { passengers, contact, trip } = input;
  if (!isCalendarDate(trip.firstFlightDate) || !isCalendarDate(trip.lastFlightDate) || trip.lastFlightDate < trip.firstFlightDate) {
    return { kind: 'InvalidInput', reason: 'InvalidTripDates' };
  }
  if (new Set(passengers.map((p) => p.traveler.id)).size !== passengers.length)
    return { kind: 'InvalidInput', reason: 'DuplicateTraveler' };
  const errors: PassengerError[] = passengerCountErrors(counts(passengers, trip.firstFlightDate)).map((code) => ({ code }));
  for (const p of passengers) {
    errors.push(...infantErrors(p, trip), ...nameErrors(p.traveler), ...screeningErrors(p), ...documentErrors(p.traveler, trip));
  }
  errors.push(...contactErrors(contact));
  return {
    kind: 'Checked',
    errors: sortPassengerErrors(
      errors,
      passengers.map((p) => p.traveler.id),
    ),
  };
}

/**
 * The order a form reads errors in: the booking-level ones first (they head the summary), then
 * each traveler in the order chosen, field by field down the form, then the contact fields.
 * Stable, so two errors on one field keep their order.
 */
export function sortPassengerErrors(errors: readonly PassengerError[], travelerOrder: readonly string[]): PassengerError[] {
  const rank = (e: PassengerError): [number, number] => {
    if ('travelerId' in e) {
      const i = travelerOrder.indexOf(e.travelerId);
      return [1 + (i < 0 ? travelerOrder.length : i), TravelerFields.indexOf(e.field)];
    }
    if ('field' in e) return [2 + travelerOrder.length, ContactFields.indexOf(e.field)];
    return [0, 0];
  };
  return errors
    .map((e, i) => ({ e, i, r: rank(e) }))
    .sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.i - b.i)
    .map((x) => x.e);
}
