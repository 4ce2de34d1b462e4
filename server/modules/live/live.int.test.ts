import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { familyMembers, sessions } from '../../db/schema'
import { createLiveBus } from '../../lib/live-bus'
import { makers, TEST_PASSWORD } from '../../test/make'
import { openEventStream } from '../../test/event-stream'
import { signIn, startTestApp } from '../../test/test-app'

const bus = await createLiveBus()
let t: Awaited<ReturnType<typeof startTestApp>>
const cookie: Record<string, string> = {}
const ids: Record<string, string> = {}
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
  const people = { admin: await make.user('admin'), support: await make.user('support'), removed: await make.user('carer'), leaver: await make.user('carer') }
  await make.member(home.id, people.removed.id)
  await make.member(home.id, people.leaver.id)
  for (const [name, person] of Object.entries(people)) {
    ids[name] = person.id
    cookie[name] = await signIn(t.app, person.email!, TEST_PASSWORD)
  }
})
afterAll(() => t.close())

const openStream = (who: string) => openEventStream(t.app, `/api/live?clientId=${homeId}`, cookie[who]!)

const as = (who: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookie[who]! }, ...(payload ? { payload } : {}) })

describe('GET /api/live', () => {
  it('sends heartbeats the page can hear while the session lasts, and ends the stream once it is signed out elsewhere', async () => {
    const open = await openStream('carer')
    // a named event: an EventSource never shows the page a comment
    await open.until('event: heartbeat\ndata: {}\n\n')
    const token = cookie.carer!.split('=')[1]!
    const { hashSecretToken } = await import('../../lib/secret-token')
    await t.db.delete(sessions).where(eq(sessions.sid, hashSecretToken(token)))
    expect(await open.end()).toMatch(/event: session\.ended\n/)
  })

  it('ends the stream of a support member made a carer, who may no longer see the circle, at the next heartbeat', async () => {
    const open = await openStream('support')
    await open.until('event: heartbeat\n')
    const demoted = await as('admin', 'PATCH', `/api/users/${ids.support}`, { role: 'carer' })
    expect(demoted.json()).toMatchObject({ role: 'carer' })
    // still signed in: the page is not signed out, its reconnection is refused like every other read of the circle
    const sent = await open.end()
    expect(sent).not.toMatch(/session\.ended/)
    expect((await as('support', 'GET', '/api/auth/user')).statusCode).toBe(200)
    expect((await as('support', 'GET', `/api/live?clientId=${homeId}`)).statusCode).toBe(404)
  })

  it('ends the stream of a carer taken out of the circle even when no event says so (it went to another instance)', async () => {
    const open = await openStream('removed')
    await open.until('event: heartbeat\n')
    await t.db.delete(familyMembers).where(and(eq(familyMembers.primaryUserId, homeId), eq(familyMembers.memberUserId, ids.removed!)))
    expect(await open.end()).not.toMatch(/session\.ended/)
  })

  it('ends the stream of a person deactivated, as signed out', async () => {
    const open = await openStream('leaver')
    await open.until('event: heartbeat\n')
    expect((await as('admin', 'POST', `/api/users/${ids.leaver}/deactivate`)).statusCode).toBe(200)
    expect(await open.end()).toMatch(/event: session\.ended\n/)
  })

  it('ends every open stream when the server stops, so a stop does not wait for browsers to leave', async () => {
    const open = await openStream('other')
    await open.until('event: ready\n')
    const started = Date.now()
    await t.app.close()
    await open.end()
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
