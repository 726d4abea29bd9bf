// Seeded randomness: the same seed string always gives the same sequence, so the simulator
// answers the same query the same way all day.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** FNV-1a, 32 bits: a stable integer seed from any string. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private readonly gen;
  constructor(seed: string) {
    this.gen = xoroshiro128plus(hashSeed(seed));
    // The first outputs of a freshly seeded xoroshiro follow the seed closely (neighbouring ids
    // drew near-equal values); a few discarded draws decorrelate them.
    for (let i = 0; i < 8; i++) uniformInt(this.gen, 0, 1);
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }
  /** Float in [0, 1). */
  next(): number {
    return uniformInt(this.gen, 0, 0x7fffffff) / 0x80000000;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }
}
