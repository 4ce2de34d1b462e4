// In a home with a cat or dog the newest motion may be the pet's (decision 0050): the dashboard's stats
// also say when a door, the fridge or a cupboard was last used, and whether that watch is still learning.
// A motion sensor the family says the pet cannot set off counts as they do, and its room is named.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DashboardPetWatch } from '../../../contracts/insights'
import { devices, motionEvents, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { runTick } from '../monitoring/scheduler'
import { dashboardStats } from './insights.service'

// each test makes its own homes, signed in as they need; the scheduler's ticks tell the app's live bus
const t = useSignedInApp({}, { live: true })
const silent = { error: () => {}, info: () => {}, debug: () => {} }
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A home with a kitchen motion sensor and, unless told, a switch on the fridge; a pet said to live there or not */
async function home(petsAtHome: boolean, withFridge = true) {
  const client = await t.make.circle()
  await t.db.update(users).set({ petsAtHome }).where(eq(users.id, client.id))
  const fit = async (name: string, kind: 'motion' | 'contact') =>
    (await t.db.insert(devices).values({ userId: client.id, name, kind, location: 'Kitchen', deviceId: `${kind}-${client.id.slice(0, 8)}` }).returning())[0]!
  const kitchen = await fit('Kitchen', 'motion')
  const fridge = withFridge ? await fit('Fridge', 'contact') : null
  const cookie = await t.signIn(client)
  return { client, kitchen, fridge, cookie }
}

/** A use of `device` at `at`, stored as having arrived a second later (so a tick dated then reads it) */
const use = (device: { id: string; userId: string }, at: Date, motionDetected = true) => ({
  deviceId: device.id,
  userId: device.userId,
  timestamp: at,
  motionDetected,
  createdAt: new Date(at.getTime() + 1000),
})

async function stats(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return res.json() as { lastMotionAt: string | null; petWatch: DashboardPetWatch | null }
}

const tickAt = (now: Date) => runTick({ db: t.db, live: t.live, log: silent, now: () => now, intervalMs: 60_000, instanceId: 'test' })

describe("GET /api/dashboard/stats' petWatch", () => {
  it('says when the fridge was last used in a home with a pet, and that it is learning in its first week and not after', async () => {
    const { kitchen, fridge, cookie } = await home(true)
    const now = Date.now()
    // the engine first ran eight days ago, on the morning's movement and a use of the fridge
    const firstRun = new Date(now - 8 * DAY)
    // opened, and closed 20 s later: the closing is the last use
    const firstFridge = new Date(firstRun.getTime() - HOUR)
    const firstClosed = new Date(firstFridge.getTime() + 20_000)
    await t.db.insert(motionEvents).values([use(kitchen, new Date(firstRun.getTime() - 2 * HOUR)), use(fridge!, firstFridge), use(fridge!, firstClosed, false)])
    await tickAt(firstRun)
    expect((await dashboardStats(t.db, fridge!.userId, 'UTC', firstRun)).petWatch).toEqual({ lastUseAt: firstClosed.toISOString(), isLearning: true, immuneRooms: [], heldMotionCounts: true, lastHeldRoom: null })

    // today: the fridge three hours ago, movement (maybe the cat) five minutes ago
    const fridgeAt = new Date(now - 3 * HOUR)
    const closedAt = new Date(fridgeAt.getTime() + 20_000)
    const movedAt = new Date(now - 5 * MINUTE)
    await t.db.insert(motionEvents).values([use(fridge!, fridgeAt), use(fridge!, closedAt, false), use(kitchen, movedAt)])
    const read = await stats(cookie)
    expect(read.petWatch).toEqual({ lastUseAt: closedAt.toISOString(), isLearning: false, immuneRooms: [], heldMotionCounts: true, lastHeldRoom: null })
    // the newest motion is still given as it was
    expect(read.lastMotionAt).toBe(movedAt.toISOString())
  })

  it('says when the last sure sign was the kitchen sensor kept on by someone moving about (decision 0078), and the fridge after it is the fridge', async () => {
    const { kitchen, fridge, cookie } = await home(true)
    const now = Date.now()
    const onFor = (at: number, seconds: number) => [use(kitchen, new Date(at)), use(kitchen, new Date(at + seconds * 1000), false)]
    // the fridge two hours ago; four single sightings (25 s each: the sensor's hold); then on for 90 s, 30 min ago
    const fridgeAt = new Date(now - 2 * HOUR)
    const heldAt = now - 30 * MINUTE
    await t.db.insert(motionEvents).values([
      use(fridge!, fridgeAt),
      use(fridge!, new Date(fridgeAt.getTime() + 20_000), false),
      ...[0, 1, 2, 3].flatMap((i) => onFor(now - 90 * MINUTE + i * 10 * MINUTE, 25)),
      ...onFor(heldAt, 90),
    ])
    // its last sighting: the hold (25 s) before it went off
    expect((await stats(cookie)).petWatch).toEqual({ lastUseAt: new Date(heldAt + 65_000).toISOString(), isLearning: true, immuneRooms: [], heldMotionCounts: true, lastHeldRoom: 'kitchen' })
    const openedAt = new Date(now - 5 * MINUTE)
    await t.db.insert(motionEvents).values([use(fridge!, openedAt)])
    expect((await stats(cookie)).petWatch).toMatchObject({ lastUseAt: openedAt.toISOString(), lastHeldRoom: null })
  })

  it('is null in a home without a pet, and in a pet home with nothing a pet cannot use fitted inside', async () => {
    const noPet = await home(false)
    const noSwitch = await home(true, false)
    const at = new Date(Date.now() - 30 * MINUTE)
    await t.db.insert(motionEvents).values([use(noPet.kitchen, at), use(noPet.fridge!, at), use(noSwitch.kitchen, at)])
    await tickAt(new Date())
    for (const { cookie } of [noPet, noSwitch]) {
      const read = await stats(cookie)
      expect(read.lastMotionAt).toBe(at.toISOString())
      expect(read.petWatch).toBeNull()
    }
  })

  it("takes movement where the pet can't set the sensor off as a sure sign of them and names its room; with only such a sensor inside, a pet home is watched", async () => {
    const { client, kitchen, cookie } = await home(true, false)
    const [bathroom] = await t.db
      .insert(devices)
      .values({ userId: client.id, name: 'Bathroom', kind: 'motion', location: 'Bathroom', deviceId: `bath-${client.id.slice(0, 8)}`, petImmune: true })
      .returning()
    const now = Date.now()
    // the bathroom 40 minutes ago; the kitchen, where the cat may be, 5 minutes ago
    const washedAt = new Date(now - 40 * MINUTE)
    await t.db.insert(motionEvents).values([use(kitchen, new Date(now - 2 * HOUR)), use(bathroom!, washedAt), use(kitchen, new Date(now - 5 * MINUTE))])
    expect((await stats(cookie)).petWatch).toEqual({ lastUseAt: washedAt.toISOString(), isLearning: true, immuneRooms: ['bathroom'], heldMotionCounts: true, lastHeldRoom: null })
  })
})

describe("GET /api/dashboard/stats' activity score in a home with a pet", () => {
  it('is not scored where no sensor inside is one the pet cannot set off, and says why, rather than count the pet as them', async () => {
    const { client, kitchen, cookie } = await home(true, false)
    const now = Date.now()
    // nine days of the kitchen sensor every half hour from 07:00 to 22:00 (the person or the cat: it cannot tell)
    const rows = []
    for (let d = 9; d >= 1; d--) {
      const day = Date.parse(new Date(now - d * DAY).toISOString().slice(0, 10))
      for (let m = 7 * 60; m <= 22 * 60; m += 30) rows.push(use(kitchen, new Date(day + m * MINUTE)))
    }
    await t.db.insert(motionEvents).values(rows)
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } })
    const body = res.json() as { activityScore: number; activityScoreUnknown: string | null; engine: { isLearning: boolean } }
    expect(body.engine.isLearning).toBe(false)
    expect(body).toMatchObject({ activityScore: 70, activityScoreUnknown: 'Not scored: with a pet at home, these sensors cannot tell its movement from theirs' })
    // the same home said to have no pet is scored on them
    await t.db.update(users).set({ petsAtHome: false }).where(eq(users.id, client.id))
    expect((await dashboardStats(t.db, client.id, 'UTC')).activityScoreUnknown).toBeNull()
  })
})
