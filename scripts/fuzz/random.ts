// A small seeded random source for the API fuzz: each request draws from its own stream, so request i of seed S is the
// same request in every run (docs/decisions/041-api-fuzz.md).

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [lo, hi]. */
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** sfc32, seeded through splitmix32 so that neighbouring seeds give unrelated streams. */
export function rng(seed: number): Rng {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from nothing");
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (p) => next() < p,
  };
}

/** The stream of request `index` in a run of `seed`. */
export const requestRng = (seed: number, index: number) =>
  rng((Math.imul(seed >>> 0, 0x01000193) ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);

/** A seed for a run that was given none. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);
