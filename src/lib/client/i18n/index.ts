import { createInstance, type i18n as I18n } from 'i18next';

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const namespaces = ['common', 'auth', 'home', 'policy', 'profile', 'payments', 'favorites', 'cardform'] as const;
export type Namespace = (typeof namespaces)[number];
export type Messages = Partial<Record<Namespace, Record<string, unknown>>>;
export type Resources = Partial<Record<Locale, Messages>>;

/** The page's strings travel as JSON in the HTML, not inside island bundles (see ./server.ts). */
export const RESOURCES_ELEMENT_ID = 'i18n-resources';

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

const resources: Resources = {};
let readPage = false;
const instances = new Map<Locale, I18n>();

/** Adds strings: the build (all of them), or a bundle that carries its own (the profile micro-frontend). */
export function provideResources(more: Resources): void {
  for (const locale of locales) {
    const messages = more[locale];
    if (!messages) continue;
    resources[locale] = { ...resources[locale], ...messages };
    const instance = instances.get(locale);
    for (const [ns, bundle] of Object.entries(messages)) instance?.addResourceBundle(locale, ns, bundle, true, true);
  }
}

function pageResources(): void {
  if (readPage || typeof document === 'undefined') return;
  readPage = true;
  const text = document.getElementById(RESOURCES_ELEMENT_ID)?.textContent;
  if (text) provideResources(JSON.parse(text) as Resources);
}

/**
 * One i18next instance per locale, so pages of both languages can render in
 * one build and islands never switch a shared global instance.
 */
export function getI18n(locale: Locale): I18n {
  pageResources();
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance({
      lng: locale,
      fallbackLng: defaultLocale,
      ns: [...namespaces],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    } as Parameters<typeof createInstance>[0]);
    void instance.init();
    instances.set(locale, instance);
  }
  return instance;
}

/** BCP 47 tag for Intl formatting (SPEC §9 default en_US). */
export function intlLocale(locale: Locale): string {
  return locale === 'fr' ? 'fr-CA' : 'en-US';
}
