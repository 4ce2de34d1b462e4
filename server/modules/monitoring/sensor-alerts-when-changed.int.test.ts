// A learned home's device alerts when the family switches a sensor off, deletes it, or switches it on
// again days later: what closes, what is raised, and what the time off teaches (nothing).
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import { alertsOf, byKey, closeSims, DAY, edit, form, HOUR, idOf, LEARNED, learnedHome, liveTo, liveUntil, MIN, remove, stateNow, tick, useSharedStart } from './sensor-changes-test-kit'

afterEach(closeSims)

const learned = useSharedStart(() => learnedHome(7))
/** The hallway sensor's battery died at midnight; four days on, and the tick its 'Sensor may be offline' was first seen */
const hallDead = useSharedStart(async () => {
  const sim = await learned()
  const hall = idOf(sim, 'hallway')
  sim.route.hallway = []
  let raisedAt: number | null = null
  await liveTo(sim, LEARNED + 4 * DAY, async (at) => {
    if (raisedAt === null && byKey(await alertsOf(sim), `offline:${hall}`).length > 0) raisedAt = at
  })
  return Object.assign(sim, { raisedAt })
})

describe('a sensor with an open device alert is switched off or deleted', () => {
  it("switched off, its 'Sensor may be offline' closes, and is not raised again while it is off", async () => {
    const sim = await hallDead()
    const hall = idOf(sim, 'hallway')
    expect(sim.raisedAt).not.toBeNull()
    await edit(sim, hall, { ...form('hallway'), isActive: false })
    await liveTo(sim, LEARNED + 6 * DAY)
    const rows = byKey(await alertsOf(sim), `offline:${hall}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.isResolved).toBe(true)
  }, 300_000)

  it("deleted, its 'Sensor may be offline' closes and the row keeps naming it", async () => {
    const sim = await hallDead()
    const hall = idOf(sim, 'hallway')
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
    const sim = await learned()
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
  const learnedLonger = useSharedStart(() => learnedHome(7, 20))
  it('is not called offline the moment it is switched back on, before it has had a chance to report', async () => {
    const sim = await learned()
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
      const sim = await learnedLonger()
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
      // (nothing after the tick it is found at is read)
      const foundAt = await liveUntil(sim, LEARNED + 13 * DAY, async () => byKey(await alertsOf(sim), `offline:${hall}`).length > before)
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

