import { beforeEach, describe, expect, it } from 'vitest';
import { api, ApiError, corporateRedirect, onCallFailure, setToken, takeReturnPath } from '../../../src/lib/client/api';
import { setPlatform } from '../../../src/lib/client/platform';
import { StorageKeys } from '../../../src/lib/client/storage-keys';
import { fakePlatform, json } from './fake-platform';

const failures: unknown[] = [];
beforeEach(() => {
  failures.length = 0;
  onCallFailure((f) => failures.push(f));
});

describe('API client', () => {
  it('sends bearer, JSON content type and the CSRF header on writes', async () => {
    const f = fakePlatform('/', { 'PUT /api/v0/rewards/accounts': json(200, []) });
    setPlatform(f.platform);
    setToken('jwt-1');
    await api.put('/rewards/accounts');
    const headers = f.calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer jwt-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-CSRF-Token']).toBe('tok123');
  });

  it('on 401 outside public routes saves path, query and hash and goes to sign-in', async () => {
    const f = fakePlatform('/travel-policies/?tab=a#limits', {
      'GET /api/v0/session': json(401, { error: { code: 'Unauthorized', message: 'x' } }),
    });
    setPlatform(f.platform);
    await expect(api.get('/session')).rejects.toBeInstanceOf(ApiError);
    expect(f.navigations).toEqual(['/auth/startsession/']);
    expect(takeReturnPath()).toBe('/travel-policies/?tab=a#limits');
  });

  it('with a dead token, goes to the invalid-session page (French stays French) and forgets the token', async () => {
    const f = fakePlatform('/fr/', { 'GET /api/v0/session': json(401, { error: { code: 'Unauthorized', message: 'x' } }) });
    setPlatform(f.platform);
    setToken('dead');
    await expect(api.get('/session')).rejects.toThrow();
    expect(f.navigations).toEqual(['/fr/auth/invalidsession/']);
    expect(f.platform.local.getItem(StorageKeys.jwt)).toBeNull();
    expect(f.platform.session.getItem(StorageKeys.invalidSession)).toBe('1');
  });

  it('does not redirect on public routes', async () => {
    const f = fakePlatform('/auth/startsession/', { 'GET /api/v0/session': json(401, { error: { code: 'Unauthorized', message: 'x' } }) });
    setPlatform(f.platform);
    await expect(api.get('/session')).rejects.toThrow();
    expect(f.navigations).toEqual([]);
  });

  it.each([
    ['40106', '/acknowledgement/'],
    ['40103', '/access-denied/'],
    ['40102', '/access-denied-not-beta/'],
    ['40105', 'https://admin.example/onboarding?utm_source=mail&referrer_source=onboarding'],
  ])('corporate code %s goes to %s', async (code, target) => {
    const f = fakePlatform('/?utm_source=mail', { 'GET /api/v0/userInfo': json(403, { error: { code, message: 'x' } }) });
    setPlatform(f.platform);
    expect(corporateRedirect(code as '40105', 'https://admin.example/', '?utm_source=mail')).toBe(target);
  });

  it('reports failed calls but not userInfo or tracking, and not without a session', async () => {
    const f = fakePlatform('/', {
      'PUT /api/v0/rewards/accounts': json(500, { error: { code: 'Internal', message: 'boom' } }),
      'GET /api/v0/userInfo': json(500, { error: { code: 'Internal', message: 'boom' } }),
    });
    setPlatform(f.platform);
    await expect(api.put('/rewards/accounts')).rejects.toThrow('boom');
    expect(failures).toHaveLength(0);
    setToken('jwt');
    await expect(api.put('/rewards/accounts')).rejects.toThrow('boom');
    await expect(api.get('/userInfo')).rejects.toThrow('boom');
    expect(failures).toEqual(
      [{ url: 'http://localhost/', endpoint: '/rewards/accounts', code: 'Internal', reason: '', message: 'boom' }].map((x) => ({
        ...x,
        reason: expect.any(String),
      })),
    );
  });

  it('turns network failures into NetworkError and field errors into a map', async () => {
    const f = fakePlatform('/', {
      'POST /api/v0/auth/startSession': json(400, {
        error: { code: 'ValidationFailed', message: 'email: bad', details: { fields: [{ path: 'email', message: 'bad' }] } },
      }),
    });
    setPlatform(f.platform);
    const err = await api.post<never>('/auth/startSession', {}, { noRedirect: true }).catch((e: unknown) => e as ApiError);
    expect(err.fieldErrors()).toEqual({ email: 'bad' });
    const net = await api.get<never>('/nowhere').catch((e: unknown) => e as ApiError);
    expect(net.code).toBe('NetworkError');
  });

  it('offline, a first POST (its security token not fetched yet) fails as NetworkError too', async () => {
    const f = fakePlatform('/', {}, '');
    setPlatform(f.platform);
    const err = await api.post<never>('/flights/book', {}, { headers: { 'Idempotency-Key': 'k-12345678' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('NetworkError');
    expect(f.calls.map((c) => c.url)).toEqual(['/api/v0/auth/csrf']);
  });

  it('after a refused CSRF token, takes the session’s from the server and sends the call once more', async () => {
    let tries = 0;
    const f = fakePlatform('/', {
      'PUT /api/v0/rewards/accounts': () =>
        ++tries === 1 ? json(403, { error: { code: 'CsrfRejected', message: 'x' } })() : json(200, [])(),
      'GET /api/v0/auth/csrf': json(200, { csrfToken: 'session-token' }),
    });
    setPlatform(f.platform);
    setToken('jwt-2');
    await api.put('/rewards/accounts');
    expect(f.calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual([
      'PUT /api/v0/rewards/accounts',
      'GET /api/v0/auth/csrf',
      'PUT /api/v0/rewards/accounts',
    ]);
    expect((f.calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-2');
    expect((f.calls[2]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('session-token');
  });

  it('retries a refused CSRF token only once', async () => {
    const f = fakePlatform('/', {
      'PUT /api/v0/rewards/accounts': json(403, { error: { code: 'CsrfRejected', message: 'Reload the page.' } }),
      'GET /api/v0/auth/csrf': json(200, { csrfToken: 'session-token' }),
    });
    setPlatform(f.platform);
    setToken('jwt-2');
    const err = await api.put('/rewards/accounts').catch((e: unknown) => e as ApiError);
    expect((err as ApiError).code).toBe('CsrfRejected');
    expect(f.calls.filter((c) => c.url === '/api/v0/rewards/accounts')).toHaveLength(2);
  });

  it('sends extra headers with the call', async () => {
    const f = fakePlatform('/', { 'POST /api/v0/flights/book': json(201, { bookingId: 'b' }) });
    setPlatform(f.platform);
    await api.post('/flights/book', {}, { headers: { 'Idempotency-Key': 'k-12345678' } });
    expect(f.calls[0]!.init.headers).toMatchObject({ 'Idempotency-Key': 'k-12345678', 'X-CSRF-Token': 'tok123' });
  });

  it('keeps the first message of a field: the one to fix first', () => {
    const err = new ApiError(400, 'ValidationFailed', 'givenName: Enter the given name.', {
      fields: [
        { path: 'givenName', message: 'Enter the given name.' },
        { path: 'givenName', message: 'The given name can only contain letters, spaces, hyphens and apostrophes.' },
        { path: 'extras.__proto__', message: 'A value can only contain letters, digits, spaces and / @ . _ + -' },
      ],
    });
    expect(err.fieldErrors()).toEqual({
      givenName: 'Enter the given name.',
      'extras.__proto__': 'A value can only contain letters, digits, spaces and / @ . _ + -',
    });
  });

  it('never returns to another origin after sign-in', () => {
    const f = fakePlatform('/', {});
    setPlatform(f.platform);
    f.platform.session.setItem(StorageKeys.authRedirect, '//evil.example/x');
    expect(takeReturnPath()).toBeNull();
  });
});
