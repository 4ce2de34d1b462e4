// What happens to a home's alerts, and to what the engine learned of it, when the family changes its
// sensors after weeks of learning: one switched off and on again, deleted, moved to another room, made
// another kind, one added; and the home's time zone corrected while an alert is open. Each home is the
// demo's resident with three weeks of history, then lived on tick by tick through the real scheduler
// step (evaluateBatch) against the real database, the sensors changed through the devices service.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { alerts, devices, motionEvents, users } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { DEMO_DEVICES } from '../../demo/seed'
import { generateDemoEvents, type DemoEvent } from '../../demo/routine'
import type { EngineState } from '../../engine/types'
import { scheduledHome, type ScheduledHome } from '../../test/scheduled-home'
import { editDevice, removeDevice } from '../devices/devices.service'
import type { UserRow } from '../users/users.repository'
import { evaluateBatch } from './monitoring.service'
import { stateOf } from './monitoring.repository'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
/** the engine has learned the home by then: 21 days of history before it */
const LEARNED = Date.UTC(2026, 2, 23, 0)
/** a tick every half hour, the engine told so (a longer gap would be its own outage, not held against a sensor) */
const STEP = 30 * MIN

type Key = (typeof DEMO_DEVICES)[number]['key']

interface Sim {
  t: ScheduledHome
  actor: UserRow
  now: number
  /** every event of the demo's resident from the start of history to the end of the test, by time */
  events: DemoEvent[]
  /** which registered sensors (device ids) see what each demo sensor sees; empty: nobody hears it */
  route: Record<string, string[]>
}

let open: Sim[] = []
afterEach(async () => {
  for (const s of open) await s.t.close()
  open = []
})

/** A home with the demo's sensors and 21 days of its resident's life learned, at LEARNED */
async function learnedHome(seed = 7, days = 14): Promise<Sim> {
  const t = await scheduledHome(DEMO_DEVICES.map((d) => ({ name: d.name, location: d.location, deviceId: d.deviceId, kind: d.kind })))
  const [actor] = await t.database.db.select().from(users).where(eq(users.id, t.home))
  await t.database.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, t.home))
  const events = generateDemoEvents({ from: new Date(LEARNED - 21 * DAY), to: new Date(LEARNED + days * DAY), timeZone: 'UTC', seed })
  const route = Object.fromEntries(DEMO_DEVICES.map((d) => [d.key, [t.sensor[d.name]!]]))
  const sim: Sim = { t, actor: actor as UserRow, now: LEARNED, events, route }
  open.push(sim)
  const history = events.filter((e) => e.timestamp.getTime() < LEARNED - MIN)
  await t.database.db.insert(motionEvents).values(
    history.map((e) => ({ deviceId: sim.route[e.sensorKey]![0]!, userId: t.home, timestamp: e.timestamp, motionDetected: e.motionDetected, createdAt: new Date(LEARNED - DAY) })),
  )
  await t.database.db.insert(engineState).values({ userId: t.home })
  await tick(sim, LEARNED)
  return sim
}

/** One scheduler step at `at`, the events up to it stored first as a hub would have sent them */
async function tick(sim: Sim, at: number) {
  await evaluateBatch({ db: sim.t.database.db, live: sim.t.live }, [sim.t.home], new Date(at), (_, err) => {
    throw err
  }, STEP)
  sim.now = at
}

/** Lives on to `until`, a tick every STEP; events routed to the sensors that hear them */
async function liveTo(sim: Sim, until: number, each?: (at: number) => Promise<void>) {
  for (let at = sim.now + STEP; at <= until; at += STEP) {
    const from = at - STEP
    const rows = sim.events
      .filter((e) => e.timestamp.getTime() >= from - MIN && e.timestamp.getTime() < at - MIN)
      .flatMap((e) => (sim.route[e.sensorKey] ?? []).map((deviceId) => ({ deviceId, userId: sim.t.home, timestamp: e.timestamp, motionDetected: e.motionDetected, createdAt: e.timestamp })))
    if (rows.length > 0) await sim.t.database.db.insert(motionEvents).values(rows)
    await tick(sim, at)
    if (each) await each(at)
  }
}

