import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CircleSummary } from '../../../contracts/circles'
import { alerts, familyMembers, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { statementsDuring } from '../../test/statements'
import type { UserRow } from '../users/users.repository'
import { listVisibleCircles } from './circles.service'

const t = useSignedInApp({
  // two homes of the same name: only the e-mail tells them apart
  smithA: { role: 'client', firstName: 'John', lastName: 'Smith' },
  smithB: { role: 'client', firstName: 'John', lastName: 'Smith' },
  quiet: { role: 'client', firstName: 'Quinn', lastName: 'Able' },
  carer: { role: 'carer', in: 'smithB' },
  support: 'support',
  // John Smith A's daughter, who phones support about her father's sensors (put in his circle below, as his daughter)
  sarah: { role: 'carer', firstName: 'Sarah', lastName: 'Jones' },
})
/** each person's row, by name */
const people: Record<string, UserRow> = {}

type Severity = CircleSummary['topSeverity'] & string
// not a possible fall (type emergency), which ranks as critical whatever its severity
const alert = (userId: string, severity: Severity, isResolved = false) => ({
  userId,
  type: 'inactivity' as 'inactivity' | 'emergency' | 'sensor_offline',
  severity,
  title: `A ${severity} alert`,
  description: 'Seeded',
  isResolved,
})

beforeAll(async () => {
  const rows = await t.db.select().from(users).where(inArray(users.id, Object.values(t.ids)))
  for (const [name, id] of Object.entries(t.ids)) people[name] = rows.find((row) => row.id === id)!
  const [smithA, smithB, quiet, carer, sarah] = ['smithA', 'smithB', 'quiet', 'carer', 'sarah'].map((name) => people[name]!) as [UserRow, UserRow, UserRow, UserRow, UserRow]
  await t.make.member(quiet.id, carer.id)
  await t.db.insert(familyMembers).values({ primaryUserId: smithA.id, memberUserId: sarah.id, role: 'carer', relationship: 'Daughter', addedBy: smithA.id })
  await t.db.insert(alerts).values([
    alert(smithA.id, 'low'),
    alert(smithA.id, 'high'),
    alert(smithA.id, 'critical', true),
    alert(smithB.id, 'critical'),
    alert(smithB.id, 'medium'),
    alert(smithB.id, 'low'),
    alert(quiet.id, 'critical', true),
  ])
})

const circlesOf = async (who: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/circles', headers: { cookie: t.cookie[who]! } })
  expect(res.statusCode).toBe(200)
  return res.json() as CircleSummary[]
}

describe('GET /api/circles', () => {
  it("gives each home, same names in e-mail order, the client's e-mail, its open alerts and the most severe of them; resolved alerts do not count", async () => {
    const { smithA, smithB, quiet } = people
    expect(await circlesOf('support')).toEqual([
      { clientId: quiet!.id, firstName: 'Quinn', lastName: 'Able', email: quiet!.email, timeZone: 'UTC', openAlerts: 0, topSeverity: null },
      ...[smithA!, smithB!]
        .sort((a, b) => a.email!.localeCompare(b.email!))
        .map((s) => ({
          clientId: s.id,
          firstName: 'John',
          lastName: 'Smith',
          email: s.email,
          timeZone: 'UTC',
          openAlerts: s === smithA ? 2 : 3,
          topSeverity: s === smithA ? 'high' : 'critical',
        })),
    ].map((c) => expect.objectContaining(c)))
  })

  it("lists a carer's circles only, and a client's own, with the same figures", async () => {
    const carer = await circlesOf('carer')
    expect(carer.map((c) => [c.email, c.openAlerts, c.topSeverity])).toEqual([
      [people.quiet!.email, 0, null],
      [people.smithB!.email, 3, 'critical'],
    ])
    const own = await circlesOf('smithA')
    expect(own.map((c) => [c.clientId, c.openAlerts, c.topSeverity])).toEqual([[people.smithA!.id, 2, 'high']])
  })

  it('says when the newest of the most severe open alerts was raised: a later but milder one, or a resolved one, does not count', async () => {
    const { make } = t
    const home = await make.circle({ firstName: 'Tess', lastName: 'Timing' })
    const at = (iso: string) => new Date(iso)
    await t.db.insert(alerts).values([
      { ...alert(home.id, 'critical'), createdAt: at('2026-03-01T08:00:00.000Z') },
      { ...alert(home.id, 'critical'), createdAt: at('2026-03-01T09:30:00.000Z') },
      { ...alert(home.id, 'critical', true), createdAt: at('2026-03-01T11:00:00.000Z') },
      { ...alert(home.id, 'low'), createdAt: at('2026-03-01T12:00:00.000Z') },
    ])
    const listed = await circlesOf('support')
    expect(listed.find((c) => c.clientId === home.id)).toMatchObject({ openAlerts: 3, topSeverity: 'critical', topAlertAt: '2026-03-01T09:30:00.000Z' })
    expect(listed.find((c) => c.clientId === people.quiet!.id)).toMatchObject({ openAlerts: 0, topAlertAt: null })
    await t.db.delete(users).where(eq(users.id, home.id))
  })

  it('counts a possible fall ten minutes old as critical, ahead of an older critical quiet spell (decision 0037)', async () => {
    const { make } = t
    const home = await make.circle({ firstName: 'Fay', lastName: 'Fallen' })
    await t.db.insert(alerts).values([
      { ...alert(home.id, 'critical'), type: 'inactivity', createdAt: new Date('2026-03-02T01:00:00.000Z') },
      { ...alert(home.id, 'high'), type: 'emergency', createdAt: new Date('2026-03-02T03:50:00.000Z') },
      { ...alert(home.id, 'medium'), type: 'sensor_offline', createdAt: new Date('2026-03-02T03:55:00.000Z') },
    ])
    const listed = await circlesOf('support')
    expect(listed.find((c) => c.clientId === home.id)).toMatchObject({ openAlerts: 3, topSeverity: 'critical', topAlertAt: '2026-03-02T03:50:00.000Z' })
    await t.db.delete(users).where(eq(users.id, home.id))
  })

  it("gives staff each circle's members, name, e-mail, relationship and number, so that a home is found by the family member on the phone", async () => {
    const { smithA, smithB, quiet, carer, sarah } = people
    // the numbers Sarah and her father gave (Quick Contact's): the picker finds the home by the one she rang from
    await t.db.update(users).set({ profileData: { phone: '07700 900456' } }).where(eq(users.id, sarah!.id))
    await t.db.update(users).set({ profileData: { phone: '+44 7700 900123' } }).where(eq(users.id, smithA!.id))
    const listed = await circlesOf('support')
    const byId = new Map(listed.map((c) => [c.clientId, c.members]))
    const entry = (p: UserRow, relationship: string | null, phone: string | null = null) => ({ firstName: p.firstName, lastName: p.lastName, email: p.email, relationship, phone })
    expect(listed.find((c) => c.clientId === smithA!.id)?.phone).toBe('+44 7700 900123')
    expect(listed.find((c) => c.clientId === smithB!.id)?.phone).toBeNull()
    expect(byId.get(smithA!.id)).toEqual([entry(sarah!, 'Daughter', '07700 900456')])
    expect(byId.get(smithB!.id)).toEqual([entry(carer!, null)])
    expect(byId.get(quiet!.id)).toEqual([entry(carer!, null)])
    // a home with nobody in its circle yet: an empty list, not a missing one
    const lonely = await t.make.circle({ firstName: 'Lone', lastName: 'Home' })
    expect((await circlesOf('support')).find((c) => c.clientId === lonely.id)?.members).toEqual([])
    await t.db.delete(users).where(eq(users.id, lonely.id))
  })

  it("never tells a carer or a client the names of a circle's members, not even of their own homes", async () => {
    // Sarah is in John Smith A's circle with nobody else; the carer shares Smith B's and Quinn's
    for (const who of ['carer', 'sarah', 'smithA']) {
      const listed = await circlesOf(who)
      expect(listed.length).toBeGreaterThan(0)
      for (const c of listed) expect(c).not.toHaveProperty('members')
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/circles', headers: { cookie: t.cookie.carer! } })
    expect(res.body).not.toContain('Sarah')
  })

  it("answers a service of 446 homes in one statement, or two for staff (the homes, then everyone in their circles)", async () => {
    const homes = await t.db
      .insert(users)
      .values(Array.from({ length: 446 }, (_, i) => ({ email: `home-${i}@example.com`, firstName: 'Home', lastName: `Number ${i}`, role: 'client' as const })))
      .returning({ id: users.id })
    // every home has a history of resolved alerts; one in three has some open
    const history = homes.flatMap(({ id }, i) => [
      ...Array.from({ length: 20 }, () => alert(id, 'medium', true)),
      ...(i % 3 === 0 ? [alert(id, i % 2 === 0 ? 'critical' : 'low'), alert(id, 'medium')] : []),
    ])
    for (let i = 0; i < history.length; i += 2_000) await t.db.insert(alerts).values(history.slice(i, i + 2_000))
    // one to four people in each circle
    const family = await t.db
      .insert(users)
      .values(Array.from({ length: 1_113 }, (_, i) => ({ email: `family-${i}@example.net`, firstName: 'Family', lastName: `Member ${i}`, role: 'carer' as const })))
      .returning({ id: users.id })
    let next = 0
    const memberships = homes.flatMap(({ id }, i) =>
      Array.from({ length: (i % 4) + 1 }, () => ({ primaryUserId: id, memberUserId: family[next++]!.id, role: 'carer' as const, relationship: 'Son' })),
    )
    await t.db.insert(familyMembers).values(memberships)

    const staff = people.support!
    expect(await statementsDuring(t.db, () => listVisibleCircles(t.db, staff))).toBe(2)
    expect(await statementsDuring(t.db, () => listVisibleCircles(t.db, people.carer!))).toBe(1)

    const timesMs: number[] = []
    let listed: CircleSummary[] = []
    for (let run = 0; run < 15; run++) {
      const started = performance.now()
      listed = await circlesOf('support')
      timesMs.push(performance.now() - started)
    }
    expect(listed).toHaveLength(449)
    expect(listed.filter((c) => c.openAlerts > 0)).toHaveLength(149 + 2)
    expect(listed.reduce((sum, c) => sum + c.members!.length, 0)).toBe(memberships.length + 3)
    timesMs.sort((a, b) => a - b)
    const medianMs = timesMs[Math.floor(timesMs.length / 2)]!
    console.info(`GET /api/circles, 449 homes, ${history.length + 7} alerts, ${memberships.length + 3} members: median ${medianMs.toFixed(1)} ms, best ${timesMs[0]!.toFixed(1)} ms`)
    // a generous bound on a shared machine: an N+1 (a statement per home) takes far longer
    expect(medianMs).toBeLessThan(1_000)
  })
})
