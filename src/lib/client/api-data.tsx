// Server state read by islands (SWR): one cache per island root, keyed by path and user, fetched
// through the API client (its bearer token, 401 handling and error shape). SWR dedupes calls made
// together, shows what it has while it asks again, and asks again when the tab regains focus or
// the network returns. Cross-island client state (session, selection, search) stays in nanostores.
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { ApiError, api } from './api';
import { $session } from './session.store';

/** `[path, userId]`: an answer is only ever shown to the user it was fetched for. */
export type ApiKey = readonly [path: string, userId: string];

const fetcher = ([path]: ApiKey) => api.get<unknown>(path);

/** Retries with backoff (1, 2, 4, 8 s, at most 4 times); a 4xx will not change by asking again. */
export const retryWithBackoff: NonNullable<SWRConfiguration['onErrorRetry']> = (error, _key, _config, revalidate, { retryCount }) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
  if (retryCount > 4) return;
  setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** (retryCount - 1));
};

const options: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  dedupingInterval: 2000,
  onErrorRetry: retryWithBackoff,
};

/** Wraps an island: its own cache, so a page's islands (and tests) never read each other's. */
export function ApiData({ children }: { children: ReactNode }) {
  const [cache] = useState(() => new Map());
  return <SWRConfig value={{ ...options, provider: () => cache }}>{children}</SWRConfig>;
}

/** GET `path` for the signed-in user; nothing is asked while nobody is signed in. */
export function useApiGet<T>(path: string | null): SWRResponse<T, ApiError> {
  const session = useStore($session);
  const key: ApiKey | null = path && session.kind === 'SignedIn' ? [path, session.info.userId] : null;
  return useSWR<T, ApiError>(key);
}
