// Islands translate with the small browser translator; pages with i18next at build time. They
// must give the same text for every string, or a page would change language between its
// server-rendered HTML and its hydrated island.
import { describe, expect, it } from 'vitest';
import { getI18n as browserI18n, locales, namespaces } from '../../../src/lib/client/i18n';
import { allResources, getI18n as buildI18n } from '../../../src/lib/client/i18n/server';

function leaves(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[prefix + k, v] as [string, string]]
      : v && typeof v === 'object'
        ? leaves(v as Record<string, unknown>, `${prefix}${k}.`)
        : [],
  );
}
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe.each(locales)('%s strings', (locale) => {
  it.each(namespaces.filter((ns) => ns in allResources[locale]))('%s: every key reads the same in the browser as in the build', (ns) => {
    const bundle = (allResources[locale] as Record<string, Record<string, unknown>>)[ns]!;
    const build = buildI18n(locale).getFixedT(locale, ns);
    const browser = browserI18n(locale).getFixedT(locale, ns);
    const keys = new Map<string, string>();
    for (const [key, text] of leaves(bundle)) keys.set(key.replace(PLURAL, ''), (keys.get(key.replace(PLURAL, '')) ?? '') + text);
    expect(keys.size).toBeGreaterThanOrEqual(ns === 'flightsearch' || ns === 'flightshop' || ns === 'trips' ? 0 : 1);
    for (const [key, text] of keys) {
      const params: Record<string, unknown> = {};
      for (const m of text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) params[m[1]!] = `‹${m[1]}›`;
      for (const count of [0, 1, 2, 5]) {
        const options = { ...params, count };
        expect(browser(key, options), `${ns}:${key} count=${count}`).toBe(build(key, options));
      }
      expect(browser(key, params), `${ns}:${key}`).toBe(build(key, params));
    }
  });

  it('a missing key answers the key, as i18next does', () => {
    expect(browserI18n(locale).getFixedT(locale, 'common')('no.such.key')).toBe(
      buildI18n(locale).getFixedT(locale, 'common')('no.such.key'),
    );
  });
});
