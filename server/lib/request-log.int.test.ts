// The server's log of HTTP requests (decision 0124): one line a request, with method, url, status, response
// time and reqId, never a token of an e-mailed link (in the path or inside a return path in the query); an
// unhandled error still logged with its stack; LOG_LEVEL=warn keeps request lines out, not errors.
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HttpApp } from './http'
import { startTestApp } from '../test/test-app'
import { createLogger } from './logger'

const TOKEN = 'q3J9v1cX0b8tNw2mZk7LrS4yHd6fGa5eUo1iPj8sTqA'
const ALERT = '0b5c1a4e-2f7d-4c1e-9a55-3b1f8e0d9c21'

type Line = Record<string, unknown> & { msg: string; reqId?: string; level: number }

function sinkApp(level: 'info' | 'warn') {
  const written: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk))
      done()
    },
  })
  const failing = (app: HttpApp) => {
    app.get('/api/test/request-log-fails', { config: { access: { public: true } } }, async function failsHere() {
      throw new Error('the disk is full')
    })
  }
  const started = startTestApp({}, failing, undefined, createLogger({ LOG_LEVEL: level }, sink))
  return { written, started, lines: () => written.map((l) => JSON.parse(l) as Line) }
}

const info = sinkApp('info')
const warn = sinkApp('warn')
let apps: Awaited<typeof info.started>[] = []
beforeAll(async () => {
  apps = await Promise.all([info.started, warn.started])
})
afterAll(() => Promise.all(apps.map((a) => a.close())))
const get = (i: number, url: string) => apps[i]!.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

describe('one line per request', () => {
  it('says method, url, status, response time and reqId, once', async () => {
    info.written.length = 0
    await get(0, '/api/health')
    await get(0, '/api/devices')
    const lines = info.lines()
    expect(lines.map((l) => l.msg)).toEqual(['request', 'request'])
    const [health, devices] = lines
    expect(health).toMatchObject({ level: 30, method: 'GET', url: '/api/health', statusCode: 200, reqId: expect.any(String) })
    expect(devices).toMatchObject({ method: 'GET', url: '/api/devices', statusCode: 401 })
    expect(health!.reqId).not.toBe(devices!.reqId)
    expect(typeof health!.responseTime).toBe('number')
    expect(String(health!.responseTime)).toMatch(/^\d+(\.\d)?$/)
  })

  it.each([
    [`/login?next=%2Finvitations%2F${TOKEN}`, '/login?next=/invitations/[redacted]'],
    [`/reset-password?token=${TOKEN}&next=%2Falerts%3Falert%3D${ALERT}`, `/reset-password?token=[redacted]&next=%2Falerts%3Falert%3D${ALERT}`],
    [`/invitations/${TOKEN}`, '/invitations/[redacted]'],
    [`/api/invitations/${TOKEN}`, '/api/invitations/[redacted]'],
    [`/sign-in-offers/${TOKEN}`, '/sign-in-offers/[redacted]'],
    [`/auth/google?next=%2Finvitations%2F${TOKEN}`, '/auth/google?next=/invitations/[redacted]'],
  ])('never logs the token of %s', async (url, logged) => {
    info.written.length = 0
    await get(0, url)
    expect(info.written.join('')).not.toContain(TOKEN)
    expect(info.lines().filter((l) => l.msg === 'request')).toMatchObject([{ url: logged }])
  })

  it('logs an unhandled error with its stack, and the request once, under one reqId', async () => {
    info.written.length = 0
    expect((await get(0, '/api/test/request-log-fails')).statusCode).toBe(500)
    const lines = info.lines()
    const error = lines.find((l) => l.msg === 'unhandled error') as Line & { err: { stack: string } }
    expect(error.err.stack).toMatch(/^Error: the disk is full\n\s+at (Object\.)?failsHere/)
    const requests = lines.filter((l) => l.msg === 'request')
    expect(requests).toMatchObject([{ statusCode: 500, url: '/api/test/request-log-fails', reqId: error.reqId }])
    expect(lines).toHaveLength(2)
  })
})

describe('LOG_LEVEL=warn', () => {
  it('keeps request lines out, and still logs an error with its stack', async () => {
    warn.written.length = 0
    await get(1, '/api/health')
    await get(1, '/api/test/request-log-fails')
    const lines = warn.lines()
    expect(lines.map((l) => l.msg)).toEqual(['unhandled error'])
    expect(lines[0]).toMatchObject({ level: 50, err: { stack: expect.stringMatching(/the disk is full/) } })
  })
})
