// Build-time only (Astro frontmatter, layouts): every string of every page. Islands never
// import this module, so no bundle carries the JSON; each page embeds the namespaces its
// islands use (Base.astro), and the islands read them from there.
import { getI18n, type Locale, type Messages, type Namespace, provideResources } from './index';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enPolicy from './locales/en/policy.json';
import enProfile from './locales/en/profile.json';
import enPayments from './locales/en/payments.json';
import enFavorites from './locales/en/favorites.json';
import enCardform from './locales/en/cardform.json';
import frAuth from './locales/fr/auth.json';
import frCommon from './locales/fr/common.json';
import frHome from './locales/fr/home.json';
import frPolicy from './locales/fr/policy.json';
import frProfile from './locales/fr/profile.json';
import frPayments from './locales/fr/payments.json';
import frFavorites from './locales/fr/favorites.json';
import frCardform from './locales/fr/cardform.json';

export const allResources = {
  en: {
    common: enCommon,
    auth: enAuth,
    home: enHome,
    policy: enPolicy,
    profile: enProfile,
    payments: enPayments,
    favorites: enFavorites,
    cardform: enCardform,
  },
  fr: {
    common: frCommon,
    auth: frAuth,
    home: frHome,
    policy: frPolicy,
    profile: frProfile,
    payments: frPayments,
    favorites: frFavorites,
    cardform: frCardform,
  },
} as const;
provideResources(allResources);

export { getI18n };

/** The strings a page's islands need, as JSON safe inside a <script> element. */
export function pageResourcesJson(locale: Locale, ns: readonly Namespace[]): string {
  const messages: Messages = {};
  for (const n of new Set<Namespace>(['common', ...ns])) messages[n] = allResources[locale][n];
  return JSON.stringify({ [locale]: messages }).replace(/</g, '\\u003c');
}
