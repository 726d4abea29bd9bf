// The OpenAPI document as clients get it: good enough to generate a client from. Every operation
// gets an operationId (the route's own, or one made from its method and path), a public operation
// says it needs no security, and the servers are listed.
type Operation = { operationId?: string; security?: unknown[] } & Record<string, unknown>;
type Doc = { paths?: Record<string, Record<string, Operation>>; servers?: { url: string; description?: string }[] } & Record<
  string,
  unknown
>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** `post /api/v0/trips/{id}/cancel/quote` → `postTripsByIdCancelQuote`: stable, unique per route, readable. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(\/v0)?/, '')
    .split(/[/_-]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? ['By', w.slice(1, -1)] : [w]))
    .flat()
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return method + words.join('');
}

/** The generator's own document type is kept; only paths' operations and the servers change. */
export function finishDocument<D extends object>(generated: D, publicRoutes: ReadonlySet<string>, serverUrl: string): D {
  const doc = generated as Doc;
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const honoPath = path.replace(/\{(\w+)\}/g, ':$1');
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, op]) => {
        if (!METHODS.includes(method)) return [method, op];
        const isPublic = publicRoutes.has(`${method.toUpperCase()} ${honoPath}`);
        return [
          method,
          { ...op, operationId: op.operationId ?? operationIdOf(method, path), ...(op.security || !isPublic ? {} : { security: [] }) },
        ];
      }),
    );
  }
  return { ...doc, servers: [{ url: serverUrl, description: 'This portal' }], paths } as D;
}
