// Entries of a collection in one language (see pick-localized.ts for the rule).
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { defaultLocale, type Locale } from '../lib/client/i18n';
import { pickLocalized, type Picked } from './pick-localized';

export type Localized<C extends CollectionKey> = Picked<CollectionEntry<C>>;

export async function localizedEntries<C extends CollectionKey>(collection: C, locale: Locale): Promise<Localized<C>[]> {
  return pickLocalized((await getCollection(collection)) as CollectionEntry<C>[], locale);
}

export async function localizedEntry<C extends CollectionKey>(collection: C, locale: Locale, slug: string): Promise<Localized<C>> {
  const found = (await localizedEntries(collection, locale)).find((e) => e.slug === slug);
  if (!found) throw new Error(`Content entry "${collection}/${defaultLocale}/${slug}.mdx" is missing; every page needs its English entry.`);
  return found;
}