const idOf = (sim: Sim, key: Key) => sim.t.sensor[DEMO_DEVICES.find((d) => d.key === key)!.name]!

async function alertsOf(sim: Sim) {
  return sim.t.database.db.select().from(alerts).where(eq(alerts.userId, sim.t.home)).orderBy(alerts.createdAt)
}

async function stateNow(sim: Sim): Promise<EngineState> {
  const [row] = await sim.t.database.db.select().from(engineState).where(eq(engineState.userId, sim.t.home))
  return stateOf({ packed: row!.packedState, legacy: row!.state }) as EngineState
}

const edit = (sim: Sim, id: string, body: Record<string, unknown>) => editDevice({ db: sim.t.database.db, live: sim.t.live }, sim.actor, sim.t.home, id, body as never, null as never)
const remove = (sim: Sim, id: string) => removeDevice(sim.t.database.db, sim.actor, sim.t.home, id, null as never)

const form = (key: Key) => {
  const d = DEMO_DEVICES.find((x) => x.key === key)!
  return { name: d.name, location: d.location, deviceId: d.deviceId }
}
const byKey = (rows: Awaited<ReturnType<typeof alertsOf>>, key: string) => rows.filter((a) => a.dedupeKey === key)

describe('a sensor with an open device alert is switched off or deleted', () => {
  it("switched off, its 'Sensor may be offline' closes, and is not raised again while it is off", async () => {
    const sim = await learnedHome(7)
    const hall = idOf(sim, 'hallway')
    sim.route.hallway = [] // its battery died at midnight
    let raisedAt: number | null = null
    await liveTo(sim, LEARNED + 4 * DAY, async (at) => {
      if (raisedAt === null && byKey(await alertsOf(sim), `offline:${hall}`).length > 0) raisedAt = at
    })
    expect(raisedAt).not.toBeNull()
    await edit(sim, hall, { ...form('hallway'), isActive: false })
    await liveTo(sim, LEARNED + 6 * DAY)
    const rows = byKey(await alertsOf(sim), `offline:${hall}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.isResolved).toBe(true)
  }, 300_000)

  it("deleted, its 'Sensor may be offline' closes and the row keeps naming it", async () => {
    const sim = await learnedHome(7)
    const hall = idOf(sim, 'hallway')
    sim.route.hallway = []
    await liveTo(sim, LEARNED + 4 * DAY)
    expect(byKey(await alertsOf(sim), `offline:${hall}`).filter((a) => !a.isResolved)).toHaveLength(1)
    await remove(sim, hall)
    await liveTo(sim, LEARNED + 5 * DAY)
    const rows = byKey(await alertsOf(sim), `offline:${hall}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.isResolved).toBe(true)
    expect(rows[0]!.deviceId).toBeNull()
    expect(rows[0]!.description).toContain('Hallway Sensor')
  }, 300_000)

  it('a low battery: switched off it closes, switched on again with the same battery it is raised again', async () => {
    const sim = await learnedHome(7)
    const bath = idOf(sim, 'bathroom')
    await sim.t.database.db.update(devices).set({ batteryLevel: 12 }).where(eq(devices.id, bath))
    await liveTo(sim, LEARNED + 2 * HOUR)
    expect(byKey(await alertsOf(sim), `battery:${bath}`).map((a) => a.isResolved)).toEqual([false])
    await edit(sim, bath, { ...form('bathroom'), isActive: false })
    await liveTo(sim, LEARNED + 4 * HOUR)
    expect(byKey(await alertsOf(sim), `battery:${bath}`).map((a) => a.isResolved)).toEqual([true])
    await edit(sim, bath, { ...form('bathroom'), isActive: true })
    await liveTo(sim, LEARNED + 6 * HOUR)
    expect(byKey(await alertsOf(sim), `battery:${bath}`).map((a) => a.isResolved)).toEqual([true, false])
  }, 300_000)
})

