// How search answers carry a corporate traveler's policy marks (SPEC §5): only an active tier marks
// anything, and the marked copy is kept per shared answer and tier, since a company's travelers
// search the same places and the answer itself is shared with every user (never written into).
import type { PolicyTier } from '../../lib/domain/corporate/policy';
import { isPolicyInactive } from '../../lib/domain/corporate/policy-rules';

/** An inactive tier marks nothing: its travelers see what consumers see. */
export const activeTier = (tier: PolicyTier | null | undefined): PolicyTier | null => (tier && !isPolicyInactive(tier) ? tier : null);

/** `mark` memoised per answer (weakly: it goes with the answer's cache) and tier. */
export function markedPerTier<T extends object, A extends unknown[]>(
  mark: (answer: T, tier: PolicyTier, ...rest: A) => T,
): (answer: T, tier: PolicyTier, ...rest: A) => T {
  const cache = new WeakMap<T, Map<string, T>>();
  return (answer, tier, ...rest) => {
    const key = JSON.stringify(tier);
    let byTier = cache.get(answer);
    if (!byTier) cache.set(answer, (byTier = new Map()));
    let hit = byTier.get(key);
    if (!hit) byTier.set(key, (hit = mark(answer, tier, ...rest)));
    return hit;
  };
}
