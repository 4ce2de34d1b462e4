// What real hubs do to the order of events: one buffers for twenty minutes and then delivers, so its
// events reach the engine after newer ones from another hub; one sends the same event twice. The
// scheduler hands the engine whatever was stored since its last call (by storage order), so an event
// older than the engine's clock is normal input, and must not be read as if it were the newest.
import { describe, expect, it } from 'vitest'
import { evaluate } from './engine'
import { quietAlerts, replay, type Replay } from './test-replay'
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineState } from './types'

const TZ = 'UTC'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const HOUR_MS = 60 * MINUTE_MS
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, TZ)
const history = Array.from({ length: 10 }, (_, i) => dayEvents(START + i, DEFAULT_DAY, TZ)).flat()
const day10 = dayEvents(START + 10, DEFAULT_DAY, TZ)
const at = (deviceKey: string, ms: number, active = true): EngineEvent => {
  const device = HOME.devices.find((d) => d.key === deviceKey)!
  return { deviceKey, kind: device.kind, room: device.room, timestamp: new Date(ms), active }
}
const between = (events: EngineEvent[], from: number, to: number) => events.filter((e) => e.timestamp.getTime() >= from && e.timestamp.getTime() < to)

/** Ten ordinary days and day 10 up to `liveUntil` delivered as they happen, stepping a minute at a time */
function liveUntil(liveUntilMs: number, extra: EngineEvent[] = [], withhold: (e: EngineEvent) => boolean = () => false): Replay {
  const live = [...history, ...day10.filter((e) => e.timestamp.getTime() < liveUntilMs), ...extra]
    .filter((e) => !withhold(e))
    .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  return replay(HOME, live, local(0, 0), liveUntilMs, null, 1)
}

/** Delivers `late` at `deliveredAt` (one tick), then steps on with nothing new until `untilMs` */
function deliverLate(run: Replay, late: EngineEvent[], deliveredAt: number, untilMs: number): Replay {
  const tick = evaluate(run.state, late, new Date(deliveredAt), HOME)
  const after = replay(HOME, [], deliveredAt, untilMs, tick.state, 1)
  return {
    state: after.state,
    status: after.status,
    alerts: [...tick.alerts.map((alert) => ({ at: deliveredAt, alert })), ...after.alerts],
    escalations: after.escalations,
    resolved: [...tick.resolved.map((key) => ({ at: deliveredAt, key })), ...after.resolved],
    cleared: [...tick.resolved.map((key) => ({ at: deliveredAt, key, how: tick.resolvedHow[key] ?? '' })), ...after.cleared],
  }
}

