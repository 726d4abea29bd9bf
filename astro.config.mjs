// @ts-check
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  // Pages are prerendered; only /api/* runs on demand (src/pages/api/[...path].ts).
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), mdx()],
  trailingSlash: 'ignore',
  // Shiki's inline styles would break the CSP; content pages need no code highlighting.
  markdown: { syntaxHighlight: false },
  build: { format: 'directory' },
  i18n: {
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  security: {
    // Hashes for Astro's inline island scripts; the server adds the header-only directives.
    csp: true,
    checkOrigin: true,
  },
  server: { port: 4321, host: '127.0.0.1' },
});
