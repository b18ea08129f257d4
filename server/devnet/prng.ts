/**
 * A small seeded pseudo-random generator (sfc32, seeded through a string hash), so that
 * the same seed always gives the same traffic.
 */

/** Deterministic random helpers over one 32-bit generator state. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A bigint in [min, max], both included; the span must fit in 2^53. */
  bigint(min: bigint, max: bigint): bigint;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: ReadonlyArray<T>): T;
  /** Picks a key with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** 32 random bytes as 0x-prefixed hex. */
  bytes32(): `0x${ string }`;
}

/** Mixes a seed into four 32-bit words (cyrb128-style hashing). */
function seedWords(seed: string): [ number, number, number, number ] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const code = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [ (h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0 ];
}

/** Creates a generator; equal seeds give equal sequences. */
export function createRng(seed: string | number): Rng {
  let [ a, b, c, d ] = seedWords(String(seed));

  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up so that similar seeds diverge before the first value is used.
  for (let i = 0; i < 16; i++) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));

  return {
    next,
    int,
    bigint: (min, max) => min + BigInt(Math.floor(next() * Number(max - min + 1n))),
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)],
    weighted: <K extends string>(weights: Readonly<Record<K, number>>): K => {
      const entries = Object.entries(weights) as Array<[ K, number ]>;
      const total = entries.reduce((sum, [ , weight ]) => sum + weight, 0);
      let roll = next() * total;
      for (const [ key, weight ] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1][0];
    },
    bytes32: () => `0x${ Array.from({ length: 8 }, () => int(0, 0xffffffff).toString(16).padStart(8, '0')).join('') }`,
  };
}
