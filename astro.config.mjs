// @ts-check
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import runtime from './config/runtime.json' with { type: 'json' };
import { pageDirectives, tileSource } from './src/server/http/security-headers.ts';

export default defineConfig({
  // Pages are prerendered; only /api/* runs on demand (src/pages/api/[...path].ts).
  output: 'static',
  // Canonical and hreflang URLs are absolute (search engines ignore relative ones).
  site: runtime.publicUrl,
  adapter: node({ mode: 'standalone' }),
  integrations: [
    react(),
    mdx(),
    // Only pages a search engine should list: content and landing pages, not sign-in, account or status pages.
    sitemap({
      filter: (page) =>
        !/\/(auth|profile|favorites|trips|flights\/shop|flights\/book|travel-policies|approvals|company|maintenance|access-denied|access-denied-not-beta|acknowledgement|webview)\//.test(
          new URL(page).pathname,
        ),
      i18n: { defaultLocale: 'en', locales: { en: 'en', fr: 'fr' } },
    }),
  ],
  trailingSlash: 'ignore',
  // Shiki's inline styles would break the CSP; content pages need no code highlighting.
  markdown: { syntaxHighlight: false },
  // Stylesheets stay files: Vite's preload list for lazy islands names them, and an inlined
  // (removed) one makes the lazy import fail (withastro/astro#8329).
  build: { format: 'directory', inlineStylesheets: 'never' },
  i18n: {
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  security: {
    // Hashes for Astro's inline island scripts, and the page policy the server also sends as a
    // header (with the directives a meta tag cannot carry): src/server/http/security-headers.ts.
    csp: { directives: pageDirectives(tileSource(runtime.mapTiles.url)) },
    // Pages are static; /api/* has its own CSRF check (double-submit, answered in the API's JSON
    // error shape). Astro's check answered bodiless calls without Origin in plain text.
    checkOrigin: false,
  },
  server: { port: 4321, host: '127.0.0.1' },
});
