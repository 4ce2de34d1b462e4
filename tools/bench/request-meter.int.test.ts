import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TWO_HOMES_AND_SUPPORT, useSignedInApp } from '../../server/test/signed-in-app'
import { meterRequests } from './request-meter'

// a live stream's heartbeat checks the session every 40 ms here, in the stream's request, while other requests come and go
const t = useSignedInApp(TWO_HOMES_AND_SUPPORT, { deps: { liveHeartbeatMs: 40 } })
let origin: string
let meter: ReturnType<typeof meterRequests>

describe('the bench meter of a request: its statements and time, however requests overlap', () => {
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    meter = meterRequests(t.app.server, t.db)
  })
  afterAll(() => meter?.stop())

  const get = (path: string, cookie?: string) => fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} }).then((r) => r.arrayBuffer())

  it('gives each request the statements its own work sent, read one at a time or ten at once', async () => {
    meter.clear()
    await get('/api/circles', t.cookie.support)
    const [alone] = meter.requests
    // the session, the homes on offer and their people
    expect(alone!.queries).toBeGreaterThanOrEqual(2)
    expect(alone!.sql.map((s) => s.text).join('\n')).toMatch(/family_members/)

    meter.clear()
    await Promise.all(Array.from({ length: 5 }, () => [get('/api/circles', t.cookie.support), get('/api/health')]).flat())
    const byPath = (path: string) => meter.requests.filter((r) => r.url === path)
    expect(byPath('/api/circles').map((r) => r.queries)).toEqual(Array(5).fill(alone!.queries))
    expect(byPath('/api/health').map((r) => r.queries)).toEqual([1, 1, 1, 1, 1])
    expect(byPath('/api/health')[0]!.sql[0]!.text).toMatch(/select 1/)
    expect(meter.unattributed()).toBe(0)
  })

  it("counts a live stream's heartbeat checks for the stream, not for the requests made meanwhile", async () => {
    meter.clear()
    const stream = new AbortController()
    const res = await fetch(`${origin}/api/live/every-home`, { headers: { cookie: t.cookie.support! }, signal: stream.signal })
    const reader = res.body!.getReader()
    await reader.read() // ready
    for (let i = 0; i < 8; i++) {
      await get('/api/health')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    stream.abort()
    const [live, ...health] = meter.requests
    expect(live!.url).toBe('/api/live/every-home')
    expect(health.map((r) => r.queries)).toEqual(Array(8).fill(1))
    // its opening (the session) and a few heartbeats, each a session check
    expect(live!.queries).toBeGreaterThanOrEqual(3)
    expect(meter.unattributed()).toBe(0)
  })

  it('times each request to its last byte, and counts the bytes sent', async () => {
    meter.clear()
    const body = await get('/api/circles', t.cookie.support)
    const [record] = meter.requests
    expect(record).toMatchObject({ method: 'GET', url: '/api/circles', status: 200, done: true, bytes: body.byteLength })
    expect(record!.ms).toBeGreaterThan(0)
    expect(record!.firstWriteMs).toBeLessThanOrEqual(record!.ms)
  })

  it('puts the server and the database back as they were when stopped', async () => {
    meter.stop()
    meter.clear()
    await get('/api/health')
    expect(meter.requests).toHaveLength(0)
    meter = meterRequests(t.app.server, t.db)
  })
})
