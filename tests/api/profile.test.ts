import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRAVELERS_PER_USER } from '../../src/lib/domain/profile/travelers.schema';
import { travelers, users } from '../../src/server/db/schema';
import { createTestContext, type TestContext } from './helpers/context';
import { inDays } from './helpers/dates';
import { expectError, mutableClock } from './helpers/http';
import { list, newBusiness, person, profileClient, save } from './helpers/profile';

let ctx: TestContext;
// Real time: bearer tokens expire by the wall clock; the test only moves it forward.
const clock = mutableClock();
beforeAll(async () => {
  ctx = await createTestContext({}, clock.now);
});
afterAll(() => ctx.close());

const signedIn = async (opts: Parameters<typeof profileClient>[1] = {}) => (await profileClient(ctx, opts)).client;
const updatedAt = async (id: string) =>
  (await ctx.database.db.select({ at: travelers.updatedAt }).from(travelers).where(eq(travelers.id, id)))[0]?.at.toISOString();

describe('travelers: create, read, update, delete', () => {
  it('starts empty, saves a new traveler with a server id, updates it and deletes it', async () => {
    const c = await signedIn();
    // A consumer without travelers gets nothing added (the placeholder is the editor's).
    expect(await list(c)).toEqual({ value: [] });

    const created = await save(
      c,
      person({ frequentFlyer: { AC: '123456789' }, passport: { countryOfIssue: 'CA', number: 'AB123456', expiration: '2031-06-30' } }),
    );
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toMatchObject({
      givenName: 'Ava',
      surname: 'Martin',
      gender: 'F',
      dateOfBirth: '1988-04-12',
      assistance: [],
      frequentFlyer: { AC: '123456789' },
      hotelLoyalty: {},
      passport: { countryOfIssue: 'CA' },
      isMissingInfo: false,
      isGhostUser: false,
      createdAt: clock.now().toISOString(),
    });
    // A consumer's travelers carry no corporate flags.
    expect(created).not.toHaveProperty('isDefaultProfile');
    expect((await list(c)).value).toEqual([created]);

    clock.advance(60_000);
    const renamed = await save(c, { ...created, givenName: 'Eva', assistance: ['WCHR'] });
    expect(renamed).toMatchObject({ id: created.id, givenName: 'Eva', assistance: ['WCHR'], createdAt: created.createdAt });
    expect((await list(c)).value).toEqual([renamed]);

    const res = await c.request('POST', '/api/v0/passengers/delete', { personId: created.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await list(c)).toEqual({ value: [] });
    await expectError(await c.request('POST', '/api/v0/passengers/delete', { personId: created.id }), 404, 'NotFound');
  });

  it('lists by given name, then surname, whatever the case', async () => {
    const c = await signedIn();
    for (const [givenName, surname] of [
      ['Zoe', 'Adams'],
      ['adam', 'Zane'],
      ['Adam', 'Baker'],
      ['Élise', 'Roy'],
      ['Eli', 'Stone'],
    ] as const) {
      await save(c, person({ givenName, surname }));
    }
    expect((await list(c)).value.map((t) => `${t.givenName} ${t.surname}`)).toEqual([
      'Adam Baker',
      'adam Zane',
      'Eli Stone',
      'Élise Roy',
      'Zoe Adams',
    ]);
  });

  it('does not write an update that changes nothing (SPEC §5), and writes one that does', async () => {
    const c = await signedIn();
    const created = await save(c, person({ frequentFlyer: { UA: 'X1', AC: '2' }, assistance: ['DEAF', 'BLND'] }));
    const before = await updatedAt(created.id);
    clock.advance(60_000);
    // Same content: keys in another order, an emptied-out membership that was never there, blanks.
    const same = await save(c, {
      hotelLoyalty: { MB: '' },
      frequentFlyer: { AC: '2', UA: 'X1' },
      assistance: ['BLND', 'DEAF'],
      dateOfBirth: '1988-04-12',
      gender: 'F',
      surname: ' Martin ',
      givenName: 'Ava',
      id: created.id,
      emailAddress: '',
    } as never);
    expect(same).toEqual(created);
    expect(await updatedAt(created.id)).toBe(before);

    const changed = await save(c, { ...created, frequentFlyer: { UA: 'X1' } });
    expect(changed.frequentFlyer).toEqual({ UA: 'X1' });
    expect(await updatedAt(created.id)).toBe(clock.now().toISOString());
  });

  it('applies SPEC §5 before saving: empty memberships removed, undefined and unknown fields dropped', async () => {
    const c = await signedIn();
    const saved = await save(c, {
      ...person(),
      frequentFlyer: { AA: '', DL: '998877' },
      hotelLoyalty: { HH: '  ' },
      extras: { costCenter: 'NY-01' },
      // Fields the server owns are ignored, not stored.
      isDefaultProfile: true,
      createdAt: '1999-01-01T00:00:00Z',
    } as never);
    expect(saved.frequentFlyer).toEqual({ DL: '998877' });
    expect(saved.hotelLoyalty).toEqual({});
    expect(saved.extras).toEqual({ costCenter: 'NY-01' });
    expect(saved.createdAt).toBe(clock.now().toISOString());
    expect(saved).not.toHaveProperty('isDefaultProfile');
    const [row] = await ctx.database.db.select().from(travelers).where(eq(travelers.id, saved.id));
    expect(Object.keys(row!.document).sort()).toEqual(
      ['assistance', 'dateOfBirth', 'extras', 'frequentFlyer', 'gender', 'givenName', 'hotelLoyalty', 'surname'].sort(),
    );
  });

  it.each<[string, object, number, string]>([
    [
      'a passport with a three-letter country',
      { passport: { countryOfIssue: 'CAN', number: 'AB123456', expiration: '2031-06-30' } },
      400,
      'passport.countryOfIssue',
    ],
    ['no given name', { givenName: '' }, 400, 'givenName'],
    ['digits in the surname', { surname: 'R2D2' }, 400, 'surname'],
    ['an unknown gender', { gender: 'X' }, 400, 'gender'],
    ['a date that does not exist', { dateOfBirth: '1990-02-30' }, 400, 'dateOfBirth'],
    ['a birth date in the future', { dateOfBirth: inDays(5) }, 422, 'dateOfBirth'],
    ['the placeholder birth date', { dateOfBirth: '1870-01-01' }, 422, 'dateOfBirth'],
    ['an unknown frequent flyer airline', { frequentFlyer: { ZZ: '1' } }, 400, 'frequentFlyer.ZZ'],
    ['an unknown hotel program', { hotelLoyalty: { NOPE: '1' } }, 400, 'hotelLoyalty.NOPE'],
    ['an unknown assistance code', { assistance: ['WCHX'] }, 400, 'assistance.0'],
    ['a custom key with a space', { extras: { 'cost center': 'x' } }, 400, 'extras.cost center'],
    ['a custom value with a semicolon', { extras: { costCenter: 'a;b' } }, 400, 'extras.costCenter'],
    ['a malformed Known Traveler Number', { knownTravelerNumber: '12' }, 400, 'knownTravelerNumber'],
    ['an email without a domain', { emailAddress: 'ava@' }, 400, 'emailAddress'],
    ['names as numbers', { givenName: 42 }, 400, 'givenName'],
  ])('refuses %s with a message at that field', async (_name, body, status, field) => {
    const c = await signedIn();
    const error = await expectError(await c.request('PUT', '/api/v0/flight/passengers/update', { ...person(), ...body }), status);
    const fields = (error.details as { fields: { path: string; message: string }[] }).fields;
    expect(fields.map((f) => f.path)).toContain(field);
    for (const f of fields) expect(f.message).toMatch(/^[A-Z]/);
    expect(await list(c)).toEqual({ value: [] });
  });

  it.each([
    ['not JSON', '{"givenName":', 'MalformedJson'],
    ['an array', '[]', 'ValidationFailed'],
    ['null', 'null', 'ValidationFailed'],
    ['an empty object', '{}', 'ValidationFailed'],
  ])('refuses a body that is %s', async (_name, body, code) => {
    const c = await signedIn();
    await expectError(await c.request('PUT', '/api/v0/flight/passengers/update', body), 400, code);
    await expectError(await c.request('POST', '/api/v0/passengers/delete', body), 400, code);
  });

  it(`keeps at most ${MAX_TRAVELERS_PER_USER} travelers per user`, async () => {
    const { client: c, userId } = await profileClient(ctx);
    const document = {
      givenName: 'Guest',
      surname: 'Traveler',
      gender: 'M' as const,
      dateOfBirth: '1990-01-01',
      assistance: [],
      frequentFlyer: {},
      hotelLoyalty: {},
    };
    await ctx.database.db
      .insert(travelers)
      .values(Array.from({ length: MAX_TRAVELERS_PER_USER }, (_, i) => ({ id: `cap-${userId}-${i}`, ownerUserId: userId, document })));
    const error = await expectError(await c.request('PUT', '/api/v0/flight/passengers/update', person()), 422, 'TooManyPassengers');
    expect(error.message).toContain(String(MAX_TRAVELERS_PER_USER));
    expect((await list(c)).value).toHaveLength(MAX_TRAVELERS_PER_USER);
    // Updating one still works at the cap.
    expect((await save(c, { ...person({ givenName: 'Ann' }), id: `cap-${userId}-0` })).givenName).toBe('Ann');
  });
});

describe("travelers: one user cannot reach another's", () => {
  it('answers 404 to update, delete, hide and show with a traveler of someone else, and changes nothing', async () => {
    const businessId = await newBusiness(ctx);
    const a = await signedIn({ businessId });
    const b = await signedIn({ businessId, canViewUsers: true });
    const theirs = await save(a, person({ givenName: 'Private', surname: 'Person' }));
    const before = await list(a);

    expect((await list(b)).value).toEqual([]);
    await expectError(
      await b.request('PUT', '/api/v0/flight/passengers/update', { ...person({ givenName: 'Hijacked' }), id: theirs.id }),
      404,
      'NotFound',
    );
    await expectError(await b.request('POST', '/api/v0/passengers/delete', { personId: theirs.id }), 404, 'NotFound');
    await expectError(await b.request('PUT', '/api/v0/passengers/hide', { travelerId: theirs.id }), 404, 'NotFound');
    await expectError(await b.request('PUT', '/api/v0/passengers/show', { travelerId: theirs.id }), 404, 'NotFound');
    const me = (await (await b.request('GET', '/api/v0/session')).json()) as { userId: string };
    await expectError(
      await b.request('PUT', '/api/v0/passengers/assign_default', { travelerId: theirs.id, userId: me.userId }),
      404,
      'NotFound',
    );

    expect(await list(a)).toEqual(before);
    expect((await list(b)).value).toEqual([]);
  });

  it('an unknown id is a 404 too, and creates nothing', async () => {
    const c = await signedIn();
    await expectError(await c.request('PUT', '/api/v0/flight/passengers/update', { ...person(), id: 'no-such-traveler' }), 404, 'NotFound');
    expect(await list(c)).toEqual({ value: [] });
  });
});

describe('customer details', () => {
  it("answers the issuer account's phone and email, null when empty", async () => {
    const { client, email } = await profileClient(ctx, { phoneNumber: '+1 416 555 0100' });
    expect(await (await client.request('GET', '/api/v0/customer/details')).json()).toEqual({
      phoneNumber: '+1 416 555 0100',
      emailAddress: email,
    });
    const { client: noPhone, email: email2, userId } = await profileClient(ctx, { phoneNumber: '  ' });
    expect(await (await noPhone.request('GET', '/api/v0/customer/details')).json()).toEqual({ phoneNumber: null, emailAddress: email2 });
    const [row] = await ctx.database.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
    expect(row?.phone).toBe('  ');
  });
});
