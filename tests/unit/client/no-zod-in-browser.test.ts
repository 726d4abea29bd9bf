import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * zod is validation for the server; the browser only shows what the API answered.
 * A value import of a schema module from an island drags the whole library into the
 * page bundles, so this walks the static import graph the way the bundler would.
 */
const root = resolve(__dirname, '../../..');
const excluded = new Set([join(root, 'src/lib/client/i18n/server.ts')]);
const forbidden = (spec: string) => spec === 'zod' || spec.startsWith('zod/') || spec === '@hono/zod-openapi';

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

/**
 * Specifiers a module needs at run time: static imports and re-exports (multi-line
 * included), side-effect imports and dynamic imports. `import type` and `export type`
 * vanish at compile time; an inline `{ type X }` does not (verbatimModuleSyntax keeps
 * the import), so it counts.
 */
export function runtimeSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs: string[] = [];
  const fromClause = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([\w*${},\s]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(fromClause)) if (!m[2]) specs.push(m[4]!);
  for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g)) specs.push(m[1]!);
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]!);
  return specs;
}

const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs'];

/** A relative specifier as a source file, or null for assets (CSS, JSON) the check ignores. */
function resolveRelative(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [base, ...sourceExtensions.map((ext) => base + ext), ...sourceExtensions.map((ext) => join(base, 'index' + ext))];
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  if (!hit) throw new Error(`cannot resolve ${spec} from ${relative(root, from)}`);
  return sourceExtensions.some((ext) => hit.endsWith(ext)) ? hit : null;
}

/** Every browser file that reaches a forbidden package, with the chain of imports that got there. */
function zodReachingChains(entries: string[]): string[] {
  const parent = new Map<string, string | null>(entries.map((e) => [e, null]));
  const queue = [...entries];
  const offenders: string[] = [];
  const chain = (file: string): string => {
    const steps: string[] = [];
    for (let f: string | null = file; f; f = parent.get(f) ?? null) steps.unshift(relative(root, f));
    return steps.join(' -> ');
  };
  while (queue.length) {
    const file = queue.shift()!;
    for (const spec of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      if (forbidden(spec)) offenders.push(`${chain(file)} imports '${spec}'`);
      if (!spec.startsWith('.')) continue;
      const next = resolveRelative(file, spec);
      if (!next || parent.has(next) || excluded.has(next)) continue;
      parent.set(next, file);
      queue.push(next);
    }
  }
  return offenders;
}

describe('browser bundles', () => {
  it('the import scanner sees what the bundler keeps and skips what the compiler erases', () => {
    const source = [
      "import type { A } from './a';",
      "export type { B } from './b';",
      "import { type C, d } from './c';",
      'import {',
      '  e,',
      '  f,',
      "} from './e';",
      "import * as g from './g';",
      "export { h } from './h';",
      "export * from './i';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy');",
      "// import { zed } from 'zod';",
      "/* import { z } from 'zod'; */",
    ].join('\n');
    expect(runtimeSpecifiers(source)).toEqual(['./c', './e', './g', './h', './i', './side-effect.css', './lazy']);
  });

  it('the walk follows relative imports into modules that import zod', () => {
    const chains = zodReachingChains([join(root, 'src/lib/domain/shared/product-feed.schema.ts')]);
    expect(chains).toContain("src/lib/domain/shared/product-feed.schema.ts -> src/lib/domain/flights/flights.schema.ts imports 'zod'");
  });

  it('no island or client module reaches zod through a value import', () => {
    const entries = [
      ...walk(join(root, 'src/islands'), (f) => f.endsWith('.tsx')),
      ...walk(join(root, 'src/lib/client'), (f) => f.endsWith('.ts')),
      // The hosted card form page's script is browser code too.
      ...walk(join(root, 'src/vault-form'), (f) => f.endsWith('.ts')),
    ].filter((f) => !excluded.has(f));
    expect(entries.length).toBeGreaterThan(20);
    expect(zodReachingChains(entries)).toEqual([]);
  });
});
