import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY, securityHeaders, tileSource } from '../../src/server/http/security-headers';
import { REFERENCE_POLICY } from '../../src/server/routes/reference';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe('page policy (header; the meta tag carries the same list, see astro.config.mjs)', () => {
  const tiles = tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  const page = directives(securityHeaders(false, '/flights/search/', tiles)['Content-Security-Policy']!);

  it.each([
    ['default-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ])('%s is %j', (name, values) => {
    expect(page.get(name)).toEqual(values);
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', 'https://*.tile.example.com'],
    ['http://tiles.example/{z}/{x}/{y}.png', null],
    [undefined, null],
  ])('map tiles from %s are allowed as %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});

describe('API policy', () => {
  it('answers JSON with a policy that lets nothing load or frame it', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toBe(API_POLICY);
    expect(directives(API_POLICY).get('default-src')).toEqual(["'none'"]);
  });

  it('gives /api/reference its own strict policy: its one stylesheet by hash, nothing else', async () => {
    const res = await ctx.app.request('/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(REFERENCE_POLICY);
    const html = await res.text();
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    const policy = directives(REFERENCE_POLICY);
    expect(policy.get('style-src')).toEqual([`'sha256-${hash}'`]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(html).not.toContain('<script');
  });
});