describe('a working sensor switched off for days, then on again', () => {
  it('is not called offline the moment it is switched back on, before it has had a chance to report', async () => {
    const sim = await learnedHome(7)
    const hall = idOf(sim, 'hallway')
    // off for three days (redecorating the hall); the hub's reports of it are still stored
    await edit(sim, hall, { ...form('hallway'), isActive: false })
    await liveTo(sim, LEARNED + 3 * DAY + 22 * HOUR)
    // on again at 22:00, as she goes to bed: the hall is quiet until morning, as every night
    await edit(sim, hall, { ...form('hallway'), isActive: true })
    // the next tick, a minute later, before it has reported
    await tick(sim, sim.now + MIN)
    expect(byKey(await alertsOf(sim), `offline:${hall}`)).toEqual([])
    await liveTo(sim, LEARNED + 4 * DAY + 12 * HOUR)
    const rows = byKey(await alertsOf(sim), `offline:${hall}`)
    expect(rows).toEqual([])
  }, 300_000)

  it('does not learn the days it was switched off as a usual silence: a sensor that dies later is still found within its usual limit', async () => {
    // the same home and the same death, once without and once after three days switched off
    const measure = async (switchedOff: boolean) => {
      const sim = await learnedHome(7, 20)
      const hall = idOf(sim, 'hallway')
      if (switchedOff) {
        await edit(sim, hall, { ...form('hallway'), isActive: false })
        await liveTo(sim, LEARNED + 3 * DAY + 10 * HOUR)
        await edit(sim, hall, { ...form('hallway'), isActive: true })
      }
      await liveTo(sim, LEARNED + 6 * DAY)
      const learned = (await stateNow(sim)).devices[hall]!
      const longest = Math.max(...learned.gapMax)
      // it dies at midnight of day 6
      sim.route.hallway = []
      // (alerts' created_at is the database's clock, not the simulated one: count them instead)
      const before = byKey(await alertsOf(sim), `offline:${hall}`).length
      let foundAt: number | null = null
      await liveTo(sim, LEARNED + 13 * DAY, async (at) => {
        if (foundAt === null && byKey(await alertsOf(sim), `offline:${hall}`).length > before) foundAt = at
      })
      return { longestSilenceMinutes: longest, foundAfterHours: foundAt === null ? null : (foundAt - (LEARNED + 6 * DAY)) / HOUR }
    }
    const normal = await measure(false)
    const afterOff = await measure(true)
    expect(normal.foundAfterHours).not.toBeNull()
    expect(afterOff.longestSilenceMinutes).toBeLessThan(24 * 60)
    expect(afterOff.foundAfterHours).not.toBeNull()
    expect(afterOff.foundAfterHours!).toBeLessThanOrEqual(normal.foundAfterHours! + 12)
  }, 600_000)
})

describe('a sensor removed from a room, or moved to another', () => {
  it("deleting the only kitchen sensor is not read as the person going to the kitchen less, or being less active", async () => {
    const sim = await learnedHome(7)
    await remove(sim, idOf(sim, 'kitchen'))
    sim.route.kitchen = []
    await liveTo(sim, LEARNED + 8 * DAY)
    const patterns = (await alertsOf(sim)).filter((a) => a.type === 'pattern_change')
    expect(patterns).toEqual([])
  }, 300_000)

  it('moving the kitchen sensor to the bedroom is not read as fewer kitchen visits', async () => {
    const sim = await learnedHome(7)
    const kitchen = idOf(sim, 'kitchen')
    await edit(sim, kitchen, { ...form('kitchen'), location: 'Bedroom' })
    sim.route.kitchen = []
    sim.route.bedroom = [idOf(sim, 'bedroom'), kitchen]
    await liveTo(sim, LEARNED + 8 * DAY)
    const raised = await alertsOf(sim)
    expect(raised.filter((a) => a.type === 'pattern_change')).toEqual([])
  }, 300_000)
})

/** Lives on to `from`, then nobody moves until an inactivity or possible-fall alert is open: answers its key */
async function collapse(sim: Sim, from: number) {
  await liveTo(sim, from)
  const saved = { ...sim.route }
  for (const key of Object.keys(sim.route)) sim.route[key] = []
  let key: string | null = null
  await liveTo(sim, from + 12 * HOUR, async () => {
    if (key) return
    key = (await alertsOf(sim)).find((a) => !a.isResolved && (a.dedupeKey === 'inactivity' || a.dedupeKey === 'emergency'))?.dedupeKey ?? null
    if (key) throw new StopLiving()
  }).catch((err: unknown) => {
    if (!(err instanceof StopLiving)) throw err
  })
  return { key, restore: () => Object.assign(sim.route, saved) }
}
class StopLiving extends Error {}

