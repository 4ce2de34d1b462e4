import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema'
import { createLiveBus } from '../../lib/live-bus'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

const bus = await createLiveBus()
let t: Awaited<ReturnType<typeof startTestApp>>
const cookie: Record<string, string> = {}
let homeId = ''
beforeAll(async () => {
  t = await startTestApp({}, undefined, bus, undefined, { liveHeartbeatMs: 150 })
  const make = makers(t.db)
  const home = await make.circle()
  const carer = await make.user('carer')
  await make.member(home.id, carer.id)
  homeId = home.id
  cookie.carer = await signIn(t.app, carer.email!, TEST_PASSWORD)
  cookie.other = await signIn(t.app, carer.email!, TEST_PASSWORD)
})
afterAll(() => t.close())

const stream = (who: string) => t.app.inject({ method: 'GET', url: `/api/live?clientId=${homeId}`, headers: { cookie: cookie[who]! } })

describe('GET /api/live', () => {
  it('sends heartbeats the page can hear while the session lasts, and ends the stream once it is signed out elsewhere', async () => {
    const open = stream('carer')
    await new Promise((r) => setTimeout(r, 500))
    const token = cookie.carer!.split('=')[1]!
    const { hashSecretToken } = await import('../../lib/secret-token')
    await t.db.delete(sessions).where(eq(sessions.sid, hashSecretToken(token)))
    const ended = await open
    // a named event: an EventSource never shows the page a comment
    expect(ended.payload).toContain('event: heartbeat\ndata: {}\n\n')
    expect(ended.payload).toMatch(/event: session\.ended\n/)
  })

  it('ends every open stream when the server stops, so a stop does not wait for browsers to leave', async () => {
    const open = stream('other')
    await new Promise((r) => setTimeout(r, 300))
    const started = Date.now()
    await t.app.close()
    await open
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
