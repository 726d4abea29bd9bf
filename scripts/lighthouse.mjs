// npm run lighthouse: Lighthouse scores of the portal's pages in Debian's Chromium, mobile form factor.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freshDataDir, signIn, startServer } from './lib/server.mjs';

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
// Pages of a signed-in traveller (the demo consumer), with a real flight query 30 and 37 days ahead.
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const SIGNED_IN = [
  '/flights/search/',
  `/flights/shop/?tripType=roundTrip&slice=JFK,LAX,${day(30)}&slice=LAX,JFK,${day(37)}&adt=1`,
  '/hotels/search/',
  `/hotels/availability/?loc=${encodeURIComponent('city:Paris|FR')}&label=Paris&checkIn=${day(30)}&checkOut=${day(33)}&adults=2&children=0`,
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
  const token = await signIn(server.url, 'ava.consumer@example.com', process.env.DEMO_PASSWORD ?? 'travel-demo');
  // LIGHTHOUSE_ONLY=flights: just the pages whose path contains it (for a quick look).
  const only = process.env.LIGHTHOUSE_ONLY;
  for (const page of [...PAGES, ...SIGNED_IN].filter((p) => !only || p.includes(only))) {
    const signedIn = SIGNED_IN.includes(page);
    if (signedIn) {
      // The session lives in localStorage (SPEC): put it there, and keep Lighthouse from wiping it.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.goto(`${server.url}/api/health`);
      await tab.evaluate((t) => window.localStorage.setItem('portal.jwt', t), token);
      await tab.close();
      await browser.disconnect();
    }
    // LIGHTHOUSE_RUNS=n: run each page n times and report the run with the median performance
    // score (one run on a shared 2-core machine moves by ±8 points).
    const runs = [];
    // A run whose trace Chromium failed to record (NO_NAVSTART, seen on a busy machine) is run again, up to twice.
    for (let i = 0, retries = 0; i < Number(process.env.LIGHTHOUSE_RUNS ?? 1); i++) {
      const run = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: signedIn,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (run.lhr.runtimeError && retries++ < 2) i--;
      else runs.push(run);
    }
    runs.sort((x, y) => x.lhr.categories.performance.score - y.lhr.categories.performance.score);
    const result = runs[Math.floor(runs.length / 2)];
    const c = result.lhr.categories;
    const a = result.lhr.audits;
    if (process.env.LIGHTHOUSE_DUMP) (await import('node:fs')).writeFileSync(process.env.LIGHTHOUSE_DUMP, JSON.stringify(result.lhr));
    if (process.env.LIGHTHOUSE_DETAIL) {
      const lcpItems = a['largest-contentful-paint-element']?.details?.items ?? [];
      const lcp = lcpItems[0]?.items?.[0]?.node ?? lcpItems[0]?.node;
      console.error(page, 'LCP element:', lcp?.snippet, lcp?.nodeLabel);
      for (const k of ['cumulative-layout-shift', 'speed-index', 'interactive', 'max-potential-fid'])
        console.error('  ', k, Math.round(a[k]?.numericValue ?? -1), a[k]?.score);
      for (const item of a['layout-shifts']?.details?.items ?? []) console.error('  shift', item.score, item.node?.snippet?.slice(0, 120));
      for (const t of a['long-tasks']?.details?.items ?? [])
        console.error('  long task', Math.round(t.startTime), Math.round(t.duration), t.url);
      for (const w of a['mainthread-work-breakdown']?.details?.items ?? [])
        console.error('  work', w.groupLabel ?? w.group, Math.round(w.duration));
      for (const b of (a['bootup-time']?.details?.items ?? []).slice(0, 5))
        console.error('  bootup', b.url, Math.round(b.total), Math.round(b.scripting));
    }
    if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const label = page.startsWith('/flights/shop/')
      ? ' (JFK–LAX round trip, signed in)'
      : page.includes('?')
        ? ' (Paris, 3 nights, signed in)'
        : '';
    rows.push(
      `| \`${page.split('?')[0]}\`${label} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${Math.round(a['first-contentful-paint'].numericValue)} | ${Math.round(a['largest-contentful-paint'].numericValue)} | ${a['total-blocking-time'].numericValue.toFixed(0)} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log('| Page | Performance | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
