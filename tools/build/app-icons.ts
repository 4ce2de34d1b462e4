// npx tsx tools/build/app-icons.ts
//
// Draws the Home Screen icons of the web app manifest (web/public/manifest.webmanifest) and the iPhone's
// apple-touch-icon as PNGs, with node:zlib only: the favicon's white house on the app's blue, filling
// the square (iOS rounds the corners itself, Android cuts its own shape), the house inside the middle
// 80 % circle that a maskable icon keeps. The PNGs are committed; run this again after changing the mark.
import fs from 'node:fs'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'

export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192 },
  { file: 'icons/icon-512.png', size: 512 },
  { file: 'apple-touch-icon.png', size: 180 },
] as const

const BLUE = [0x25, 0x63, 0xeb] as const // --color-primary, the favicon's fill
const WHITE = [0xff, 0xff, 0xff] as const
// web/public/favicon.svg's house, "M16 7 6 15h3v9h5v-6h4v6h5v-9h3z" on a 32-unit square
const HOUSE: readonly (readonly [number, number])[] = [
  [16, 7], [6, 15], [9, 15], [9, 24], [14, 24], [14, 18], [18, 18], [18, 24], [23, 24], [23, 15], [26, 15],
]
// drawn a little smaller than in the favicon, about its middle, so every corner is inside the safe circle
const HOUSE_SCALE = 0.85
const HOUSE_CENTRE = [16, 15.5] as const
// samples per pixel along each axis: smooth edges
const SUPERSAMPLE = 4

/** The icon of `size` × `size` pixels, as PNG bytes (8-bit RGB, no alpha: iOS shows transparency as black) */
export function renderAppIcon(size: number): Buffer {
  const stride = 1 + size * 3
  const raw = Buffer.alloc(stride * size)
  for (let y = 0; y < size; y++) {
    raw[y * stride] = 0 // filter: none
    for (let x = 0; x < size; x++) {
      let inside = 0
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const u = ((x + (sx + 0.5) / SUPERSAMPLE) / size) * 32
          const v = ((y + (sy + 0.5) / SUPERSAMPLE) / size) * 32
          if (isInHouse(HOUSE_CENTRE[0] + (u - 16) / HOUSE_SCALE, HOUSE_CENTRE[1] + (v - 16) / HOUSE_SCALE)) inside++
        }
      }
      const cover = inside / SUPERSAMPLE ** 2
      for (let c = 0; c < 3; c++) raw[y * stride + 1 + x * 3 + c] = Math.round(BLUE[c]! + (WHITE[c]! - BLUE[c]!) * cover)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))])
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/** Even-odd rule: a ray from the point crosses the outline an odd number of times when it is inside */
function isInHouse(x: number, y: number) {
  let inside = false
  for (let i = 0, j = HOUSE.length - 1; i < HOUSE.length; j = i++) {
    const [xi, yi] = HOUSE[i]!
    const [xj, yj] = HOUSE[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const publicDir = path.resolve(import.meta.dirname, '../../web/public')
  for (const { file, size } of APP_ICONS) {
    const target = path.join(publicDir, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, renderAppIcon(size))
    console.log(`${path.relative(process.cwd(), target)}: ${size}×${size}`)
  }
}
