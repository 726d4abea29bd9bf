// Imported both by the API app and by the Node entry (scripts/start.mjs, run with
// Node's built-in type stripping), so it must stay free of imports and TS-only syntax.

/** The hosted card form: the one page the portal frames (same origin only). */
const FRAMEABLE = '/vault/card-form';

/**
 * Where the map's tiles come from: the origin of the configured URL template (`mapTiles.url`),
 * a `{s}` subdomain becoming a wildcard. Null when the template names no https origin.
 */
export function tileSource(urlTemplate: string | undefined): string | null {
  const host = /^https:\/\/([^/]+)/.exec(urlTemplate ?? '')?.[1];
  return host ? `https://${host.replace(/\{s\}/g, '*')}` : null;
}

/**
 * The page policy every page carries twice: in Astro's meta tag (astro.config.mjs adds these
 * to its script and style hashes) and in the header (which adds what a meta tag cannot carry).
 * Everything comes from the portal itself, but the map's tiles and inline SVG/data images.
 */
type PageDirective =
  `${'default-src' | 'img-src' | 'connect-src' | 'font-src' | 'frame-src' | 'worker-src' | 'manifest-src' | 'object-src' | 'base-uri' | 'form-action'} ${string}`;
export function pageDirectives(tiles: string | null): PageDirective[] {
  return [
    "default-src 'self'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}` as PageDirective,
    "connect-src 'self'",
    "font-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/**
 * API answers are data, never documents: nothing may load from them or frame them.
 * (/api/reference, the one HTML answer, sets its own policy for its one stylesheet.)
 */
export const API_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Security headers for every response. On pages, the header's script and style sources allow
 * inline code only because the page's meta policy allows nothing inline but Astro's hashed
 * scripts, and a browser enforces both policies: the header cannot carry the hashes (they differ
 * per page) and without these two lines its `default-src 'self'` would block the hashed scripts.
 * `frame-ancestors` cannot be set from a meta tag, so framing is decided here, by path.
 */
export function securityHeaders(https: boolean, pathname = '', tiles: string | null = null): Record<string, string> {
  const frameable = pathname.startsWith(FRAMEABLE);
  const csp = pathname.startsWith('/api/')
    ? API_POLICY
    : [
        ...pageDirectives(tiles),
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        `frame-ancestors ${frameable ? "'self'" : "'none'"}`,
      ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': frameable ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Behind TLS directly or behind a proxy that terminated it. */
export function isHttps(protocol: string | undefined, forwardedProto: string | null | undefined): boolean {
  return protocol === 'https:' || forwardedProto?.split(',')[0]?.trim() === 'https';
}
