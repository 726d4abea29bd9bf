import type { APIRoute } from 'astro';

// Generated so the sitemap URL follows the configured public URL (runtime config publicUrl).
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap-index.xml', site).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
