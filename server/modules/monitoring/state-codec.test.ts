import v8 from 'node:v8'
import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createState } from '../../engine/engine'
import { decodeParts, decodeState, encodeParts, encodeState, FORMAT_VERSION, numbersAt, pathsOf } from './state-codec'
import { encodePatch } from './state-patch'
import { home, learnedState } from './state-test-kit'

describe('the stored engine state', () => {
  it('comes back exactly as it went in, numbers to the last bit', () => {
    const state = learnedState(14, 3)
    const decoded = decodeState(encodeState(state))
    expect(decoded).toEqual(JSON.parse(JSON.stringify(state)))
    // the arrays are packed: a float that JSON would print with 17 digits survives unchanged
    const withThirds = { ...state, extra: Array.from({ length: 20 }, (_, i) => i / 3), short: [1, 2, 3], nested: [[0.1, 'a'], { n: null }] }
    expect(decodeState(encodeState(withThirds))).toEqual(withThirds)
  })

  it('is a fraction of its JSON size', () => {
    const state = learnedState(14, 3)
    const packed = encodeState(state)
    expect(packed[0]).toBe(FORMAT_VERSION)
    expect(packed.length).toBeLessThan(JSON.stringify(state).length / 2)
  })

  it('refuses a damaged or unknown format instead of guessing', () => {
    const packed = encodeState(createState(new Date(0), home))
    expect(() => decodeState(Uint8Array.from([9, ...packed.subarray(1)]))).toThrow(/unknown format/)
    expect(() => decodeState(packed.subarray(0, packed.length - 5))).toThrow()
    expect(() => decodeState(new Uint8Array())).toThrow(/unknown format/)
  })

  it('holds where each of its arrays is, so that a patch finds them without reading the skeleton; a base stored before, from its skeleton', () => {
    const state = learnedState(14, 3)
    const later = { ...state, clock: state.clock + 60_000 }
    const { stored, parts } = encodeParts(state)
    const read = decodeParts(stored)
    expect(read.paths).toEqual(pathsOf(JSON.parse(parts.skeleton)))
    expect(read.paths).toContain('/quiet/all/spells')
    const patch = encodePatch(later, read, 'base')!
    // the skeleton is not read to match the arrays
    expect(encodePatch(later, { ...read, skeleton: 'not read' }, 'base')!.equals(patch)).toBe(true)
    // a base as written before the paths: its head [lengths, skeleton]
    const head = Buffer.from(JSON.stringify([read.lengths, read.skeleton]))
    const before = Buffer.concat([Buffer.from([FORMAT_VERSION]), deflateRawSync(Buffer.concat([Buffer.from(Uint32Array.of(head.length).buffer), head, Buffer.from(read.values.buffer)]))])
    const old = decodeParts(before)
    expect(old.paths).toBeUndefined()
    expect(encodePatch(later, old, 'base')!.equals(patch)).toBe(true)
    expect(decodeState(before)).toEqual(decodeState(stored))
  })

  it('refuses a base whose paths do not match its arrays', () => {
    const { parts } = encodeParts({ a: Array.from({ length: 20 }, (_, i) => i / 3) })
    const head = Buffer.from(JSON.stringify([parts.lengths, parts.skeleton, ['/a', '/b']]))
    const damaged = Buffer.concat([Buffer.from([FORMAT_VERSION]), deflateRawSync(Buffer.concat([Buffer.from(Uint32Array.of(head.length).buffer), head, Buffer.from(parts.values.buffer)]))])
    expect(() => decodeParts(damaged)).toThrow(/paths/)
  })

  it('unpacks arrays as packed doubles, not as arrays with holes that V8 makes again at their first fraction', () => {
    v8.setFlagsFromString('--allow-natives-syntax')
    const kind = new Function('array', 'return [%HasDoubleElements(array), %HasHoleyElements(array)]') as (array: number[]) => [boolean, boolean]
    const values = Float64Array.from({ length: 50 }, (_, i) => (i % 2 ? i / 3 : i))
    const array = numbersAt(values, 10, 30)
    expect(array).toEqual([...values.subarray(10, 40)])
    expect(kind(array)).toEqual([true, false])
    expect(kind(numbersAt(values, 0, 50))).toEqual([true, false])
  })
})
