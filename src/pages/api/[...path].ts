import type { APIRoute } from 'astro';
import { getApp } from '../../server/runtime';

export const prerender = false;

/** Every /api/* request goes to the Hono app (src/server/app.ts). */
export const ALL: APIRoute = async ({ request, clientAddress }) => (await getApp()).fetch(request, { clientAddress });
