import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPENAPI_PATH } from './modules/docs/docs.routes'
import { startTestApp } from './test/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>
let webDist: string
const BIG_ASSET = `export const words = ${JSON.stringify('care circle '.repeat(500))}`
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-web-'))
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>')
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)')
  // what tools/build/precompress.ts writes beside a large asset
  fs.writeFileSync(path.join(webDist, 'assets', 'big-def456.js'), BIG_ASSET)
  fs.writeFileSync(path.join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_ASSET))
  fs.writeFileSync(path.join(webDist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_ASSET))
  t = await startTestApp({ WEB_DIST: webDist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

describe('the HTTP surface', () => {
  it('reports health once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('serves index.html for client routes so a reload keeps the page', async () => {
    for (const url of ['/', '/alerts', '/login?error=invalid_credentials', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<div id="root">')
    }
  })

  it('caches hashed assets for a year and the page not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(asset.headers['cache-control']).toContain('immutable')
    const page = await t.app.inject({ method: 'GET', url: '/sensors', headers: { accept: 'text/html' } })
    expect(page.headers['cache-control']).toBe('no-cache')
  })

  it('sends the build-time brotli or gzip copy of an asset to a browser that accepts it, and the plain one otherwise', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ASSET)
    expect(br.headers['cache-control']).toContain('immutable')
    const gz = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(BIG_ASSET)
  })

  it('answers unknown API routes with a JSON 404 in the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'No route for GET /api/nothing-here', code: 'NOT_FOUND' })
  })

  it('answers a path part too long to be an id, and a broken percent-encoding, in the one error shape', async () => {
    for (const [method, url] of [
      ['PUT', `/api/care-notes/${'a'.repeat(150)}`],
      ['POST', `/api/invitations/${'b'.repeat(150)}/accept`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} })
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toEqual({ message: 'A part of the address is longer than 100 characters: no id or link is that long', code: 'BAD_REQUEST' })
    }
    const broken = await t.app.inject({ method: 'GET', url: '/api/care-notes/%zz' })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toEqual({ message: 'The address is not valid: a % in it must be followed by two hexadecimal digits', code: 'BAD_REQUEST' })
  })

  // anyone can send these before signing in: the NUL check walked the body by recursion and overflowed (a 500)
  it('refuses a body nested 10,000 deep with a 400 naming the field, or a sign-in refused as usual', async () => {
    const deep = `{"email":${'['.repeat(10_000)}"x"${']'.repeat(10_000)}}`
    const json = { 'content-type': 'application/json' }
    const reset = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', headers: json, payload: deep })
    expect(reset.statusCode).toBe(400)
    expect(reset.json()).toEqual({
      message: 'Invalid request: email must be text',
      code: 'VALIDATION',
      details: { email: ['must be text'] },
    })
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/login', headers: json, payload: deep })
    expect(signIn.statusCode).toBe(303)
    expect(signIn.headers.location).toBe('/login?error=invalid_credentials')
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
  })
})

describe('the OpenAPI document', () => {
  it('describes every API route from the schemas the routes validate with', async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }> } }>> }
    expect(doc.openapi).toMatch(/^3\./)
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)))
    const missing = t.app.declaredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.url !== OPENAPI_PATH)
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !documented.has(route))
    expect(missing).toEqual([])
    const addSensor = doc.paths['/api/devices']?.post?.requestBody?.content['application/json']?.schema.properties
    expect(addSensor?.name?.maxLength).toBe(50)
    expect(addSensor?.deviceId?.maxLength).toBe(100)
  })
})

describe('a connection whose request stops coming', () => {
  it('is closed once it has been silent for the idle limit, not held for good', async () => {
    const quick = await startTestApp({}, undefined, undefined, undefined, { idleConnectionMs: 1_000 })
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = quick.app.server.address() as AddressInfo
      const started = Date.now()
      const closedAfter = await new Promise<number>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          // the headers and a piece of the body, then nothing: a stalled upload, or a client holding sockets
          socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":')
        })
        socket.on('error', () => {})
        socket.on('close', () => resolve(Date.now() - started))
        setTimeout(() => {
          socket.destroy()
          resolve(Infinity)
        }, 10_000)
      })
      expect(closedAfter).toBeLessThan(5_000)
    } finally {
      await quick.close()
    }
  })
})
