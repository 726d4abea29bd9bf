// npm run size: JavaScript and CSS each built page loads (its scripts, islands and their
// static imports, stylesheets), raw and gzip. Dynamic imports are not counted. Fails when a page's
// JavaScript loaded up front (scripts, module preloads, island components and their static
// imports, inline scripts; each file gzipped on its own) is over its budget (DESIGN.md page budgets).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const client = path.resolve('dist/client');
if (!existsSync(client)) throw new Error('Run the build first (npm run size does).');

function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' ? [] : pages(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function jsClosure(url, seen) {
  if (seen.has(url)) return;
  seen.add(url);
  const code = readFileSync(path.join(client, url), 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    jsClosure(path.posix.join(path.posix.dirname(url), m[1]), seen);
  }
}

const sizeOf = (files) => {
  const buf = Buffer.concat(files.map((f) => (typeof f === 'string' ? readFileSync(path.join(client, f)) : f)));
  return { raw: buf.length, gzip: buf.length ? gzipSync(buf).length : 0 };
};
const kb = (n) => (n / 1024).toFixed(1);
/** Each file gzipped on its own, as a browser downloads them. */
const upFront = (files) => files.reduce((n, f) => n + gzipSync(typeof f === 'string' ? readFileSync(path.join(client, f)) : f).length, 0);

const KB = 1024;
/** The page budgets: React 19 and Astro's island runtime take about 69 KB of each island page. */
function budgetOf(route, islands) {
  // Pages of their own without React: the vault's hosted card form and the micro-frontend's demo host.
  const ownScript = route.startsWith('/vault/') || route === '/profile/host-demo/';
  if (islands === 0 && !ownScript) return { name: 'content', bytes: 0 };
  // The landing page is a search page since issue 23: the product tabs with the flight form.
  if (/\/search\/$/.test(route) || route === '/') return { name: 'search', bytes: 95 * KB };
  if (/\/shop\/$/.test(route)) return { name: 'shop', bytes: 110 * KB };
  if (/\/availability\/$/.test(route)) return { name: 'results', bytes: 110 * KB };
  if (/\/book\/$/.test(route)) return { name: 'book', bytes: 115 * KB };
  if (route.startsWith('/profile/')) return { name: 'profile', bytes: 110 * KB };
  // Every other island page: account and status pages such as /trips/, /travel-policies/, /approvals/ and /company/.
  return { name: 'other', bytes: 100 * KB };
}

const rows = pages(client)
  .filter((f) => !f.includes(`${path.sep}fr${path.sep}`))
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    const js = new Set();
    for (const m of html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)) jsClosure(m[1], js);
    for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/_astro\/[^"]+\.js)"/g)) jsClosure(m[1], js);
    const css = [...html.matchAll(/<link[^>]+href="(\/_astro\/[^"]+\.css)"/g)].map((m) => m[1]);
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => Buffer.from(m[1]));
    // Scripts without src: inline code, and the page's strings as JSON (data, counted apart).
    const inline = [...html.matchAll(/<script(?![^>]*src=)([^>]*)>([\s\S]*?)<\/script>/g)];
    const isJson = (attrs) => /type="application\/(?:ld\+)?json"/.test(attrs);
    const inlineJs = inline.filter((m) => !isJson(m[1])).map((m) => Buffer.from(m[2]));
    const inlineJson = inline.filter((m) => isJson(m[1])).map((m) => Buffer.from(m[2]));
    const route =
      '/' +
      path
        .relative(client, file)
        .replace(/index\.html$/, '')
        .replace(/\\/g, '/');
    const islands = (html.match(/<astro-island/g) ?? []).length;
    return {
      route,
      upFront: upFront([...js, ...inlineJs]),
      budget: budgetOf(route, islands),
      js: sizeOf([...js, ...inlineJs]),
      css: sizeOf([...css, ...inlineCss]),
      json: sizeOf(inlineJson),
      islands,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log(
  '| Page (en; fr pages are the same size) | islands | JS up front KB (budget) | JS raw KB | JS gzip KB | strings JSON gzip KB | CSS raw KB | CSS gzip KB |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| \`${r.route}\` | ${r.islands} | ${kb(r.upFront)} (${r.budget.name} ${kb(r.budget.bytes)}) | ${kb(r.js.raw)} | ${kb(r.js.gzip)} | ${kb(r.json.gzip)} | ${kb(r.css.raw)} | ${kb(r.css.gzip)} |`,
  );
const over = rows.filter((r) => r.upFront > r.budget.bytes);
for (const r of over)
  console.error(`${r.route}: ${kb(r.upFront)} KB of JavaScript up front, over its ${r.budget.name} budget of ${kb(r.budget.bytes)} KB`);
if (over.length) process.exitCode = 1;
else console.log(`Every page is within its budget (${rows.length} pages).`);
