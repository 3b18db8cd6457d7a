// Small deterministic PRNG: every company is generated from (seed, index) alone, so company #i is the
// same whatever the corpus size and whatever order batches are produced in.

/** 32-bit mix of several integers (murmur3 finaliser over a running hash). */
export function hash32(...nums: number[]): number {
  let h = 0x9e3779b9;
  for (const n of nums) {
    let k = n | 0;
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** sfc32 generator. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(...seed: number[]) {
    this.a = hash32(...seed, 1);
    this.b = hash32(...seed, 2);
    this.c = hash32(...seed, 3);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1]![0];
  }
  /** Roughly normal, mean 0, sd 1 (sum of uniforms). */
  gauss(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }
}

/** Picks from a large weighted list in O(log n) with a precomputed cumulative table. */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;
  constructor(
    private readonly items: readonly T[],
    weight: (t: T) => number,
  ) {
    this.cumulative = new Float64Array(items.length);
    let acc = 0;
    items.forEach((it, i) => {
      acc += Math.max(0, weight(it));
      this.cumulative[i] = acc;
    });
    this.total = acc;
  }
  pick(rng: Rng): T {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

const DAY = 86_400_000;
/** ISO date of a day number (days since 1970-01-01). */
export function isoDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}
export function dayOf(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY);
}
