import type { ReactNode } from 'react';
import { getI18n, type Locale } from '../../lib/client/i18n';
import { I18nProvider } from '../../lib/client/i18n/react';

/** Every island renders inside this, with the page's own translator. */
export function I18nIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nProvider i18n={getI18n(locale)}>{children}</I18nProvider>;
}
