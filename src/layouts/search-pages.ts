// Which product search pages exist in this build, so landing pages never link to a 404:
// a product's link appears the day its search page lands.
import { productNavigation, type ProductKey } from '../lib/domain/shared/navigation';

const files = Object.keys(import.meta.glob('../pages/**/search*.astro'));

function built(path: string): boolean {
  const route = path.replace(/^\//, '').replace(/\/$/, '');
  return files.some((file) => file.includes(`/${route}.astro`) || file.includes(`/${route}/index.astro`));
}

/** The product's search route, or null while that page is not built yet. */
export function searchPath(key: ProductKey): string | null {
  const item = productNavigation.find((p) => p.key === key);
  return item && built(item.path) ? item.path : null;
}

export const builtProducts = productNavigation.filter((p) => built(p.path));
