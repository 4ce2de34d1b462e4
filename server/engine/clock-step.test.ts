// The server's clock stepped back: it ran two hours ahead (a machine that booted with its hardware clock in
// local time, an admin's mistake) and NTP put it right. Times the engine reached while ahead are later
// than every `now` it is given for the next two hours.
import { describe, expect, it } from 'vitest'
import { stepBackTo } from './clock-step'
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { dayEvents, DEFAULT_DAY, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineState, EvaluateResult } from './types'

const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, 'UTC')
const HOME = syntheticHome('UTC')
const SCHEDULER = { expectedIntervalMs: 60_000 }
const HOUR_MS = 60 * MINUTE_MS
const AHEAD_MS = 2 * HOUR_MS
const EVENTS = Array.from({ length: 11 }, (_, d) => dayEvents(START + d, DEFAULT_DAY, 'UTC')).flat()
/** she moves as every day until 10:30 on day 10 (in the living room), then never again: a fall */
const FALL = local(10, 10, 30)

/** Ten days lived, evaluated every ten minutes with the clock right */
function tenDays(): EngineState {
  let state = createState(new Date(local(0, 0)), HOME)
  const before = EVENTS.filter((e) => e.timestamp.getTime() < local(10, 5))
  for (let t = local(0, 0) + 10 * MINUTE_MS; t <= local(10, 5); t += 10 * MINUTE_MS) {
    state = evaluate(state, before.filter((e) => e.timestamp.getTime() > t - 10 * MINUTE_MS && e.timestamp.getTime() <= t), new Date(t), HOME).state
  }
  return state
}

type Step = { at: number; result: EvaluateResult }

interface DayTen {
  /** true times during which the server's clock reads two hours more */
  ahead?: [number, number]
  /** 'server' when events are stamped by the server's clock as they arrive (a broker on the same machine), 'true' when a hub with a right clock stamps them */
  stamps: 'server' | 'true'
  /** her last movement: nothing after it */
  fall?: number
  extra?: EngineEvent[]
  until?: number
}

/** Day 10 from 05:00, evaluated every minute of true time; each event is read at the first look after it happened */
function dayTen({ ahead, stamps, fall = FALL, extra = [], until = local(10, 16) }: DayTen) {
  let state = tenDays()
  const isAhead = (t: number) => !!ahead && t >= ahead[0] && t < ahead[1]
  const serverClock = (t: number) => (isAhead(t) ? t + AHEAD_MS : t)
  const pending = [...EVENTS.filter((e) => e.timestamp.getTime() >= local(10, 5) && e.timestamp.getTime() <= fall), ...extra].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  const steps: Step[] = []
  for (let t = local(10, 5); t <= until; t += MINUTE_MS) {
    const batch = pending.filter((e) => e.timestamp.getTime() <= t)
    pending.splice(0, batch.length)
    const stamped = batch.map((e): EngineEvent => (stamps === 'server' ? { ...e, timestamp: new Date(serverClock(e.timestamp.getTime())) } : e))
    const result = evaluate(state, stamped, new Date(serverClock(t)), HOME, SCHEDULER)
    state = result.state
    steps.push({ at: t, result })
  }
  return steps
}

const isQuiet = (type: string) => type === 'inactivity' || type === 'emergency'
const quietAlerts = (steps: Step[]) => steps.flatMap(({ at, result }) => result.alerts.filter((a) => isQuiet(a.type)).map((alert) => ({ at, alert })))
const quietReports = (steps: Step[]) => steps.flatMap(({ at, result }) => [...result.alerts, ...result.escalations].filter((a) => isQuiet(a.type)).map((alert) => ({ at, alert })))
/** Minutes of true time from `fall` to the first quiet alert after it */
const minutesToAlert = (steps: Step[], fall = FALL) => {
  const first = quietAlerts(steps).find(({ at }) => at > fall)
  return first ? (first.at - fall) / MINUTE_MS : null
}

