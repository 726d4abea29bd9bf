import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18n, type Locale } from '../../lib/client/i18n';

/** Every island renders inside this, with the page's own i18next instance. */
export function I18nIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nextProvider i18n={getI18n(locale)}>{children}</I18nextProvider>;
}
