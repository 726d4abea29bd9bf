// The built server sends pages and bundles compressed (scripts/precompress.mjs, start.mjs) and
// lets browsers keep hashed bundles for good, pages only after checking again.
import { expect, test } from './helpers/fixtures';

test('pages and bundles arrive compressed; bundles are cached for good, pages revalidated', async ({ request }) => {
  const page = await request.get('/flights/search/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  const html = await page.text();
  const bundle = /component-url="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(bundle, 'the page has an island').toBeTruthy();

  const gz = await request.get(bundle!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  expect(gz.headers()['content-type']).toMatch(/javascript/);
  expect(gz.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const plain = await request.get(bundle!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same script either way (Playwright decodes the compressed one).
  expect(await gz.text()).toBe(await plain.text());
});

test('the API, unknown paths and paths outside the build still reach the app', async ({ request }) => {
  expect((await request.get('/api/v0/config')).status()).toBe(200);
  expect((await request.get('/no-such-page/')).status()).toBe(404);
  expect((await request.get('/_astro/../package.json')).status()).toBe(404);
});
