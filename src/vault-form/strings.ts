// The form's strings: both languages travel in the page as JSON (see src/pages/vault/card-form.astro),
// so the static page serves either locale without a second build or a request.

export type FormLocale = 'en' | 'fr';
type Tree = { [key: string]: string | Tree };

export const STRINGS_ELEMENT_ID = 'cardform-strings';

export function readLocale(search: URLSearchParams): FormLocale {
  return search.get('locale') === 'fr' ? 'fr' : 'en';
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, vars?: Record<string, string>) => string;

/** A translator for the locale, falling back to English, then to the key itself. */
export function loadStrings(locale: FormLocale, doc: Document = document): Translate {
  const all = JSON.parse(doc.getElementById(STRINGS_ELEMENT_ID)?.textContent || '{}') as Partial<Record<FormLocale, Tree>>;
  return (key, vars = {}) =>
    (lookup(all[locale], key) ?? lookup(all.en, key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}
