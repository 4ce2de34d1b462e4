// A hub posting over HTTP that sends heartbeats, from its first empty batch to the family's alert when
// it falls silent: the real ingest route, the Sensors page's key list, the scheduler and the database.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hubs } from '../../db/platform-schema'
import { alerts, devices, motionEvents } from '../../db/schema'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { createLiveBus, type LiveBus } from '../../lib/live-bus'
import { freshDatabase } from '../../test/test-db'
import { createIngestKey, REVOKED_KEY_REFUSAL } from '../ingest-keys/ingest-keys.service'
import { runTick } from '../monitoring/scheduler'
import { markHttpHubsChecked } from './hub.repository'
import { HTTP_HUB_LISTEN_FIRST_MS, watchHttpHubs } from './http-hub'
import { homeWithCarer } from './hub-test-kit'
import { buildIngestApp } from './ingest.test-app'

const MINUTE = 60_000
const quiet = { debug() {}, info() {}, warn() {}, error() {} }

let database: Database
let app: HttpApp
let live: LiveBus
let home: string
let cookie: string
let watched: { id: string; key: string }
let plain: { id: string; key: string }

beforeAll(async () => {
  database = await freshDatabase()
  app = await buildIngestApp(database)
  live = await createLiveBus()
  const seeded = await homeWithCarer(app, database)
  home = seeded.home
  cookie = seeded.cookie
  await database.db.insert(devices).values([
    { userId: home, name: 'Hall PIR', deviceId: 'HB-HALL', location: 'Hallway' },
    { userId: home, name: 'Kitchen PIR', deviceId: 'HB-KITCHEN', location: 'Kitchen' },
  ])
  watched = await createIngestKey(database.db, home, null, { name: 'Hall Pi' })
  plain = await createIngestKey(database.db, home, null, {})
})
afterAll(async () => {
  await app.close()
  await live.close()
  await database.close()
})

const post = (key: string, events: unknown[]) =>
  app.inject({ method: 'POST', url: '/api/ingest/events', headers: { authorization: `Bearer ${key}` }, payload: { events } })
const motion = (deviceId: string) => ({ deviceId, timestamp: new Date().toISOString(), motionDetected: true })
const hubRow = async (keyId: string) => (await database.db.select().from(hubs).where(eq(hubs.key, `http:${keyId}`)))[0]
const hubKeyOf = async (deviceId: string) => (await database.db.select().from(devices).where(eq(devices.deviceId, deviceId)))[0]!.hubKey
const hubAlerts = (keyId: string) =>
  database.db.select().from(alerts).where(and(eq(alerts.userId, home), eq(alerts.dedupeKey, `hub:http:${keyId}`)))
