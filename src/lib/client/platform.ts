/** What browser code needs from the browser; tests pass fakes (slowreader's environment pattern). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Platform {
  fetch: typeof fetch;
  local: KeyValueStorage;
  session: KeyValueStorage;
  location: { pathname: string; search: string; hash: string; href: string };
  navigate(url: string): void;
  cookies(): string;
  now(): number;
}

function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

function browserPlatform(): Platform {
  return {
    fetch: (...args) => globalThis.fetch(...args),
    local: window.localStorage,
    session: window.sessionStorage,
    location: window.location,
    navigate: (url) => window.location.assign(url),
    cookies: () => document.cookie,
    now: () => Date.now(),
  };
}

/** During the static build there is no window: stores start empty and make no calls. */
function serverPlatform(): Platform {
  return {
    fetch: () => Promise.reject(new Error('no network during prerender')),
    local: memoryStorage(),
    session: memoryStorage(),
    location: { pathname: '/', search: '', hash: '', href: 'http://localhost/' },
    navigate: () => undefined,
    cookies: () => '',
    now: () => Date.now(),
  };
}

let current: Platform | undefined;
export function platform(): Platform {
  current ??= typeof window === 'undefined' ? serverPlatform() : browserPlatform();
  return current;
}
export function setPlatform(p: Platform): void {
  current = p;
}
export { memoryStorage };
