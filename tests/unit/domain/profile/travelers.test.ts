import { describe, expect, it } from 'vitest';
import { placeholderTraveler, prepareTravelerForSave, sortTravelers, travelerChanged } from '../../../../src/lib/domain/profile/travelers';
import {
  TravelerInputSchema,
  TravelerSchema,
  type Traveler,
  type TravelerInput,
} from '../../../../src/lib/domain/profile/travelers.schema';

const traveler = (id: string, givenName: string, surname: string, extra: Partial<Traveler> = {}): Traveler => ({
  id,
  givenName,
  surname,
  gender: 'F',
  dateOfBirth: '1990-05-01',
  assistance: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  frequentFlyer: {},
  hotelLoyalty: {},
  ...extra,
});

const input = (extra: Partial<TravelerInput> = {}): TravelerInput => ({
  givenName: 'Ava',
  surname: 'Martin',
  gender: 'F',
  dateOfBirth: '1988-04-12',
  ...extra,
});

describe('sortTravelers', () => {
  it.each([
    {
      name: 'given name first',
      given: [
        ['1', 'Zoe', 'Adams'],
        ['2', 'Adam', 'Zane'],
      ],
      order: ['2', '1'],
    },
    {
      name: 'then surname',
      given: [
        ['1', 'Ava', 'Martin'],
        ['2', 'Ava', 'Brown'],
      ],
      order: ['2', '1'],
    },
    {
      name: 'case does not count',
      given: [
        ['1', 'ben', 'Okafor'],
        ['2', 'Ava', 'Martin'],
        ['3', 'Cora', 'L'],
      ],
      order: ['2', '1', '3'],
    },
    {
      name: 'accents sort with their letter',
      given: [
        ['1', 'Zed', 'A'],
        ['2', 'Élise', 'B'],
        ['3', 'Eli', 'C'],
      ],
      order: ['3', '2', '1'],
    },
    {
      name: 'equal names keep their order',
      given: [
        ['1', 'Ava', 'Martin'],
        ['2', 'ava', 'martin'],
        ['3', 'Ava', 'Martin'],
      ],
      order: ['1', '2', '3'],
    },
    {
      name: 'numbers in names compare as numbers',
      given: [
        ['1', 'Guest 10', 'X'],
        ['2', 'Guest 9', 'X'],
      ],
      order: ['2', '1'],
    },
    {
      name: 'an empty name (placeholder) comes first',
      given: [
        ['1', 'Ava', 'M'],
        ['2', '', ''],
      ],
      order: ['2', '1'],
    },
  ])('$name', ({ given, order }) => {
    const list = given.map(([id, g, s]) => traveler(id!, g!, s!));
    const before = list.map((t) => t.id);
    expect(sortTravelers(list).map((t) => t.id)).toEqual(order);
    // The input list is left as it was.
    expect(list.map((t) => t.id)).toEqual(before);
  });
});

describe('placeholderTraveler', () => {
  it('is the SPEC §3 placeholder and a valid Traveler', () => {
    const p = placeholderTraveler('new-1', '2026-11-22T10:00:00.000Z');
    expect(p).toEqual({
      id: 'new-1',
      givenName: '',
      surname: '',
      gender: 'M',
      dateOfBirth: '1870-01-01',
      assistance: [],
      createdAt: '2026-11-22T10:00:00.000Z',
      frequentFlyer: {},
      hotelLoyalty: {},
      isMissingInfo: true,
      isGhostUser: true,
    });
    expect(TravelerSchema.safeParse(p).success).toBe(true);
    // Its empty names are exactly what keeps it from being saved as it is.
    expect(TravelerInputSchema.safeParse(p).success).toBe(false);
  });
});

