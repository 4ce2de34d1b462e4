import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OpenAlertsOfEveryHome } from '../../../contracts/alerts'
import { alertResponses } from '../../db/platform-schema'
import { alerts, familyMembers, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { statementsDuring } from '../../test/statements'

// Who is responding, on staff's All homes list (decision 0071); its own database, as every integration file
const t = useSignedInApp({
  ada: { role: 'client', firstName: 'Ada', lastName: 'Quill' },
  bea: { role: 'client', firstName: 'Bea', lastName: 'Quill' },
  dora: { role: 'client', firstName: 'Dora', lastName: 'Tester', in: 'ada' },
  cal: { role: 'carer', firstName: 'Cal', lastName: 'Ward', in: 'ada' },
  // Bea's carer, in Bea's circle only: a number of hers must never show, nor she to Ada's carer
  bo: { role: 'carer', firstName: 'Bo', lastName: 'Lind', in: 'bea' },
  sam: { role: 'support', firstName: 'Sam', lastName: 'Agent' },
})
const { ids } = t
const MINUTE = 60_000

beforeAll(async () => {
  await t.db.update(familyMembers).set({ relationship: 'Daughter' }).where(and(eq(familyMembers.primaryUserId, ids.ada!), eq(familyMembers.memberUserId, ids.dora!)))
  await t.db.update(users).set({ profileData: { phone: '+44 7700 900777' } }).where(eq(users.id, ids.bo!))
})

const inject = t.as
const openList = async (who = 'sam') => (await inject(who, 'GET', '/api/alerts/open?scope=all')).json() as OpenAlertsOfEveryHome
const respond = async (who: string, home: string, alertId: string, action: 'check_on' | 'contact') =>
  expect((await inject(who, 'POST', `/api/alerts/${alertId}/responses?clientId=${ids[home]}`, { action })).statusCode).toBe(204)

async function raise(home: string, title: string) {
  const [row] = await t.db.insert(alerts).values({ userId: ids[home]!, type: 'emergency', severity: 'critical', title, description: 'Pressed', dedupeKey: title }).returning()
  return row!
}
/** the response as if made `minutes` ago */
const backdate = (userId: string, alertId: string, action: string, minutes: number) =>
  t.db
    .update(alertResponses)
    .set({ createdAt: new Date(Date.now() - minutes * MINUTE) })
    .where(and(eq(alertResponses.userId, userId), eq(alertResponses.alertId, alertId), eq(alertResponses.action, action)))

describe('who is responding, on the open alerts of every home', () => {
  it('names each responder once, who they are to the home, what they did last and since when, and nothing else of them', async () => {
    const adaAlert = await raise('ada', 'Ada pressed')
    const beaAlert = await raise('bea', 'Bea pressed')
    const nobody = await raise('bea', 'Bea quiet')
    await respond('dora', 'ada', adaAlert.id, 'contact')
    await backdate(ids.dora!, adaAlert.id, 'contact', 10)
    await respond('sam', 'ada', adaAlert.id, 'contact')
    await backdate(ids.sam!, adaAlert.id, 'contact', 4)
    await respond('dora', 'ada', adaAlert.id, 'check_on')
    await respond('bo', 'bea', beaAlert.id, 'check_on')

    const body = await openList()
    const of = (id: string) => body.alerts.find((a) => a.id === id)!
    const dora = of(adaAlert.id).responders[0]!
    expect(of(adaAlert.id).responders.map((r) => [r.firstName, r.role, r.relationship, r.action])).toEqual([
      ['Dora', 'family', 'Daughter', 'check_on'],
      ['Sam', 'staff', null, 'contact'],
    ])
    // since the first response, not the last
    expect(Math.round((Date.now() - Date.parse(dora.since)) / MINUTE)).toBe(10)
    expect(dora.since).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(Object.keys(dora).sort()).toEqual(['action', 'firstName', 'lastName', 'relationship', 'role', 'since', 'userId'])
    expect(of(beaAlert.id).responders).toEqual([expect.objectContaining({ userId: ids.bo, firstName: 'Bo', lastName: 'Lind', role: 'carer', relationship: null })])
    expect(JSON.stringify(body)).not.toContain('7700')
    expect(of(nobody.id).responders).toEqual([])
  })

  it('does not show another home’s responders to a carer outside that circle', async () => {
    // staff's list is staff's: Ada's carer cannot read it, nor Bea's alerts, where Bo responds
    expect((await inject('cal', 'GET', '/api/alerts/open?scope=all')).statusCode).toBe(403)
    expect((await inject('cal', 'GET', `/api/alerts?clientId=${ids.bea}`)).statusCode).toBeGreaterThanOrEqual(403)
    const own = (await inject('cal', 'GET', `/api/alerts?clientId=${ids.ada}`)).json() as { responses: { userId: string }[] }[]
    const seen = own.flatMap((a) => a.responses.map((r) => r.userId))
    expect(seen).toContain(ids.dora)
    expect(seen).not.toContain(ids.bo)
  })

  it('reads every alert’s responders in the list’s own statement, however many alerts have them', async () => {
    const before = await statementsDuring(t.db, openList)
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => raise('ada', `burst ${i}`)))
    for (const a of many) await respond('cal', 'ada', a.id, 'contact')
    let body: OpenAlertsOfEveryHome | undefined
    expect(await statementsDuring(t.db, async () => (body = await openList()))).toBe(before)
    expect(body!.alerts.filter((a) => a.responders.some((r) => r.userId === ids.cal && r.role === 'carer'))).toHaveLength(30)
  })
})
