import fs from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { APP_ICONS, PNG_SIGNATURE, renderAppIcon } from './app-icons'

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../web/public')

describe('the app icons', () => {
  it.each(APP_ICONS)('web/public/$file is the $size px icon this script draws', ({ file, size }) => {
    const committed = fs.readFileSync(path.join(PUBLIC_DIR, file))
    expect(committed.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    expect([committed.readUInt32BE(16), committed.readUInt32BE(20)]).toEqual([size, size])
    // drawn again and compared: an edited mark was drawn again and committed
    expect(committed.equals(renderAppIcon(size)), 'run npx tsx tools/build/app-icons.ts').toBe(true)
  })

  it("is the app's blue at the edges and white in the middle of the house", () => {
    const size = 192
    const png = renderAppIcon(size)
    const idatStart = png.indexOf('IDAT') + 4
    const raw = inflateSync(png.subarray(idatStart, idatStart + png.readUInt32BE(idatStart - 8)))
    const pixel = (x: number, y: number) => [...raw.subarray(y * (1 + size * 3) + 1 + x * 3, y * (1 + size * 3) + 4 + x * 3)]
    expect(pixel(0, 0)).toEqual([0x25, 0x63, 0xeb])
    expect(pixel(size - 1, size - 1)).toEqual([0x25, 0x63, 0xeb])
    // the wall left of the door
    expect(pixel(Math.round(size * 0.37), Math.round(size * 0.6))).toEqual([0xff, 0xff, 0xff])
  })
})
