// Guards an editor's MDX: numbers of protections come from the domain module through
// <Term k="…" />, every French file translates an English one, and only known components are used.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productNavigation } from '../../../src/lib/domain/shared/navigation';
import { isTermKey, termValues, type TermValue } from '../../../src/lib/domain/shared/term-values';

const root = path.resolve('src/content');
const collections = ['terms', 'faq', 'offers', 'sale', 'pages'];
const files = collections.flatMap((c) =>
  ['en', 'fr'].flatMap((locale) => {
    const dir = path.join(root, c, locale);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => ({ collection: c, locale, slug: f.replace(/\.mdx$/, ''), file: path.join(dir, f) }));
  }),
);
// Numbers the domain owns, by how they read; an offer's own "15%" is the editor's to type, "80%" is not.
const owned = { percent: new Set<number>(), time: new Set<number>(), money: new Set<number>() };
// Protection premium rates (20 %, 12 %, 6 %) are common discount sizes too: an offer or the sale
// may state its own, so only the pages that describe protections are held to them.
const premiumPercents = new Set<number>();
for (const [key, v] of Object.entries(termValues) as [string, TermValue][]) {
  if (v.kind === 'percent') (key.endsWith('.premiumPercent') ? premiumPercents : owned.percent).add(v.value);
  else if (v.kind === 'money') owned.money.add(v.minor / 100);
  else if (v.kind !== 'count' && v.kind !== 'timeOfDay') owned.time.add(v.value);
}
const describesProtections = (collection: string) => collection === 'terms' || collection === 'faq';
const num = (s: string) => Number(s.replace(/[\s,\u00a0\u202f]/g, ''));

function retypedNumbers(text: string, collection = 'terms'): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(\d[\d,\s\u00a0\u202f]*?)\s?(%|percent|pour cent)/gi)) {
    const n = num(m[1] ?? '');
    if (owned.percent.has(n) || (describesProtections(collection) && premiumPercents.has(n))) found.push(m[0]);
  }
  for (const m of text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})*)|(\d[\d\s\u00a0\u202f]*)\s?\$/g))
    if (owned.money.has(num(m[1] ?? m[2] ?? ''))) found.push(m[0]);
  for (const m of text.matchAll(/\b(\d+)\s*(hours?|heures?|days?|jours?|years?|ans?|business days|jours ouvrables)\b/gi))
    if (owned.time.has(num(m[1] ?? ''))) found.push(m[0]);
  return found;
}

const body = (file: string) => readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');

describe('MDX content entries', () => {
  it('exist in every collection', () => {
    for (const c of collections) expect(files.filter((f) => f.collection === c).length, c).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [path.relative(root, f.file), f] as const))('%s cites only known term values', (_, f) => {
    const keys = [...body(f.file).matchAll(/<Term\s+k="([^"]+)"\s*\/>/g)].map((m) => m[1] ?? '');
    expect(keys.filter((k) => !isTermKey(k))).toEqual([]);
  });

  it.each(files.map((f) => [path.relative(root, f.file), f] as const))('%s retypes no protection number', (_, f) => {
    const text = body(f.file).replace(/<Term\s+k="[^"]+"\s*\/>/g, '');
    expect(retypedNumbers(text, f.collection)).toEqual([]);
  });

  it.each(files.map((f) => [path.relative(root, f.file), f] as const))('%s uses only the content components', (_, f) => {
    const text = body(f.file);
    expect(text).not.toMatch(/^import\s/m);
    const tags = [...text.matchAll(/<([A-Z][A-Za-z]*)/g)].map((m) => m[1]);
    expect(tags.filter((t) => t !== 'Term' && t !== 'SearchLink')).toEqual([]);
    const products = [...text.matchAll(/<SearchLink\s+product="([^"]+)"/g)].map((m) => m[1]);
    const known: readonly string[] = productNavigation.map((p) => p.key);
    expect(products.filter((p) => !known.includes(p ?? ''))).toEqual([]);
  });

  it('catches a retyped protection number but not an offer of its own', () => {
    expect(retypedNumbers('You get 80% back within 24 hours, up to $50, or 5 000 $ over 10 days.')).toEqual([
      '80%',
      '$50',
      '5 000 $',
      '24 hours',
      '10 days',
    ]);
    expect(retypedNumbers('Save 15% on 2 nights for up to 9 travelers.')).toEqual([]);
    // A premium rate is the protection pages' to cite, an offer's own discount elsewhere.
    expect(retypedNumbers('Change for any reason costs 12% of the fare.', 'terms')).toEqual(['12%']);
    expect(retypedNumbers('Take 12% off activities.', 'offers')).toEqual([]);
  });

  it('has an English original for every French translation', () => {
    const orphans = files
      .filter((f) => f.locale === 'fr')
      .filter((fr) => !files.some((en) => en.locale === 'en' && en.collection === fr.collection && en.slug === fr.slug));
    expect(orphans.map((f) => path.relative(root, f.file))).toEqual([]);
  });
});
