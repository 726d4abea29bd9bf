// npm run lighthouse: Lighthouse scores of the portal's pages in Debian's Chromium, mobile form factor.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freshDataDir, startServer } from './lib/server.mjs';

// Content pages first (issue bar: 100 in every category), then the sign-in pages.
const PAGES = [
  '/',
  '/faq/',
  '/terms/cancel-for-any-reason/',
  '/fr/',
  '/fr/faq/',
  '/fr/terms/cancel-for-any-reason/',
  '/travel-offers/',
  '/auth/startsession/',
];
const server = await startServer({ port: 4420, dataDir: freshDataDir() });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const c = result.lhr.categories;
    const a = result.lhr.audits;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push(
      `| \`${page}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${Math.round(a['first-contentful-paint'].numericValue)} | ${Math.round(a['largest-contentful-paint'].numericValue)} | ${a['total-blocking-time'].numericValue.toFixed(0)} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log('| Page | Performance | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
