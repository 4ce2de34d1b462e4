// News that can wait waits for the morning of the person it is for (decision 0038): a daughter in New
// York is not woken at 02:00 by her mother's London low battery because it is 07:00 in London. Her
// clock is the one her browser last told; someone whose browser was never seen keeps the home's.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { alertNotifications } from '../../db/platform-schema'
import { users } from '../../db/schema'
import { clearOfHourTurn } from '../../test/clear-of-hour'
import { useSignedInApp } from '../../test/signed-in-app'
import { resolveOpenByCause } from '../alerts/alerts.repository'
import { raiseAlert } from '../alerts/alerts.service'
import { followNewTimeZone, queueResolvedNotifications } from './notifications-queue.service'

const t = useSignedInApp(
  {
    home: { role: 'client', firstName: 'Maud', lastName: 'Abroad', signsIn: false },
    far: { role: 'carer', firstName: 'Far', email: 'far-daughter@example.org', in: 'home' },
    near: { role: 'carer', firstName: 'Near', email: 'near-son@example.org', in: 'home' },
  },
  { live: true },
)
const { ids } = t

beforeAll(async () => {
  await t.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, ids.home!))
  for (const who of ['far', 'near']) {
    const res = await t.as(who, 'PUT', '/api/notifications/settings', { alertEmails: 'all' })
    expect(res.statusCode).toBe(200)
  }
})

const setBrowserZone = (timeZone: string) => t.app.inject({ method: 'PUT', url: '/api/me/browser-time-zone', headers: { cookie: t.cookie.far! }, payload: { timeZone } })
const lowBattery = (key: string, at: Date) =>
  raiseAlert({ db: t.db, live: t.live, now: () => at }, { userId: ids.home!, type: 'sensor_offline', severity: 'medium', dedupeKey: `battery:${key}`, title: 'Low battery', description: 'Below 20 %.' })
const dueFor = async (alertId: string, userId: string, kind = 'raised') =>
  (await t.db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alertId))).find((n) => n.userId === userId && n.kind === kind)?.nextAttemptAt
const isNow = (at: Date | undefined) => at !== undefined && Math.abs(at.getTime() - Date.now()) < 60_000

describe('the browser’s clock', () => {
  it('is stored as the zone database spells it, and told back with the signed-in person', async () => {
    const res = await setBrowserZone('america/new_york')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ timeZone: 'America/New_York' })
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: t.cookie.far! } })
    expect(me.json()).toMatchObject({ browserTimeZone: 'America/New_York', timeZone: expect.any(String) })
  })

  it('refuses a zone nobody knows, naming the field, and keeps the one stored', async () => {
    const res = await setBrowserZone('Atlantis/Lost_City')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/timeZone/)
    const [row] = await t.db.select({ zone: users.browserTimeZone }).from(users).where(eq(users.id, ids.far!))
    expect(row!.zone).toBe('America/New_York')
  })
})

describe('news that can wait, for a daughter in New York and a son in London', () => {
  it('waits for each one’s own morning', async () => {
    expect((await setBrowserZone('America/New_York')).statusCode).toBe(200)
    // 03:30 in London, 22:30 the evening before in New York: night in both
    const { alert } = await lowBattery('hall', new Date('2026-01-15T03:30:00Z'))
    expect(await dueFor(alert!.id, ids.near!)).toEqual(new Date('2026-01-15T07:00:00Z'))
    expect(await dueFor(alert!.id, ids.far!)).toEqual(new Date('2026-01-15T12:00:00Z'))
  })

  it('reaches her at once in her evening, while the London night holds his', async () => {
    // 23:30 in London, 18:30 in New York
    const { alert } = await lowBattery('kitchen', new Date('2026-01-14T23:30:00Z'))
    expect(await dueFor(alert!.id, ids.near!)).toEqual(new Date('2026-01-15T07:00:00Z'))
    expect(isNow(await dueFor(alert!.id, ids.far!))).toBe(true)
  })

  it('tells her it is over on her clock too', async () => {
    const { alert } = await lowBattery('landing', new Date('2026-01-13T14:00:00Z'))
    // told of it: mark the news sent
    await t.db.update(alertNotifications).set({ status: 'sent' }).where(eq(alertNotifications.alertId, alert!.id))
    // over at 06:30 in London (01:30 in New York)
    const [closed] = await resolveOpenByCause(t.db, ids.home!, 'battery:landing', new Date('2026-01-14T06:30:00Z'))
    await queueResolvedNotifications(t.db, [closed!.id], new Date('2026-01-14T06:30:00Z'))
    expect(await dueFor(alert!.id, ids.near!, 'resolved')).toEqual(new Date('2026-01-14T07:00:00Z'))
    expect(await dueFor(alert!.id, ids.far!, 'resolved')).toEqual(new Date('2026-01-14T12:00:00Z'))
  })

  it('follows her when her browser is on another clock: back in London, her held news comes at 07:00 there', async () => {
    const { alert } = await lowBattery('porch', new Date(Date.now() + 3_600_000))
    // held for a morning to come, whatever the hour the test runs at
    const later = new Date(Date.now() + 20 * 3_600_000)
    await t.db.update(alertNotifications).set({ nextAttemptAt: later }).where(eq(alertNotifications.alertId, alert!.id))
    // the hour read here and the server's are the same one (07:00 and 22:00 in London are whole hours)
    await clearOfHourTurn()
    const londonHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(new Date()))
    expect((await setBrowserZone('Europe/London')).statusCode).toBe(200)
    const moved = await dueFor(alert!.id, ids.far!)
    if (londonHour >= 7 && londonHour < 22) expect(isNow(moved)).toBe(true)
    else expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(moved)).toBe('07:00')
    // his, on the home's clock, is not hers to move
    expect(await dueFor(alert!.id, ids.near!)).toEqual(later)
  })

  it('keeps to her clock when the home’s zone is corrected', async () => {
    expect((await setBrowserZone('America/New_York')).statusCode).toBe(200)
    const { alert } = await lowBattery('bath', new Date('2026-01-15T03:30:00Z'))
    // the correction comes at 04:00 London, 23:00 in New York
    await followNewTimeZone(t.db, ids.home!, 'Europe/Paris', new Date('2026-01-15T04:00:00Z'))
    expect(await dueFor(alert!.id, ids.near!)).toEqual(new Date('2026-01-15T06:00:00Z')) // 07:00 in Paris
    expect(await dueFor(alert!.id, ids.far!)).toEqual(new Date('2026-01-15T12:00:00Z'))
  })
})
