import { describe, expect, it } from 'vitest'
import { CHATTER_RULES } from './chatter'
import { evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { HOME, local, raised, routine, run } from './offline-test-kit'
import { longestAfterRoom } from './quiet-model'
import type { EngineEvent, EngineHome } from './types'

/** The kitchen sensor firing on and off every `everySeconds` from `from` to `to`, and nothing else */
function chatter(from: number, to: number, everySeconds = 30, key = 'kitchen-pir'): EngineEvent[] {
  const device = HOME.devices.find((d) => d.key === key)!
  const events: EngineEvent[] = []
  for (let t = from, i = 0; t < to; t += everySeconds * 1000, i++) {
    events.push({ deviceKey: key, kind: device.kind, room: device.room, timestamp: new Date(t), active: i % 2 === 0 })
  }
  return events
}

const DAYS = 8
const learned = routine(DAYS).filter((e) => e.timestamp.getTime() < local(DAYS, 10))

describe('a sensor that keeps firing', () => {
  it("is called out after 3 h without a pause, at high after 6 h, by name and with what it hides, and closes once it pauses", () => {
    const start = local(DAYS, 10)
    const stop = start + 7 * 60 * MINUTE_MS
    const results = run([...learned, ...chatter(start, stop)], local(0, 0), stop + 30 * MINUTE_MS, HOME, 5)
    const kept = raised(results).filter(({ alert }) => alert.dedupeKey === 'chatter:kitchen-pir')
    expect(kept).toHaveLength(1)
    const [{ at, alert }] = kept as [(typeof kept)[number]]
    expect((at - start) / MINUTE_MS).toBeGreaterThanOrEqual(CHATTER_RULES.runMinutes)
    expect((at - start) / MINUTE_MS).toBeLessThanOrEqual(CHATTER_RULES.runMinutes + 5)
    expect(alert).toMatchObject({ type: 'sensor_offline', severity: 'medium', title: 'Sensor keeps firing', deviceKey: 'kitchen-pir' })
    expect(alert.description).toMatch(/^The kitchen sensor has reported without a pause of more than 2 min for 3 h( \d+ min)?, which no one moving about does\./)
    expect(alert.description).toContain('Its reports are set aside until it pauses, so a fall or a long quiet spell would be noticed only after 12 h without movement elsewhere in the home.')

    const escalated = results.flatMap(({ at: when, result }) => result.escalations.filter((a) => a.dedupeKey === 'chatter:kitchen-pir').map((a) => ({ when, a })))
    expect(escalated.map(({ a }) => a.severity)).toEqual(['high'])
    expect((escalated[0]!.when - start) / MINUTE_MS).toBeGreaterThanOrEqual(2 * CHATTER_RULES.runMinutes)

    const closed = results.find(({ result }) => result.resolved.includes('chatter:kitchen-pir'))
    expect(closed).toBeDefined()
    expect((closed!.at - stop) / MINUTE_MS).toBeLessThanOrEqual(CHATTER_RULES.pausedAfterMinutes + 5)
  })

  it('neither closes nor raises again between the batches of a hub that posts every 10 minutes, and closes once nothing has come for 15', () => {
    const start = local(DAYS, 10)
    const stop = start + 4 * 60 * MINUTE_MS
    const firing = chatter(start, stop)
    let state = evaluate(null, learned, new Date(start), HOME).state
    const raisedAt: number[] = []
    const closedAt: number[] = []
    // each tick a minute apart; the hub's events arrive only every 10 minutes, all at once
    for (let t = start + MINUTE_MS; t <= stop + 20 * MINUTE_MS; t += MINUTE_MS) {
      const posted = (t - start) % (10 * MINUTE_MS) === 0 ? firing.filter((e) => e.timestamp.getTime() <= t && e.timestamp.getTime() > t - 10 * MINUTE_MS) : []
      const result = evaluate(state, posted, new Date(t), HOME)
      state = result.state
      if (result.alerts.some((a) => a.dedupeKey === 'chatter:kitchen-pir')) raisedAt.push(t)
      if (result.resolved.includes('chatter:kitchen-pir')) closedAt.push(t)
    }
    expect(raisedAt).toHaveLength(1)
    // the last batch came at the stop; 15 min later the run counts as over
    expect(closedAt).toHaveLength(1)
    expect((closedAt[0]! - stop) / MINUTE_MS).toBeLessThanOrEqual(CHATTER_RULES.pausedAfterMinutes + 1)
  })

  it('is not what a lived-in day looks like: eight days of the routine raise nothing of the kind', () => {
    const results = run(routine(DAYS), local(0, 0), local(DAYS, 0), HOME, 10)
    expect(raised(results).filter(({ alert }) => alert.dedupeKey.startsWith('chatter:'))).toEqual([])
  })

  it('a run broken by a pause of a few minutes starts again', () => {
    const start = local(DAYS, 10)
    const pauseAt = start + 2 * 60 * MINUTE_MS
    const events = [...chatter(start, pauseAt), ...chatter(pauseAt + 5 * MINUTE_MS, pauseAt + 5 * MINUTE_MS + 2 * 60 * MINUTE_MS)]
    const results = run([...learned, ...events], local(0, 0), pauseAt + 4 * 60 * MINUTE_MS, HOME, 5)
    expect(raised(results).filter(({ alert }) => alert.dedupeKey.startsWith('chatter:'))).toEqual([])
  })

  it('leaves out a pressure mat: a restless sleeper keeps a bed mat reporting', () => {
    const home: EngineHome = { ...HOME, devices: [...HOME.devices, { key: 'bed-mat', kind: 'pressure', room: 'bedroom' }] }
    const start = local(DAYS, 0)
    const mat = chatter(start, start + 7 * 60 * MINUTE_MS, 5).map((e) => ({ ...e, deviceKey: 'bed-mat', kind: 'pressure' as const, room: 'bedroom' }))
    const results = run([...learned.filter((e) => e.timestamp.getTime() < start), ...mat], local(0, 0), start + 7 * 60 * MINUTE_MS, home, 10)
    expect(raised(results).filter(({ alert }) => alert.dedupeKey.startsWith('chatter:'))).toEqual([])
  })

  it('counts a run kept by a state from before runs were kept from its last report, and late copies do not stretch a run', () => {
    const start = local(DAYS, 10)
    const first = evaluate(null, chatter(start, start + 60 * MINUTE_MS), new Date(start + 60 * MINUTE_MS), HOME)
    delete first.state.devices['kitchen-pir']!.runStart
    // an old backlog of the same sensor delivered late, from hours before: no run can begin before the state's
    const backlog = chatter(start - 5 * 60 * MINUTE_MS, start - 4 * 60 * MINUTE_MS)
    let state = first.state
    let found = false
    for (let t = start + 60 * MINUTE_MS; t <= start + 4 * 60 * MINUTE_MS; t += 10 * MINUTE_MS) {
      const batch = chatter(t, t + 10 * MINUTE_MS).filter((e) => e.timestamp.getTime() < t + 10 * MINUTE_MS)
      const result = evaluate(state, t === start + 60 * MINUTE_MS ? [...backlog, ...batch] : batch, new Date(t + 10 * MINUTE_MS), HOME)
      state = result.state
      const alert = result.alerts.find((a) => a.dedupeKey === 'chatter:kitchen-pir')
      if (alert) {
        found = true
        // the run is counted from the old state's last report (start + 60 min), so it reaches 3 h at start + 4 h
        expect(t + 10 * MINUTE_MS - start).toBeGreaterThanOrEqual(4 * 60 * MINUTE_MS - 10 * MINUTE_MS)
      }
    }
    expect(found).toBe(true)
  })

  describe('while it keeps firing, the rest of the home is still watched', () => {
    const quietAlerts = (results: ReturnType<typeof run>) => raised(results).filter(({ alert }) => alert.type === 'inactivity' || alert.type === 'emergency')

    it('a person who stops moving while the kitchen sensor has been firing for a day is found on the 12-hour rule, and an ordinary day beside it raises nothing', () => {
      // the kitchen sensor fires every 30 s from midnight of day 8 on; the person lives day 8 as usual and stops at 10:00 on day 9
      const from = local(DAYS, 0)
      const stoppedAt = local(DAYS + 1, 10)
      const life = routine(DAYS + 2).filter((e) => e.timestamp.getTime() < stoppedAt)
      const results = run([...life, ...chatter(from, local(DAYS + 2, 12))].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime()), local(0, 0), local(DAYS + 2, 12), HOME, 10)
      expect(raised(results).filter(({ alert }) => alert.dedupeKey === 'chatter:kitchen-pir')).toHaveLength(1)
      const quiet = quietAlerts(results)
      expect(quiet).toHaveLength(1)
      const [{ at, alert }] = quiet as [(typeof quiet)[number]]
      const lastMoved = Math.max(...life.filter((e) => e.deviceKey !== 'kitchen-pir').map((e) => e.timestamp.getTime()))
      // 12 h after the person's last movement on another sensor, not never (every report of the sensor was taken as someone about)
      expect((at - lastMoved) / MINUTE_MS).toBeGreaterThanOrEqual(12 * 60)
      expect((at - lastMoved) / MINUTE_MS).toBeLessThanOrEqual(12 * 60 + 10)
      expect(alert).toMatchObject({ type: 'inactivity', severity: 'high', metadata: { firingRoom: 'kitchen', limitMinutes: 720 } })
      expect(alert.description).toContain('a sensor in the kitchen keeps firing and cannot show whether someone is there, so only very long silences are reported')
    })

    it('a person who stops moving just as the kitchen sensor starts firing is found 12 h after it began, not 12 h after it was recognised', () => {
      // she moves as usual until 10:00 on day 9 (last seen in the living room); the kitchen sensor fires every 30 s from 10:05
      const stoppedAt = local(DAYS + 1, 10)
      const firesFrom = stoppedAt + 5 * MINUTE_MS
      const life = routine(DAYS + 2).filter((e) => e.timestamp.getTime() < stoppedAt)
      const results = run([...life, ...chatter(firesFrom, local(DAYS + 2, 6))].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime()), local(0, 0), local(DAYS + 2, 6), HOME, 10)
      const [first] = quietAlerts(results)
      // the run's own first 3 h were taken as someone about, and the 12-hour rule counted from their end: 15 h 5 min
      expect(first, 'a quiet alert').toBeDefined()
      expect((first!.at - firesFrom) / MINUTE_MS).toBeGreaterThanOrEqual(12 * 60)
      expect((first!.at - firesFrom) / MINUTE_MS).toBeLessThanOrEqual(12 * 60 + 10)
      expect(first!.alert.metadata).toMatchObject({ firingRoom: 'kitchen', lastMovementAt: new Date(firesFrom).toISOString() })
    })

    it('once the sensor pauses, the quiet is judged from its last report, not from before the reports set aside', () => {
      const start = local(DAYS, 10)
      const stop = start + 5 * 60 * MINUTE_MS
      const before = routine(DAYS + 1).filter((e) => e.timestamp.getTime() < start)
      const results = run([...before, ...chatter(start, stop)], local(0, 0), stop + 4 * 60 * MINUTE_MS, HOME, 5)
      const quiet = quietAlerts(results)
      expect(quiet.length).toBeGreaterThanOrEqual(1)
      // from its last report at the stop: the usual limit after the kitchen, at least the 45-minute floor, not at once
      expect((quiet[0]!.at - stop) / MINUTE_MS).toBeGreaterThanOrEqual(45)
      expect(quiet[0]!.alert.metadata).not.toHaveProperty('firingRoom')
    })

    it('does not learn the hours it hid as a quiet spell: one day with the kitchen sensor firing teaches no 5-hour habit', () => {
      const start = local(DAYS, 10)
      const before = routine(DAYS + 1).filter((e) => e.timestamp.getTime() < start)
      // the person comes back into view in the hall at 15:00 while the sensor still fires
      const hall = { deviceKey: 'hall-pir', kind: 'motion' as const, room: 'hall', timestamp: new Date(local(DAYS, 15)), active: true }
      const events = [...before, ...chatter(start, local(DAYS, 18)), hall].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
      const results = run(events, local(0, 0), local(DAYS, 18), HOME, 5)
      const state = results.at(-1)!.result.state
      expect(longestAfterRoom(state.quiet, 'kitchen')!).toBeLessThan(60)
    })
  })
})
