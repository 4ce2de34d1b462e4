import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from '../test/test-app'

// A build as Vite and tools/build/precompress.ts write it: index.html naming hashed assets, and a .br
// and .gz beside every text file of 1 KiB or more
function writeBuild(dir: string, hash: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true })
  const script = `export const build = ${JSON.stringify(`build ${hash} `.repeat(200))}`
  const files: Record<string, string> = {
    // as long as the real one, so it has its .br and .gz too
    'index.html': `<!doctype html><title>${hash}</title><script type="module" src="/assets/index-${hash}.js"></script><div id="root"></div><!--${' '.repeat(1024)}-->`,
    [`assets/index-${hash}.js`]: script,
    [`assets/alerts-${hash}.js`]: `export const page = '${hash}'`,
    'sw.js': `// worker ${hash}`,
  }
  for (const [name, body] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), body)
    if (body.length < 1024) continue
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body))
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body))
  }
  return { script }
}

/** What `vite build` does to its out dir (emptyOutDir): the same folder, emptied and written again */
function rebuildInPlace(dir: string, hash: string) {
  for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
  return writeBuild(dir, hash)
}

let t: Awaited<ReturnType<typeof startTestApp>>
let parent: string
let webDist: string
beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-web-swap-'))
  webDist = path.join(parent, 'web')
  writeBuild(webDist, 'AAAA1111')
  // beside the build, where a path that climbs out of it would land
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'not for the web')
  fs.writeFileSync(path.join(webDist, '.env'), 'SECRET=1')
  t = await startTestApp({ WEB_DIST: webDist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(parent, { recursive: true, force: true })
})

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } })
// what a browser sends for a <script type="module">
const script = (url: string, encoding = 'gzip, deflate, br') => t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': encoding } })

describe('the web app, rebuilt under a running server', () => {
  it('serves the new index.html and its new assets, precompressed and cached as before, and 404 for the old ones', async () => {
    expect(brotliDecompressSync((await page('/alerts')).rawPayload).toString()).toContain('index-AAAA1111.js')
    expect((await script('/assets/index-AAAA1111.js')).statusCode).toBe(200)

    const { script: newScript } = rebuildInPlace(webDist, 'BBBB2222')

    for (const url of ['/', '/dashboard', '/alerts?x=1', '/index.html']) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(200)
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('/assets/index-BBBB2222.js')
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
    const br = await script('/assets/index-BBBB2222.js')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(newScript)
    const gz = await script('/assets/index-BBBB2222.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    const plain = await script('/assets/index-BBBB2222.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(newScript)
    expect((await script('/assets/alerts-BBBB2222.js')).body).toContain('BBBB2222')
    expect((await script('/sw.js')).headers['cache-control']).toBe('no-cache')

    for (const url of ['/assets/index-AAAA1111.js', '/assets/alerts-AAAA1111.js']) {
      const res = await script(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' })
      // even a browser asking for a page never gets index.html for a missing file
      expect((await page(url)).statusCode, url).toBe(404)
    }
  })

  it('serves a build moved into place whole (a new folder renamed over the old one)', async () => {
    const staged = path.join(parent, 'web-next')
    writeBuild(staged, 'CCCC3333')
    fs.rmSync(webDist, { recursive: true })
    fs.renameSync(staged, webDist)
    expect(brotliDecompressSync((await page('/sensors')).rawPayload).toString()).toContain('/assets/index-CCCC3333.js')
    expect((await script('/assets/index-CCCC3333.js')).statusCode).toBe(200)
    expect((await script('/assets/index-BBBB2222.js')).statusCode).toBe(404)
  })

  it('answers the API alone while there is no build, and the app again once there is', async () => {
    fs.rmSync(webDist, { recursive: true })
    expect((await page('/alerts')).json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    writeBuild(webDist, 'DDDD4444')
    expect(brotliDecompressSync((await page('/alerts')).rawPayload).toString()).toContain('/assets/index-DDDD4444.js')
  })
})

describe('the web app', () => {
  it('sends files only from inside the build, and no dotfiles', async () => {
    for (const url of ['/../secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e%5c..%5csecret.txt', '/.env', '/assets/.env', '/.env.br']) {
      for (const encoding of ['br', 'identity']) {
        const res = await script(url, encoding)
        expect(res.statusCode, url).toBe(404)
        expect(res.body, url).not.toMatch(/not for the web|SECRET/)
      }
    }
    expect((await script('/assets/..%00/x.js')).statusCode).toBe(400)
  })

  it('answers 404 for a missing file, and index.html only for a page', async () => {
    for (const url of ['/favicon.ico', '/manifest.webmanifest', '/assets/', '/assets/index', '/robots.txt']) {
      expect((await page(url)).statusCode, url).toBe(404)
    }
    for (const url of ['/invitations/Ab-_9xYz', '/login?next=/alerts.js']) {
      expect((await page(url)).statusCode, url).toBe(200)
    }
    // an image or a fetch asking for JSON gets no page
    expect((await t.app.inject({ method: 'GET', url: '/alerts', headers: { accept: 'application/json' } })).statusCode).toBe(404)
  })

  it('does not take over API and sign-in paths that have no route', async () => {
    for (const url of ['/api/nothing-here', '/auth/nothing-here']) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toEqual({ message: `No route for GET ${url}`, code: 'NOT_FOUND' })
    }
  })
})
