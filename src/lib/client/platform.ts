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

const hasPage = () => typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * The page itself (address bar, history, events, layout, focus): the one module of browser code
 * that reads `window` and `document` (lint enforces it). Each function does nothing, or answers
 * the empty value, during the static build, where there is no page.
 */
export const page = {
  exists: hasPage,
  /** The window and document themselves, for code that takes them as a parameter (tests pass their own). */
  host: (): Window => window,
  doc: (): Document => document,
  /** The address bar as it is now. */
  url: (): URL => new URL(hasPage() ? window.location.href : 'http://localhost/'),
  search: (): string => (hasPage() ? window.location.search : ''),
  origin: (): string => (hasPage() ? window.location.origin : 'http://localhost'),
  referrer: (): string => (hasPage() ? document.referrer : ''),
  historyState: <T>(): T | null => (hasPage() ? (window.history.state as T | null) : null),
  historyLength: (): number => (hasPage() ? window.history.length : 0),
  /** A new history entry (Back returns here). */
  push(url: string | URL, state: unknown = null): void {
    if (hasPage()) window.history.pushState(state, '', url);
  },
  /** Rewrites the current entry; its state is kept unless another is given. */
  replace(url: string | URL, state: unknown = page.historyState()): void {
    if (hasPage()) window.history.replaceState(state, '', url);
  },
  back(): void {
    if (hasPage()) window.history.back();
  },
  /** Sets how the browser restores scroll on history moves; answers the previous setting. */
  scrollRestoration(mode: ScrollRestoration): ScrollRestoration {
    if (!hasPage()) return 'auto';
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = mode;
    return previous;
  },
  reload(): void {
    if (hasPage()) window.location.reload();
  },
  /** Leaves for `url` without a history entry for this page. */
  leaveReplacing(url: string): void {
    if (hasPage()) window.location.replace(url);
  },
  /** Listens on the window (popstate, scroll, message…); answers the way to stop. */
  on<K extends keyof WindowEventMap>(type: K, listener: (e: WindowEventMap[K]) => void, options?: AddEventListenerOptions): () => void {
    if (!hasPage()) return () => undefined;
    window.addEventListener(type, listener, options);
    return () => window.removeEventListener(type, listener, options);
  },
  /** Listens on the window for an event of the host page's own (a micro-frontend's host events). */
  onCustom(type: string, listener: (e: Event) => void): () => void {
    if (!hasPage()) return () => undefined;
    window.addEventListener(type, listener);
    return () => window.removeEventListener(type, listener);
  },
  /** Listens on the document (a click or key anywhere); answers the way to stop. */
  onDocument<K extends keyof DocumentEventMap>(type: K, listener: (e: DocumentEventMap[K]) => void): () => void {
    if (!hasPage()) return () => undefined;
    document.addEventListener(type, listener);
    return () => document.removeEventListener(type, listener);
  },
  matches: (query: string): boolean => hasPage() && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  /** Calls `onChange` when the media query starts or stops matching; answers the way to stop. */
  watchMedia(query: string, onChange: () => void): () => void {
    if (!hasPage() || typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  },
  scrollY: (): number => (hasPage() ? window.scrollY : 0),
  scrollTo(top: number, smooth = false): void {
    if (hasPage()) window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  },
  byId: (id: string): HTMLElement | null => (hasPage() ? document.getElementById(id) : null),
  activeElement: (): Element | null => (hasPage() ? document.activeElement : null),
  /** Focus is nowhere in particular (on the body, or gone with a removed element). */
  focusLost: (): boolean => hasPage() && (document.activeElement === null || document.activeElement === document.body),
  /** A `data-*` flag on the root element, for styles that depend on where the page runs. */
  setRootFlag(name: string, on: boolean): void {
    if (!hasPage()) return;
    if (on) document.documentElement.dataset[name] = 'true';
    else delete document.documentElement.dataset[name];
  },
  /** Adds a stylesheet to the head once (marked by `marker`); answers the element added, if any. */
  addStylesheet(href: string, marker: string): HTMLLinkElement | null {
    if (!hasPage() || document.querySelector(`link[${marker}]`)) return null;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute(marker, '');
    document.head.append(link);
    return link;
  },
};