describe('prepareTravelerForSave', () => {
  const passport = { number: 'AB123456', expiration: '2031-06-30' };
  it.each<{ name: string; given: Partial<TravelerInput>; has: Partial<TravelerInput>; lacks: (keyof TravelerInput)[] }>([
    {
      name: 'keeps a passport with a two-letter country',
      given: { passport: { ...passport, countryOfIssue: 'CA' } },
      has: { passport: { ...passport, countryOfIssue: 'CA' } },
      lacks: [],
    },
    {
      name: 'upper-cases a two-letter country',
      given: { passport: { ...passport, countryOfIssue: 'ca' } },
      has: { passport: { ...passport, countryOfIssue: 'CA' } },
      lacks: [],
    },
    {
      name: 'drops a passport with a three-letter country',
      given: { passport: { ...passport, countryOfIssue: 'CAN' } },
      has: {},
      lacks: ['passport'],
    },
    { name: 'drops a passport with no country', given: { passport: { ...passport, countryOfIssue: '' } }, has: {}, lacks: ['passport'] },
    {
      name: 'drops a passport with a one-letter country',
      given: { passport: { ...passport, countryOfIssue: 'C' } },
      has: {},
      lacks: ['passport'],
    },
    {
      name: 'drops empty optional strings',
      given: { emailAddress: '', nationality: ' ', knownTravelerNumber: '', tsaRedressNumber: '' },
      has: {},
      lacks: ['emailAddress', 'nationality', 'knownTravelerNumber', 'tsaRedressNumber'],
    },
    {
      name: 'drops undefined fields',
      given: { emailAddress: undefined, passport: undefined, extras: undefined },
      has: {},
      lacks: ['emailAddress', 'passport', 'extras'],
    },
    { name: 'drops an empty id (a new traveler)', given: { id: '' }, has: {}, lacks: ['id'] },
    { name: 'keeps and trims an id', given: { id: ' t-1 ' }, has: { id: 't-1' }, lacks: [] },
    {
      name: 'removes memberships set empty',
      given: { frequentFlyer: { AA: '', DL: '  ', UA: 'X1' }, hotelLoyalty: { MB: '', HH: '12' } },
      has: { frequentFlyer: { UA: 'X1' }, hotelLoyalty: { HH: '12' } },
      lacks: [],
    },
    { name: 'fills missing maps and assistance', given: {}, has: { frequentFlyer: {}, hotelLoyalty: {}, assistance: [] }, lacks: [] },
    {
      name: 'assistance is a set in SPEC order',
      given: { assistance: ['WCHR', 'BLND', 'WCHR'] },
      has: { assistance: ['BLND', 'WCHR'] },
      lacks: [],
    },
    { name: 'drops an empty driver’s licence', given: { driversLicense: { country: '', number: '' } }, has: {}, lacks: ['driversLicense'] },
    {
      name: 'keeps a half-filled driver’s licence',
      given: { driversLicense: { country: 'CA', number: '' } },
      has: { driversLicense: { country: 'CA', number: '' } },
      lacks: [],
    },
    {
      name: 'drops empty custom rows, keeps half-filled ones',
      given: { extras: { '': '', cost: '' } },
      has: { extras: { cost: '' } },
      lacks: [],
    },
    { name: 'drops custom pairs when all rows are empty', given: { extras: { ' ': ' ' } }, has: {}, lacks: ['extras'] },
    { name: 'trims names', given: { givenName: '  Ava ', surname: ' Martin' }, has: { givenName: 'Ava', surname: 'Martin' }, lacks: [] },
  ])('$name', ({ given, has, lacks }) => {
    const original = input(given);
    const copy = structuredClone(original);
    const out = prepareTravelerForSave(original);
    expect(out).toMatchObject(has);
    for (const key of lacks) expect(key in out, key).toBe(false);
    for (const [key, value] of Object.entries(out)) expect(value, key).not.toBeUndefined();
    expect(original).toEqual(copy);
  });

  it('answers a body the API schema accepts whenever the fields themselves are valid', () => {
    const out = prepareTravelerForSave(
      input({ emailAddress: '', passport: { countryOfIssue: 'USA', number: 'X', expiration: '' }, frequentFlyer: { AA: '' } }),
    );
    expect(TravelerInputSchema.safeParse(out).success).toBe(true);
  });
});

describe('travelerChanged', () => {
  const existing = traveler('t-1', 'Ava', 'Martin', {
    dateOfBirth: '1988-04-12',
    frequentFlyer: { AC: '1', UA: '2' },
    assistance: ['BLND', 'DEAF'],
    isDefaultProfile: true,
    isPrivateProfile: false,
  });
  const same: TravelerInput = {
    id: 't-1',
    givenName: 'Ava',
    surname: 'Martin',
    gender: 'F',
    dateOfBirth: '1988-04-12',
    frequentFlyer: { AC: '1', UA: '2' },
    hotelLoyalty: {},
    assistance: ['BLND', 'DEAF'],
  };
  it.each<{ name: string; edit: Partial<TravelerInput> | ((t: TravelerInput) => TravelerInput); changed: boolean }>([
    { name: 'the same traveler', edit: {}, changed: false },
    {
      name: 'keys in another order',
      edit: (t) => ({
        frequentFlyer: { UA: '2', AC: '1' },
        dateOfBirth: t.dateOfBirth,
        gender: t.gender,
        surname: t.surname,
        givenName: t.givenName,
        assistance: t.assistance!,
        hotelLoyalty: {},
      }),
      changed: false,
    },
    { name: 'assistance in another order', edit: { assistance: ['DEAF', 'BLND'] }, changed: false },
    { name: 'without the id', edit: (t) => ({ ...t, id: undefined }), changed: false },
    { name: 'an empty membership added', edit: { hotelLoyalty: { MB: '' } }, changed: false },
    { name: 'an empty optional field added', edit: { emailAddress: '' }, changed: false },
    { name: 'surrounding spaces', edit: { givenName: ' Ava ' }, changed: false },
    {
      name: 'a passport with a three-letter country (dropped)',
      edit: { passport: { countryOfIssue: 'CAN', number: 'AB123456', expiration: '2031-01-01' } },
      changed: false,
    },
    { name: 'a new given name', edit: { givenName: 'Eva' }, changed: true },
    { name: 'a new membership number', edit: { frequentFlyer: { AC: '1', UA: '3' } }, changed: true },
    { name: 'a membership removed', edit: { frequentFlyer: { AC: '1', UA: '' } }, changed: true },
    { name: 'a passport added', edit: { passport: { countryOfIssue: 'CA', number: 'AB123456', expiration: '2031-01-01' } }, changed: true },
    { name: 'assistance removed', edit: { assistance: [] }, changed: true },
    { name: 'a custom pair added', edit: { extras: { costCenter: '42' } }, changed: true },
  ])('$name → $changed', ({ edit, changed }) => {
    const next = typeof edit === 'function' ? edit(same) : { ...same, ...edit };
    expect(travelerChanged(existing, next)).toBe(changed);
  });

  it('a traveler that does not exist yet is always a change', () => {
    expect(travelerChanged(undefined, same)).toBe(true);
  });
});
