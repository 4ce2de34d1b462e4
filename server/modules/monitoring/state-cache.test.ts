import { describe, expect, it } from 'vitest'
import { BaseCache, cacheBytes, idleAfterMs } from './state-cache'
import type { StateParts } from './state-codec'

const MINUTE = 60_000
/** A base of `numbers` numbers in one array, its skeleton a marker (what it costs: 8 bytes a number, and a little) */
const base = (id: string, numbers = 1000): { id: string; parts: StateParts } => ({
  id,
  parts: { skeleton: '"\\u0000#0"', lengths: [numbers], offsets: [0], values: new Float64Array(numbers) },
})

/** A cache with room for `fits` bases of 1,000 numbers, and its clock; `intervalMs`: the scheduler's tick */
function cache(fits: number, intervalMs?: number) {
  const clock = { now: 0 }
  const one = new BaseCache(Number.MAX_SAFE_INTEGER)
  one.set('x', base('x'))
  return { bases: new BaseCache(one.size.bytes * fits, undefined, () => clock.now, idleAfterMs(intervalMs)), clock }
}

describe('the bases a process keeps', () => {
  it('keeps none with a cap of 0 (ENGINE_STATE_CACHE_MB=0)', () => {
    const bases = new BaseCache(cacheBytes(0))
    bases.set('a', base('a'))
    expect(bases.get('a')).toBeUndefined()
    expect(bases.size).toEqual({ circles: 0, bytes: 0 })
  })

  it('takes ENGINE_STATE_CACHE_MB as megabytes, an eighth of the memory unset', () => {
    expect(cacheBytes(64)).toBe(64 * 1024 * 1024)
    expect(cacheBytes()).toBeGreaterThan(0)
  })

  it('when full, makes room from the least recently used bases no tick has wanted for 15 minutes, only as much as it needs', () => {
    const { bases, clock } = cache(2)
    bases.set('a', base('a'))
    clock.now = MINUTE
    bases.set('b', base('b'))
    clock.now = 2 * MINUTE
    // a used again: b is now the least recently used
    expect(bases.get('a')?.id).toBe('a')
    clock.now = 18 * MINUTE
    bases.set('c', base('c'))
    expect([bases.has('a'), bases.has('b'), bases.has('c')]).toEqual([true, false, true])
    // d comes while a and c were used within 15 minutes: neither is dropped for it
    clock.now = 18.5 * MINUTE
    bases.get('a')
    clock.now = 19 * MINUTE
    bases.set('d', base('d'))
    expect([bases.has('a'), bases.has('c'), bases.has('d')]).toEqual([true, true, false])
    expect(bases.size.circles).toBe(2)
  })

  it('keeps the circles it holds while a tick goes round more of them than fit, rather than dropping each just before its use', () => {
    const { bases, clock } = cache(3)
    let hits = 0
    for (let tick = 0; tick < 5; tick++) {
      clock.now = tick * MINUTE
      for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) {
        if (bases.get(id)) hits++
        else bases.set(id, base(id))
      }
    }
    // a, b and c kept from the first tick: 3 hits in each of the 4 later ones
    expect(hits).toBe(12)
  })

  it('with a tick longer than 15 minutes (ENGINE_INTERVAL_MS), keeps the circles it holds from one tick to the next', () => {
    const { bases, clock } = cache(3, 20 * MINUTE)
    let hits = 0
    for (let tick = 0; tick < 5; tick++) {
      clock.now = tick * 20 * MINUTE
      // the circles in another order at every other tick (a home added, claims taken in another order)
      const order = ['a', 'b', 'c', 'd', 'e', 'f']
      for (const id of tick % 2 ? order.reverse() : order) {
        if (bases.get(id)) hits++
        else bases.set(id, base(id))
      }
    }
    expect(hits).toBe(12)
    expect(idleAfterMs(60_000)).toBe(15 * MINUTE)
    expect(idleAfterMs(20 * MINUTE)).toBe(60 * MINUTE)
  })

  it('counts a base again when it is replaced, and forgets it when deleted', () => {
    const { bases } = cache(2)
    bases.set('a', base('a'))
    bases.set('a', base('a2'))
    expect(bases.size.circles).toBe(1)
    expect(bases.get('a')?.id).toBe('a2')
    bases.delete('a')
    expect(bases.size).toEqual({ circles: 0, bytes: 0 })
  })
})
