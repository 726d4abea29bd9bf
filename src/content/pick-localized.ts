// Which entry a page in a given language shows: its own translation, else the English
// original marked as a fallback. Pure, so it is unit-tested without a build.
import { defaultLocale, type Locale } from '../lib/client/i18n';

export type Picked<E> = {
  entry: E;
  slug: string;
  /** The language the entry is written in; differs from the page's on a fallback. */
  contentLocale: Locale;
  fallback: boolean;
};

export function pickLocalized<E extends { id: string }>(entries: readonly E[], locale: Locale): Picked<E>[] {
  const bySlug = new Map<string, Partial<Record<string, E>>>();
  for (const entry of entries) {
    const at = entry.id.indexOf('/');
    const [l, slug] = [entry.id.slice(0, at), entry.id.slice(at + 1)];
    bySlug.set(slug, { ...bySlug.get(slug), [l]: entry });
  }
  const result: Picked<E>[] = [];
  for (const [slug, versions] of bySlug) {
    const own = versions[locale];
    const english = versions[defaultLocale];
    if (own && english) result.push({ entry: own, slug, contentLocale: locale, fallback: false });
    else if (english) result.push({ entry: english, slug, contentLocale: defaultLocale, fallback: true });
    // A translation without an English original has no page to translate; the content unit test flags it.
  }
  return result;
}
