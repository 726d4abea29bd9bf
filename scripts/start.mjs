// Production entry: serves the built portal (static pages + /api) from one Node process.
// It wraps Astro's standalone handler to add what static files cannot carry themselves:
// security headers on every response and the maintenance page.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { isHttps, securityHeaders, tileSource } from '../src/server/http/security-headers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import(path.join(root, 'dist/server/entry.mjs'));
// Built files first, in the .br or .gz that scripts/precompress.mjs wrote when the browser takes
// it (Astro's own static handler sends them uncompressed); anything else goes on to Astro.
const staticFiles = sirv(path.join(root, 'dist/client'), {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    // Hashed bundles never change under their name; pages must be checked again on each visit.
    res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

// The map tiles' origin for the page policy: the runtime config names them (the server reads it too).
const runtimeConfig = JSON.parse(readFileSync(path.resolve(process.env.RUNTIME_CONFIG ?? path.join(root, 'config/runtime.json')), 'utf8'));
const tiles = tileSource(runtimeConfig.mapTiles?.url);
// As in the API (TRUST_PROXY): only a proxy we stand behind is believed about TLS.
const trustProxy = ['1', 'true'].includes(process.env.TRUST_PROXY ?? '');
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
let maintenance = null;

function maintenancePage(pathname) {
  const fr = pathname === '/fr' || pathname.startsWith('/fr/');
  let html = readFileSync(path.join(root, 'dist/client', fr ? 'fr/maintenance/index.html' : 'maintenance/index.html'), 'utf8');
  const esc = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  if (maintenance.window) {
    html = html
      .replace(/(data-maintenance-title[^>]*>)[^<]*/, `$1${esc(maintenance.window.title)}`)
      .replace(/(data-maintenance-subtitle[^>]*>)[^<]*/, `$1${esc(maintenance.window.subtitle)}`);
  }
  return html;
}

const server = http.createServer((req, res) => {
  const secure = isHttps(req.socket.encrypted ? 'https:' : 'http:', trustProxy ? req.headers['x-forwarded-proto'] : undefined);
  const pathname = (req.url ?? '/').split('?')[0];
  for (const [k, v] of Object.entries(securityHeaders(secure, pathname, tiles))) res.setHeader(k, v);
  const isPage = req.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/_astro/') && !/\.\w+$/.test(pathname);
  if (maintenance?.enabled && isPage) {
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '600', 'Cache-Control': 'no-store' });
    res.end(maintenancePage(pathname));
    return;
  }
  if (pathname.startsWith('/api/')) handler(req, res);
  else staticFiles(req, res, () => handler(req, res));
});
// Node closes an idle kept-alive socket after 5 s. A client (a proxy, a test runner) that reuses it
// at that very moment gets ECONNRESET on a request the server never saw; CI failed once on it. The
// server outlasts the usual proxy idle time (60 s) instead, so the client always closes first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, host, async () => {
  const base = `http://${host}:${port}`;
  // The first API call opens and migrates the database and seeds the demo data.
  const res = await fetch(`${base}/api/v0/config`);
  if (!res.ok) {
    console.error(`Start-up check failed: GET /api/v0/config answered ${res.status}`);
    process.exit(1);
  }
  maintenance = (await res.json()).maintenance;
  const ms = Math.round(performance.now() - started);
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  console.log(`Travel portal ready on ${base} (cold start ${ms} ms, RSS ${rssMb} MB${maintenance.enabled ? ', MAINTENANCE MODE' : ''})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
