import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../db/platform-schema'
import { alerts, devices, motionEvents, sessions, users } from '../db/schema'
import { claimDueCircles, ensureEngineRows } from '../modules/monitoring/claims.repository'
import type { Database } from '../lib/db'
import { authenticate } from '../modules/auth/auth.service'
import { makers } from '../test/make'
import { captureLog, LEVEL } from '../test/capture-log'
import { freshDatabase } from '../test/test-db'
import { createUser } from '../modules/users/users.service'
import { applyDemoSetting } from './demo-accounts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed'

const URL = 'http://localhost:3000'
const NOW = new Date('2026-03-10T20:00:00Z')
const demoEmails = DEMO_ACCOUNTS.map((a) => a.email)

let database: Database
beforeAll(async () => {
  database = await freshDatabase()
}, 60_000)
afterAll(() => database?.close())

const signIn = (email: string, password = DEMO_PASSWORD) => authenticate(database.db, { email, password })
const rowsOf = (emails: string[]) => database.db.select().from(users).where(inArray(users.email, emails)).orderBy(users.email)

describe('the demo accounts and the DEMO setting', () => {
  let ownAdmin: { id: string }

  it('with the demo on, seeds accounts that sign in with the public password and warns at start-up that it is public', { timeout: 120_000 }, async () => {
    const { log, lines } = captureLog()
    await applyDemoSetting(database.db, { isDemoOn: true, log, url: URL, now: NOW })
    for (const email of demoEmails) expect(await signIn(email), email).toBeDefined()
    const warning = lines.find((l) => l.level === LEVEL.warn && l.msg.startsWith('Demo sign-ins:'))
    expect(warning?.msg).toContain('use a public password, and anyone who can reach this server can sign in with it')
    expect(warning?.msg).toContain('set DEMO=0')
    for (const row of await rowsOf(demoEmails)) expect(row.profileData).toMatchObject({ demoAccount: true })
  })

  it('with the demo off, deactivates every demo account, ends its sessions, keeps its data and says so', async () => {
    const admin = (await rowsOf(['admin@hearthwatch.local']))[0]!
    await database.db.insert(sessions).values({ sid: 'demo-admin-session', sess: { userId: admin.id }, expire: new Date(Date.now() + 86_400_000) })
    ownAdmin = await makers(database.db).user('admin')
    const home = (await rowsOf(['client@hearthwatch.local']))[0]!
    const [open] = await database.db
      .insert(alerts)
      .values({ userId: home.id, type: 'inactivity', severity: 'high', title: 'Unusual inactivity', description: 'No movement for 3 h at home.', dedupeKey: 'inactivity' })
      .returning()
    await ensureEngineRows(database.db)
    const claimed = (at: Date) => claimDueCircles(database.db, { instanceId: 'test', now: at, intervalMs: 60_000, leaseMs: 1, limit: 100 })
    expect(await claimed(new Date(Date.now() + 3_600_000))).toContain(home.id)
    const eventsBefore = (await database.db.select({ id: motionEvents.id }).from(motionEvents)).length

    const { log, lines } = captureLog()
    await applyDemoSetting(database.db, { isDemoOn: false, log, url: URL })

    for (const email of demoEmails) expect(await signIn(email), email).toBeUndefined()
    expect((await rowsOf(demoEmails)).map((u) => u.isActive)).toEqual([false, false, false, false])
    expect(await database.db.select().from(sessions).where(eq(sessions.sid, 'demo-admin-session'))).toEqual([])
    expect((await database.db.select({ id: motionEvents.id }).from(motionEvents)).length).toBe(eventsBefore)
    expect(await database.db.select().from(devices)).toHaveLength(6)
    const [warning, ...rest] = lines
    expect(rest).toEqual([])
    expect(warning).toMatchObject({ level: LEVEL.warn, accounts: [...demoEmails].sort() })
    expect(warning!.msg).toMatch(
      /^DEMO is off: deactivated the demo accounts admin@hearthwatch\.local, carer@.*whose password is public; their home and its history are kept but no longer watched \(an admin can delete it in User Management\)/,
    )
    // its made-up person raises nothing for this server's real staff: not evaluated, and what was open is closed
    expect(await claimed(new Date(Date.now() + 7_200_000))).not.toContain(home.id)
    const [closed] = await database.db.select().from(alerts).where(eq(alerts.id, open!.id))
    expect(closed).toMatchObject({ isResolved: true, metadata: { autoResolved: true } })
    expect(warning!.msg).not.toContain('No active admin account is left')
    const trail = await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.deactivated'))
    expect(trail).toHaveLength(4)
    expect(trail[0]!.details).toEqual({ reason: 'DEMO=0' })
  })

  it('on later starts with the demo off, leaves them off with one quiet line', async () => {
    const { log, lines } = captureLog()
    await applyDemoSetting(database.db, { isDemoOn: false, log, url: URL })
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[LEVEL.info, 'DEMO is off: the demo accounts stay deactivated']])
  })

  it('with the demo on again, turns back on what turning it off deactivated, and nothing an admin deactivated', { timeout: 60_000 }, async () => {
    const support = (await rowsOf(['support@hearthwatch.local']))[0]!
    // an admin deactivated the demo's support account by hand while the demo was on (no demoOff mark)
    await database.db.update(users).set({ profileData: { demoAccount: true } }).where(eq(users.id, support.id))
    const { log } = captureLog()
    await applyDemoSetting(database.db, { isDemoOn: true, log, url: URL, now: NOW })
    expect(await signIn('admin@hearthwatch.local')).toBeDefined()
    expect(await signIn('support@hearthwatch.local')).toBeUndefined()
    expect(ownAdmin).toBeDefined()
    // and its home is watched again
    const home = (await rowsOf(['client@hearthwatch.local']))[0]!
    expect(await claimDueCircles(database.db, { instanceId: 'test', now: new Date(Date.now() + 10_800_000), intervalMs: 60_000, leaseMs: 1, limit: 100 })).toContain(home.id)
  })
})

