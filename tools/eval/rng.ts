// The eval's seeded randomness: the demo's mulberry32, so every run picks the same trial moments.
export { mulberry32, type Rng } from '../../server/demo/prng'

/** FNV-1a of a text, to give each home its own stream from one seed */
export function seedOf(text: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}
