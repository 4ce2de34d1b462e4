// A home whose person moved into care or died: staff end its watching (decision 0045). What was open
// closes saying why, what waits to be told is not told, the engine and hubs stop, the history stays.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertNotifications, auditLog, engineState } from '../../db/platform-schema'
import { alerts, careNotes, devices, motionEvents, users } from '../../db/schema'
import { createLiveBus } from '../../lib/live-bus'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'
import { raiseAlert } from '../alerts/alerts.service'
import { createIngestKey } from '../ingest-keys/ingest-keys.service'
import { ingestEvents } from '../ingest/ingest.service'
import { createMailer } from '../mail/mail.service'
import { startTestSmtpServer, type TestSmtpServer } from '../mail/mail.test-smtp'
import { runTick } from '../monitoring/scheduler'
import { dispatchDue } from '../notifications/notifications.service'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const day0 = Date.UTC(2026, 9, 1)
// ten days of someone up from 07:00 to 22:00, then silence from 10:00 on the eleventh: at 14:00 the engine says 'No movement'
const QUIET_AT = new Date(day0 + 10 * DAY + 14 * HOUR)
const log = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }

let t: Awaited<ReturnType<typeof startTestApp>>
let smtp: TestSmtpServer
const bus = await createLiveBus()
const cookie: Record<string, string> = {}
let homeId = ''
let livingId = ''
let hubKey = ''
let supportId = ''

beforeAll(async () => {
  t = await startTestApp({}, undefined, bus)
  smtp = await startTestSmtpServer()
  const make = makers(t.db)
  const home = await make.circle({ firstName: 'Edith', lastName: 'Ending' })
  homeId = home.id
  const daughter = await make.user('carer', { firstName: 'Dora', email: 'dora-ending@example.org' })
  await make.member(home.id, daughter.id)
  const support = await make.user('support', { email: 'support-ending@example.org' })
  supportId = support.id
  const admin = await make.user('admin', { email: 'admin-ending@example.org' })
  for (const [name, person] of Object.entries({ home, daughter, support, admin })) cookie[name] = await signIn(t.app, person.email!, TEST_PASSWORD)
  // the daughter wants every alert by e-mail, the night's low ones too
  expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: { cookie: cookie.daughter! }, payload: { alertEmails: 'all' } })).statusCode).toBe(200)
  const [living] = await t.db.insert(devices).values({ userId: homeId, name: 'Living', location: 'Living Room', deviceId: 'MSH-ENDING01' }).returning()
  livingId = living!.id
  const rows = []
  for (let d = 0; d < 11; d++) {
    for (let at = 7 * HOUR; at <= (d === 10 ? 10 * HOUR : 22 * HOUR); at += 10 * 60_000) {
      rows.push({ deviceId: livingId, userId: homeId, timestamp: new Date(day0 + d * DAY + at), motionDetected: true, createdAt: new Date(day0) })
    }
  }
  await t.db.insert(motionEvents).values(rows)
  await t.db.insert(careNotes).values({ userId: homeId, authorId: daughter.id, category: 'family_update', content: 'Mum moved to Rosewood today.' })
  hubKey = (await createIngestKey(t.db, homeId, null, {})).key
})
afterAll(async () => {
  await smtp?.close()
  await t.close()
  await bus.close()
})

