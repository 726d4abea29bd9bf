import { defaultLocale, isLocale, locales, type Locale } from './i18n';
import { page } from './platform';

/** `/fr/...` for French, unprefixed for English (Astro i18n routing, prefixDefaultLocale false). */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === defaultLocale ? clean : `/${locale}${clean === '/' ? '/' : clean}`;
}

export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** The same page in another language. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const from = localeFromPath(pathname);
  const bare = from === defaultLocale ? pathname : pathname.slice(from.length + 1) || '/';
  return localePath(to, bare);
}

/**
 * The header's language links are built with the page, without its query: on a page whose state
 * lives in the URL (a flight search, a profile tab) the switch must keep it. Returns the cleanup.
 */
export function keepQueryOnLanguageSwitch(doc: Document = page.doc()): () => void {
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('.language-switch a[hreflang]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const { search, hash } = doc.location;
    if (search || hash) link.href = `${link.pathname}${search}${hash}`;
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/** SPEC §2: routes that never redirect to sign-in. */
export function isPublicRoute(pathname: string): boolean {
  const locale = localeFromPath(pathname);
  const bare = locale === defaultLocale ? pathname : pathname.slice(locale.length + 1) || '/';
  return /^\/(auth\/|terms\/|terms-of-service|site-terms-of-use|access-denied|acknowledgement|faq)/.test(bare);
}

/** getStaticPaths for pages under src/pages/[...locale]/: `/x/` in English, `/fr/x/` in French. */
export function localeStaticPaths() {
  return locales.map((locale) => ({
    params: { locale: locale === defaultLocale ? undefined : locale },
    props: { locale },
  }));
}
