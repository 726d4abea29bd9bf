import { createHash } from 'node:crypto';
import type { Context } from 'hono';

interface Operation {
  summary?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
}
type Doc = { info: { title: string; version: string }; paths: Record<string, Record<string, Operation>> };

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:auto;padding:1rem}pre{background:#f4f4f5;padding:1rem;overflow:auto}section{border-top:1px solid #ddd;margin-top:2rem}';

/** The page's own policy: its one inline stylesheet, by hash, and nothing else at all. */
export const REFERENCE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A browsable API reference rendered from the generated OpenAPI document on
 * the server: no CDN script (the portal runs offline) and no inline JS.
 */
export function renderReference(doc: Doc): string {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  const id = (m: string, p: string) => `${m}-${p}`.replace(/[^A-Za-z0-9]+/g, '-');
  const toc = ops
    .map((o) => `<li><a href="#${id(o.method, o.path)}"><code>${o.method} ${esc(o.path)}</code></a> ${esc(o.op.summary ?? '')}</li>`)
    .join('');
  const sections = ops
    .map((o) => {
      const body = o.op.requestBody?.content?.['application/json']?.schema;
      const responses = Object.entries(o.op.responses ?? {})
        .map(([status, r]) => `<li><strong>${esc(status)}</strong> ${esc(r.description ?? '')}</li>`)
        .join('');
      return `<section id="${id(o.method, o.path)}"><h2><code>${o.method} ${esc(o.path)}</code></h2>
<p>${esc(o.op.summary ?? '')}</p><p>${o.op.security?.length ? 'Needs a bearer token.' : 'Public.'}</p>
${body ? `<h3>Request body</h3><pre>${esc(JSON.stringify(body, null, 2))}</pre>` : ''}
<h3>Responses</h3><ul>${responses}</ul></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)} reference</title>
<style>${STYLE}</style>
</head><body><main><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Every error answers <code>{"error":{"code","message","details"?}}</code>.</p>
<nav aria-label="Endpoints"><ul>${toc}</ul></nav>${sections}</main></body></html>`;
}

export function referenceHandler(getDoc: () => Doc) {
  return (c: Context) => {
    c.header('Content-Security-Policy', REFERENCE_POLICY);
    return c.html(renderReference(getDoc()));
  };
}
