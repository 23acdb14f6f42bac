import { createHash } from 'node:crypto';

/**
 * Seeded pseudo-random numbers for demo data: the same seed gives the same sequence on every
 * machine and Node version, which Math.random() cannot promise.
 * sfc32 (Chris Doty-Humphrey's small fast counter): 128-bit state, passes PractRand, needs
 * only 32-bit integer operations. Not for anything secret.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // splitmix32 spreads the seed over the state, so seeds 1 and 2 start far apart;
    // the high bits are folded in so that seeds 1 and 2^32 + 1 differ too.
    let s = (Math.trunc(seed) >>> 0) ^ Math.imul(Math.floor(seed / 4_294_967_296) | 0, 0x27d4eb2d);
    const splitmix = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = splitmix();
    this.b = splitmix();
    this.c = splitmix();
    this.d = 1;
    // The first outputs are still correlated with the seed: discard them.
    for (let i = 0; i < 15; i++) this.uint32();
  }

  /**
   * A stream of its own for a key (a school's id): its 128-bit state comes from the key's
   * SHA-256, so among a million schools no two share a stream (a 32-bit seed would give
   * about a hundred pairs, and identical rows where ids are drawn from the stream).
   */
  static forKey(key: string): Random {
    const digest = createHash('sha256').update(key).digest();
    const random = new Random(0);
    random.a = digest.readUInt32LE(0) | 0;
    random.b = digest.readUInt32LE(4) | 0;
    random.c = digest.readUInt32LE(8) | 0;
    random.d = digest.readUInt32LE(12) | 0;
    for (let i = 0; i < 15; i++) random.uint32();
    return random;
  }

  /** A whole number in [0, 2^32). */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new RangeError('Cannot pick from an empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** One item, each chosen with probability proportional to its weight. Linear: for short lists. */
  weightedPick<T>(list: readonly T[], weightOf: (item: T) => number): T {
    return weightedPicker(list, weightOf)(this);
  }

  /** Standard normal sample (Box–Muller). */
  normal(mean = 0, deviation = 1): number {
    const u = 1 - this.next(); // (0, 1]: log(0) would be -Infinity
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal sample: half the values fall below `median`; sigma is the spread of its log. */
  lognormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  /** `length` random bytes, e.g. the random part of a UUID. */
  bytes(length: number): Uint8Array {
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i += 4) {
      const word = this.uint32();
      for (let j = 0; j < 4 && i + j < length; j++) bytes[i + j] = (word >>> (8 * j)) & 0xff;
    }
    return bytes;
  }
}

/**
 * Prepares a weighted choice once (cumulative weights), then picks in O(log n):
 * used per generated row, where a linear scan over thousands of cities would be slow.
 */
export function weightedPicker<T>(list: readonly T[], weightOf: (item: T) => number): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of list) {
    total += Math.max(0, weightOf(item));
    cumulative.push(total);
  }
  if (!(total > 0)) throw new RangeError('Weighted pick needs at least one positive weight');
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return list[low] as T;
  };
}
