import type { APIRoute } from 'astro';
import { getVaultApp } from '../../../server/runtime';

export const prerender = false;

/** Card data goes here and nowhere else: the vault's own app (src/server/vault/app.ts), not the portal API. */
export const ALL: APIRoute = async ({ request, clientAddress }) => (await getVaultApp()).fetch(request, { clientAddress });
