import { createUser, expect, startSession, test } from './helpers/fixtures';

// A non-browser client sends no Origin. Astro's own origin check answered such bodiless unsafe
// calls with a plain-text 403 before the API saw them; every /api/* answer is the API's JSON
// now, and the API's double-submit CSRF check still refuses a call without its token.
const json = /^application\/json/;

test('bodiless unsafe calls without Origin reach the API and answer its JSON; without the CSRF token they are refused in JSON', async ({
  request,
}) => {
  const token = await startSession(request, await createUser(request, 'consumer'));
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrf_token')!.value;
  const auth = { Authorization: `Bearer ${token}` };
  const missingWatch = '/api/v0/flights/watches/00000000-0000-4000-8000-000000000000';

  const deleted = await request.fetch(missingWatch, { method: 'DELETE', headers: { ...auth, 'X-CSRF-Token': csrf } });
  expect(deleted.headers()['content-type']).toMatch(json);
  expect(deleted.status()).toBe(404);
  expect(((await deleted.json()) as { error: { code: string } }).error.code).toBeTruthy();

  const refused = await request.fetch(missingWatch, { method: 'DELETE', headers: auth });
  expect(refused.headers()['content-type']).toMatch(json);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('CsrfRejected');

  const extended = await request.fetch('/api/v0/auth/extendSession', { method: 'POST', headers: { ...auth, 'X-CSRF-Token': csrf } });
  expect(extended.headers()['content-type']).toMatch(json);
  expect(extended.status()).toBe(200);
  const fresh = ((await extended.json()) as { token: string }).token;

  const ended = await request.fetch('/api/v0/auth/endSession', {
    method: 'POST',
    headers: { Authorization: `Bearer ${fresh}`, 'X-CSRF-Token': csrf },
  });
  expect(ended.status()).toBeLessThan(300);
});
