// What a learned home's engine makes of sensors the family moves, deletes or adds: pattern changes, an
// open quiet alert, the home's time zone corrected meanwhile, a new sensor that never reports.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { devices, users } from '../../db/schema'
import { alertsOf, byKey, closeSims, DAY, edit, form, HOUR, idOf, LEARNED, learnedHome, liveTo, liveUntil, MIN, remove, stateNow, useSharedStart } from './sensor-changes-test-kit'

afterEach(closeSims)

const learned = useSharedStart(() => learnedHome(7))

describe('a sensor removed from a room, or moved to another', () => {
  it("deleting the only kitchen sensor is not read as the person going to the kitchen less, or being less active", async () => {
    const sim = await learned()
    await remove(sim, idOf(sim, 'kitchen'))
    sim.route.kitchen = []
    await liveTo(sim, LEARNED + 8 * DAY)
    const patterns = (await alertsOf(sim)).filter((a) => a.type === 'pattern_change')
    expect(patterns).toEqual([])
  }, 300_000)

  it('moving the kitchen sensor to the bedroom is not read as fewer kitchen visits', async () => {
    const sim = await learned()
    const kitchen = idOf(sim, 'kitchen')
    await edit(sim, kitchen, { ...form('kitchen'), location: 'Bedroom' })
    sim.route.kitchen = []
    sim.route.bedroom = [idOf(sim, 'bedroom'), kitchen]
    await liveTo(sim, LEARNED + 8 * DAY)
    const raised = await alertsOf(sim)
    expect(raised.filter((a) => a.type === 'pattern_change')).toEqual([])
  }, 300_000)
})

/**
 * The learned home lived on to 10:30 on its second day, then nobody moves until an inactivity or
 * possible-fall alert is open: `key` is its key, `restore()` puts back who hears what
 */
const collapsed = useSharedStart(async () => {
  const sim = await learned()
  await liveTo(sim, LEARNED + DAY + 10 * HOUR + 30 * MIN)
  const saved = { ...sim.route }
  for (const key of Object.keys(sim.route)) sim.route[key] = []
  let key: string | null = null
  await liveUntil(sim, sim.now + 12 * HOUR, async () => {
    key = (await alertsOf(sim)).find((a) => !a.isResolved && (a.dedupeKey === 'inactivity' || a.dedupeKey === 'emergency'))?.dedupeKey ?? null
    return key !== null
  })
  return Object.assign(sim, { key, saved })
})
const restore = (sim: Awaited<ReturnType<typeof collapsed>>) => Object.assign(sim.route, structuredClone(sim.saved))

describe('an open quiet alert while the sensors change', () => {
  it('deleting the sensor last seen before it leaves its text whole, and movement elsewhere still ends it', async () => {
    const sim = await collapsed()
    const { key } = sim
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
    restore(sim)
    for (const [k, ids] of Object.entries(sim.route)) sim.route[k] = ids.filter((id) => id !== last)
    await liveTo(sim, sim.now + 4 * HOUR)
    const after = (await alertsOf(sim)).filter((a) => a.dedupeKey === key)
    expect(after).toHaveLength(1)
    expect(after[0]!.isResolved).toBe(true)
    // (its text is written again as it escalates: it still says where she was last seen)
    expect(after[0]!.description).toContain('last in the living room')
  }, 300_000)

  it("the home's time zone corrected while it is open: it stays one alert and ends when she moves", async () => {
    const sim = await collapsed()
    const { key } = sim
    expect(key).not.toBeNull()
    await sim.t.database.db.update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, sim.t.home))
    await liveTo(sim, sim.now + 2 * HOUR)
    const during = await alertsOf(sim)
    expect(during.filter((a) => a.dedupeKey === key)).toHaveLength(1)
    restore(sim)
    await liveTo(sim, sim.now + 4 * HOUR)
    const after = await alertsOf(sim)
    expect(after.filter((a) => a.dedupeKey === key).map((a) => a.isResolved)).toEqual([true])
    expect(after.filter((a) => !a.isResolved)).toEqual([])
  }, 300_000)
})

describe('a sensor added to a learned home', () => {
  it("one that never reports is called so about a day after it was added; one that reports is not called offline", async () => {
    const sim = await learned()
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
    const sim = await learned()
    await liveTo(sim, LEARNED + DAY)
    expect(await alertsOf(sim)).toEqual([])
  }, 300_000)
})
