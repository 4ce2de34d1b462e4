import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenAlertsOfEveryHome } from '../../../contracts/alerts'
import { alertResponses } from '../../db/platform-schema'
import { alerts, familyMembers, users } from '../../db/schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { statementsDuring } from '../../test/statements'
import { signIn, startTestApp } from '../../test/test-app'

// Who is responding, on staff's All homes list (decision 0071); its own database, as every integration file
let t: Awaited<ReturnType<typeof startTestApp>>
const cookies: Record<string, string> = {}
const ids: Record<string, string> = {}
const MINUTE = 60_000

beforeAll(async () => {
  t = await startTestApp()
  const make = makers(t.db)
  const ada = await make.circle({ firstName: 'Ada', lastName: 'Quill' })
  const bea = await make.circle({ firstName: 'Bea', lastName: 'Quill' })
  const dora = await make.user('client', { firstName: 'Dora', lastName: 'Tester' })
  await make.member(ada.id, dora.id, 'client')
  await t.db.update(familyMembers).set({ relationship: 'Daughter' }).where(and(eq(familyMembers.primaryUserId, ada.id), eq(familyMembers.memberUserId, dora.id)))
  const cal = await make.user('carer', { firstName: 'Cal', lastName: 'Ward' })
  await make.member(ada.id, cal.id)
  // Bea's carer, in Bea's circle only: a number of hers must never show, nor she to Ada's carer
  const bo = await make.user('carer', { firstName: 'Bo', lastName: 'Lind' })
  await make.member(bea.id, bo.id)
  await t.db.update(users).set({ profileData: { phone: '+44 7700 900777' } }).where(eq(users.id, bo.id))
  const sam = await make.user('support', { firstName: 'Sam', lastName: 'Agent' })
  Object.assign(ids, { ada: ada.id, bea: bea.id, dora: dora.id, cal: cal.id, bo: bo.id, sam: sam.id })
  for (const [who, person] of Object.entries({ dora, cal, bo, sam })) cookies[who] = await signIn(t.app, person.email!, TEST_PASSWORD)
})
afterAll(() => t.close())

const inject = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie: cookies[who]! } })
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
