// npm run size: JavaScript and CSS each built page loads (its scripts, islands and their
// static imports, stylesheets), raw and gzip. Dynamic imports are not counted.
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

const rows = pages(client)
  .filter((f) => !f.includes(`${path.sep}fr${path.sep}`))
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    const js = new Set();
    for (const m of html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)) jsClosure(m[1], js);
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
    return {
      route,
      js: sizeOf([...js, ...inlineJs]),
      css: sizeOf([...css, ...inlineCss]),
      json: sizeOf(inlineJson),
      islands: (html.match(/<astro-island/g) ?? []).length,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log(
  '| Page (en; fr pages are the same size) | islands | JS raw KB | JS gzip KB | strings JSON gzip KB | CSS raw KB | CSS gzip KB |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| \`${r.route}\` | ${r.islands} | ${kb(r.js.raw)} | ${kb(r.js.gzip)} | ${kb(r.json.gzip)} | ${kb(r.css.raw)} | ${kb(r.css.gzip)} |`,
  );