describe('telling the demo accounts apart from anyone else', () => {
  let fresh: Database
  beforeAll(async () => {
    fresh = await freshDatabase()
  }, 60_000)
  afterAll(() => fresh?.close())

  it('also deactivates demo accounts seeded before the mark existed, but only where the password is still the public one', async () => {
    const db = fresh.db
    // as an older seed made them: no mark in profile_data
    await createUser(db, { email: 'admin@hearthwatch.local', password: DEMO_PASSWORD, role: 'admin', firstName: 'Alex', lastName: 'Morgan' })
    await createUser(db, { email: 'carer@hearthwatch.local', password: 'changed-by-its-owner', role: 'carer', firstName: 'Sarah', lastName: 'Ellis' })
    // someone else's account at the demo's domain, with the public password but not at a demo address
    await createUser(db, { email: 'nurse@hearthwatch.local', password: DEMO_PASSWORD, role: 'carer', firstName: 'Nia', lastName: 'Jones' })

    const { log, lines } = captureLog()
    await applyDemoSetting(db, { isDemoOn: false, log, url: URL })

    const rows = await db.select().from(users).orderBy(users.email)
    expect(rows.map((u) => [u.email, u.isActive])).toEqual([
      ['admin@hearthwatch.local', false],
      ['carer@hearthwatch.local', true],
      ['nurse@hearthwatch.local', true],
    ])
    expect(lines).toHaveLength(1)
    expect(lines[0]!.msg).toContain('deactivated the demo accounts admin@hearthwatch.local, whose password is public')
    // the demo admin was the only admin: the warning says how to make one
    expect(lines[0]!.msg).toContain('No active admin account is left: make one with `npm run user:create -- --role admin …`')
  })
})
