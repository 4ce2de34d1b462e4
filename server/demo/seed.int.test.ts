import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices, familyMembers, motionEvents, subscriptions, users } from '../db/schema'
import type { Database } from '../lib/db'
import { verifyPassword } from '../modules/auth/password'
import { captureLog } from '../test/capture-log'
import { freshDatabase } from '../test/test-db'
import { DEMO_ACCOUNTS, DEMO_HISTORY_DAYS, DEMO_PASSWORD, seedDemo } from './seed'

const HOUR = 3_600_000
// 20:00 in London: the resident is always at home and up in the evening, so the history runs up to now
const FIRST_RUN = new Date('2026-03-10T20:00:00Z')
const SECOND_RUN = new Date(FIRST_RUN.getTime() + 2 * HOUR)
const URL = 'http://localhost:3000'

let database: Database
const runs: { seeded: boolean; lines: ReturnType<typeof captureLog>['lines'] }[] = []
let afterFirst: (typeof motionEvents.$inferSelect)[]

beforeAll(async () => {
  database = await freshDatabase()
  for (const now of [FIRST_RUN, SECOND_RUN]) {
    const { log, lines } = captureLog()
    const { seeded } = await seedDemo(database.db, { log, url: URL, now })
    runs.push({ seeded, lines })
    if (now === FIRST_RUN) afterFirst = await database.db.select().from(motionEvents)
  }
}, 120_000)

afterAll(async () => {
  await database?.close()
})

describe('seedDemo', () => {
  it('makes the circle on the first start and only tops it up on the next', () => {
    expect(runs.map((r) => r.seeded)).toEqual([true, false])
  })

  it('makes one account per role, all signing in with the demo password', async () => {
    const rows = await database.db.select().from(users)
    expect(rows.map((u) => u.role).sort()).toEqual(['admin', 'carer', 'client', 'support'])
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((u) => u.email === account.email)
      expect(user?.role).toBe(account.role)
      expect(`${user?.firstName} ${user?.lastName}`).toBe(account.name)
      expect(await verifyPassword(user?.passwordHash, DEMO_PASSWORD)).toBe(true)
    }
    expect(rows.find((u) => u.role === 'client')?.timeZone).toBe('Europe/London')
  })

  it('gives Margaret and Sarah phone numbers, so Call Now and Quick Contact dial in the demo, keeping the demo mark', async () => {
    const rows = await database.db.select().from(users)
    const profile = (role: string) => rows.find((u) => u.role === role)?.profileData
    expect(profile('client')).toEqual({ demoAccount: true, phone: '+44 7700 900461' })
    expect(profile('carer')).toEqual({ demoAccount: true, phone: '+44 7700 900462' })
    expect(profile('admin')).toEqual({ demoAccount: true })
  })

  it("puts the carer in the client's circle as her daughter", async () => {
    const [client] = await database.db.select().from(users).where(eq(users.role, 'client'))
    const [carer] = await database.db.select().from(users).where(eq(users.role, 'carer'))
    const links = await database.db.select().from(familyMembers)
    expect(links).toHaveLength(1)
    expect(links[0]).toMatchObject({
      primaryUserId: client!.id,
      memberUserId: carer!.id,
      role: 'carer',
      relationship: 'Daughter',
      addedBy: client!.id,
    })
  })

  it('gives the client six sensors, one of them the front door', async () => {
    const [client] = await database.db.select().from(users).where(eq(users.role, 'client'))
    const rows = await database.db.select().from(devices)
    expect(rows).toHaveLength(6)
    expect(rows.every((d) => d.userId === client!.id)).toBe(true)
    expect(rows.filter((d) => d.kind === 'door').map((d) => d.location)).toEqual(['Front Door'])
    for (const d of rows) {
      expect(d.deviceId).toMatch(/^MSH-[A-Z0-9]{8}$/)
      expect(d.batteryLevel).toSatisfy((n: number) => n >= 60 && n <= 95)
      expect(d.signalStrength).toSatisfy((n: number) => n >= 60 && n <= 95)
    }
    // a plan with room to spare, so Add Sensor works in the demo
    const [plan] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, client!.id))
    expect(plan!.maxSensors).toBeGreaterThan(rows.length)
    // a paying plan the billing page can show: renewing after the start, a test card on file
    expect(plan).toMatchObject({ status: 'active', plan: 'premium', billingCycle: 'monthly', paymentMethod: { last4: '4242' } })
    expect(plan!.nextBillingDate!.getTime()).toBeGreaterThan(FIRST_RUN.getTime())
    expect(plan!.nextBillingDate!.getTime() - FIRST_RUN.getTime()).toBeLessThanOrEqual(31 * 24 * HOUR)
  })

  it('stores four weeks of history up to the moment it starts, with each sensor’s last activity', () => {
    const times = afterFirst.map((e) => e.timestamp.getTime())
    const [oldest, newest] = [Math.min(...times), Math.max(...times)]
    expect(newest).toBeLessThan(FIRST_RUN.getTime())
    expect(FIRST_RUN.getTime() - newest).toBeLessThan(10 * 60_000)
    expect((newest - oldest) / (24 * HOUR)).toBeGreaterThanOrEqual(28)
    expect(oldest).toBeGreaterThanOrEqual(FIRST_RUN.getTime() - DEMO_HISTORY_DAYS * 24 * HOUR)
    for (const e of afterFirst) expect(e.confidence).toSatisfy((c: number) => c >= 0.85 && c <= 0.99)
  })

  it('adds only events after the newest one it had, never the same event twice', async () => {
    const all = await database.db.select().from(motionEvents)
    const firstNewest = Math.max(...afterFirst.map((e) => e.timestamp.getTime()))
    const added = all.filter((e) => !afterFirst.some((f) => f.id === e.id))
    expect(added.length).toBeGreaterThan(0)
    for (const e of added) {
      expect(e.timestamp.getTime()).toBeGreaterThan(firstNewest)
      expect(e.timestamp.getTime()).toBeLessThan(SECOND_RUN.getTime())
    }
    const keys = all.map((e) => `${e.deviceId} ${e.timestamp.toISOString()}`)
    expect(new Set(keys).size).toBe(keys.length)

    const rows = await database.db.select().from(devices)
    for (const d of rows) {
      const own = all.filter((e) => e.deviceId === d.id).map((e) => e.timestamp.getTime())
      expect(d.lastActivity?.getTime()).toBe(Math.max(...own))
    }
    expect(runs[1]!.lines.some((l) => l.msg === `demo history topped up with ${added.length} events`)).toBe(true)
  })

  it('prints every demo sign-in and where to open the app, on every start', () => {
    for (const run of runs) {
      const signIns = run.lines.find((l) => l.msg.startsWith('Demo sign-ins:'))
      for (const account of DEMO_ACCOUNTS) expect(signIns?.msg).toContain(`${account.email} / ${DEMO_PASSWORD}`)
      expect(signIns?.msg).toContain(URL)
    }
  })
})
