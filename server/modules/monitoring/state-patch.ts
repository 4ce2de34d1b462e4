// What changed in a circle's state since its base, the whole state last written (decision 0077). A
// minute changes few of a learned state's ~8,500 numbers (about 200 with no event, 650 with one; after a
// day about 1,000 differ from the base), so each tick writes the skeleton and those numbers, not all of
// them: a tenth of the deflating, and a few kB to PostgreSQL instead of 17 kB. Once the patch would give
// more than a quarter of the numbers (about once a day: a day's close rewrites the daily lines) the whole
// state is written again as the new base.
//
// Format: byte 0 = PATCH_FORMAT, then deflate-raw of
//   [u32 head length][head: JSON [base id, skeleton]]
//   [u32 n][u32 × 3n: each array's length, how many of its values follow (WHOLE: all, not from the base), and
//   which of the base's arrays it is taken from (the one at the same place in the state)]
//   [u32 k][u32 × k: the positions of the values that follow, in arrays taken from the base][f64: the values]
// Each array of the state is its base array with the values at those positions replaced, or given whole.
// All numbers little-endian.
import { endianness } from 'node:os'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { fill, pathsOf, strip, type StateParts } from './state-codec'

/** Told from a whole state (state-codec.ts FORMAT_VERSION) by its first byte */
export const PATCH_FORMAT = 2
/** More of the state's numbers than this share changed since the base: write the whole state instead */
export const REBASE_SHARE = 0.25
const WHOLE = 0xffffffff
const LITTLE_ENDIAN = endianness() === 'LE'

/** The same number to the bit, but for NaN (never in a state: JSON has none), which is written again */
const same = (a: number, b: number) => a === b && (a !== 0 || 1 / a === 1 / b)

function littleEndian(array: Uint32Array | Float64Array) {
  const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength)
  if (!LITTLE_ENDIAN && array instanceof Uint32Array) bytes.swap32()
  else if (!LITTLE_ENDIAN) bytes.swap64()
  return bytes
}

const baseArrays = new WeakMap<StateParts, Map<string, number>>()

/** Each of a base's arrays by where it is in the state (worked out once a base: arrays come and go, and shift) */
function arraysByPath(base: StateParts) {
  let found = baseArrays.get(base)
  if (!found) {
    found = new Map(pathsOf(JSON.parse(base.skeleton)).map((path, i) => [path, i]))
    baseArrays.set(base, found)
  }
  return found
}

/**
 * The patch that turns `base` (with the id PostgreSQL gave it) into `state`, or null when so much
 * changed that the whole state should be written instead
 */
export function encodePatch(state: unknown, base: StateParts, baseId: string, rebaseShare = REBASE_SHARE): Buffer | null {
  const arrays: number[][] = []
  const paths: string[] = []
  const skeleton = strip(state, arrays, paths)
  const byPath = arraysByPath(base)
  const layout = new Uint32Array(arrays.length * 3)
  const positions: number[] = []
  const given: number[] = []
  let total = 0
  arrays.forEach((array, i) => {
    const length = array.length
    total += length
    layout[3 * i] = length
    const from = byPath.get(paths[i]!)
    if (from !== undefined && base.lengths[from] === length) {
      layout[3 * i + 2] = from
      const offset = base.offsets[from]!
      const before = given.length
      for (let j = 0; j < length; j++) {
        const value = array[j]!
        if (!same(value, base.values[offset + j]!)) {
          positions.push(j)
          given.push(value)
        }
      }
      const changed = given.length - before
      // more than half of it changed: the whole array is shorter (no positions)
      if (changed <= length / 2) {
        layout[3 * i + 1] = changed
        return
      }
      positions.length -= changed
      given.length = before
    }
    layout[3 * i + 1] = WHOLE
    for (let j = 0; j < length; j++) given.push(array[j]!)
  })
  if (given.length > rebaseShare * total) return null
  const head = Buffer.from(JSON.stringify([baseId, skeleton]))
  const counts = new Uint32Array([head.length, arrays.length])
  const raw = Buffer.concat([
    littleEndian(counts.subarray(0, 1)),
    head,
    littleEndian(counts.subarray(1)),
    littleEndian(layout),
    littleEndian(new Uint32Array([positions.length])),
    littleEndian(Uint32Array.from(positions)),
    littleEndian(Float64Array.from(given)),
  ])
  return Buffer.concat([Buffer.from([PATCH_FORMAT]), deflateRawSync(raw, { level: 1 })])
}

function inflate(patch: Uint8Array) {
  if (patch[0] !== PATCH_FORMAT) throw new Error(`engine state patch has an unknown format (${patch[0] ?? 'empty'})`)
  return inflateRawSync(patch.subarray(1))
}

function readHead(raw: Buffer) {
  const headLength = raw.readUInt32LE(0)
  const [baseId, skeleton] = JSON.parse(raw.subarray(4, 4 + headLength).toString('utf8')) as [string, unknown]
  return { baseId, skeleton, end: 4 + headLength }
}

/** `count` u32 or f64 from `at`, copied onto an aligned array in this machine's byte order */
function read<T extends Uint32Array | Float64Array>(raw: Buffer, at: number, count: number, Kind: { new (n: number): T; BYTES_PER_ELEMENT: number }): T {
  const end = at + count * Kind.BYTES_PER_ELEMENT
  if (end > raw.length) throw new Error('engine state patch is damaged: it ends too soon')
  const out = new Kind(count)
  const bytes = Buffer.from(out.buffer)
  bytes.set(raw.subarray(at, end))
  if (!LITTLE_ENDIAN && Kind.BYTES_PER_ELEMENT === 4) bytes.swap32()
  else if (!LITTLE_ENDIAN) bytes.swap64()
  return out
}

/**
 * The state a patch makes of its base, or undefined when it was made against another base: the base
 * was written since (the whole state, or emptied to begin again) by a writer that left the patch be
 */
export function applyPatch(patch: Uint8Array, base: StateParts, baseId: string): unknown {
  const raw = inflate(patch)
  const head = readHead(raw)
  if (head.baseId !== baseId) return undefined
  let at = head.end
  const [n] = read(raw, at, 1, Uint32Array)
  const layout = read(raw, (at += 4), 3 * n!, Uint32Array)
  at += layout.byteLength
  const [k] = read(raw, at, 1, Uint32Array)
  const positions = read(raw, (at += 4), k!, Uint32Array)
  at += positions.byteLength
  if ((raw.length - at) % 8 !== 0) throw new Error('engine state patch is damaged: wrong number of values')
  const values = read(raw, at, (raw.length - at) / 8, Float64Array)
  let position = 0
  let value = 0
  const arrays: number[][] = []
  for (let i = 0; i < n!; i++) {
    const length = layout[3 * i]!
    const count = layout[3 * i + 1]!
    const array = new Array<number>(length)
    if (count === WHOLE) {
      for (let j = 0; j < length; j++) array[j] = values[value++]!
    } else {
      const from = layout[3 * i + 2]!
      if (base.lengths[from] !== length) throw new Error('engine state patch does not fit its base')
      const offset = base.offsets[from]!
      for (let j = 0; j < length; j++) array[j] = base.values[offset + j]!
      for (let c = 0; c < count; c++) {
        const j = positions[position++]!
        if (j >= length) throw new Error('engine state patch is damaged: a position past its array')
        array[j] = values[value++]!
      }
    }
    arrays.push(array)
  }
  if (value !== values.length || position !== positions.length) throw new Error('engine state patch is damaged: values left over')
  return fill(head.skeleton, arrays)
}
