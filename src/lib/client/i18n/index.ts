import { createInstance, type i18n as I18n } from 'i18next';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enPolicy from './locales/en/policy.json';
import frAuth from './locales/fr/auth.json';
import frCommon from './locales/fr/common.json';
import frHome from './locales/fr/home.json';
import frPolicy from './locales/fr/policy.json';

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const namespaces = ['common', 'auth', 'home', 'policy'] as const;

const resources = {
  en: { common: enCommon, auth: enAuth, home: enHome, policy: enPolicy },
  fr: { common: frCommon, auth: frAuth, home: frHome, policy: frPolicy },
} as const;

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

const instances = new Map<Locale, I18n>();

/**
 * One i18next instance per locale, so pages of both languages can render in
 * one build and islands never switch a shared global instance.
 */
export function getI18n(locale: Locale): I18n {
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
