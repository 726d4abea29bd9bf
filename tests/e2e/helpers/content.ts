// The content pages of the site and what the MDX entries say on them, read from the
// entries themselves so an editor's wording change does not break the tests.
import { readFileSync } from 'node:fs';

export type Lang = 'en' | 'fr';

export function frontmatter(collection: string, lang: Lang, slug: string): Record<string, string> {
  const text = readFileSync(`src/content/${collection}/${lang}/${slug}.mdx`, 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const m = /^(\w+):\s*(.+)$/.exec(line);
    if (m?.[1] && m[2]) fields[m[1]] = m[2].replace(/^['"]|['"]$/g, '');
  }
  return fields;
}

/** Terms pages with one number each that the spec fixes for it (SPEC §4, §5, §9). */
export const termsPages: { slug: string; path: string; number: Record<Lang, RegExp> }[] = [
  { slug: 'cancel-for-any-reason', path: '/terms/cancel-for-any-reason/', number: { en: /80%/, fr: /80\s%/ } },
  { slug: 'price-drop-protection', path: '/terms/price-drop-protection/', number: { en: /US\$50\b/, fr: /50\s\$\sUS/ } },
  { slug: 'missed-connection-guarantee', path: '/terms/missed-connection-guarantee/', number: { en: /US\$5,000/, fr: /5\s000\s\$\sUS/ } },
  { slug: 'best-price-guarantee', path: '/terms/best-price-guarantee/', number: { en: /24 hours/, fr: /24\sheures/ } },
  { slug: 'frozen-prices', path: '/terms/frozen-prices/', number: { en: /14 days/, fr: /14\sjours/ } },
  { slug: 'frozen-prices-hotel', path: '/terms/frozen-prices-hotel/', number: { en: /7 days/, fr: /7\sjours/ } },
  { slug: 'price-prediction-price-watch', path: '/terms/price-prediction-price-watch/', number: { en: /wait/i, fr: /attendre/i } },
  { slug: 'complimentary-night', path: '/terms/complimentary-night/', number: { en: /\b4\b/, fr: /\b4\b/ } },
  { slug: 'terms-of-service', path: '/terms-of-service/', number: { en: /US\$300/, fr: /300\s\$\sUS/ } },
  { slug: 'site-terms-of-use', path: '/site-terms-of-use/', number: { en: /cookie/i, fr: /t[ée]moin|cookie/i } },
];

/** Every page of the content issue but the landing page (search first since issue 23: one island); each must ship no JavaScript. */
export const zeroJsRoutes = [
  '/faq/',
  '/travel-offers/',
  '/premium-offers/',
  '/travelsale/',
  '/webview/',
  '/access-denied/',
  '/access-denied-not-beta/',
  '/acknowledgement/',
  '/maintenance/',
  ...termsPages.map((p) => p.path),
];

export const frPath = (path: string) => `/fr${path}`;
