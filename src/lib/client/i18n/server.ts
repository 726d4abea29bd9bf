// Build-time only (Astro frontmatter, layouts): every string of every page, rendered with
// i18next. Islands never import this module, so no bundle carries the JSON or i18next; each page
// embeds the namespaces its islands use (Base.astro), and the islands read them from there
// with the small translator of ./index.ts (which island server rendering also uses).
import { createInstance, type i18n as I18n } from 'i18next';
import { defaultLocale, namespaces, type Locale, type Messages, type Namespace, provideResources } from './index';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enPolicy from './locales/en/policy.json';
import enProfile from './locales/en/profile.json';
import enPayments from './locales/en/payments.json';
import enFavorites from './locales/en/favorites.json';
import enCardform from './locales/en/cardform.json';
import enTrips from './locales/en/trips.json';
import enFlightshop from './locales/en/flightshop.json';
import enFlightsearch from './locales/en/flightsearch.json';
import enFlightbook from './locales/en/flightbook.json';
import enBookingconfirm from './locales/en/bookingconfirm.json';
import enCheckout from './locales/en/checkout.json';
import enStaybook from './locales/en/staybook.json';
import enStaysmap from './locales/en/staysmap.json';
import enStaysshop from './locales/en/staysshop.json';
import enStayssearch from './locales/en/stayssearch.json';
import enStaysresults from './locales/en/staysresults.json';
import enExchange from './locales/en/exchange.json';
import enCarsearch from './locales/en/carsearch.json';
import enCarresults from './locales/en/carresults.json';
import enCarshop from './locales/en/carshop.json';
import enCarbook from './locales/en/carbook.json';
import enActivitysearch from './locales/en/activitysearch.json';
import enActivityresults from './locales/en/activityresults.json';
import enActivityshop from './locales/en/activityshop.json';
import enActivitybook from './locales/en/activitybook.json';
import enApprovals from './locales/en/approvals.json';
import enCompany from './locales/en/company.json';
import frAuth from './locales/fr/auth.json';
import frCommon from './locales/fr/common.json';
import frHome from './locales/fr/home.json';
import frPolicy from './locales/fr/policy.json';
import frProfile from './locales/fr/profile.json';
import frPayments from './locales/fr/payments.json';
import frFavorites from './locales/fr/favorites.json';
import frCardform from './locales/fr/cardform.json';
import frTrips from './locales/fr/trips.json';
import frFlightshop from './locales/fr/flightshop.json';
import frFlightsearch from './locales/fr/flightsearch.json';
import frFlightbook from './locales/fr/flightbook.json';
import frBookingconfirm from './locales/fr/bookingconfirm.json';
import frCheckout from './locales/fr/checkout.json';
import frStaybook from './locales/fr/staybook.json';
import frStaysmap from './locales/fr/staysmap.json';
import frStaysshop from './locales/fr/staysshop.json';
import frStayssearch from './locales/fr/stayssearch.json';
import frStaysresults from './locales/fr/staysresults.json';
import frExchange from './locales/fr/exchange.json';
import frCarsearch from './locales/fr/carsearch.json';
import frCarresults from './locales/fr/carresults.json';
import frCarshop from './locales/fr/carshop.json';
import frCarbook from './locales/fr/carbook.json';
import frActivitysearch from './locales/fr/activitysearch.json';
import frActivityresults from './locales/fr/activityresults.json';
import frActivityshop from './locales/fr/activityshop.json';
import frActivitybook from './locales/fr/activitybook.json';
import frApprovals from './locales/fr/approvals.json';
import frCompany from './locales/fr/company.json';

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
    flightsearch: enFlightsearch,
    flightshop: enFlightshop,
    trips: enTrips,
    flightbook: enFlightbook,
    bookingconfirm: enBookingconfirm,
    checkout: enCheckout,
    staybook: enStaybook,
    staysmap: enStaysmap,
    staysshop: enStaysshop,
    stayssearch: enStayssearch,
    staysresults: enStaysresults,
    exchange: enExchange,
    carsearch: enCarsearch,
    carresults: enCarresults,
    carshop: enCarshop,
    carbook: enCarbook,
    activitysearch: enActivitysearch,
    activityresults: enActivityresults,
    activityshop: enActivityshop,
    activitybook: enActivitybook,
    approvals: enApprovals,
    company: enCompany,
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
    flightsearch: frFlightsearch,
    flightshop: frFlightshop,
    trips: frTrips,
    flightbook: frFlightbook,
    bookingconfirm: frBookingconfirm,
    checkout: frCheckout,
    staybook: frStaybook,
    staysmap: frStaysmap,
    staysshop: frStaysshop,
    stayssearch: frStayssearch,
    staysresults: frStaysresults,
    exchange: frExchange,
    carsearch: frCarsearch,
    carresults: frCarresults,
    carshop: frCarshop,
    carbook: frCarbook,
    activitysearch: frActivitysearch,
    activityresults: frActivityresults,
    activityshop: frActivityshop,
    activitybook: frActivitybook,
    approvals: frApprovals,
    company: frCompany,
  },
} as const;
provideResources(allResources);

const instances = new Map<Locale, I18n>();

/** One i18next instance per locale, so pages of both languages render in one build. */
export function getI18n(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance({
      lng: locale,
      fallbackLng: defaultLocale,
      ns: [...namespaces],
      defaultNS: 'common',
      resources: structuredClone(allResources) as unknown as Record<string, Record<string, object>>,
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    } as Parameters<typeof createInstance>[0]);
    void instance.init();
    instances.set(locale, instance);
  }
  return instance;
}

/** The strings a page's islands need, as JSON safe inside a <script> element. */
export function pageResourcesJson(locale: Locale, ns: readonly Namespace[]): string {
  const messages: Messages = {};
  for (const n of new Set<Namespace>(['common', ...ns])) messages[n] = allResources[locale][n];
  return JSON.stringify({ [locale]: messages }).replace(/</g, '\\u003c');
}
