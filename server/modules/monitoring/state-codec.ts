// How a circle's engine state is stored between ticks. The state is plain JSON whose bulk is long
// arrays of numbers (quiet profiles, the routine, device traces); as jsonb it cost the scheduler about
// 7 ms a circle to write (PostgreSQL parses it, compresses it and logs 40 kB) and 1.4 ms of
// JSON.stringify/parse. Here the numeric arrays travel as raw float64s beside a small JSON skeleton,
// deflated: 14 kB a circle, written as bytea that PostgreSQL stores as is (decision 0007).
//
// Format: byte 0 = FORMAT_VERSION, then deflate-raw of
//   [u32 LE length of head][head: JSON [arrayLengths, skeleton]][float64 LE values of every array]
// where the skeleton is the state with each numeric array (>= MIN_PACKED_LENGTH) replaced by a marker.
import { endianness } from 'node:os'
import { deflateRawSync, inflateRawSync } from 'node:zlib'

export const FORMAT_VERSION = 1
const MIN_PACKED_LENGTH = 16
/** A string the state never holds (no key, id or text starts with a NUL) */
const MARKER = '\u0000#'
const LITTLE_ENDIAN = endianness() === 'LE'

function isNumbers(array: unknown[]): array is number[] {
  if (array.length < MIN_PACKED_LENGTH) return false
  for (let i = 0; i < array.length; i++) if (typeof array[i] !== 'number') return false
  return true
}

function strip(value: unknown, arrays: number[][]): unknown {
  if (Array.isArray(value)) {
    if (isNumbers(value)) {
      arrays.push(value)
      return `${MARKER}${arrays.length - 1}`
    }
    return value.map((item) => strip(item, arrays))
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const key in record) {
      const item = record[key]
      if (item !== undefined) out[key] = strip(item, arrays)
    }
    return out
  }
  if (typeof value === 'string' && value.startsWith(MARKER)) throw new Error('engine state holds a reserved string')
  return value
}

function fill(value: unknown, arrays: number[][]): unknown {
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

export function encodeState(state: unknown): Buffer {
  const arrays: number[][] = []
  const skeleton = JSON.stringify(strip(state, arrays))
  const values = new Float64Array(arrays.reduce((sum, array) => sum + array.length, 0))
  let offset = 0
  for (const array of arrays) {
    values.set(array, offset)
    offset += array.length
  }
  const head = Buffer.from(JSON.stringify([arrays.map((array) => array.length), skeleton]))
  const headLength = Buffer.alloc(4)
  headLength.writeUInt32LE(head.length)
  const numbers = Buffer.from(values.buffer, values.byteOffset, values.byteLength)
  if (!LITTLE_ENDIAN) numbers.swap64()
  return Buffer.concat([Buffer.from([FORMAT_VERSION]), deflateRawSync(Buffer.concat([headLength, head, numbers]), { level: 1 })])
}

export function decodeState(stored: Uint8Array): unknown {
  if (stored[0] !== FORMAT_VERSION) throw new Error(`engine state has an unknown format (${stored[0] ?? 'empty'})`)
  const raw = inflateRawSync(stored.subarray(1))
  const headLength = raw.readUInt32LE(0)
  const [lengths, skeleton] = JSON.parse(raw.subarray(4, 4 + headLength).toString('utf8')) as [number[], string]
  const bytes = raw.subarray(4 + headLength)
  const count = lengths.reduce((sum, length) => sum + length, 0)
  if (bytes.length !== count * 8) throw new Error('engine state is damaged: wrong number of values')
  // copied onto an 8-byte boundary, in this machine's byte order
  const values = new Float64Array(count)
  const view = Buffer.from(values.buffer)
  view.set(bytes)
  if (!LITTLE_ENDIAN) view.swap64()
  let offset = 0
  const arrays = lengths.map((length) => {
    const array = new Array<number>(length)
    for (let i = 0; i < length; i++) array[i] = values[offset + i] as number
    offset += length
    return array
  })
  return fill(JSON.parse(skeleton), arrays)
}
