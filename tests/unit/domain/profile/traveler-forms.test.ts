import { describe, expect, it } from 'vitest';
import { AssistanceLabels, customPairErrors, missingTravelerNames, travelerTypeTitle } from '../../../../src/lib/domain/profile/travelers';
import { AssistanceCodes, TravelerInputSchema } from '../../../../src/lib/domain/profile/travelers.schema';

const input = (extras: Record<string, string>) => ({ givenName: 'Ava', surname: 'Martin', gender: 'F', dateOfBirth: '1988-04-12', extras });

describe('customPairErrors', () => {
  it.each<{ name: string; pairs: Record<string, string>; bad: string[] }>([
    { name: 'letters and digits keys, allowed value characters', pairs: { costCenter42: 'NY-01 / A.b_c+d@x' }, bad: [] },
    { name: 'a key with a space', pairs: { 'cost center': 'x' }, bad: ['cost center'] },
    { name: 'a key with a hyphen', pairs: { 'cost-center': 'x' }, bad: ['cost-center'] },
    { name: 'an empty key', pairs: { '': 'x' }, bad: [''] },
    { name: 'a value with a semicolon', pairs: { project: 'a;b' }, bad: ['project'] },
    { name: 'a value with angle brackets', pairs: { project: '<b>' }, bad: ['project'] },
    { name: 'an empty value', pairs: { project: '' }, bad: ['project'] },
    { name: 'a value with a comma', pairs: { project: 'a,b' }, bad: ['project'] },
    { name: 'only the bad ones', pairs: { ok: 'fine', 'no!': 'x', bad: '#' }, bad: ['no!', 'bad'] },
    { name: 'a key named __proto__', pairs: JSON.parse('{"__proto__":"x"}') as Record<string, string>, bad: ['__proto__'] },
  ])('$name', ({ pairs, bad }) => {
    const errors = customPairErrors(pairs);
    expect(Object.keys(errors).sort()).toEqual([...bad].sort());
    for (const message of Object.values(errors)) expect(message).toMatch(/^[A-Z].{10,}/);
  });

  it('the API schema reports the same pairs, each at its key', () => {
    const result = TravelerInputSchema.safeParse(input({ ok: 'fine', 'no!': 'x', bad: '#' }));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['extras.bad', 'extras.no!']);
  });
});

describe('missingTravelerNames', () => {
  it.each<{ name: string; given: string; surname: string; missing: string[] }>([
    { name: 'both names', given: 'Ava', surname: 'Martin', missing: [] },
    { name: 'no given name', given: '', surname: 'Martin', missing: ['givenName'] },
    { name: 'a surname of spaces', given: 'Ava', surname: '   ', missing: ['surname'] },
    { name: 'neither', given: ' ', surname: '', missing: ['givenName', 'surname'] },
    { name: 'a name that is wrong but present (the API judges it)', given: 'R2D2', surname: 'Martin', missing: [] },
  ])('$name', ({ given, surname, missing }) => {
    expect(Object.keys(missingTravelerNames({ givenName: given, surname }))).toEqual(missing);
  });

  it("says what the API's schema says first for a missing name, so the browser and a 400 read the same", () => {
    const checked = TravelerInputSchema.safeParse({ ...input({}), givenName: ' ', surname: '' });
    const firstByPath = new Map<string, string>();
    for (const issue of checked.error!.issues) {
      const path = issue.path.join('.');
      if (!firstByPath.has(path)) firstByPath.set(path, issue.message);
    }
    expect(Object.fromEntries(firstByPath)).toEqual(missingTravelerNames({ givenName: ' ', surname: '' }));
  });
});

describe('travelerTypeTitle', () => {
  it.each([
    ['1990-01-01', '2026-06-01', false, 'Adult'],
    ['2008-06-01', '2026-06-01', false, 'Adult'], // 18th birthday on the travel date
    ['2008-06-02', '2026-06-01', false, 'Child'], // one day short of 18
    ['2024-06-01', '2026-06-01', false, 'Child'], // second birthday on the travel date
    ['2024-06-02', '2026-06-01', false, 'Infant (on lap)'],
    ['2024-06-02', '2026-06-01', true, 'Infant (in seat)'],
    ['2026-05-01', '2026-06-01', true, 'Infant (in seat)'],
    ['2008-02-29', '2026-02-28', false, 'Child'], // a leap-day birthday comes on 1 March
    ['2008-02-29', '2026-03-01', false, 'Adult'],
    ['2010-12-31', '2027-01-01', false, 'Child'],
  ] as const)('born %s, travelling %s, seated %s → %s', (born, travel, seated, title) => {
    expect(travelerTypeTitle(born, travel, seated)).toBe(title);
  });
});

describe('AssistanceLabels', () => {
  it('labels every assistance code with a distinct readable text', () => {
    expect(Object.keys(AssistanceLabels).sort()).toEqual([...AssistanceCodes].sort());
    const labels = Object.values(AssistanceLabels);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z].{8,}/);
    expect(AssistanceLabels.WCHR).toBe('Wheelchair: can climb stairs, needs help over distances');
    expect(AssistanceLabels.BLND).toBe('Blind or low vision');
  });
});
