import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/domain/shared/errors';
import {
  bodyHasCardNumber,
  CARD_DATA_MESSAGE,
  cardDataGuard,
  containsCardNumber,
  isCardNumber,
  luhnValid,
} from '../../../src/server/http/card-data';
import type { AppEnv } from '../../../src/server/http/env';
import { onError } from '../../../src/server/http/handlers';

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

describe('isCardNumber: Luhn and an issuer prefix of the right length', () => {
  it.each([
    ['Visa', '4111111111111111', true],
    ['Visa, 13 digits', '4222222222222', true],
    ['Mastercard', '5555555555554444', true],
    ['Mastercard 2-series', '2223003122003222', true],
    ['American Express', '378282246310005', true],
    ['Diners Club', '30569309025904', true],
    ['Discover', '6011111111111117', true],
    ['JCB', '3530111333300000', true],
    ['Maestro', '6759649826438453', true],
    ['Dankort', '5019717010103742', true],
    ['UnionPay', '6200000000000005', true],
    ['Visa failing Luhn', '4111111111111112', false],
    ['Luhn-valid without a card prefix (1…)', '1234567812345670', false],
    ['Luhn-valid without a card prefix (9…)', '9000000000000001', false],
    ['American Express prefix at Visa length', '3782822463100052', false],
    ['twelve digits (Luhn-valid)', '411111111117', false],
    ['twenty digits', '41111111111111111113', false],
  ])('%s: %s → %s', (_name, digits, expected) => {
    expect(isCardNumber(digits)).toBe(expected);
  });

  it('luhnValid follows the checksum', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});

describe('bodyHasCardNumber: refused', () => {
  it.each([
    ['a plain number in a JSON string', '{"name":"4111111111111111"}', JSON_TYPE],
    ['spaced in groups of four', '{"name":"4111 1111 1111 1111"}', JSON_TYPE],
    ['dashed', '{"name":"4111-1111-1111-1111"}', JSON_TYPE],
    ['American Express 4-6-5', '{"note":"my amex 3782 822463 10005"}', JSON_TYPE],
    ['Diners 4-6-4', '{"note":"3056 930902 5904"}', JSON_TYPE],
    ['a JSON number', '{"n":4111111111111111}', JSON_TYPE],
    ['after a JSON newline escape', '{"n":"note\\n4111111111111111"}', JSON_TYPE],
    ['written with \\u escapes', '{"n":"\\u0034111111111111111"}', JSON_TYPE],
    ['spaces written as \\u0020', '{"n":"4111\\u00201111\\u00201111\\u00201111"}', JSON_TYPE],
    ['followed by an expiry', '{"n":"4111 1111 1111 1111 12 28"}', JSON_TYPE],
    ['after a phone number', '{"n":"+1 416 555 0123 4111 1111 1111 1111"}', JSON_TYPE],
    ['in a sentence', 'please charge 5555555555554444, thanks', 'text/plain'],
    ['a form field with + for spaces', 'name=4111+1111+1111+1111', FORM_TYPE],
    ['a form field with %20 for spaces', 'name=4111%201111%201111%201111', FORM_TYPE],
    ['a form field with %34 for a digit', 'name=%34111111111111111', FORM_TYPE],
    [
      'a multipart field',
      '--b\r\nContent-Disposition: form-data; name="n"\r\n\r\n4111111111111111\r\n--b--',
      'multipart/form-data; boundary=b',
    ],
  ])('%s', (_name, body, type) => {
    expect(bodyHasCardNumber(body, type)).toBe(true);
  });
});

describe('bodyHasCardNumber: accepted (ordinary values)', () => {
  it.each([
    ['a UUID', '{"id":"7f3c2a10-9b4e-4d21-8c6f-2e5a1b0c9d8e"}'],
    ['an all-digit UUID whose groups would make a card', '{"id":"41111111-1111-4111-8111-111111111111"}'],
    ['a timestamp', '{"at":"2026-03-01T12:00:00.000Z"}'],
    ['dates in a row', '{"d":"2026-03-01 2026-03-05 2026-03-09"}'],
    ['epoch milliseconds (Luhn-valid)', '{"t":1767225600009}'],
    ['a North American phone number', '{"phone":"+1 416 555 0123"}'],
    ['a 13-digit international phone number (Luhn-valid, Maestro-like)', '{"phone":"+62 812 3456 7899"}'],
    ['a price in cents', '{"amount":129999,"currency":"USD"}'],
    ['a frequent flyer number failing Luhn', '{"frequentFlyer":{"AC":"4111111111111112"}}'],
    ['a Luhn-valid number without a card prefix', '{"ref":"1234567812345670"}'],
    ['a 23-digit id', '{"ref":"41111111111111111111111"}'],
    ['a hex token with a long digit run', '{"token":"tok_4111111111111111ab"}'],
    ['digits glued to letters', '{"code":"AB4111111111111111"}'],
    ['the fraction of a coordinate', '{"lat":0.4111111111111111,"lon":-79.38}'],
    ['a decimal number’s integer part', '{"x":4111111111111111.5}'],
    ['numbers in a JSON array', '{"ids":[4111,1111,1111,1111]}'],
    ['twelve digits', '{"n":"4111 1111 1113"}'],
    ['an empty body', ''],
    ['a large body without long digit runs', `{"pad":"${' '.repeat(60_000)}"}`],
  ])('%s', (_name, body) => {
    expect(bodyHasCardNumber(body, JSON_TYPE)).toBe(false);
  });

  it('does not form-decode a JSON body, so a phone’s + keeps protecting it', () => {
    expect(bodyHasCardNumber('{"phone":"+62 812 3456 7899"}', JSON_TYPE)).toBe(false);
    expect(containsCardNumber('62 812 3456 7899')).toBe(true);
  });
});

describe('cardDataGuard middleware', () => {
  const app = new Hono<AppEnv>();
  app.use('*', cardDataGuard());
  app.post('/json', async (c) => c.json({ got: await c.req.json() }));
  app.post('/form', async (c) => c.json({ got: await c.req.parseBody() }));
  app.get('/q', (c) => c.json({ got: c.req.query('n') ?? null }));
  app.onError(onError);

  const post = (path: string, body: string, type: string) => app.request(path, { method: 'POST', headers: { 'content-type': type }, body });

  it('refuses with 400 CardDataNotAccepted before the handler runs', async () => {
    const res = await post('/json', '{"name":"4111 1111 1111 1111"}', JSON_TYPE);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: ErrorCode.CardDataNotAccepted, message: CARD_DATA_MESSAGE } });
  });

  it('refuses a card number in the query string', async () => {
    expect((await app.request('/q?n=4111%201111%201111%201111')).status).toBe(400);
    expect((await app.request('/q?n=12')).status).toBe(200);
  });

  it('leaves the body readable for the handler, as JSON and as a form', async () => {
    const json = await post('/json', '{"name":"Ava","phone":"+1 416 555 0123"}', JSON_TYPE);
    expect(await json.json()).toEqual({ got: { name: 'Ava', phone: '+1 416 555 0123' } });
    const form = await post('/form', 'name=Ava&n=12', FORM_TYPE);
    expect(await form.json()).toEqual({ got: { name: 'Ava', n: '12' } });
    const refused = await post('/form', 'name=4111+1111+1111+1111', FORM_TYPE);
    expect(refused.status).toBe(400);
  });
});
