// Staff's stream of every home's alert changes, which reads the All homes list again (decision 0071)
import { describe, expect, it } from 'vitest'
import { alerts } from '../../db/schema'
import { openEventStream } from '../../test/event-stream'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(
  {
    ada: { role: 'client', signsIn: false },
    bea: { role: 'client', signsIn: false },
    admin: 'admin',
    support: 'support',
    // the carer is in Ada's circle: a member of one home hears nothing of every home
    carer: { role: 'carer', in: 'ada' },
    demoted: 'support',
  },
  { live: true, deps: { liveHeartbeatMs: 150 } },
)
const { ids, cookie } = t

const get = (who: string) => t.as(who, 'GET', '/api/live/every-home')

async function openStream(who: string, query = '') {
  const open = await openEventStream(t.app, `/api/live/every-home${query}`, cookie[who]!)
  expect(open.statusCode).toBe(200)
  return open
}

describe('GET /api/live/every-home', () => {
  it('tells staff of a response to an alert in any home, and of nothing but alerts', async () => {
    const open = await openStream('support')
    await open.until('event: ready\n')
    const [alert] = await t.db.insert(alerts).values({ userId: ids.bea!, type: 'emergency', severity: 'critical', title: 'Pressed', description: 'Pressed' }).returning()
    await t.live.publish({ type: 'motion', circleId: ids.ada! })
    const res = await t.as('admin', 'POST', `/api/alerts/${alert!.id}/responses?clientId=${ids.bea}`, { action: 'contact' })
    expect(res.statusCode).toBe(204)
    const sent = await open.until('event: alert.updated\n')
    expect(sent).toContain(`"circleId":"${ids.bea}"`)
    expect(sent).not.toContain('event: motion')
  })

  it("with a home's clientId, also carries everything of that home: the tab's one stream (decision 0076)", async () => {
    const open = await openStream('support', `?clientId=${ids.ada}`)
    await open.until('event: ready\n')
    // the other home's motion is not the page's business; the picked home's is, and so is the other's new alert
    await t.live.publish({ type: 'motion', circleId: ids.bea! })
    await t.live.publish({ type: 'motion', circleId: ids.ada! })
    await t.live.publish({ type: 'notes.changed', circleId: ids.ada! })
    await t.live.publish({ type: 'alert.created', circleId: ids.bea!, id: '00000000-0000-4000-8000-000000000001' })
    const sent = await open.until('event: alert.created\n')
    expect(sent.match(/event: motion\n/g)).toHaveLength(1)
    expect(sent).toContain(`event: motion\ndata: {"type":"motion","circleId":"${ids.ada}"}`)
    expect(sent).toContain('event: notes.changed\n')
    expect(sent).toContain(`"circleId":"${ids.bea}","id":"00000000-0000-4000-8000-000000000001"`)
  })

  it("says with 'ready' how long each kind of the home's events, and any home's alerts, have been quiet (decision 0088)", async () => {
    const readyOf = async (query: string) => {
      const sent = await (await openStream('support', query)).until('event: ready\n')
      const line = /event: ready\ndata: (.*)\n/.exec(sent)
      return JSON.parse(line![1]!) as { quietMs?: Record<string, number>; everyHomeQuietMs: number }
    }
    await t.live.publish({ type: 'notes.changed', circleId: ids.ada! })
    await new Promise((resolve) => setTimeout(resolve, 300))
    await t.live.publish({ type: 'alert.resolved', circleId: ids.bea!, id: '00000000-0000-4000-8000-000000000002' })
    const home = await readyOf(`?clientId=${ids.ada}`)
    // Ada's note 300 ms ago and more; nothing of her home's alerts since the bus began, before that
    expect(home.quietMs!['notes.changed']).toBeGreaterThanOrEqual(300)
    expect(home.quietMs!['alert.resolved']).toBeGreaterThan(home.quietMs!['notes.changed']!)
    expect(Object.keys(home.quietMs!)).toHaveLength(9)
    // Bea's alert, just now
    expect(home.everyHomeQuietMs).toBeLessThan(300)
    expect(await readyOf('')).not.toHaveProperty('quietMs')
  })

  it('answers 400 naming clientId for one that is not an id, and 404 for a home that is not there', async () => {
    const bad = await t.as('support', 'GET', '/api/live/every-home?clientId=ada')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details).toHaveProperty('clientId')
    const gone = await t.as('support', 'GET', '/api/live/every-home?clientId=00000000-0000-4000-8000-00000000dead')
    expect(gone.statusCode).toBe(404)
    // a carer is refused before the home is looked at
    expect((await t.as('carer', 'GET', `/api/live/every-home?clientId=${ids.ada}`)).statusCode).toBe(403)
  })

  it('refuses carers and clients, and ends the stream of a support member made a carer', async () => {
    for (const who of ['carer']) {
      const res = await get(who)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    const open = await openStream('demoted')
    await open.until('event: heartbeat\n')
    const demoted = await t.as('admin', 'PATCH', `/api/users/${ids.demoted}`, { role: 'carer' })
    expect(demoted.json()).toMatchObject({ role: 'carer' })
    const sent = await open.end()
    expect(sent).not.toContain('session.ended')
    expect((await get('demoted')).statusCode).toBe(403)
  })
})