describe('after the server clock is stepped back two hours', () => {
  // with the clock right all along, her fall at 10:30 (last seen in the living room at 10:17) is found at 11:02
  const right = minutesToAlert(dayTen({ stamps: 'server' }))

  it('finds a fall as soon as with a right clock, when the events were stamped by the server', () => {
    // ahead from 06:00 (its clock put forward while she slept: the engine's own outage), back at 10:00
    const steps = dayTen({ ahead: [local(10, 6), local(10, 10)], stamps: 'server' })
    expect(right).toBe(32)
    expect(quietReports(steps).filter(({ at }) => at <= FALL)).toEqual([])
    // 121 min before the step was handled: nothing could alert until real time passed 12:00, where the clock had been
    expect(minutesToAlert(steps)).toBe(right)
  })

  it('counts the quiet from the step when she fell before it', () => {
    // ahead from 09:00 to 10:30, her last movement at 10:17 as it read 12:17: her quiet counts from 10:29, not from 12:17
    const steps = dayTen({ ahead: [local(10, 9), local(10, 10, 30)], stamps: 'server' })
    expect(quietReports(steps).filter(({ at }) => at <= FALL)).toEqual([])
    expect(minutesToAlert(steps)).toBe(45)
  })

  it('takes what she did just after the step as where she is now', () => {
    // back at 09:59:30; she walks into the bathroom at 09:59:45, and nothing moves after it
    const bathroom: EngineEvent = { deviceKey: 'bathroom-pir', kind: 'motion', room: 'bathroom', timestamp: new Date(local(10, 9, 59) + 45_000), active: true }
    const steps = dayTen({ ahead: [local(10, 6), local(10, 9, 59) + 30_000], stamps: 'server', fall: bathroom.timestamp.getTime(), extra: [bathroom] })
    const [first] = quietAlerts(steps)
    expect(first?.alert).toMatchObject({ type: 'emergency', metadata: { lastRoom: 'bathroom', lastMovementAt: bathroom.timestamp.toISOString() } })
    expect(first!.at).toBeLessThan(local(10, 11))
  })

  it('finds a fall as soon as with a right clock, when a hub with its own right clock stamped the events', () => {
    const steps = dayTen({ ahead: [local(10, 8), local(10, 10)], stamps: 'true' })
    expect(quietReports(steps).filter(({ at }) => at >= local(10, 10) && at <= FALL)).toEqual([])
    expect(minutesToAlert(steps)).toBe(right)
  })

  it('keeps an alert open at the step, and reports it again within the hour', () => {
    // she falls at 08:30 (last seen 08:17), found while the clock runs ahead; back at 09:30
    const steps = dayTen({ ahead: [local(10, 6), local(10, 9, 30)], stamps: 'server', fall: local(10, 8, 30) })
    const raised = quietAlerts(steps)
    expect(raised).toHaveLength(1)
    expect(raised[0]!.at).toBeLessThan(local(10, 9, 30))
    expect(steps.filter(({ at, result }) => at >= local(10, 9, 30) && result.resolved.length > 0)).toEqual([])
    const again = quietReports(steps).find(({ at }) => at >= local(10, 9, 30))
    expect(again).toBeDefined()
    expect((again!.at - local(10, 9, 30)) / MINUTE_MS).toBeLessThanOrEqual(60)
  })

  it('does not hold the two hours it ran ahead against her, when she was still from before', () => {
    // last seen at 09:47; the server restarts at 10:00 with its clock two hours ahead (the engine's own
    // outage, booked as unwatched), and NTP puts it right at 10:10
    const fall = local(10, 9, 50)
    const steps = dayTen({ ahead: [local(10, 10), local(10, 10, 10)], stamps: 'server', fall })
    expect(quietReports(steps).filter(({ at }) => at < local(10, 10, 10))).toEqual([])
    // 162 min before: the 2 h it ran ahead were held as not watched after the step too. Now one minute
    // later than with a right clock: the minute between the last look before the restart and the first after
    const right = minutesToAlert(dayTen({ stamps: 'server', fall }), fall)!
    expect(minutesToAlert(steps, fall)).toBe(right + 1)
  })

  it('leaves no time later than now in the state', () => {
    const steps = dayTen({ ahead: [local(10, 6), local(10, 10)], stamps: 'server', until: local(10, 10) })
    const { state } = steps.at(-1)!.result
    const now = local(10, 10)
    expect(state.clock).toBe(now)
    expect(state.lastInsideAt).toBeLessThanOrEqual(now)
    expect(Object.values(state.devices).every((d) => (d.lastSeenAt ?? 0) <= now)).toBe(true)
    // a use 'in the future' would make every visit to its room look like the one going on (offline-rooms.ts)
    expect(Object.values(state.devices).every((d) => (d.lastUseAt ?? 0) <= now)).toBe(true)
    expect(state.presence.doorAt ?? 0).toBeLessThanOrEqual(now)
  })

  it('brings back the door she may have come in by, or "Came in, nothing since" would wait out the step', () => {
    const state = tenDays()
    const to = local(10, 8)
    state.clock = to + AHEAD_MS
    state.presence.cameIn = { firstAt: to + AHEAD_MS - 5 * MINUTE_MS, lastAt: to + AHEAD_MS - 4 * MINUTE_MS, seenAt: null }
    stepBackTo(state, to)
    expect(state.presence.cameIn).toEqual({ firstAt: to, lastAt: to, seenAt: null })
  })

  it('brings back, in a cat home, the pet\'s motion and her held sighting since that door', () => {
    const state = tenDays()
    const to = local(10, 8)
    state.clock = to + AHEAD_MS
    state.presence.cameIn = { firstAt: to + AHEAD_MS - 5 * MINUTE_MS, lastAt: to + AHEAD_MS - 4 * MINUTE_MS, seenAt: null, petMoved: true, petMovedAt: to + AHEAD_MS - 3 * MINUTE_MS, heldAt: to + AHEAD_MS - 2 * MINUTE_MS }
    stepBackTo(state, to)
    expect(state.presence.cameIn).toEqual({ firstAt: to, lastAt: to, seenAt: null, petMoved: true, petMovedAt: to, heldAt: to })
  })

  for (const [field, title] of [
    ['callerInAt', 'brings back when a caller was let in, or a passage hours later would still be taken for them leaving'],
    ['letInAt', 'brings back when she may have let a caller in unseen by a hall sensor, as when a caller was let in'],
  ] as const) {
    it(title, () => {
      const state = tenDays()
      const to = local(10, 8)
      state.clock = to + AHEAD_MS
      state.presence[field] = to + AHEAD_MS - 5 * MINUTE_MS
      stepBackTo(state, to)
      expect(state.presence[field]).toBe(to)
    })
  }

  it('takes seconds of skew between two servers taking turns for no step: her last movement stays where it was', () => {
    let state = tenDays()
    const moved = local(10, 5, 10)
    // one server looks at 05:10:30 with her movement at 05:10; the next, 20 s behind it, at 05:10:10 by its clock
    state = evaluate(state, [{ deviceKey: 'kitchen-pir', kind: 'motion', room: 'kitchen', timestamp: new Date(moved), active: true }], new Date(moved + 30_000), HOME, SCHEDULER).state
    state = evaluate(state, [], new Date(moved + 10_000), HOME, SCHEDULER).state
    // brought back to a minute before that look, it read as 50 s earlier than it was
    expect(state.lastInsideAt).toBe(moved)
  })
})