/** the scheduler's clock: a minute on at every tick, so each tick finds the circle due */
let clock = Date.now()
const tick = () => {
  clock = Math.max(clock + MINUTE, Date.now())
  return runTick({ db: database.db, live, log: quiet, now: () => new Date(clock), intervalMs: MINUTE, instanceId: 'a' })
}
const listedKey = async (id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/ingest-keys?clientId=${home}`, headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return (res.json() as { id: string; heartbeat: unknown }[]).find((k) => k.id === id)!
}

describe('a hub that posts over HTTP', () => {
  it('is not watched while it only sends events: a quiet night is not a hub gone', async () => {
    expect((await post(plain.key, [motion('HB-KITCHEN')])).statusCode).toBe(202)
    expect(await hubRow(plain.id)).toBeUndefined()
    expect(await hubKeyOf('HB-KITCHEN')).toBeNull()
    expect((await listedKey(plain.id)).heartbeat).toBeNull()
  })

  it('is watched from its first heartbeat, named by its key, and files the sensors it reports under itself', async () => {
    const res = await post(watched.key, [])
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ accepted: 0, duplicates: 0, rejected: [] })
    expect(await hubRow(watched.id)).toMatchObject({ name: 'The hub using the key “Hall Pi”' })

    expect((await post(watched.key, [motion('HB-HALL')])).statusCode).toBe(202)
    expect(await hubKeyOf('HB-HALL')).toBe(`http:${watched.id}`)
    expect(await listedKey(watched.id)).toMatchObject({ heartbeat: { heard: true } })
  })

  it('raises "Hub stopped reporting" once silent for more than 30 minutes, and resolves it when heard again', async () => {
    await tick()
    expect(await hubAlerts(watched.id)).toEqual([])

    // the hub fell silent 40 minutes ago; this API instance was there to hear it
    await database.db.update(hubs).set({ lastSeenAt: new Date(clock - 40 * MINUTE) }).where(eq(hubs.key, `http:${watched.id}`))
    await markHttpHubsChecked(database.db, new Date(clock))
    expect(await listedKey(watched.id)).toMatchObject({ heartbeat: { heard: false } })
    await tick()
    const [raised] = await hubAlerts(watched.id)
    expect(raised).toMatchObject({ type: 'sensor_offline', title: 'Hub stopped reporting', isResolved: false })
    expect(raised!.description).toMatch(/^The hub using the key “Hall Pi” has not been heard for 4\d min: none of the sensors behind it/)

    expect((await post(watched.key, [])).statusCode).toBe(202)
    await tick()
    expect((await hubAlerts(watched.id)).map((a) => a.isResolved)).toEqual([true])
  })

  it('is judged only while an API instance is there to hear it: unvouched, its silence says nothing', async () => {
    const lastVouched = clock - 20 * MINUTE
    await database.db
      .update(hubs)
      .set({ lastSeenAt: new Date(clock - 60 * MINUTE), checkedAt: new Date(lastVouched) })
      .where(eq(hubs.key, `http:${watched.id}`))
    await tick()
    expect((await hubAlerts(watched.id)).filter((a) => !a.isResolved)).toEqual([])

    // the API starts again: it listens 30 minutes before it vouches for a hub nobody vouched for
    let watchClock = clock
    const watch = watchHttpHubs({ db: database.db, log: quiet, now: () => new Date(watchClock), everyMs: 20, uptimeMs: () => watchClock })
    try {
      await new Promise((r) => setTimeout(r, 100))
      expect((await hubRow(watched.id))!.checkedAt.getTime()).toBe(lastVouched)
      await tick()
      expect((await hubAlerts(watched.id)).filter((a) => !a.isResolved)).toEqual([])

      // its clock half an hour on (the scheduler's stays: a hub's calls are stamped with the real time)
      watchClock = clock + HTTP_HUB_LISTEN_FIRST_MS
      await waitFor(async () => (await hubRow(watched.id))!.checkedAt.getTime() === watchClock)
    } finally {
      watch.stop()
    }
    await tick()
    expect((await hubAlerts(watched.id)).filter((a) => !a.isResolved)).toHaveLength(1)
    expect((await post(watched.key, [])).statusCode).toBe(202)
    await markHttpHubsChecked(database.db, new Date(clock))
    await tick()
    expect((await hubAlerts(watched.id)).filter((a) => !a.isResolved)).toEqual([])
  })

  it('heard until the server stopped for a two-hour upgrade, is not called silent when it calls again minutes after the start', async () => {
    // heard and vouched for until the stop, two hours ago
    const stoppedAt = new Date(clock - 120 * MINUTE)
    await database.db.update(hubs).set({ lastSeenAt: stoppedAt, checkedAt: stoppedAt }).where(eq(hubs.key, `http:${watched.id}`))
    const watch = watchHttpHubs({ db: database.db, log: quiet, now: () => new Date(clock) })
    watch.stop()
    await new Promise((r) => setTimeout(r, 100))
    await tick() // the scheduler's first tick, a second after the start, before the hub's next call
    expect((await hubAlerts(watched.id)).filter((a) => !a.isResolved)).toEqual([])
    expect((await post(watched.key, [])).statusCode).toBe(202)
    await markHttpHubsChecked(database.db, new Date(clock))
    await tick()
    expect((await hubAlerts(watched.id)).filter((a) => !a.isResolved)).toEqual([])
  })

  it('is not vouched for at once by a start whose wall clock is put forward (NTP after a boot on a saved time)', async () => {
    const stoppedAt = new Date(clock - 120 * MINUTE)
    await database.db.update(hubs).set({ lastSeenAt: stoppedAt, checkedAt: stoppedAt }).where(eq(hubs.key, `http:${watched.id}`))
    // started on a clock two hours and a half behind, put right a minute later: a minute of listening, not hours
    let watchClock = clock - 150 * MINUTE
    let uptime = 0
    const watch = watchHttpHubs({ db: database.db, log: quiet, now: () => new Date(watchClock), everyMs: 20, uptimeMs: () => uptime })
    try {
      watchClock = clock
      uptime = MINUTE
      await new Promise((r) => setTimeout(r, 100))
      expect((await hubRow(watched.id))!.checkedAt.getTime()).toBeLessThan(clock - 60 * MINUTE)
      await tick()
      expect((await hubAlerts(watched.id)).filter((a) => !a.isResolved)).toEqual([])
    } finally {
      watch.stop()
    }
  })

  it('still vouched for by a quick restart (or another instance) is vouched for at once', async () => {
    await database.db.update(hubs).set({ checkedAt: new Date(clock - 2 * MINUTE) }).where(eq(hubs.key, `http:${watched.id}`))
    const watch = watchHttpHubs({ db: database.db, log: quiet, now: () => new Date(clock) })
    watch.stop()
    await waitFor(async () => (await hubRow(watched.id))!.checkedAt.getTime() === clock)
  })

  it('revoked while its sensors report through it, says so on the key and, 30 minutes on, in "Hub stopped reporting" (decision 0061)', async () => {
    // the home looked quiet while everything the hub sent was refused: no hub alert, the Sensors page green
    expect((await hubAlerts(watched.id)).filter((a) => !a.isResolved)).toEqual([])
    const res = await app.inject({ method: 'DELETE', url: `/api/ingest-keys/${watched.id}?clientId=${home}`, headers: { cookie } })
    expect(res.statusCode).toBe(204)
    expect(await hubRow(watched.id)).toBeDefined()

    // the hub goes on calling with it: refused, and the key says a hub still sends with it
    expect((await post(watched.key, [motion('HB-HALL')])).statusCode).toBe(401)
    expect(await listedKey(watched.id)).toMatchObject({ revokedAt: expect.any(String), lastRefusal: { reason: REVOKED_KEY_REFUSAL } })

    await database.db.update(hubs).set({ lastSeenAt: new Date(clock - 40 * MINUTE) }).where(eq(hubs.key, `http:${watched.id}`))
    await markHttpHubsChecked(database.db, new Date(clock))
    await tick()
    const [raised] = (await hubAlerts(watched.id)).filter((a) => !a.isResolved)
    expect(raised).toMatchObject({ title: 'Hub stopped reporting', severity: 'high' })
    expect(raised!.description).toMatch(/^The hub using the key “Hall Pi” has not been heard for 4\d min: its key was revoked on .+, so what it sends is refused/)
    expect(raised!.description).toContain('Give the hub a new key on the Sensors page')

    // a home live for an hour (its reports read as they come, not as a new home's history)
    await database.db.update(motionEvents).set({ createdAt: new Date(clock - 60 * MINUTE) }).where(eq(motionEvents.userId, home))
    // given a new key, the hub carries the hall sensor again: the old one no longer carries anything of the home's
    const renewed = await createIngestKey(database.db, home, null, { name: 'Hall Pi 2' })
    expect((await post(renewed.key, [])).statusCode).toBe(202)
    expect((await post(renewed.key, [motion('HB-HALL')])).statusCode).toBe(202)
    expect(await hubKeyOf('HB-HALL')).toBe(`http:${renewed.id}`)
    await tick()
    expect((await hubAlerts(watched.id)).filter((a) => !a.isResolved)).toEqual([])
  })
})

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 20))
  }
}
