import { CustomPairMessages, type AssistanceCode } from '../../../lib/domain/profile/travelers.constants';
import type { Gender, Traveler, TravelerInput } from '../../../lib/domain/profile/travelers.schema';
import { customPairErrors } from '../../../lib/domain/profile/travelers';
import { FrequentFlyerPrograms, HotelLoyaltyPrograms } from '../../../lib/domain/lodging/hotel-loyalty';

/** One membership row; `key` only keeps React rows (and their focus) stable while rows come and go. */
export interface LoyaltyRow {
  key: number;
  program: string;
  number: string;
}
export interface PairRow {
  key: number;
  name: string;
  value: string;
}

/** The editor's form: text as typed, so a failed save gives back exactly what the user entered. */
export interface FormValues {
  id?: string;
  givenName: string;
  surname: string;
  gender: Gender | '';
  dateOfBirth: string;
  emailAddress: string;
  frequentFlyer: LoyaltyRow[];
  hotelLoyalty: LoyaltyRow[];
  knownTravelerNumber: string;
  tsaRedressNumber: string;
  assistance: AssistanceCode[];
  nationality: string;
  licenceCountry: string;
  licenceNumber: string;
  passportCountry: string;
  passportNumber: string;
  passportExpiration: string;
  extras: PairRow[];
}

export type LoyaltyKind = 'frequentFlyer' | 'hotelLoyalty';
/** Field errors keyed by the editor's field keys (the DOM id suffix of each control). */
export type FieldErrors = Record<string, string>;

/** What every editor section gets: the form, a way to change it, its errors and the DOM id of a field key. */
export interface SectionProps {
  values: FormValues;
  update: (patch: Partial<FormValues>) => void;
  errors: FieldErrors;
  idOf: (field: string) => string;
}

let nextKey = 0;
export const newLoyaltyRow = (program = '', number = ''): LoyaltyRow => ({ key: nextKey++, program, number });
export const newPairRow = (name = '', value = ''): PairRow => ({ key: nextKey++, name, value });

const rowsOf = (map: Record<string, string>): LoyaltyRow[] => {
  const rows = Object.entries(map).map(([program, number]) => newLoyaltyRow(program, number));
  // One empty row invites an entry without an extra click; an empty row is never sent.
  return rows.length > 0 ? rows : [newLoyaltyRow()];
};

/** SPEC §3: the placeholder's birth date marks "unknown"; the API refuses it, so the user starts from empty. */
const PLACEHOLDER_BIRTH_DATE = '1870-01-01';

export function formValuesOf(t: Traveler | null, isPlaceholder = false): FormValues {
  return {
    ...(t && { id: t.id }),
    givenName: t?.givenName ?? '',
    surname: t?.surname ?? '',
    gender: t?.gender ?? '',
    dateOfBirth: !t || (isPlaceholder && t.dateOfBirth === PLACEHOLDER_BIRTH_DATE) ? '' : t.dateOfBirth,
    emailAddress: t?.emailAddress ?? '',
    frequentFlyer: rowsOf(t?.frequentFlyer ?? {}),
    hotelLoyalty: rowsOf(t?.hotelLoyalty ?? {}),
    knownTravelerNumber: t?.knownTravelerNumber ?? '',
    tsaRedressNumber: t?.tsaRedressNumber ?? '',
    assistance: [...(t?.assistance ?? [])],
    nationality: t?.nationality ?? '',
    licenceCountry: t?.driversLicense?.country ?? '',
    licenceNumber: t?.driversLicense?.number ?? '',
    passportCountry: t?.passport?.countryOfIssue ?? '',
    passportNumber: t?.passport?.number ?? '',
    passportExpiration: t?.passport?.expiration ?? '',
    extras: Object.entries(t?.extras ?? {}).map(([name, value]) => newPairRow(name, value)),
  };
}

const mapOf = (rows: LoyaltyRow[]) => Object.fromEntries(rows.filter((r) => r.program).map((r) => [r.program, r.number]));

/** What saveTraveler gets; it applies the SPEC §5 preparation (dropping empty fields, the passport rule). */
export function inputOf(v: FormValues): TravelerInput {
  const input: TravelerInput = {
    givenName: v.givenName,
    surname: v.surname,
    gender: v.gender as Gender,
    dateOfBirth: v.dateOfBirth,
    assistance: v.assistance,
    frequentFlyer: mapOf(v.frequentFlyer),
    hotelLoyalty: mapOf(v.hotelLoyalty),
    emailAddress: v.emailAddress,
    knownTravelerNumber: v.knownTravelerNumber,
    tsaRedressNumber: v.tsaRedressNumber,
    nationality: v.nationality,
    passport: { countryOfIssue: v.passportCountry, number: v.passportNumber, expiration: v.passportExpiration },
    driversLicense: { country: v.licenceCountry, number: v.licenceNumber },
    extras: Object.fromEntries(v.extras.map((r) => [r.name.trim(), r.value.trim()])),
  };
  if (v.id) input.id = v.id;
  return input;
}

