// SPEC §3–§5 rules of saved travelers, shared by the profile screen and the API.
import { AssistanceCodes, customPairProblem, TravelerNameMessages, type AssistanceCode } from './travelers.constants';
import type { Traveler, TravelerInput } from './travelers.schema';

/** SPEC §9: the placeholder's birth date, far enough back that nobody mistakes it for a real one. */
const PLACEHOLDER_BIRTH_DATE = '1870-01-01';

// One collation for server and browser, so a list sorts the same wherever it is sorted (SPEC §9 locale en_US).
const collator = new Intl.Collator('en-US', { sensitivity: 'accent', numeric: true });

/** SPEC §3: by given name, then surname; ties keep their order. */
export function sortTravelers(list: Traveler[]): Traveler[] {
  return [...list].sort((a, b) => collator.compare(a.givenName, b.givenName) || collator.compare(a.surname, b.surname));
}

/** SPEC §3: what the editor starts from for a user without a traveler profile. */
export function placeholderTraveler(newId: string, createdAt: string): Traveler {
  return {
    id: newId,
    givenName: '',
    surname: '',
    gender: 'M',
    dateOfBirth: PLACEHOLDER_BIRTH_DATE,
    assistance: [],
    createdAt,
    frequentFlyer: {},
    hotelLoyalty: {},
    isMissingInfo: true,
    isGhostUser: true,
  };
}

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A member number set empty means the membership is removed (SPEC §5). */
function withoutEmptyValues(map: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map ?? {})
      .filter(([, value]) => !blank(value))
      .map(([code, value]) => [code, value.trim()]),
  );
}

/**
 * SPEC §5, applied before a traveler is sent and again by the API before it stores one: passport
 * only with a two-character country, no undefined or empty optional fields, no empty memberships.
 */
export function prepareTravelerForSave(input: TravelerInput): TravelerInput {
  const out: TravelerInput = {
    givenName: input.givenName.trim(),
    surname: input.surname.trim(),
    gender: input.gender,
    dateOfBirth: input.dateOfBirth.trim(),
    // A set, in the order of SPEC §3, so the same needs never look like a change.
    assistance: AssistanceCodes.filter((code) => (input.assistance ?? []).includes(code)),
    frequentFlyer: withoutEmptyValues(input.frequentFlyer),
    hotelLoyalty: withoutEmptyValues(input.hotelLoyalty),
  };
  if (!blank(input.id)) out.id = input.id!.trim();
  for (const field of ['emailAddress', 'knownTravelerNumber', 'tsaRedressNumber'] as const) {
    const value = input[field];
    if (!blank(value)) out[field] = value!.trim();
  }
  if (!blank(input.nationality)) out.nationality = input.nationality!.trim().toUpperCase();
  const country = input.passport?.countryOfIssue?.trim() ?? '';
  if (input.passport && country.length === 2) {
    out.passport = {
      countryOfIssue: country.toUpperCase(),
      // A form half filled in still reaches here; the schema then names what is missing.
      number: (input.passport.number ?? '').trim(),
      expiration: (input.passport.expiration ?? '').trim(),
    };
  }
  const licence = input.driversLicense;
  if (licence && !(blank(licence.country) && blank(licence.number))) {
    out.driversLicense = { country: (licence.country ?? '').trim(), number: (licence.number ?? '').trim() };
  }
  // A row left empty in the form is not a pair; a half-filled one stays, so validation can name it.
  const extras = Object.entries(input.extras ?? {}).filter(([key, value]) => !(blank(key) && blank(value)));
  if (extras.length > 0) out.extras = Object.fromEntries(extras.map(([key, value]) => [key.trim(), value.trim()]));
  return out;
}

/** Same content, same text: keys sorted at every level, so key order never counts as a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The part of a traveler a person edits, in its saved form; server-owned flags and the id do not count. */
function editable(t: TravelerInput): string {
  const prepared = prepareTravelerForSave(t);
  delete prepared.id;
  return canonical(prepared);
}

/** SPEC §5: a traveler is saved only if it differs from the existing one. */
export function travelerChanged(existing: Traveler | undefined, input: TravelerInput): boolean {
  if (!existing) return true;
  return editable(existing) !== editable(input);
}

/** SPEC §5 custom key/value pairs: key → message for each pair a person has to fix. */
export function customPairErrors(pairs: Record<string, string>): Record<string, string> {
  const errors: [string, string][] = [];
  for (const [key, value] of Object.entries(pairs)) {
    const message = customPairProblem(key, value);
    if (message) errors.push([key, message]);
  }
  // fromEntries defines own properties, so a key named __proto__ stays a key.
  return Object.fromEntries(errors);
}

/**
 * The names a traveler cannot be saved without, checked before sending (the browser has no schema;
 * the API checks everything else and answers the same messages by field path).
 */
export function missingTravelerNames(input: Pick<TravelerInput, 'givenName' | 'surname'>): Record<string, string> {
  const missing: Record<string, string> = {};
  if (blank(input.givenName)) missing.givenName = TravelerNameMessages.givenName;
  if (blank(input.surname)) missing.surname = TravelerNameMessages.surname;
  return missing;
}

/** Whole years from one calendar date to another; a 29 February birthday comes on 1 March in other years. */
function ageOn(dateOfBirth: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = on.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** SPEC §2 traveler type titles, by age on the travel date: 18 and over adult, 2–17 child, under 2 infant. */
export function travelerTypeTitle(
  dateOfBirth: string,
  travelDate: string,
  seatedInfant: boolean,
): 'Adult' | 'Child' | 'Infant (in seat)' | 'Infant (on lap)' {
  const age = ageOn(dateOfBirth, travelDate);
  if (age >= 18) return 'Adult';
  if (age >= 2) return 'Child';
  return seatedInfant ? 'Infant (in seat)' : 'Infant (on lap)';
}

/** SPEC §3 assistance codes as a person reads them (IATA special service request meanings). */
export const AssistanceLabels: Record<AssistanceCode, string> = {
  BLND: 'Blind or low vision',
  DEAF: 'Deaf or hard of hearing',
  STCR: 'Stretcher: must travel lying down',
  WCHR: 'Wheelchair: can climb stairs, needs help over distances',
  WCHS: 'Wheelchair: cannot climb stairs, can walk to the seat',
  WCHC: 'Wheelchair: cannot walk, needs to be carried to the seat',
  WCBD: 'Own wheelchair: powered, dry or gel battery',
  WCBW: 'Own wheelchair: powered, wet-cell battery',
  WCLB: 'Own wheelchair: powered, lithium-ion battery',
  WCMP: 'Own wheelchair: manual',
  WCOB: 'On-board wheelchair needed in the cabin',
};
