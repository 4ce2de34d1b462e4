import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { familyMembers, sessions } from '../../db/schema'
import { TEST_PASSWORD } from '../../test/make'
import { openEventStream } from '../../test/event-stream'
import { useSignedInApp } from '../../test/signed-in-app'
import { signIn } from '../../test/test-app'

const t = useSignedInApp(
  {
    home: { role: 'client', signsIn: false },
    carer: { role: 'carer', in: 'home' },
    admin: 'admin',
    support: 'support',
    removed: { role: 'carer', in: 'home' },
    leaver: { role: 'carer', in: 'home' },
  },
  { deps: { liveHeartbeatMs: 150 } },
)
const { cookie, ids, as } = t
// the carer signed in a second time: the first session is signed out elsewhere, this one is open when the server stops
beforeAll(async () => {
  cookie.other = await signIn(t.app, t.emails.carer!, TEST_PASSWORD)
})

const openStream = (who: string) => openEventStream(t.app, `/api/live?clientId=${ids.home}`, cookie[who]!)

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
    expect((await as('support', 'GET', `/api/live?clientId=${ids.home}`)).statusCode).toBe(404)
  })

  it('ends the stream of a carer taken out of the circle even when no event says so (it went to another instance)', async () => {
    const open = await openStream('removed')
    await open.until('event: heartbeat\n')
    await t.db.delete(familyMembers).where(and(eq(familyMembers.primaryUserId, ids.home!), eq(familyMembers.memberUserId, ids.removed!)))
    expect(await open.end()).not.toMatch(/session\.ended/)
  })

  it('ends the stream of a person deactivated, as signed out', async () => {
    const open = await openStream('leaver')
    await open.until('event: heartbeat\n')
    expect((await as('admin', 'POST', `/api/users/${ids.leaver}/deactivate`)).statusCode).toBe(200)
    expect(await open.end()).toMatch(/event: session\.ended\n/)
  })

  it("says with 'ready' how long each kind of the home's events has been quiet, so that the page reads again only what changed", async () => {
    const sent = await (await openStream('admin')).until('event: ready\n')
    const ready = JSON.parse(/event: ready\ndata: (.*)\n/.exec(sent)![1]!) as { quietMs: Record<string, number> }
    expect(Object.keys(ready.quietMs).sort()).toEqual(['alert.created', 'alert.resolved', 'alert.updated', 'circle.changed', 'devices.changed', 'members.changed', 'motion', 'notes.changed', 'settings.changed'])
    for (const ms of Object.values(ready.quietMs)) expect(ms).toBeGreaterThanOrEqual(0)
  })

  it('ends every open stream when the server stops, so a stop does not wait for browsers to leave', async () => {
    const open = await openStream('other')
    await open.until('event: ready\n')
    const started = Date.now()
    // the whole stop: the app, then its database (whose drop takes its own time on PostgreSQL, not timed here)
    const stopped = t.close()
    await open.end()
    expect(Date.now() - started).toBeLessThan(2000)
    await stopped
  })
})