export const rowField = (prefix: string, key: number, part: string) => `${prefix}-${key}-${part}`;
const PREFIX: Record<LoyaltyKind, string> = { frequentFlyer: 'ff', hotelLoyalty: 'hotel' };
export const loyaltyField = (kind: LoyaltyKind, key: number, part: 'program' | 'number') => rowField(PREFIX[kind], key, part);
export const pairField = (key: number, part: 'name' | 'value') => rowField('extra', key, part);

const blank = (s: string) => s.trim() === '';

/** SPEC §5 custom pairs, checked per row; an empty row is simply not a pair. */
export function pairErrors(rows: PairRow[], translate: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const name = row.name.trim();
    if (blank(row.name) && blank(row.value)) continue;
    const problem = customPairErrors({ [name]: row.value.trim() })[name];
    if (problem === CustomPairMessages.key) errors[pairField(row.key, 'name')] = translate('errors.customKey');
    else if (problem === CustomPairMessages.emptyValue) errors[pairField(row.key, 'value')] = translate('errors.customEmptyValue');
    else if (problem) errors[pairField(row.key, 'value')] = translate('errors.customValue');
    else if (seen.has(name)) errors[pairField(row.key, 'name')] = translate('errors.customDuplicate');
    seen.add(name);
  }
  return errors;
}

/**
 * What the form can tell before sending: mostly what the SPEC §5 preparation would otherwise
 * drop without a word (a passport without its country, a number without its program).
 */
export function formErrors(v: FormValues, translate: (key: string) => string): FieldErrors {
  const errors: FieldErrors = pairErrors(v.extras, translate);
  // The names first: the summary lists the errors in the form's order, and every one of them at once.
  if (blank(v.givenName)) errors.givenName = translate('errors.givenName');
  if (blank(v.surname)) errors.surname = translate('errors.surname');
  if (!v.gender) errors.gender = translate('errors.gender');
  if (blank(v.dateOfBirth)) errors.dateOfBirth = translate('errors.dateOfBirth');
  if (blank(v.passportCountry) && !(blank(v.passportNumber) && blank(v.passportExpiration))) {
    errors.passportCountry = translate('errors.passportCountry');
  }
  for (const kind of ['frequentFlyer', 'hotelLoyalty'] as const) {
    for (const row of v[kind]) {
      if (!row.program && !blank(row.number)) errors[loyaltyField(kind, row.key, 'program')] = translate('errors.chooseProgram');
    }
  }
  return errors;
}

const DIRECT = new Set([
  'givenName',
  'surname',
  'gender',
  'dateOfBirth',
  'emailAddress',
  'knownTravelerNumber',
  'tsaRedressNumber',
  'nationality',
]);
const NESTED: Record<string, string> = {
  assistance: 'assistance',
  passport: 'passportCountry',
  'passport.countryOfIssue': 'passportCountry',
  'passport.number': 'passportNumber',
  'passport.expiration': 'passportExpiration',
  driversLicense: 'licenceNumber',
  'driversLicense.country': 'licenceCountry',
  'driversLicense.number': 'licenceNumber',
};

const KNOWN: Record<LoyaltyKind, Set<string>> = {
  frequentFlyer: new Set(FrequentFlyerPrograms.map((p) => p.airlineCode)),
  hotelLoyalty: new Set(HotelLoyaltyPrograms.map((p) => p.code)),
};

/** The editor field an API or schema error path (`passport.number`, `frequentFlyer.AA`) belongs to, if any. */
export function fieldKeyOf(path: string, v: FormValues, message: string): string | null {
  if (DIRECT.has(path)) return path;
  if (NESTED[path]) return NESTED[path];
  if (path.startsWith('assistance.')) return 'assistance';
  const [head, ...rest] = path.split('.');
  const code = rest.join('.');
  if (head === 'frequentFlyer' || head === 'hotelLoyalty') {
    const row = v[head].find((r) => r.program === code);
    // An unknown code is wrong in the program; a known one can only have a wrong number.
    return row ? loyaltyField(head, row.key, KNOWN[head].has(code) ? 'number' : 'program') : null;
  }
  if (head === 'extras') {
    const row = v.extras.find((r) => r.name.trim() === code);
    return row ? pairField(row.key, message === CustomPairMessages.key ? 'name' : 'value') : null;
  }
  return null;
}

/** Splits API or schema errors into those shown by a field and those only the summary can show. */
export function placeErrors(fieldErrors: Record<string, string>, v: FormValues): { fields: FieldErrors; general: string[] } {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const key = fieldKeyOf(path, v, message);
    if (key) fields[key] ??= message;
    else general.push(message);
  }
  return { fields, general };
}
