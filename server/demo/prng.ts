// A seeded PRNG of our own: the demo must replay the same life from the same seed, on every machine.

/** A source of numbers in [0, 1) */
export type Rng = () => number

/** mulberry32 (Tommy Ettinger): 32-bit state, fast, and plenty random for a simulated household */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Mixes integers into one 32-bit seed, so neighbouring inputs (consecutive days) give unrelated streams */
export function hashSeed(...parts: number[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x9e3779b1)
    h ^= h >>> 16
  }
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** A uniform number in [lo, hi) */
export const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng()

/** Whole seconds in [lo, hi], as milliseconds: sensors report whole seconds */
export const secondsMs = (rng: Rng, lo: number, hi: number) => Math.floor(between(rng, lo, hi + 1)) * 1000

/** Centre-weighted: the mean of two uniforms, so habits cluster around their middle */
export const around = (rng: Rng, lo: number, hi: number) => (between(rng, lo, hi) + between(rng, lo, hi)) / 2
