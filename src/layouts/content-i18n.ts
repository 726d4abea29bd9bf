// Strings of the content pages. They are build-time only, so they stay out of the shared
// i18n resources that island bundles carry.
import type { TFunction } from 'i18next';
import { getI18n } from '../lib/client/i18n/server';
import { intlLocale, type Locale } from '../lib/client/i18n';
import en from '../lib/client/i18n/locales/en/content.json';
import fr from '../lib/client/i18n/locales/fr/content.json';

export function contentT(locale: Locale): TFunction<'content'> {
  const i18n = getI18n(locale);
  if (!i18n.hasResourceBundle('en', 'content')) {
    i18n.addResourceBundle('en', 'content', en);
    i18n.addResourceBundle('fr', 'content', fr);
  }
  return i18n.getFixedT(locale, 'content') as TFunction<'content'>;
}

/** A calendar date of content (stored as UTC midnight) in the reader's language. */
export function formatContentDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
