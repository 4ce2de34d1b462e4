// How a circle's engine state is stored between ticks. The state is plain JSON whose bulk is long
// arrays of numbers (quiet profiles, the routine, device traces); as jsonb it cost the scheduler about
// 7 ms a circle to write (PostgreSQL parses it, compresses it and logs 40 kB) and 1.4 ms of
// JSON.stringify/parse. Here the numeric arrays travel as raw float64s beside a small JSON skeleton,
// deflated: 14 kB a circle, written as bytea that PostgreSQL stores as is (decision 0007).
//
// Format: byte 0 = FORMAT_VERSION, then deflate-raw of
//   [u32 LE length of head][head: JSON [arrayLengths, skeleton, paths]][float64 LE values of every array]
// where the skeleton is the state with each numeric array (>= MIN_PACKED_LENGTH) replaced by a marker,
// and paths where each array is in the state (what a patch on this base is matched by: state-patch.ts).
// A base written before the paths were (session 40) has none: they are worked out from its skeleton.
// Such a whole state is a circle's base; between two bases only what changed is written (state-patch.ts).
import { endianness } from 'node:os'
import { deflateRawSync, inflateRawSync } from 'node:zlib'

export const FORMAT_VERSION = 1
const MIN_PACKED_LENGTH = 16
/** A string the state never holds (no key, id or text starts with a NUL) */
const MARKER = '\u0000#'
const LITTLE_ENDIAN = endianness() === 'LE'

/** Whether an array is packed: at least MIN_PACKED_LENGTH long, of numbers only */
export function isNumbers(array: unknown[]): array is number[] {
  if (array.length < MIN_PACKED_LENGTH) return false
  for (let i = 0; i < array.length; i++) if (typeof array[i] !== 'number') return false
  return true
}

/** An array that may be packed: long enough, a number first (whether all are is for `isNumbers`, or strip's `packs`, to say) */
const mayPack = (array: unknown[]) => array.length >= MIN_PACKED_LENGTH && typeof array[0] === 'number'

/** A path as `pathsOf` gives it, from the keys on the way */
const pathOf = (keys: (string | number)[]) => (keys.length === 0 ? '' : `/${keys.join('/')}`)

/**
 * Whether strip packs an array that may be (`mayPack`), met at `path` ('' unless paths are asked for):
 * `isNumbers` unless told. state-patch.ts compares each with its base's as it checks it, reading its
 * numbers once
 */
export type Packs = (array: unknown[], path: string) => boolean

/**
 * The state with its numeric arrays replaced by markers, the arrays in `arrays` (in the order met) and,
 * when asked, where each is in `paths` ('/quiet/all/spells', as `pathsOf` gives them). A path is made
 * only for an array that may be packed, from the keys on the way to it: a learned state has some 100
 * such arrays among 800 other values, and a path for each value cost a tick more than the state's encoding.
 */
export function strip(value: unknown, arrays: number[][], paths?: string[], packs: Packs = isNumbers): unknown {
  const keys: (string | number)[] = []
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      if (mayPack(value)) {
        const path = paths ? pathOf(keys) : ''
        if (packs(value, path)) {
          arrays.push(value as number[])
          paths?.push(path)
          return `${MARKER}${arrays.length - 1}`
        }
      }
      const out = new Array<unknown>(value.length)
      for (let i = 0; i < value.length; i++) {
        keys.push(i)
        out[i] = walk(value[i])
        keys.pop()
      }
      return out
    }
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>
      const out: Record<string, unknown> = {}
      for (const key in record) {
        const item = record[key]
        if (item === undefined) continue
        keys.push(key)
        out[key] = walk(item)
        keys.pop()
      }
      return out
    }
    if (typeof value === 'string' && value.startsWith(MARKER)) throw new Error('engine state holds a reserved string')
    return value
  }
  return walk(value)
}

/** The skeleton (parsed, filled in place) with each marker replaced by its array */
export function fill(value: unknown, arrays: number[][]): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith(MARKER)) return value
    const array = arrays[Number(value.slice(MARKER.length))]
    if (!array) throw new Error('engine state is damaged: a packed array is missing')
    return array
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = fill(value[i], arrays)
    return value
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record)) record[key] = fill(record[key], arrays)
  }
  return value
}

/**
 * Where each numeric array of a parsed skeleton is, by its marker's number (strip's `paths`). As strip,
 * a path is made only at a marker, from the keys on the way (one for every value made 150 kB of garbage
 * a base, and cost a restart's first tick 0.1 ms a circle)
 */
