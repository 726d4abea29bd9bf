// Entries of a collection in one language: French where a translation exists, else the
// English entry marked as a fallback so the page says so instead of going blank.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { defaultLocale, type Locale } from '../lib/client/i18n';

export type Localized<C extends CollectionKey> = {
  entry: CollectionEntry<C>;
  slug: string;
  /** The language the entry is written in; differs from the page's on a fallback. */
  contentLocale: Locale;
  fallback: boolean;
};

function split(id: string): { locale: string; slug: string } {
  const at = id.indexOf('/');
  return { locale: id.slice(0, at), slug: id.slice(at + 1) };
}

export async function localizedEntries<C extends CollectionKey>(collection: C, locale: Locale): Promise<Localized<C>[]> {
  const all = (await getCollection(collection)) as CollectionEntry<C>[];
  const bySlug = new Map<string, Partial<Record<string, CollectionEntry<C>>>>();
  for (const entry of all) {
    const { locale: l, slug } = split(entry.id);
    bySlug.set(slug, { ...bySlug.get(slug), [l]: entry });
  }
  const result: Localized<C>[] = [];
  for (const [slug, versions] of bySlug) {
    const own = versions[locale];
    const english = versions[defaultLocale];
    if (own) result.push({ entry: own, slug, contentLocale: locale, fallback: false });
    else if (english) result.push({ entry: english, slug, contentLocale: defaultLocale, fallback: true });
    // A French entry without an English original has no page to translate; the build ignores it.
  }
  return result;
}

export async function localizedEntry<C extends CollectionKey>(collection: C, locale: Locale, slug: string): Promise<Localized<C>> {
  const found = (await localizedEntries(collection, locale)).find((e) => e.slug === slug);
  if (!found) throw new Error(`Content entry "${collection}/${defaultLocale}/${slug}.mdx" is missing; every page needs its English entry.`);
  return found;
}
