// A backup put back hours after it was taken (or an outage whose reports were lost): the engine's own
// outage is no sensor's silence, so the first movement after it raises no 'Sensor may be offline' for
// the sensors that have not reported yet; a sensor that really died is still found. Days of it are no days
// at home doing nothing, nor the front door's silence.
import { describe, expect, it } from 'vitest'
import { activityScore } from './activity-score'
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { HOME, local, routine } from './offline-test-kit'
import type { EngineEvent, EngineState } from './types'

const STEP = 5 * MINUTE_MS
const HOUR = 60 * MINUTE_MS

/** The scheduler's way: every STEP, with each batch of what was stored since */
function run(state: EngineState | null, from: number, to: number, events: EngineEvent[]) {
  let current = state ?? createState(new Date(from), HOME)
  const raised: { at: number; title: string; deviceKey?: string | null }[] = []
  let index = 0
  for (let t = from + STEP; t <= to; t += STEP) {
    const batch: EngineEvent[] = []
    while (index < events.length && events[index]!.timestamp.getTime() <= t) batch.push(events[index++]!)
    const result = evaluate(current, batch, new Date(t), HOME, { expectedIntervalMs: STEP })
    current = result.state
    raised.push(...result.alerts.map((a) => ({ at: t, title: a.title, deviceKey: a.deviceKey })))
  }
  return { state: current, raised }
}

const events = routine(32)
const backupAt = local(20, 22)
const trained = run(null, local(0, 0), backupAt, events.filter((e) => e.timestamp.getTime() <= backupAt))

describe('a backup put back hours after it was taken', () => {
  it('was taken from a home with nothing to say', () => {
    expect(trained.raised.filter((a) => a.at > local(19, 22))).toEqual([])
  })

  it.each([14, 20])('%i h later: the first movements raise no "Sensor may be offline"', (hours) => {
    const restoredAt = backupAt + hours * HOUR
    const after = events.filter((e) => e.timestamp.getTime() > restoredAt)
    const { raised } = run(structuredClone(trained.state), restoredAt - STEP, restoredAt + 6 * HOUR, after)
    expect(raised.filter((a) => a.title === 'Sensor may be offline')).toEqual([])
  })

  it('still finds a sensor that died before the backup was taken', () => {
    const restoredAt = backupAt + 20 * HOUR
    const after = events.filter((e) => e.timestamp.getTime() > restoredAt && e.deviceKey !== 'kitchen-pir')
    const { raised } = run(structuredClone(trained.state), restoredAt - STEP, restoredAt + 3 * 24 * HOUR, after)
    const offline = raised.filter((a) => a.title === 'Sensor may be offline')
    expect(offline.map((a) => a.deviceKey)).toEqual(['kitchen-pir'])
  })
})

describe('an outage of days whose reports were lost (a server off while the family was away)', () => {
  it.each([3, 6])('%i days: the days after raise nothing, neither the front door offline nor less activity than usual', (days) => {
    const restoredAt = backupAt + days * 24 * HOUR
    const after = events.filter((e) => e.timestamp.getTime() > restoredAt)
    const { raised, state } = run(structuredClone(trained.state), restoredAt - STEP, restoredAt + 4 * 24 * HOUR, after)
    // counted, the door was 'silent for 3 d 6 h' at once, and the lost days were read as days at home with no activity
    expect(raised.map((a) => a.title)).toEqual([])
    expect(state.daily.history.filter((d) => d.homeMinutes > 0 && d.activations === 0)).toEqual([])
  })

  it('teaches the routine nothing: a weaker day after it is read as it would be with no outage', () => {
    const restoredAt = backupAt + 3 * 24 * HOUR
    // the day after, half her usual movement
    const weaker = (e: EngineEvent, i: number) => e.timestamp.getTime() < local(24, 6) || i % 2 === 0
    const at = local(24, 18)
    const afterOutage = run(structuredClone(trained.state), restoredAt - STEP, at, events.filter((e, i) => e.timestamp.getTime() > restoredAt && weaker(e, i)))
    const noOutage = run(structuredClone(trained.state), backupAt, at, events.filter((e, i) => e.timestamp.getTime() > backupAt && weaker(e, i)))
    // before: 41 against 35, the three lost days learned as three days of nothing
    expect(Math.abs(activityScore(afterOutage.state, new Date(at), HOME) - activityScore(noOutage.state, new Date(at), HOME))).toBeLessThanOrEqual(2)
  })

  it('still finds a front door that died before it', () => {
    const restoredAt = backupAt + 3 * 24 * HOUR
    const after = events.filter((e) => e.timestamp.getTime() > restoredAt && e.deviceKey !== 'front-door')
    const { raised } = run(structuredClone(trained.state), restoredAt - STEP, restoredAt + 5 * 24 * HOUR, after)
    expect(raised.filter((a) => a.deviceKey === 'front-door').map((a) => a.title)).toEqual(['Front door sensor may be offline'])
  })
})
