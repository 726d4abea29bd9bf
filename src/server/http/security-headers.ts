// Imported both by the API app and by the Node entry (scripts/start.mjs, run with
// Node's built-in type stripping), so it must stay free of imports and TS-only syntax.

/** The hosted card form: the one page the portal frames (same origin only). */
const FRAMEABLE = '/vault/card-form';

/**
 * Security headers for every response. Script and style sources are not set
 * here: Astro emits a per-page CSP meta tag with hashes for its inline scripts
 * (security.csp), and a header `script-src` would intersect with it.
 * `frame-ancestors` cannot be set from a meta tag, so framing is decided here, by path.
 */
export function securityHeaders(https: boolean, pathname = ''): Record<string, string> {
  const frameable = pathname.startsWith(FRAMEABLE);
  const headers: Record<string, string> = {
    'Content-Security-Policy': `object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors ${frameable ? "'self'" : "'none'"}`,
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
