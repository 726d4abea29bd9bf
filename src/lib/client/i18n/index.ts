// Browser-side strings. The JSON keeps i18next's format (nested keys, {{var}}, _one/_other
// plurals) and the build renders pages with i18next (./server.ts), but islands translate with
// rosetta (under 1 KB) plus the plural rule below: i18next and react-i18next cost ~21 KB gzip on
// every page with an island, more than the whole search form. A unit test checks that both give
// the same text for every key of every namespace.
import rosetta from 'rosetta';
import { page } from '../platform';

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const namespaces = [
  'common',
  'auth',
  'home',
  'policy',
  'profile',
  'payments',
  'favorites',
  'cardform',
  'flightsearch',
  'flightshop',
  'trips',
  'flightbook',
  'bookingconfirm',
  'checkout',
  'staybook',
  'staysmap',
  'staysshop',
  'stayssearch',
  'staysresults',
  'exchange',
  'carsearch',
  'carresults',
  'carshop',
  'carbook',
  'activitysearch',
  'activityresults',
  'activityshop',
  'activitybook',
  'approvals',
  'company',
] as const;
export type Namespace = (typeof namespaces)[number];
export type Messages = Partial<Record<Namespace, Record<string, unknown>>>;
export type Resources = Partial<Record<Locale, Messages>>;

/** The page's strings travel as JSON in the HTML, not inside island bundles (see ./server.ts). */
export const RESOURCES_ELEMENT_ID = 'i18n-resources';

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

export type TOptions = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, options?: TOptions) => string;

/** What islands see: i18next's `t` and `language`, nothing else. */
export interface Translator {
  language: Locale;
  /** `key` in the default namespace (common), or `ns:key`. */
  t: TFunction;
  getFixedT(locale: Locale, ns: Namespace): TFunction;
}

const store = rosetta<Messages>();
let readPage = false;
const translators = new Map<Locale, Translator>();

/** Adds strings: the build (all of them), or a bundle that carries its own (the profile micro-frontend). */
export function provideResources(more: Resources): void {
  for (const locale of locales) {
    const messages = more[locale];
    if (messages) store.set(locale, { ...store.table(locale), ...messages });
  }
}

function pageResources(): void {
  if (readPage || !page.exists()) return;
  readPage = true;
  const text = page.byId(RESOURCES_ELEMENT_ID)?.textContent;
  if (text) provideResources(JSON.parse(text) as Resources);
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralSuffix(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

function lookup(locale: Locale, path: string, options: TOptions | undefined): string | undefined {
  const found = (key: string) => {
    const value = store.t(key, options, locale) as unknown;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  if (typeof options?.count === 'number') {
    const plural = found(`${path}_${pluralSuffix(locale, options.count)}`) ?? found(`${path}_other`);
    if (plural !== undefined) return plural;
  }
  return found(path);
}

function translate(locale: Locale, ns: Namespace, key: string, options?: TOptions): string {
  const split = key.indexOf(':');
  const [space, rest] = split > 0 ? [key.slice(0, split) as Namespace, key.slice(split + 1)] : [ns, key];
  // i18next falls back to English, then answers the key itself.
  return lookup(locale, `${space}.${rest}`, options) ?? lookup(defaultLocale, `${space}.${rest}`, options) ?? rest;
}

/** One translator per locale, so pages of both languages render in one build. */
export function getI18n(locale: Locale): Translator {
  pageResources();
  let translator = translators.get(locale);
  if (!translator) {
    translator = {
      language: locale,
      t: (key, options) => translate(locale, 'common', key, options),
      getFixedT: (l, ns) => (key, options) => translate(l, ns, key, options),
    };
    translators.set(locale, translator);
  }
  return translator;
}

/** BCP 47 tag for Intl formatting (SPEC §9 default en_US). */
export function intlLocale(locale: Locale): string {
  return locale === 'fr' ? 'fr-CA' : 'en-US';
}
