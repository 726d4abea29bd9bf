import { memoryStorage, type Platform } from '../../../src/lib/client/platform';

export interface FakeCall {
  url: string;
  init: RequestInit;
}

/** A browser stand-in: records fetches and navigations; answers from a route table. */
export function fakePlatform(path: string, answers: Record<string, () => Response>, cookies = 'csrf_token=tok123') {
  const calls: FakeCall[] = [];
  const navigations: string[] = [];
  const [pathname = '/', rest = ''] = path.split('?');
  const [search, hash] = rest ? [`?${rest.split('#')[0]}`, rest.includes('#') ? `#${rest.split('#')[1]}` : ''] : ['', ''];
  const p: Platform = {
    fetch: async (input, init) => {
      const url = String(input);
      calls.push({ url, init: init ?? {} });
      const key = `${init?.method ?? 'GET'} ${url}`;
      const answer = answers[key];
      if (!answer) throw new TypeError(`network down for ${key}`);
      return answer();
    },
    local: memoryStorage(),
    session: memoryStorage(),
    location: { pathname, search, hash, href: `http://localhost${path}` },
    navigate: (url) => void navigations.push(url),
    cookies: () => cookies,
    now: () => Date.parse('2026-11-22T12:00:00Z'),
  };
  return { platform: p, calls, navigations };
}

export const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
