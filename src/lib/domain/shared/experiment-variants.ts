// Experiment names and variant rules (SPEC §2/§3), without zod: the browser checks variants too.
/** What these rules read of an assigned experiment (experiments.ts has the whole of it). */
interface Experiment {
  id: string;
  variant: string;
}

export interface ExperimentDefinition {
  id: string;
  /** Variants with integer weights; the bucket falls in proportion to the weights. */
  variants: readonly { name: string; weight: number; data?: unknown }[];
}

/** Names the product checks (SPEC §2: favorites tab, marketplace visual mode). */
export const Experiments = {
  favorites: 'favorites',
  marketplace: 'marketplace',
} as const;
export const AVAILABLE = 'available';

/** FNV-1a 32-bit: stable across runtimes, so client and server agree on buckets. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic bucketing: the same user always lands in the same variant of an experiment. */
export function assignVariant(def: ExperimentDefinition, userId: string): string {
  const total = def.variants.reduce((sum, v) => sum + v.weight, 0);
  const first = def.variants[0];
  if (!first || total <= 0) throw new Error(`experiment ${def.id} has no weighted variants`);
  let point = fnv1a(`${def.id}:${userId}`) % total;
  for (const v of def.variants) {
    if (point < v.weight) return v.name;
    point -= v.weight;
  }
  return first.name;
}

export function isVariant(experiments: readonly Experiment[], id: string, variant: string): boolean {
  return experiments.some((e) => e.id === id && e.variant === variant);
}

/** Tracking property key per experiment, e.g. `exp_favorites: available`. */
export function experimentTrackingProperties(experiments: readonly Experiment[]): Record<string, string> {
  return Object.fromEntries(experiments.map((e) => [`exp_${e.id}`, e.variant]));
}