const put = (who: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/circle/monitoring?clientId=${homeId}`, headers: { cookie: cookie[who]! }, payload })
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}clientId=${homeId}`, headers: { cookie: cookie[who]! } })
const tick = (at: Date) => runTick({ db: t.db, live: bus, log, now: () => at, intervalMs: 60_000, instanceId: 'ending-test' })
const dispatch = (at: Date) =>
  dispatchDue({ db: t.db, mailer: createMailer({ db: t.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Hearthwatch <care@example.org>', log }), publicUrl: 'https://care.example.org', log, now: () => at }, ['email'])
const openAlerts = () => t.db.select().from(alerts).where(and(eq(alerts.userId, homeId), eq(alerts.isResolved, false)))
const storedEvents = async () => (await t.db.select({ id: motionEvents.id }).from(motionEvents).where(eq(motionEvents.userId, homeId))).length
const hubSends = (events: object[]) => t.app.inject({ method: 'POST', url: '/api/ingest/events', headers: { authorization: `Bearer ${hubKey}` }, payload: { events } })

describe('who may end the watching of a home', () => {
  it('is staff: the family and the person watched are refused, and a bad body is named by its field', async () => {
    for (const who of ['daughter', 'home']) {
      const res = await put(who, { ended: true })
      expect(res.statusCode).toBe(403)
    }
    const bad = await put('support', { ended: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ details: { ended: [expect.any(String)] } })
    const [row] = await t.db.select({ endedAt: users.monitoringEndedAt }).from(users).where(eq(users.id, homeId))
    expect(row!.endedAt).toBeNull()
  })
})

describe('ending the watching of a home', () => {
  it('closes every open alert saying why, drops the news held for the morning, and tells the daughter only that it ended', async () => {
    // the engine sees the quiet: 'No movement', told at once
    await tick(QUIET_AT)
    expect(await openAlerts()).toHaveLength(1)
    // and a low battery at 02:14 that night, held for 07:00
    const { alert: battery } = await raiseAlert(
      { db: t.db, live: bus, now: () => new Date('2026-01-15T02:14:00Z') },
      { userId: homeId, type: 'sensor_offline', severity: 'medium', dedupeKey: 'battery:living', title: 'Low battery', description: 'As the engine says.', deviceId: livingId },
    )
    const [held] = await t.db.select().from(alertNotifications).where(eq(alertNotifications.alertId, battery!.id))
    expect(held).toMatchObject({ status: 'pending', nextAttemptAt: new Date('2026-01-15T07:00:00Z') })

    const res = await put('support', { ended: true })
    expect(res.statusCode).toBe(200)
    const endedAt = res.json().monitoringEndedAt
    expect(new Date(endedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)

    expect(await openAlerts()).toEqual([])
    const closed = await t.db.select().from(alerts).where(eq(alerts.userId, homeId))
    expect(closed).toHaveLength(2)
    for (const alert of closed) expect(alert).toMatchObject({ isResolved: true, resolvedBy: supportId, metadata: expect.objectContaining({ resolvedBecause: 'monitoring_ended' }) })
    const news = await t.db.select({ status: alertNotifications.status, lastError: alertNotifications.lastError }).from(alertNotifications).innerJoin(alerts, eq(alerts.id, alertNotifications.alertId)).where(eq(alerts.userId, homeId))
    // the daughter's two, and staff's of the 'No movement'
    expect(news.length).toBeGreaterThanOrEqual(2)
    for (const n of news) expect(n).toEqual({ status: 'skipped', lastError: 'monitoring of this home ended' })
    // the morning comes: nothing of the alerts goes to the daughter, not even that they are over; one
    // e-mail says the watching ended (monitoring-end-notice.int.test.ts), and nothing to whoever ended it
    expect(await dispatch(new Date(Date.now() + 2 * DAY))).toMatchObject({ sent: 1 })
    expect(smtp.received.map((m) => [m.to.join(','), m.subject])).toEqual([['dora-ending@example.org', "Monitoring of Edith Ending's home has ended"]])

    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'circle.monitoring_ended'), eq(auditLog.circleId, homeId)))
    expect(audit).toMatchObject({ actorId: supportId, details: { alertsClosed: 2, newsDropped: news.length, familyToTell: 1 } })
    // asked again, nothing changes and nothing more is recorded
    expect((await put('admin', { ended: true })).json()).toEqual({ monitoringEndedAt: endedAt })
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'circle.monitoring_ended'))).toHaveLength(1)
  })

  it('is passed over by the engine and raises nothing, however quiet it stays', async () => {
    const [before] = await t.db.select({ at: engineState.lastEvaluatedAt }).from(engineState).where(eq(engineState.userId, homeId))
    const result = await tick(new Date(QUIET_AT.getTime() + 2 * DAY))
    expect(result.evaluated).toBe(0)
    const [after] = await t.db.select({ at: engineState.lastEvaluatedAt }).from(engineState).where(eq(engineState.userId, homeId))
    expect(after!.at).toEqual(before!.at)
    // nor by anything else that raises alerts (a hub's silence, an evaluation already under way)
    const raised = await raiseAlert({ db: t.db, live: bus }, { userId: homeId, type: 'sensor_offline', severity: 'high', dedupeKey: 'hub:x', title: 'Hub stopped reporting', description: 'x' })
    expect(raised.alert).toBeUndefined()
    expect(await openAlerts()).toEqual([])
    const emergency = await t.app.inject({ method: 'POST', url: `/api/alerts/emergency?clientId=${homeId}`, headers: { cookie: cookie.daughter! } })
    expect(emergency.statusCode).toBe(409)
    expect(emergency.json().message).toMatch(/Monitoring of this home has ended/)
  })

  it('refuses a hub still plugged in with 409 saying why, and stores nothing from it or from MQTT', async () => {
    const storedBefore = await storedEvents()
    const res = await hubSends([{ deviceId: 'MSH-ENDING01', timestamp: new Date().toISOString(), motionDetected: true }])
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Monitoring of this home has ended, so its readings are no longer stored') })
    // a heartbeat too: the hub's log says it, not that all is well
    expect((await hubSends([])).statusCode).toBe(409)
    const viaBroker = await ingestEvents(t.db, { clientId: homeId }, [{ deviceId: 'MSH-ENDING01', timestamp: new Date().toISOString(), motionDetected: true }], new Date())
    expect(viaBroker).toMatchObject({ accepted: 0, rejected: [{ index: 0, reason: expect.stringContaining('Monitoring of this home has ended') }] })
    expect(await storedEvents()).toBe(storedBefore)
  })

  it('refuses made-up movement, and anything new connected: a sensor, a hub key, a cloud sync or link, saying why', async () => {
    const storedBefore = await storedEvents()
    const simulated = await t.app.inject({ method: 'POST', url: `/api/ml/simulate-motion?clientId=${homeId}`, headers: { cookie: cookie.daughter! } })
    expect(simulated.statusCode).toBe(409)
    expect(simulated.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Monitoring of this home has ended') })
    expect(await storedEvents()).toBe(storedBefore)
    const send = (who: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `${url}?clientId=${homeId}`, headers: { cookie: cookie[who]! }, ...(payload ? { payload } : {}) })
    const refused = [
      await send('daughter', 'POST', '/api/devices', { name: 'Hall', location: 'Hallway', deviceId: 'MSH-ENDING02' }),
      await send('daughter', 'POST', '/api/ingest-keys', { name: 'New hub' }),
      await send('daughter', 'POST', '/api/tuya/sync-devices'),
      await send('support', 'PUT', '/api/tuya/account', { tuyaUserId: 'az1234567890' }),
    ]
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().message).toBe('Monitoring of this home has ended, so no sensor, hub key or sync can be added to it. Its sensors and hub keys can still be removed.')
    }
    expect(await t.db.select().from(devices).where(eq(devices.userId, homeId))).toHaveLength(1)
    // what the family clears stays theirs to clear: a note, a hub's key revoked
    const keys = await get('daughter', '/api/ingest-keys')
    expect(keys.statusCode).toBe(200)
    expect(keys.json()).toHaveLength(1)
  })

  it('keeps its history and notes readable by the family, and says it has ended wherever the home is listed', async () => {
    const notes = await get('daughter', '/api/care-notes')
    expect(notes.statusCode).toBe(200)
    expect(notes.json().map((n: { content: string }) => n.content)).toEqual(['Mum moved to Rosewood today.'])
    const list = await get('daughter', '/api/alerts')
    expect(list.json()).toHaveLength(2)
    const circles = await t.app.inject({ method: 'GET', url: '/api/circles', headers: { cookie: cookie.daughter! } })
    expect(circles.json()).toEqual([expect.objectContaining({ clientId: homeId, monitoringEndedAt: expect.any(String), openAlerts: 0 })])
    const clients = await t.app.inject({ method: 'GET', url: '/api/business/clients', headers: { cookie: cookie.admin! } })
    expect(clients.json().clients.find((c: { id: string }) => c.id === homeId)).toMatchObject({ monitoringEndedAt: expect.any(String) })
  })
})

describe('starting the watching of a home again', () => {
  it('is staff’s too: the home is evaluated again, its hub heard, and the restart recorded', async () => {
    expect((await put('daughter', { ended: false })).statusCode).toBe(403)
    const res = await put('admin', { ended: false })
    expect(res.json()).toEqual({ monitoringEndedAt: null })
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'circle.monitoring_restarted'), eq(auditLog.circleId, homeId)))
    expect(audit!.details).toMatchObject({ endedAt: expect.any(String) })
    expect((await hubSends([{ deviceId: 'MSH-ENDING01', timestamp: new Date().toISOString(), motionDetected: true }])).statusCode).toBe(202)
    // the engine learns the home afresh: what it knew, and the quiet it was in, are from before the end
    // (kept, it said at once 'No movement for 2 d 4 h', critical, and five days later 'Less activity than usual')
    const now = Date.now()
    expect((await tick(new Date(now + 60_000))).evaluated).toBe(1)
    await tick(new Date(now + 6 * HOUR))
    expect(await openAlerts()).toEqual([])
    const stats = await get('daughter', '/api/dashboard/stats')
    expect(stats.json().engine).toMatchObject({ isLearning: true })
  })
})
