import type { ReadableAtom } from 'nanostores';
import { API_BASE, setToken } from '../../../../src/lib/client/api';
import { setPlatform } from '../../../../src/lib/client/platform';
import { $session } from '../../../../src/lib/client/session.store';
import type { CorporateInfo, SessionInfo } from '../../../../src/lib/domain/profile/session';
import { fakePlatform } from '../fake-platform';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = () => Response | Promise<Response>;

export const reply =
  (status: number, body: unknown): Answer =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, code: string, message: string, details?: unknown) =>
  reply(status, { error: details === undefined ? { code, message } : { code, message, details } });

/** An answer the test releases when it wants, to see a call in flight. */
export function held(): { answer: Answer; release: (r: Answer) => void } {
  let release!: (r: Answer) => void;
  const ready = new Promise<Answer>((resolve) => (release = resolve));
  return { answer: async () => (await ready)(), release };
}

/**
 * The API as the stores see it: `on('PUT /flight/passengers/list', a, b)` answers a, then b,
 * then b again; an unrouted call fails like a network error. Every call is recorded.
 */
export function fakeApi(path = '/profile/') {
  const routes = new Map<string, Answer[]>();
  const calls: ApiCall[] = [];
  const f = fakePlatform(path, {});
  f.platform.fetch = async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input).slice(API_BASE.length);
    calls.push({ method, path: url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const queue = routes.get(`${method} ${url}`);
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!answer) throw new TypeError(`network down for ${method} ${url}`);
    return answer();
  };
  setPlatform(f.platform);
  setToken('jwt-test');
  return {
    platform: f.platform,
    calls,
    on(route: string, ...answers: Answer[]) {
      routes.set(route, answers);
    },
    /** Calls to `route` (method and path), e.g. 'PUT /flight/passengers/list'. */
    callsTo(route: string) {
      return calls.filter((c) => `${c.method} ${c.path}` === route);
    },
  };
}

/** Every value a store takes from now on, through `pick`. */
export function history<T, R>($store: ReadableAtom<T>, pick: (v: T) => R): { values: R[]; stop: () => void } {
  const values: R[] = [];
  const stop = $store.listen((v) => void values.push(pick(v)));
  return { values, stop };
}

/** Waits for pending promise chains of the stores (fetch answers, JSON parsing). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A corporate user's session part: a traveler of Northwind without a tier, a card or permissions. */
export function corporateInfo(over: Partial<CorporateInfo> = {}): CorporateInfo {
  return {
    permissions: { canViewUsers: false, canViewAdmin: false },
    businessIsLive: true,
    roles: ['traveler'],
    policyTier: null,
    businessId: 'b-1',
    businessName: 'Northwind',
    accountReferenceId: null,
    businessLoyaltyPrograms: [],
    defaultTravelerId: null,
    hiddenTravelerIds: [],
    hasSeenModalMap: {},
    cap1Role: null,
    companyCard: null,
    centralBilling: null,
    ...over,
  };
}

export function sessionInfo(over: Partial<SessionInfo> = {}): SessionInfo {
  return {
    userInfo: { firstName: 'Cora', lastName: 'Lindqvist', email: 'cora@example.com' },
    isFirstSession: false,
    csrfToken: 'tok123',
    sessionExpiration: '2026-11-22T20:00:00Z',
    isDelegatedSession: false,
    userId: 'user-1',
    customerType: 'Consumer',
    tenant: 'consumer',
    corporateInfo: null,
    ...over,
  };
}

/**
 * Puts a session in place without its network load: mounting $session first runs its
 * own load, which the set below then overrides.
 */
export function signedIn(info: SessionInfo | null): () => void {
  const stop = $session.listen(() => undefined);
  $session.set(info ? { kind: 'SignedIn', info } : { kind: 'SignedOut' });
  return stop;
}
