// Checks the built output itself, not a browser: content pages carry no script and little CSS.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './helpers/fixtures';
import { frPath, zeroJsRoutes } from './helpers/content';

const client = path.resolve('dist/client');
const htmlOf = (route: string) => readFileSync(path.join(client, route, 'index.html'), 'utf8');

for (const route of [...zeroJsRoutes, ...zeroJsRoutes.map(frPath), '/404']) {
  test(`${route} ships no JavaScript and under 20 KB of CSS`, () => {
    const file = route === '/404' ? path.join(client, '404.html') : path.join(client, route, 'index.html');
    expect(existsSync(file), `${file} was built`).toBe(true);
    const html = route === '/404' ? readFileSync(file, 'utf8') : htmlOf(route);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');
    expect(scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs))).toEqual([]);
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html).not.toMatch(/<astro-island/);
    expect(html).not.toMatch(/\son[a-z]+="/);

    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? '');
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
    const css = styles.map((href) => readFileSync(path.join(client, href), 'utf8')).join('') + inline;
    expect(gzipSync(css).length).toBeLessThan(20 * 1024);
  });
}

test('the sitemap lists content pages in both languages and no account pages', () => {
  const index = path.join(client, 'sitemap-0.xml');
  expect(statSync(index).size).toBeGreaterThan(0);
  const xml = readFileSync(index, 'utf8');
  expect(xml).toContain('/terms/cancel-for-any-reason/</loc>');
  expect(xml).toContain('/fr/faq/</loc>');
  expect(xml).toMatch(/hreflang="fr"/);
  expect(xml).not.toContain('/auth/');
  expect(xml).not.toContain('/profile/');
});

// A lazy island's import fails when the stylesheet its preload list names was never written
// (Astro may inline or rename it): every file a chunk names must be in the build.
test('every stylesheet and chunk a script preloads exists in the build', () => {
  const assets = path.join(client, '_astro');
  const missing: string[] = [];
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    for (const m of readFileSync(path.join(assets, file), 'utf8').matchAll(/"(_astro\/[\w.-]+\.(?:css|js))"/g)) {
      if (!existsSync(path.join(client, m[1]!))) missing.push(`${file} → ${m[1]}`);
    }
  }
  expect(missing).toEqual([]);
});
