import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../src/lib/domain/shared/errors.schema';
import { Client, createTestContext, createUser, type TestContext } from './helpers/context';

/**
 * Every operation of the OpenAPI document, signed in and not, fed the inputs that broke servers
 * before: NUL characters, lone surrogates, huge and non-finite-looking numbers, `__proto__` and
 * `constructor` keys, in the body's own field names, in path parameters and in query parameters.
 * Nothing answers 5xx, and every failure has the one error shape. fuzz.test.ts goes deeper on the
 * routes with rich bodies; this one reaches every route.
 */
const RUNS = Math.max(10, Math.round((Number(process.env.FUZZ_RUNS) || 150) / 2));
const SEED = Number(process.env.FUZZ_SEED) || 20261126;
/** Calls that would end the fuzzing session itself: left to auth.test.ts. */
const SKIP = new Set(['POST /api/v0/auth/endSession', 'POST /api/v0/auth/extendSession']);
/** Test hooks (off in production) force codes on the session; the routes that use them have their own tests. */
const skipped = (method: string, path: string) => SKIP.has(`${method} ${path}`) || path.startsWith('/api/v0/testing/');

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minItems?: number;
  pattern?: string;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie' }[];
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
}

let ctx: TestContext;
let signedIn: Client;
let anonymous: Client;
let operations: { method: string; path: string; op: Operation }[] = [];
let sent = 0;
let components: Record<string, Schema> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  const { email, password } = await createUser(ctx, { withMilesAccount: true });
  signedIn = await new Client(ctx.app).init();
  expect((await signedIn.signIn(email, password)).status).toBe(200);
  anonymous = await new Client(ctx.app).init();
  const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, Schema> };
  };
  components = doc.components?.schemas ?? {};
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.startsWith('/api') ? path : `/api${path}`,
      op,
    })),
  );
});
afterAll(async () => {
  if (process.env.FUZZ_RUNS) console.log(`fuzz-routes: ${sent} requests over ${operations.length} operations`);
  await ctx.close();
});

const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  '__proto__',
  'constructor',
  '',
  ' ',
  '%00',
  '../..',
  '𝄞',
);
const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 1e21, 5e-324, -0, 1e20);
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  hugeNumber,
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant(null),
  fc.boolean(),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a\u0000'), nastyText, { maxKeys: 3 }),
);

/** A JSON text with literal `__proto__`/`constructor` keys (JSON.stringify of an object cannot write `__proto__`). */
const protoKeys = (fields: string) =>
  `{"__proto__":{"isAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}${fields ? `,${fields.slice(1, -1)}` : ''}}`;

/**
 * Values shaped by the operation's own schema, mostly plausible (an enum's value, a uuid, a date,
 * a short text) and now and then nasty, so a bad byte in one field arrives beside valid others
 * and gets past validation to the database, where NUL and lone surrogates used to fail.
 */
function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return nasty;
  if (schema.$ref) return fromSchema(components[schema.$ref.split('/').at(-1)!], depth + 1);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => fromSchema(b, depth + 1)));
  if (schema.allOf?.length) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((p) => (p.$ref ? components[p.$ref.split('/').at(-1)!] : p))) {
      Object.assign(merged.properties!, part?.properties);
      merged.required!.push(...(part?.required ?? []));
    }
    return fromSchema(merged, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const plausible = (): fc.Arbitrary<unknown> => {
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    if (type === 'object' || schema.properties) {
      const props = schema.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((k) => k in props),
      });
    }
    if (type === 'array')
      return fc.array(fromSchema(schema.items, depth + 1), { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: 3 });
    if (type === 'integer') return fc.integer({ min: Math.min(schema.minimum ?? 0, 10), max: 10 });
    if (type === 'number') return fc.double({ min: 0, max: 1000, noNaN: true });
    if (type === 'boolean') return fc.boolean();
    if (schema.format === 'uuid') return fc.uuid();
    if (schema.format === 'date') return fc.constantFrom('2027-03-01', '2027-03-04');
    if (schema.format === 'email') return fc.constant('a@test.example');
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 40 });
    return fc.constantFrom('Paris', 'JFK', 'label', 'x');
  };
  // A text field gets the bytes a database refuses, a number field the numbers nothing can hold.
  const bad = type === 'string' && !schema.enum ? nastyText : type === 'integer' || type === 'number' ? hugeNumber : nasty;
  return fc.oneof({ weight: 3, arbitrary: plausible() }, { weight: 1, arbitrary: bad });
}

function bodyFor(op: Operation): fc.Arbitrary<string> {
  const fields = fromSchema(op.requestBody?.content?.['application/json']?.schema).map((o) => JSON.stringify(o) ?? 'null');
  return fc.oneof(
    fields,
    fields.map(protoKeys),
    nasty.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom('{"a":1e999}', '[]', '{', '"\\u0000"', '{"x":"\\ud800"}', `{"n":${'9'.repeat(400)}}`),
  );
}

/** Percent-encoding that also writes a lone surrogate, as its WTF-8 bytes (encodeURIComponent refuses it). */
const encode = (s: string) =>
  s.replace(/[\s\S]/gu, (ch) => {
    const code = ch.codePointAt(0)!;
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(ch);
  });
const segment = fc.oneof(nastyText, hugeNumber.map(String), fc.uuid()).map(encode);

function urlFor(path: string, op: Operation): fc.Arbitrary<string> {
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return fc
    .record({
      params: fc.tuple(...pathNames.map(() => segment)),
      query: fc.array(fc.tuple(fc.constantFrom(...queryNames, '__proto__', 'constructor'), fc.oneof(nastyText, hugeNumber.map(String))), {
        maxLength: 4,
      }),
    })
    .map(({ params, query }) => {
      let i = 0;
      const filled = path.replace(/\{\w+\}/g, () => params[i++] ?? 'x');
      const qs = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
      return qs ? `${filled}?${qs}` : filled;
    });
}

async function send(client: Client, method: string, url: string, body: string | undefined) {
  const headers: Record<string, string> = {
    cookie: `csrf_token=${client.csrf}`,
    'x-csrf-token': client.csrf,
    'x-forwarded-for': client.address,
  };
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  sent++;
  return ctx.app.request(url, { method, headers, ...(body === undefined ? {} : { body }) });
}

async function wellBehaved(res: Response, what: string) {
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${what} → ${res.status} ${text.slice(0, 300)}`);
  if (res.status < 400) return;
  if (!ApiErrorSchema.safeParse(JSON.parse(text)).success)
    throw new Error(`${what} → ${res.status} without the error shape: ${text.slice(0, 200)}`);
}

describe('every route, fuzzed', () => {
  it('has the operations of the document to fuzz', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('answers below 500 with the error shape, signed in and anonymous, for every operation', async () => {
    for (const { method, path, op } of operations) {
      if (skipped(method, path)) continue;
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
      await fc.assert(
        fc.asyncProperty(urlFor(path, op), hasBody ? bodyFor(op) : fc.constant(undefined), fc.nat(3), async (url, body, who) => {
          // Mostly signed in: the anonymous calls all stop at the 401.
          await wellBehaved(
            await send(who === 0 ? anonymous : signedIn, method, url, body),
            `${method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`,
          );
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await signedIn.request('GET', '/api/v0/userInfo')).status).toBe(200);
  }, 600_000);
});
