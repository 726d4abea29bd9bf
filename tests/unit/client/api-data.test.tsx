import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/lib/client/api';
import { ApiData, retryWithBackoff, useApiGet } from '../../../src/lib/client/api-data';
import { $session } from '../../../src/lib/client/session.store';
import { apiError, fakeApi, reply, sessionInfo, settle, signedIn } from './profile/fake-api';

const done = () => act(settle);

function Count({ label }: { label: string }) {
  const { data, error } = useApiGet<{ n: number }>('/things');
  return <p>{`${label}: ${error ? error.code : (data?.n ?? 'none')}`}</p>;
}

function Page() {
  return (
    <ApiData>
      <Count label="a" />
      <Count label="b" />
    </ApiData>
  );
}

let stop: () => void = () => undefined;
afterEach(() => {
  cleanup();
  stop();
  vi.useRealTimers();
});

describe('useApiGet: server state through SWR and the API client', () => {
  it('asks nothing while nobody is signed in', async () => {
    const api = fakeApi('/trips/');
    api.on('GET /things', reply(200, { n: 1 }));
    stop = signedIn(null);
    render(<Page />);
    await done();
    expect(api.callsTo('GET /things')).toHaveLength(0);
    expect(screen.getByText('a: none')).toBeTruthy();
  });

  it('two readers of one path share one request, and both show its answer', async () => {
    const api = fakeApi('/trips/');
    api.on('GET /things', reply(200, { n: 7 }));
    stop = signedIn(sessionInfo());
    render(<Page />);
    await done();
    expect(screen.getByText('a: 7')).toBeTruthy();
    expect(screen.getByText('b: 7')).toBeTruthy();
    expect(api.callsTo('GET /things')).toHaveLength(1);
  });

  it('another user never sees the first one’s answer: the key is the path and the user', async () => {
    const api = fakeApi('/trips/');
    api.on('GET /things', reply(200, { n: 1 }), reply(200, { n: 2 }));
    stop = signedIn(sessionInfo({ userId: 'user-1' }));
    render(<Page />);
    await done();
    expect(screen.getByText('a: 1')).toBeTruthy();
    act(() => $session.set({ kind: 'SignedIn', info: sessionInfo({ userId: 'user-2' }) }));
    expect(screen.queryByText('a: 1')).toBeNull();
    await done();
    expect(screen.getByText('a: 2')).toBeTruthy();
  });

  it('asks again when the tab regains focus, and keeps showing the answer it has meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const api = fakeApi('/trips/');
    api.on('GET /things', reply(200, { n: 1 }), reply(200, { n: 2 }));
    stop = signedIn(sessionInfo());
    render(<Page />);
    await tick(0);
    expect(screen.getByText('a: 1')).toBeTruthy();
    // Calls within 2 s share one answer, and focus asks at most once per 5 s.
    await tick(6_000);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(screen.getByText('a: 1')).toBeTruthy();
    await tick(0);
    expect(screen.getByText('a: 2')).toBeTruthy();
    expect(api.callsTo('GET /things')).toHaveLength(2);
  });

  it('a failure shows as the API’s error code', async () => {
    const api = fakeApi('/trips/');
    api.on('GET /things', apiError(404, 'NotFound', 'No such thing.'));
    stop = signedIn(sessionInfo());
    render(<Page />);
    await done();
    expect(screen.getByText('a: NotFound')).toBeTruthy();
  });
});

describe('retryWithBackoff', () => {
  const attempt = (error: unknown, retryCount: number) => {
    const revalidate = vi.fn(() => Promise.resolve(true));
    retryWithBackoff(error, 'k', {} as never, revalidate, { retryCount, dedupe: true });
    return revalidate;
  };

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
  ])('a 5xx or a lost answer: retry %i after %i ms', (retryCount, ms) => {
    vi.useFakeTimers();
    for (const error of [new ApiError(503, 'Unavailable', 'Try later.'), new ApiError(0, 'NetworkError', 'Offline.')]) {
      const revalidate = attempt(error, retryCount);
      vi.advanceTimersByTime(ms - 1);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledWith({ retryCount });
    }
  });

  it.each([
    ['a 4xx, which asking again will not change', new ApiError(404, 'NotFound', 'No.'), 1],
    ['a fifth failure', new ApiError(500, 'Internal', 'Oops.'), 5],
  ])('gives up on %s', (_what, error, retryCount) => {
    vi.useFakeTimers();
    const revalidate = attempt(error, retryCount);
    vi.advanceTimersByTime(60_000);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