export function pathsOf(skeleton: unknown): string[] {
  const paths: string[] = []
  const keys: (string | number)[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith(MARKER)) paths[Number(value.slice(MARKER.length))] = pathOf(keys)
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        keys.push(i)
        walk(value[i])
        keys.pop()
      }
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>
      for (const key in record) {
        keys.push(key)
        walk(record[key])
        keys.pop()
      }
    }
  }
  walk(skeleton)
  return paths
}

/**
 * A whole state's parts as written: its skeleton (JSON) and its numeric arrays, one after another in
 * `values` (array i is `lengths[i]` long, from `offsets[i]`). Never changed once made: a circle's
 * base is kept in memory as these (state-cache.ts).
 */
export interface StateParts {
  skeleton: string
  lengths: number[]
  offsets: number[]
  values: Float64Array
  /** where each array is in the state (strip's `paths`); none in a base written before they were stored */
  paths?: string[]
}

function offsetsOf(lengths: number[]) {
  let offset = 0
  return lengths.map((length) => {
    const at = offset
    offset += length
    return at
  })
}

/** The stored form of a whole state, and its parts */
export function encodeParts(state: unknown): { stored: Buffer; parts: StateParts } {
  const arrays: number[][] = []
  const paths: string[] = []
  const skeleton = JSON.stringify(strip(state, arrays, paths))
  const lengths = arrays.map((array) => array.length)
  const offsets = offsetsOf(lengths)
  const values = new Float64Array(lengths.reduce((sum, length) => sum + length, 0))
  arrays.forEach((array, i) => values.set(array, offsets[i]))
  const head = Buffer.from(JSON.stringify([lengths, skeleton, paths]))
  const headLength = Buffer.alloc(4)
  headLength.writeUInt32LE(head.length)
  const numbers = Buffer.from(values.buffer, values.byteOffset, values.byteLength)
  if (!LITTLE_ENDIAN) numbers.swap64()
  const stored = Buffer.concat([Buffer.from([FORMAT_VERSION]), deflateRawSync(Buffer.concat([headLength, head, numbers]), { level: 1 })])
  if (!LITTLE_ENDIAN) numbers.swap64()
  return { stored, parts: { skeleton, lengths, offsets, values, paths } }
}

export function encodeState(state: unknown): Buffer {
  return encodeParts(state).stored
}

/**
 * A stored whole state's parts, without building the state (nor reading its skeleton: a restart's first
 * tick read each circle's twice more, to build its state and to find its arrays' paths)
 */
export function decodeParts(stored: Uint8Array): StateParts {
  if (stored[0] !== FORMAT_VERSION) throw new Error(`engine state has an unknown format (${stored[0] ?? 'empty'})`)
  const raw = inflateRawSync(stored.subarray(1))
  const headLength = raw.readUInt32LE(0)
  const [lengths, skeleton, paths] = JSON.parse(raw.subarray(4, 4 + headLength).toString('utf8')) as [number[], string, string[]?]
  if (paths !== undefined && (!Array.isArray(paths) || paths.length !== lengths.length)) throw new Error('engine state is damaged: its arrays\' paths do not match them')
  const bytes = raw.subarray(4 + headLength)
  const count = lengths.reduce((sum, length) => sum + length, 0)
  if (bytes.length !== count * 8) throw new Error('engine state is damaged: wrong number of values')
  // copied onto an 8-byte boundary, in this machine's byte order
  const values = new Float64Array(count)
  const view = Buffer.from(values.buffer)
  view.set(bytes)
  if (!LITTLE_ENDIAN) view.swap64()
  return { skeleton, lengths, offsets: offsetsOf(lengths), values, ...(paths ? { paths } : {}) }
}

/** A packed array of doubles, sliced to make new ones of its kind */
let doubles = [0.5]

/**
 * `length` numbers from `values` at `offset`, as a new array. Made as a slice of a packed array of
 * doubles, not `new Array(length)` filled in: that one begins as an array of small integers with holes,
 * and V8 makes it again as doubles at its first fraction, twice the memory; and the engine, then the next
 * encoding, read arrays of one kind the faster.
 */
export function numbersAt(values: Float64Array, offset: number, length: number): number[] {
  while (doubles.length < length) doubles = doubles.concat(doubles)
  const array = doubles.slice(0, length)
  for (let j = 0; j < length; j++) array[j] = values[offset + j]!
  return array
}

/** The state the parts make: new arrays, so that the engine changing them leaves the parts as they were */
export function stateOfParts({ skeleton, lengths, offsets, values }: StateParts): unknown {
  const arrays = lengths.map((length, i) => numbersAt(values, offsets[i]!, length))
  return fill(JSON.parse(skeleton), arrays)
}

export function decodeState(stored: Uint8Array): unknown {
  return stateOfParts(decodeParts(stored))
}
