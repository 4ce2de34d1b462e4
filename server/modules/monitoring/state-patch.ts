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
import { fill, isNumbers, numbersAt, pathsOf, strip, type StateParts } from './state-codec'

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

/**
 * Each of a base's arrays by where it is in the state (once a base: arrays come and go, and shift), from
 * the paths stored with it, or from its skeleton in a base written before they were
 */
function arraysByPath(base: StateParts) {
  let found = baseArrays.get(base)
  if (!found) {
    found = new Map((base.paths ?? pathsOf(JSON.parse(base.skeleton))).map((path, i) => [path, i]))
    baseArrays.set(base, found)
  }
  return found
}

/** Whether the value at `j` is a number: read apart from the comparison's own reading, whose numbers then stay unboxed */
const isNumberAt = (array: unknown[], j: number) => typeof array[j] === 'number'

/**
 * How many of `array`'s values differ from the base's numbers from `offset` (each pushed, with its
 * position), or -1, nothing pushed, when one is not a number. An array the same as its base's holds
 * only numbers: only the values that differ are checked, so that each number is read once, for the
 * comparison (isNumbers then the comparison read them twice, and the first made a 16-byte box of each:
 * 135 kB of garbage a circle a tick)
 */
function changesFrom(array: unknown[], values: Float64Array, offset: number, positions: number[], given: number[]) {
  const before = given.length
  for (let j = 0; j < array.length; j++) {
    const value = array[j] as number
    if (same(value, values[offset + j]!)) continue
    if (!isNumberAt(array, j)) {
      positions.length -= given.length - before
      given.length = before
      return -1
    }
    positions.push(j)
    given.push(value)
  }
  return given.length - before
}

/**
 * The patch that turns `base` (with the id PostgreSQL gave it) into `state`, or null when so much
 * changed that the whole state should be written instead
 */
export function encodePatch(state: unknown, base: StateParts, baseId: string, rebaseShare = REBASE_SHARE): Buffer | null {
  const byPath = arraysByPath(base)
  /** each packed array's length, how many of its values follow (WHOLE: all), and its base's array */
  const layout: number[] = []
  const positions: number[] = []
  const given: number[] = []
  let total = 0
  // which arrays are packed is decided as each is compared with its base's
  const packs = (array: unknown[], path: string) => {
    const length = array.length
    const from = byPath.get(path)
    if (from !== undefined && base.lengths[from] === length) {
      const changed = changesFrom(array, base.values, base.offsets[from]!, positions, given)
      if (changed < 0) return false
      total += length
      // more than half of it changed: the whole array is shorter (no positions)
      if (changed <= length / 2) {
        layout.push(length, changed, from)
        return true
      }
      positions.length -= changed
      given.length -= changed
      layout.push(length, WHOLE, from)
    } else {
      if (!isNumbers(array)) return false
      total += length
      layout.push(length, WHOLE, 0)
    }
    for (let j = 0; j < length; j++) given.push(array[j] as number)
    return true
  }
  const skeleton = strip(state, [], [], packs)
  if (given.length > rebaseShare * total) return null
  const head = Buffer.from(JSON.stringify([baseId, skeleton]))
  const counts = new Uint32Array([head.length, layout.length / 3])
  const raw = Buffer.concat([
    littleEndian(counts.subarray(0, 1)),
    head,
    littleEndian(counts.subarray(1)),
    littleEndian(Uint32Array.from(layout)),
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
    let array: number[]
    if (count === WHOLE) {
      array = numbersAt(values, value, length)
      value += length
    } else {
      const from = layout[3 * i + 2]!
      if (base.lengths[from] !== length) throw new Error('engine state patch does not fit its base')
      array = numbersAt(base.values, base.offsets[from]!, length)
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