describe('an open quiet alert while the sensors change', () => {
  it('deleting the sensor last seen before it leaves its text whole, and movement elsewhere still ends it', async () => {
    const sim = await learnedHome(7)
    const { key, restore } = await collapse(sim, LEARNED + DAY + 10 * HOUR + 30 * MIN)
    expect(key).not.toBeNull()
    const state = await stateNow(sim)
    const last = state.lastDeviceKey!
    const before = (await alertsOf(sim)).find((a) => a.dedupeKey === key && !a.isResolved)!
    expect(before.description).toMatch(/^(No movement|Last movement)/)
    await remove(sim, last)
    for (const [k, ids] of Object.entries(sim.route)) sim.route[k] = ids.filter((id) => id !== last)
    await liveTo(sim, sim.now + 2 * HOUR)
    const during = (await alertsOf(sim)).filter((a) => a.dedupeKey === key)
    expect(during).toHaveLength(1)
    expect(during[0]!.isResolved).toBe(false)
    restore()
    for (const [k, ids] of Object.entries(sim.route)) sim.route[k] = ids.filter((id) => id !== last)
    await liveTo(sim, sim.now + 4 * HOUR)
    const after = (await alertsOf(sim)).filter((a) => a.dedupeKey === key)
    expect(after).toHaveLength(1)
    expect(after[0]!.isResolved).toBe(true)
    // (its text is written again as it escalates: it still says where she was last seen)
    expect(after[0]!.description).toContain('last in the living room')
  }, 300_000)

  it("the home's time zone corrected while it is open: it stays one alert and ends when she moves", async () => {
    const sim = await learnedHome(7)
    const { key, restore } = await collapse(sim, LEARNED + DAY + 10 * HOUR + 30 * MIN)
    expect(key).not.toBeNull()
    await sim.t.database.db.update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, sim.t.home))
    await liveTo(sim, sim.now + 2 * HOUR)
    const during = await alertsOf(sim)
    expect(during.filter((a) => a.dedupeKey === key)).toHaveLength(1)
    restore()
    await liveTo(sim, sim.now + 4 * HOUR)
    const after = await alertsOf(sim)
    expect(after.filter((a) => a.dedupeKey === key).map((a) => a.isResolved)).toEqual([true])
    expect(after.filter((a) => !a.isResolved)).toEqual([])
  }, 300_000)
})

describe('a sensor added to a learned home', () => {
  it("one that never reports is called so about a day after it was added; one that reports is not called offline", async () => {
    const sim = await learnedHome(7)
    await liveTo(sim, LEARNED + 9 * HOUR)
    const [silent, working] = await sim.t.database.db
      .insert(devices)
      .values([
        { userId: sim.t.home, name: 'Study Sensor', location: 'Study', deviceId: 'MSH-NEWSTD1', kind: 'motion' },
        { userId: sim.t.home, name: 'Landing Sensor', location: 'Landing', deviceId: 'MSH-NEWLND1', kind: 'motion' },
      ])
      .returning()
    sim.route.hallway = [...sim.route.hallway!, working!.id]
    let neverAt: number | null = null
    await liveTo(sim, LEARNED + 4 * DAY, async (at) => {
      if (neverAt === null && byKey(await alertsOf(sim), `offline:${silent!.id}`).length > 0) neverAt = at
    })
    const raised = await alertsOf(sim)
    expect(neverAt).not.toBeNull()
    expect((neverAt! - (LEARNED + 9 * HOUR)) / HOUR).toBeGreaterThanOrEqual(24)
    expect((neverAt! - (LEARNED + 9 * HOUR)) / HOUR).toBeLessThanOrEqual(30)
    expect(byKey(raised, `offline:${working!.id}`)).toEqual([])
  }, 300_000)
})

describe('the harness', () => {
  it('a learned home raises nothing on an ordinary day', async () => {
    const sim = await learnedHome()
    await liveTo(sim, LEARNED + DAY)
    expect(await alertsOf(sim)).toEqual([])
  }, 300_000)
})
