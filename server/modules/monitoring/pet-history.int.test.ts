// A family turns on 'A cat or dog lives here' in a home Hearthwatch has watched for ten days: the watch
// on what a pet cannot do is learned from those days at once, not a week from now; marking a sensor the
// pet can't set off learns it again, with that sensor's movement among the sure signs.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { engineState } from '../../db/platform-schema'
import { devices, motionEvents, users } from '../../db/schema'
import type { EngineState } from '../../engine/types'
import { makers } from '../../test/make'
import { useTickingDatabase } from '../../test/scheduled-home'
import { dashboardStats } from '../insights/insights.service'
import { stateOf } from './monitoring.repository'
import { storedStateColumns } from './engine-state.repository'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const { database, tick } = useTickingDatabase()

async function storedState(clientId: string) {
  const [row] = await database.db.select(storedStateColumns).from(engineState).where(eq(engineState.userId, clientId))
  return row ? (stateOf(row) as EngineState | null) : null
}

const now = Math.floor(Date.now() / HOUR) * HOUR

/**
 * A home watched for the ten days to `now` (on the hour), its engine state saved two hours ago: her
 * kitchen from 07 to 21, the bathroom at 08, 13 and 20, the fridge opened at 08, 12 and 18
 */
async function watchedTenDays() {
  const db = database.db
  const client = await makers(db).circle()
  const fit = async (name: string, kind: 'motion' | 'contact', location: string) =>
    (await db.insert(devices).values({ userId: client.id, name, kind, location, deviceId: `${name}-${client.id.slice(0, 8)}` }).returning())[0]!
  const kitchen = await fit('Kitchen', 'motion', 'Kitchen')
  const bathroom = await fit('Bathroom', 'motion', 'Bathroom')
  const fridge = await fit('Fridge', 'contact', 'Kitchen')
  const start = now - 10 * DAY
  const rows: (typeof motionEvents.$inferInsert)[] = []
  const add = (device: { id: string }, at: number, motionDetected = true) => rows.push({ userId: client.id, deviceId: device.id, timestamp: new Date(at), motionDetected, createdAt: new Date(at + 1000) })
  for (let day = start; day < now; day += DAY) {
    for (let h = 7; h <= 21; h++) add(kitchen, day + h * HOUR + 5 * MINUTE)
    for (const h of [8, 13, 20]) add(bathroom, day + h * HOUR + 30 * MINUTE)
    for (const h of [8, 12, 18]) {
      add(fridge, day + h * HOUR + 10 * MINUTE)
      add(fridge, day + h * HOUR + 10 * MINUTE + 20_000, false)
    }
  }
  await db.insert(motionEvents).values(rows)
  await tick(start + 30 * MINUTE)
  await tick(now - 2 * HOUR)
  return { client, bathroom, fridge, rows, first: Math.min(...rows.map((r) => (r.timestamp as Date).getTime())) }
}

describe("the pet watch when a home's pet setting changes", () => {
  it('is learned from the stored days at once when the setting is turned on, and again when a sensor is marked', async () => {
    const db = database.db
    const { client, bathroom, fridge, rows, first } = await watchedTenDays()
    expect((await storedState(client.id))?.pets).toBeUndefined()

    // turned on now: watched on the ten days already, not learning a week from now
    await db.update(users).set({ petsAtHome: true }).where(eq(users.id, client.id))
    // the dashboard, read before the next tick, already says so
    expect((await dashboardStats(db, client.id, 'UTC', new Date(now - HOUR - 30_000))).petWatch).toMatchObject({ isLearning: false })
    await tick(now - HOUR)
    const on = (await storedState(client.id))!.pets!
    expect(on.since).toBe(first)
    expect(on.immuneKeys).toBeUndefined()
    const lastFridge = Math.max(...rows.filter((r) => r.deviceId === fridge.id && r.timestamp.valueOf() < now - HOUR).map((r) => (r.timestamp as Date).getTime()))
    expect(on.lastAt).toBe(lastFridge)
    expect(on.quiet.all.spells.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(20)
    expect((await dashboardStats(db, client.id, 'UTC', new Date(now - HOUR))).petWatch).toEqual({ lastUseAt: new Date(lastFridge).toISOString(), isLearning: false, immuneRooms: [], heldMotionCounts: true, lastHeldRoom: null })

    // the bathroom's sensor marked as one the pet can't set off: learned again, its movement a sure sign
    await db.update(devices).set({ petImmune: true }).where(eq(devices.id, bathroom.id))
    await tick(now - HOUR + MINUTE)
    const marked = (await storedState(client.id))!.pets!
    expect(marked.immuneKeys).toEqual([bathroom.id])
    expect(marked.since).toBe(first)
    const lastSure = Math.max(...rows.filter((r) => (r.deviceId === fridge.id || r.deviceId === bathroom.id) && r.timestamp.valueOf() < now - HOUR).map((r) => (r.timestamp as Date).getTime()))
    expect(marked.lastAt).toBe(lastSure)
    expect(marked.quiet.all.spells.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(on.quiet.all.spells.reduce((sum, n) => sum + n, 0))
  })
  it('turned on in the minute its time zone changes, is learned in the zone the state moves from, so it lands where a watch learned after the move would', async () => {
    const db = database.db
    const together = await watchedTenDays()
    const apart = await watchedTenDays()
    await db.update(users).set({ petsAtHome: true, timeZone: 'Asia/Tokyo' }).where(eq(users.id, together.client.id))
    await db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, apart.client.id))
    await tick(now - HOUR)
    await db.update(users).set({ petsAtHome: true }).where(eq(users.id, apart.client.id))
    await tick(now - HOUR + MINUTE)
    const watch = async (clientId: string) => (await storedState(clientId))!.pets!.quiet.all.max
    const [moved, after] = [await watch(together.client.id), await watch(apart.client.id)]
    // the same gaps at the same local quarter hours (days close at another midnight in each zone, so fading differs by a day's 2 %)
    expect(after.filter((v) => v > 0).length).toBeGreaterThan(40)
    after.forEach((value, bin) => expect(Math.abs((moved[bin] ?? 0) - value)).toBeLessThanOrEqual(0.03 * value + 0.01))
  })
})
