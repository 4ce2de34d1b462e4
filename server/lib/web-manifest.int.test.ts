import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from '../test/test-app'

// web/public is copied into the build as it is: serve a copy of it, as the server serves dist/web
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../web/public')
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

let t: Awaited<ReturnType<typeof startTestApp>>
let webDist: string
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-web-manifest-'))
  fs.cpSync(PUBLIC_DIR, webDist, { recursive: true })
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>')
  t = await startTestApp({ WEB_DIST: webDist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

/** Fetches a PNG through the server and answers its width and height from the IHDR chunk */
async function pngSize(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp,image/png,image/*,*/*;q=0.8' } })
  expect(res.statusCode, url).toBe(200)
  expect(res.headers['content-type'], url).toBe('image/png')
  const png = res.rawPayload
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE), `${url} is a PNG`).toBe(true)
  expect(png.subarray(12, 16).toString('ascii'), url).toBe('IHDR')
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
}

describe('the web app manifest', () => {
  it('is served as application/manifest+json and says how Hearthwatch opens from the Home Screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { accept: '*/*' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json(;|$)/)
    expect(res.headers['cache-control']).toBe('no-cache')
    const manifest = res.json()
    expect(manifest).toMatchObject({
      name: 'Hearthwatch',
      short_name: 'Hearthwatch',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#2563eb',
      background_color: '#ffffff',
    })
    expect(manifest.short_name.length, 'fits under an icon').toBeLessThanOrEqual(12)
    // the service worker is registered from /sw.js with scope '/': the installed app's pages are all its clients
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true)
    expect(fs.existsSync(path.join(PUBLIC_DIR, 'sw.js'))).toBe(true)
  })

  it('names PNG icons of 192 and 512 pixels that are there, at the sizes it says', async () => {
    const { icons } = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json() as { icons: { src: string; sizes: string; type: string; purpose?: string }[] }
    for (const icon of icons) {
      expect(icon.type, icon.src).toBe('image/png')
      expect(await pngSize(icon.src), icon.src).toBe(icon.sizes)
    }
    const sizes = (purpose: string) => icons.filter((i) => (i.purpose ?? 'any').split(' ').includes(purpose)).map((i) => i.sizes)
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']))
  })

  it("serves the iPhone's 180 pixel Home Screen icon where iOS looks for it", async () => {
    expect(await pngSize('/apple-touch-icon.png')).toBe('180x180')
  })
})
