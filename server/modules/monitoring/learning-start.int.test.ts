import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { alerts, devices, motionEvents } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { makers } from '../../test/make'
import { useTickingDatabase } from '../../test/scheduled-home'
import { dashboardStats } from '../insights/insights.service'
import { stateOf } from './monitoring.repository'
import { storedStateColumns } from './engine-state.repository'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const signUp = Date.UTC(2026, 4, 4, 12)

const { database, tick } = useTickingDatabase()

async function storedState(clientId: string) {
  const [row] = await database.db.select(storedStateColumns).from(engineState).where(eq(engineState.userId, clientId))
  return row ? (stateOf(row) as { startedAt: number } | null) : undefined
}

describe("a circle's learning week", () => {
  it('starts at its first event, not at the first engine run after sign-up, and keeps an alert raised before it', async () => {
    const clientId = (await makers(database.db).circle()).id
    // the engine looks at the new circle at sign-up: nothing fitted yet, but a state to hold alerts in
    await tick(signUp)
    expect((await storedState(clientId))?.startedAt).toBe(signUp)
    expect((await dashboardStats(database.db, clientId, 'UTC', new Date(signUp))).engine).toBeNull()

    // a day later a sensor is fitted with a low battery: its alert needs no event
    const [hall] = await database.db
      .insert(devices)
      .values({ userId: clientId, name: 'Hall', location: 'Hallway', deviceId: `MSH-${clientId.slice(0, 8).toUpperCase()}`, batteryLevel: 5 })
      .returning()
    await tick(signUp + DAY)
    const battery = () => database.db.select().from(alerts).where(and(eq(alerts.userId, clientId), eq(alerts.type, 'sensor_offline')))
    expect(await battery()).toMatchObject([{ isResolved: false }])
    // fitted, but not heard from: learning has not begun
    expect((await dashboardStats(database.db, clientId, 'UTC', new Date(signUp + DAY))).engine).toBeNull()

    // three days after sign-up it first reports
    const firstAt = signUp + 3 * DAY - 2 * HOUR
    await database.db.insert(motionEvents).values(
      [0, 10, 20].map((m) => ({ deviceId: hall!.id, userId: clientId, timestamp: new Date(firstAt + m * MINUTE), motionDetected: true, createdAt: new Date(firstAt + m * MINUTE) })),
    )
    // read before the scheduler has caught up, and after: day 1 of 7 either way
    const before = await dashboardStats(database.db, clientId, 'UTC', new Date(signUp + 3 * DAY))
    expect(before.engine).toMatchObject({ isLearning: true, learningDay: 1, learningLabel: 'Learning the routine: day 1 of 7', learningDays: 7, learningQuietLimitMinutes: 720 })
    await tick(signUp + 3 * DAY)
    expect((await storedState(clientId))?.startedAt).toBe(firstAt)
    const after = await dashboardStats(database.db, clientId, 'UTC', new Date(signUp + 3 * DAY + MINUTE))
    expect(after.engine).toMatchObject({ isLearning: true, learningDay: 1, learningLabel: 'Learning the routine: day 1 of 7' })
    // a full week from the first event: still learning on its seventh day, learned on the eighth
    const onDay7 = await dashboardStats(database.db, clientId, 'UTC', new Date(firstAt + 6 * DAY))
    expect(onDay7.engine).toMatchObject({ isLearning: true, learningLabel: 'Learning the routine: day 7 of 7' })

    // the battery alert raised before the restart is still the engine's: a new battery closes it
    await database.db.update(devices).set({ batteryLevel: 100 }).where(eq(devices.id, hall!.id))
    await tick(signUp + 3 * DAY + 2 * MINUTE)
    expect(await battery()).toMatchObject([{ isResolved: true }])
  })
})
