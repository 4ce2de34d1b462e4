// Staff's stream of every home's alert changes, which reads the All homes list again (decision 0071)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alerts } from '../../db/schema'
import { createLiveBus } from '../../lib/live-bus'
import { makers, TEST_PASSWORD } from '../../test/make'
import { openEventStream } from '../../test/event-stream'
import { signIn, startTestApp } from '../../test/test-app'

const bus = await createLiveBus()
let t: Awaited<ReturnType<typeof startTestApp>>
const cookie: Record<string, string> = {}
const ids: Record<string, string> = {}
beforeAll(async () => {
  t = await startTestApp({}, undefined, bus, undefined, { liveHeartbeatMs: 150 })
  const make = makers(t.db)
  const [ada, bea] = [await make.circle(), await make.circle()]
  const people = { admin: await make.user('admin'), support: await make.user('support'), carer: await make.user('carer'), demoted: await make.user('support') }
  // the carer is in Ada's circle: a member of one home hears nothing of every home
  await make.member(ada.id, people.carer.id)
  Object.assign(ids, { ada: ada.id, bea: bea.id })
  for (const [name, person] of Object.entries(people)) {
    ids[name] = person.id
    cookie[name] = await signIn(t.app, person.email!, TEST_PASSWORD)
  }
})
afterAll(() => t.close())

const get = (who: string) => t.app.inject({ method: 'GET', url: '/api/live/every-home', headers: { cookie: cookie[who]! } })

async function openStream(who: string) {
  const open = await openEventStream(t.app, '/api/live/every-home', cookie[who]!)
  expect(open.statusCode).toBe(200)
  return open
}

describe('GET /api/live/every-home', () => {
  it('tells staff of a response to an alert in any home, and of nothing but alerts', async () => {
    const open = await openStream('support')
    await open.until('event: ready\n')
    const [alert] = await t.db.insert(alerts).values({ userId: ids.bea!, type: 'emergency', severity: 'critical', title: 'Pressed', description: 'Pressed' }).returning()
    await bus.publish({ type: 'motion', circleId: ids.ada! })
    const res = await t.app.inject({ method: 'POST', url: `/api/alerts/${alert!.id}/responses?clientId=${ids.bea}`, headers: { cookie: cookie.admin! }, payload: { action: 'contact' } })
    expect(res.statusCode).toBe(204)
    const sent = await open.until('event: alert.updated\n')
    expect(sent).toContain(`"circleId":"${ids.bea}"`)
    expect(sent).not.toContain('event: motion')
  })

  it("with a home's clientId, also carries everything of that home: the tab's one stream (decision 0076)", async () => {
    const open = await openEventStream(t.app, `/api/live/every-home?clientId=${ids.ada}`, cookie.support!)
    expect(open.statusCode).toBe(200)
    await open.until('event: ready\n')
    // the other home's motion is not the page's business; the picked home's is, and so is the other's new alert
    await bus.publish({ type: 'motion', circleId: ids.bea! })
    await bus.publish({ type: 'motion', circleId: ids.ada! })
    await bus.publish({ type: 'notes.changed', circleId: ids.ada! })
    await bus.publish({ type: 'alert.created', circleId: ids.bea!, id: '00000000-0000-4000-8000-000000000001' })
    const sent = await open.until('event: alert.created\n')
    expect(sent.match(/event: motion\n/g)).toHaveLength(1)
    expect(sent).toContain(`event: motion\ndata: {"type":"motion","circleId":"${ids.ada}"}`)
    expect(sent).toContain('event: notes.changed\n')
    expect(sent).toContain(`"circleId":"${ids.bea}","id":"00000000-0000-4000-8000-000000000001"`)
  })

  it('answers 400 naming clientId for one that is not an id, and 404 for a home that is not there', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/live/every-home?clientId=ada', headers: { cookie: cookie.support! } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details).toHaveProperty('clientId')
    const gone = await t.app.inject({ method: 'GET', url: '/api/live/every-home?clientId=00000000-0000-4000-8000-00000000dead', headers: { cookie: cookie.support! } })
    expect(gone.statusCode).toBe(404)
    // a carer is refused before the home is looked at
    expect((await t.app.inject({ method: 'GET', url: `/api/live/every-home?clientId=${ids.ada}`, headers: { cookie: cookie.carer! } })).statusCode).toBe(403)
  })

  it('refuses carers and clients, and ends the stream of a support member made a carer', async () => {
    for (const who of ['carer']) {
      const res = await get(who)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    const open = await openStream('demoted')
    await open.until('event: heartbeat\n')
    const demoted = await t.app.inject({ method: 'PATCH', url: `/api/users/${ids.demoted}`, headers: { cookie: cookie.admin! }, payload: { role: 'carer' } })
    expect(demoted.json()).toMatchObject({ role: 'carer' })
    const sent = await open.end()
    expect(sent).not.toContain('session.ended')
    expect((await get('demoted')).statusCode).toBe(403)
  })
})