describe('events delivered late, after newer ones', () => {
  it('keeps the room the person was last seen in when an older event from a buffering hub arrives', () => {
    // 10:50–10:55 in the bathroom, seen live; the living room's hub had buffered 10:30–10:49 and delivers at 10:56
    const livingHub = (e: EngineEvent) => e.deviceKey === 'living-pir' && e.timestamp.getTime() >= local(10, 10, 30)
    const run = liveUntil(local(10, 10, 56), [], livingHub)
    const late = between(day10, local(10, 10, 30), local(10, 10, 50)).filter(livingHub)
    expect(late.length).toBeGreaterThan(0)
    const after = deliverLate(run, late, local(10, 10, 56), local(10, 16))
    expect(after.status.lastRoom).toBe('bathroom')
    const [first] = quietAlerts(after)
    expect(first?.alert.type).toBe('emergency') // a possible fall in the bathroom, not a quiet sit in the living room
    expect(first?.alert.title).toBe('Possible fall in the bathroom')
  })

  it('does not take activity from before the front door, delivered late, as the person staying in', () => {
    // hall 13:56–13:58 on a buffering hub, the door at 13:59 live: she went out until 16:00
    const hall = (e: EngineEvent) => e.deviceKey === 'hall-pir' && e.timestamp.getTime() >= local(10, 13, 50) && e.timestamp.getTime() < local(10, 14)
    const run = liveUntil(local(10, 14, 3), [], hall)
    const after = deliverLate(run, between(day10, local(10, 13, 50), local(10, 14)).filter(hall), local(10, 14, 3), local(10, 15, 59))
    expect(quietAlerts(after)).toEqual([]) // she is at the shops: no 'Possible fall in the hall'
    expect(after.status.presence).toBe('away')
  })

  it('does not take a front door delivered late, older than activity inside after it, as an outing', () => {
    // the door opened at 10:45 (a parcel) on a buffering hub; 10:50–10:55 in the bathroom seen live; then a fall there
    const door = at('front-door', local(10, 10, 45))
    const run = liveUntil(local(10, 10, 58))
    const after = deliverLate(run, [door], local(10, 10, 58), local(10, 16))
    expect(after.status.presence).toBe('home')
    const [first] = quietAlerts(after)
    expect(first?.alert.title).toBe('Possible fall in the bathroom') // not silently taken as out
  })

  it('ignores an older front door while a newer one is still settling', () => {
    const run = liveUntil(local(10, 10, 58), [at('front-door', local(10, 10, 56))])
    const tick = evaluate(run.state, [at('front-door', local(10, 10, 40))], new Date(local(10, 10, 59)), HOME)
    expect(tick.state.presence.doorAt).toBe(local(10, 10, 56))
    expect(tick.status.presence).toBe('door')
  })

  it('resolves a quiet alert raised while a hub was holding back movement that came after the quiet began', () => {
    const quietFrom = local(10, 10)
    const probe = liveUntil(quietFrom)
    const alone = replay(HOME, [], quietFrom, quietFrom + 6 * HOUR_MS, structuredClone(probe.state) as EngineState, 1)
    const raisedAt = quietAlerts(alone)[0]!.at
    // the person moved in the living room ten minutes before the alert; that hub delivers five minutes after it
    const upTo = replay(HOME, [], quietFrom, raisedAt, probe.state, 1)
    expect(quietAlerts(upTo)).toHaveLength(1)
    const after = deliverLate(upTo, [at('living-pir', raisedAt - 10 * MINUTE_MS)], raisedAt + 5 * MINUTE_MS, raisedAt + 30 * MINUTE_MS)
    expect(after.resolved.map((r) => r.key)).toContain(quietAlerts(upTo)[0]!.alert.dedupeKey)
    expect(after.resolved[0]?.at).toBe(raisedAt + 5 * MINUTE_MS)
  })
})

describe('a backlog of old events', () => {
  it('does not move a sensor\'s last report back: a front door\'s report from four days ago is no four-day silence', () => {
    const run = liveUntil(local(10, 16, 5))
    const backlog = at('front-door', local(6, 14, 30)) // never delivered then; the hub uploads it today
    const after = deliverLate(run, [backlog], local(10, 16, 6), local(10, 16, 10))
    expect(after.state.devices['front-door']?.lastSeenAt).toBe(run.state.devices['front-door']?.lastSeenAt)
    expect(after.alerts.filter(({ alert }) => alert.dedupeKey === 'offline:front-door')).toEqual([])
  })
})

describe('the same event delivered twice', () => {
  const firstAtNoon = day10.find((e) => e.timestamp.getTime() >= local(10, 12))!

  it('counts it once when the copy comes a tick later: the pace before a quiet and the day\'s activations are unchanged', () => {
    const once = evaluate(liveUntil(local(10, 12, 2)).state, [], new Date(local(10, 12, 3)), HOME)
    const twice = evaluate(liveUntil(local(10, 12, 2)).state, [{ ...firstAtNoon }], new Date(local(10, 12, 3)), HOME)
    expect(twice.state.daily.current.activations).toBe(once.state.daily.current.activations)
    expect(twice.state.lastPace).toBe(once.state.lastPace)
    expect(twice.state.recentInside).toEqual(once.state.recentInside)
    expect(twice.state.routine.counts).toEqual(once.state.routine.counts)
  })

  it('counts a copy inside the same delivery once', () => {
    const once = evaluate(liveUntil(local(10, 12)).state, [firstAtNoon], new Date(local(10, 12, 3)), HOME)
    const twice = evaluate(liveUntil(local(10, 12)).state, [firstAtNoon, { ...firstAtNoon }], new Date(local(10, 12, 3)), HOME)
    expect(twice.state.daily.current.activations).toBe(once.state.daily.current.activations)
    expect(twice.state.recentInside).toEqual(once.state.recentInside)
    expect(twice.state.lastPace).toBe(once.state.lastPace)
  })
})
