// The two things islands used from react-i18next, over the translator of ./index.ts.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultLocale, getI18n, type Namespace, type TFunction, type Translator } from './index';

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(ns: Namespace = 'common'): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext) ?? getI18n(defaultLocale);
  const t = useMemo(() => i18n.getFixedT(i18n.language, ns), [i18n, ns]);
  return { t, i18n };
}
