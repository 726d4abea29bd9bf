// The micro-frontend is mounted by pages that do not embed our strings: it carries its own.
import enCommon from '../../../lib/client/i18n/locales/en/common.json';
import enHome from '../../../lib/client/i18n/locales/en/home.json';
import enProfile from '../../../lib/client/i18n/locales/en/profile.json';
import enPayments from '../../../lib/client/i18n/locales/en/payments.json';
import enFavorites from '../../../lib/client/i18n/locales/en/favorites.json';
import frCommon from '../../../lib/client/i18n/locales/fr/common.json';
import frHome from '../../../lib/client/i18n/locales/fr/home.json';
import frProfile from '../../../lib/client/i18n/locales/fr/profile.json';
import frPayments from '../../../lib/client/i18n/locales/fr/payments.json';
import frFavorites from '../../../lib/client/i18n/locales/fr/favorites.json';

export const resources = {
  en: { common: enCommon, home: enHome, profile: enProfile, payments: enPayments, favorites: enFavorites },
  fr: { common: frCommon, home: frHome, profile: frProfile, payments: frPayments, favorites: frFavorites },
};
