// A home further behind than one batch holds (a state rebuilt from every stored event, a long outage,
// a hub that uploaded its history) catches up over several ticks. Each must take the engine only as far
// as its own events: evaluated to now, the first batch put the clock past every event still waiting,
// which then counted as late, and the days between as empty ones.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { alerts, motionEvents } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { DEMO_DEVICES } from '../../demo/seed'
import { generateDemoEvents } from '../../demo/routine'
import { evaluate } from '../../engine/engine'
import type { EngineState } from '../../engine/types'
import { useScheduledHome } from '../../test/scheduled-home'
import { evaluateBatch, homeOf } from './monitoring.service'
import { loadCircle } from './monitoring.repository'
import { stateOfRow } from './engine-state.repository'

const t = useScheduledHome(DEMO_DEVICES.map((d) => ({ name: d.key, location: d.location, deviceId: d.deviceId, kind: d.kind })))

const DAY = 86_400_000
const now = new Date(Date.UTC(2026, 2, 20, 12))

describe('a home catching up over several batches', () => {
  it('learns its history as one evaluation of every event would, and raises nothing about the past', async () => {
    // 21 days of the demo's resident, the last minutes before now included
    const history = generateDemoEvents({ from: new Date(now.getTime() - 21 * DAY), to: new Date(now.getTime() - 60_000), timeZone: 'UTC', seed: 11 })
    const sensorOf = (key: string) => t.sensor[key]!
    await t.database.db.insert(motionEvents).values(
      history.map((e) => ({ deviceId: sensorOf(e.sensorKey), userId: t.home, timestamp: e.timestamp, motionDetected: e.motionDetected, createdAt: new Date(now.getTime() - 2 * DAY) })),
    )
    await t.database.db.insert(engineState).values({ userId: t.home })
    // an alert a lost state had raised: the sensor has reported since, so the caught-up state closes it
    const left = `offline:${sensorOf(DEMO_DEVICES[0]!.key)}`
    await t.database.db.insert(alerts).values({ userId: t.home, type: 'sensor_offline', severity: 'medium', title: 'Sensor may be offline', description: '-', dedupeKey: left, metadata: { source: 'engine' }, createdAt: new Date(now.getTime() - 3 * DAY) })
    // about 7,000 events in batches of 1,500: five ticks, the last reaching now
    const limits = { perCircle: 1_500, perBatch: 6_000 }
    for (let tick = 0; tick < 8; tick++) {
      await evaluateBatch({ db: t.database.db, live: t.live }, [t.home], now, (_, err) => { throw err }, 60_000, limits)
    }
    const [row] = await t.database.db.select().from(engineState).where(eq(engineState.userId, t.home))
    const caughtUp = stateOfRow(row!) as EngineState
    expect(row!.lastEventId).toBeGreaterThan(0)

    // the same events in one evaluation
    const circle = (await loadCircle(t.database.db, t.home))!
    const home = homeOf({ timeZone: 'UTC' }, circle.devices.map((d) => ({ ...d, hubKey: null })), [], now)
    const byId = new Map(home.devices.map((d) => [d.key, d]))
    const rows = await t.database.db.select().from(motionEvents).where(eq(motionEvents.userId, t.home)).orderBy(motionEvents.id)
    const once = evaluate(
      null,
      rows.map((r) => ({ deviceKey: r.deviceId, kind: byId.get(r.deviceId)!.kind, room: byId.get(r.deviceId)!.room, timestamp: r.timestamp, active: r.motionDetected })),
      now,
      home,
    ).state
    expect(caughtUp.clock).toBe(now.getTime())
    expect(caughtUp.routine).toEqual(once.routine)
    expect(caughtUp.daily).toEqual(once.daily)
    // every sensor reported in the last day: none is offline
    const raised = await t.database.db.select({ key: alerts.dedupeKey, isResolved: alerts.isResolved }).from(alerts).where(eq(alerts.userId, t.home))
    expect(raised.filter((a) => a.key?.startsWith('offline:'))).toEqual([{ key: left, isResolved: true }])
  }, 60_000)
})
