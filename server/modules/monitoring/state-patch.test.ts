import { describe, expect, it } from 'vitest'
import { cloneState, evaluate } from '../../engine/engine'
import { home, LEARNED_TO, learnedState } from './state-test-kit'
import type { EngineState } from '../../engine/types'
import { encodeParts, encodeState } from './state-codec'
import { applyPatch, encodePatch, PATCH_FORMAT } from './state-patch'

const to = LEARNED_TO
const BASE = '6f1c0e8e-2d7a-4c7e-9a51-3b8e2f0d4a11'

/** The state a few minutes on, with a kitchen visit: what a tick writes */
function minutesLater(state: EngineState, minutes: number) {
  const next = cloneState(state)
  for (let m = 1; m <= minutes; m++) {
    const at = to + m * 60_000
    const events = m % 2 ? [{ deviceKey: 'kitchen', kind: 'motion' as const, room: 'kitchen', timestamp: new Date(at - 20_000), active: true }] : []
    evaluate(next, events, new Date(at), home, { expectedIntervalMs: 60_000 })
  }
  return next
}

describe('a state written as what changed since its base', () => {
  it('comes back exactly, numbers to the last bit, from a patch a fraction of the whole', () => {
    const base = learnedState(21, 5)
    const { parts } = encodeParts(base)
    const later = minutesLater(base, 5)
    const patch = encodePatch(later, parts, BASE)!
    expect(patch[0]).toBe(PATCH_FORMAT)
    expect(applyPatch(patch, parts, BASE)).toEqual(later)
    expect(patch.length).toBeLessThan(encodeState(later).length / 2)
  })

  it('keeps a negative zero, arrays that grew or shrank, and arrays new since the base', () => {
    const state = { samples: Array.from({ length: 40 }, (_, i) => i / 3), gone: Array.from({ length: 20 }, () => 1), grows: Array.from({ length: 20 }, () => 2) }
    const { parts } = encodeParts(state)
    const later = { samples: state.samples.map((v, i) => (i === 7 ? -0 : v)), grows: [...state.grows, 3], added: Array.from({ length: 30 }, (_, i) => i), clock: 5 }
    const back = applyPatch(encodePatch(later, parts, BASE, 1)!, parts, BASE) as typeof later
    expect(back).toEqual(later)
    expect(Object.is(back.samples[7], -0)).toBe(true)
  })

  it('reads each number once, as it compares it with its base, and leaves unpacked an array come to hold something else', () => {
    const numbers = (n: number, f = (i: number) => i / 3) => Array.from({ length: n }, (_, i) => f(i))
    const { parts } = encodeParts({ samples: numbers(40), mixed: numbers(30) })
    let reads = 0
    const samples = new Proxy(
      numbers(40, (i) => (i === 9 ? 7 : i / 3)),
      // each reading of one of its values counted
      { get: (target, key, receiver) => ((reads += typeof key === 'string' && /^\d+$/.test(key) ? 1 : 0), Reflect.get(target, key, receiver)) },
    )
    const later = { samples, mixed: [...numbers(29), null] }
    const patch = encodePatch(later, parts, BASE, 1)!
    // each of the 40 once, the first again to see an array of numbers, the one that changed again to check it is one
    expect(reads).toBe(42)
    expect(applyPatch(patch, parts, BASE)).toEqual({ samples: numbers(40, (i) => (i === 9 ? 7 : i / 3)), mixed: later.mixed })
  })

  it('asks for the whole state once more than the share of its numbers changed', () => {
    const base = learnedState(21, 5)
    const { parts } = encodeParts(base)
    const later = minutesLater(base, 2)
    expect(encodePatch(later, parts, BASE, 0)).toBeNull()
    expect(encodePatch(later, parts, BASE)).not.toBeNull()
    // a day's close rewrites the daily lines and the routine
    expect(encodePatch(minutesLater(base, 24 * 60), parts, BASE)).toBeNull()
  })

  it('is not applied to any base but the one it was made against', () => {
    const base = learnedState(21, 5)
    const { parts } = encodeParts(base)
    const patch = encodePatch(minutesLater(base, 3), parts, BASE)!
    expect(applyPatch(patch, parts, 'another base')).toBeUndefined()
  })

  it('refuses a damaged patch rather than make up a state', () => {
    const base = learnedState(21, 5)
    const { parts } = encodeParts(base)
    const patch = encodePatch(minutesLater(base, 3), parts, BASE)!
    expect(() => applyPatch(patch.subarray(0, patch.length - 9), parts, BASE)).toThrow()
    expect(() => applyPatch(Uint8Array.from([9, ...patch.subarray(1)]), parts, BASE)).toThrow(/unknown format/)
  })
})
