import { apiCall, createUser, expect, startSession, test } from './helpers/fixtures';

const event = { eventName: 'csrf_probe', properties: { source: 'e2e' } };

test('tracking events need the CSRF cookie echoed in X-CSRF-Token', async ({ page }) => {
  const user = await createUser(page.request, 'consumer');
  const token = await startSession(page.request, user);
  const csrf = (await page.request.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value;
  expect(csrf, 'sign-in sets the csrf_token cookie').toBeTruthy();
  const auth = { Authorization: `Bearer ${token}` };

  const missing = await page.request.post('/api/v0/tracking/event', { headers: auth, data: event });
  expect(missing.status()).toBe(403);
  expect((await missing.json()).error.code).toBe('CsrfRejected');

  const wrong = await page.request.post('/api/v0/tracking/event', {
    headers: { ...auth, 'X-CSRF-Token': `${csrf}-not-it` },
    data: event,
  });
  expect(wrong.status()).toBe(403);
  expect((await wrong.json()).error.code).toBe('CsrfRejected');

  const right = await apiCall(page.request, 'POST', '/api/v0/tracking/event', event, token);
  expect(right.status()).toBe(200);
  expect(await right.json()).toEqual({ Response: 'Success' });
});
