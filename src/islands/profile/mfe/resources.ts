// The micro-frontend is mounted by pages that do not embed our strings: it carries its own.
import enCommon from '../../../lib/client/i18n/locales/en/common.json';
import enHome from '../../../lib/client/i18n/locales/en/home.json';
import enProfile from '../../../lib/client/i18n/locales/en/profile.json';
import frCommon from '../../../lib/client/i18n/locales/fr/common.json';
import frHome from '../../../lib/client/i18n/locales/fr/home.json';
import frProfile from '../../../lib/client/i18n/locales/fr/profile.json';

export const resources = {
  en: { common: enCommon, home: enHome, profile: enProfile },
  fr: { common: frCommon, home: frHome, profile: frProfile },
};
