import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { dayEvents, DEFAULT_DAY, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineHome, EngineState, EvaluateResult } from './types'
import { homeUnheardSince } from './watch'

const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, 'UTC')
const HOME = syntheticHome('UTC')
/** the scheduler's cadence: evaluating every minute, an evaluation missing for longer is an outage */
const SCHEDULER = { expectedIntervalMs: 60_000 }
const EVENTS = Array.from({ length: 15 }, (_, d) => dayEvents(START + d, DEFAULT_DAY, 'UTC')).flat()

type Step = { at: number; result: EvaluateResult }

/**
 * Ten days lived, then day 10 evaluated every minute from 08:00 except while `down` (the engine not
 * running); events in `lost` never arrive, nor any from `fallsAt` on (she falls), the others arrive at the first evaluation after them
 */
function dayTen({ down, lost, until, home = () => HOME, extra = [], fallsAt = Infinity }: { down?: [number, number]; lost?: [number, number]; until: number; home?: (t: number) => EngineHome; extra?: EngineEvent[]; fallsAt?: number }) {
  let state: EngineState = createState(new Date(local(0, 0)), HOME)
  const before = EVENTS.filter((e) => e.timestamp.getTime() < local(10, 8))
  for (let day = 0; day < 10; day++) {
    for (let t = local(day, 0) + 10 * MINUTE_MS; t <= local(day + 1, 0) && t < local(10, 8); t += 10 * MINUTE_MS) {
      state = evaluate(state, before.filter((e) => e.timestamp.getTime() > t - 10 * MINUTE_MS && e.timestamp.getTime() <= t), new Date(t), HOME).state
    }
  }
  const isLost = (e: EngineEvent) => (!!lost && e.timestamp.getTime() >= lost[0] && e.timestamp.getTime() < lost[1]) || e.timestamp.getTime() >= fallsAt
  const pending = [...EVENTS.filter((e) => e.timestamp.getTime() >= local(10, 8) && !isLost(e)), ...extra].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  const steps: Step[] = []
  for (let t = local(10, 8); t <= until; t += MINUTE_MS) {
    if (down && t > down[0] && t < down[1]) continue
    const batch = pending.filter((e) => e.timestamp.getTime() <= t)
    pending.splice(0, batch.length)
    const result = evaluate(state, batch, new Date(t), home(t), SCHEDULER)
    state = result.state
    steps.push({ at: t, result })
  }
  return steps
}

const quietAlerts = (steps: Step[]) => steps.flatMap(({ at, result }) => result.alerts.filter((a) => a.type === 'inactivity' || a.type === 'emergency').map((alert) => ({ at, alert })))

describe("Hearthwatch's own outages are not the person's quiet", () => {
  it('raises nothing when it comes back from a power cut during which the person was up and about (their events were lost)', () => {
    const cut: [number, number] = [local(10, 9, 5), local(10, 11, 35)]
    const steps = dayTen({ down: cut, lost: cut, until: local(10, 11, 50) })
    expect(quietAlerts(steps)).toEqual([])
    // the same two and a half hours of silence, watched, are an alert (the limit here is under an hour)
    const watched = dayTen({ lost: cut, until: local(10, 11, 50) })
    expect(quietAlerts(watched).length).toBeGreaterThan(0)
    expect(quietAlerts(watched)[0]!.at).toBeLessThan(local(10, 10, 15))
  })

  it('still finds someone who has been still since before the outage, counting only the minutes it watched', () => {
    // no movement from 09:00 (events lost from then on), the engine down from 09:25 to 11:25
    const steps = dayTen({ down: [local(10, 9, 25), local(10, 11, 25)], lost: [local(10, 9, 0), local(10, 13)], until: local(10, 13) })
    const [first] = quietAlerts(steps)
    expect(first).toBeDefined()
    const lastMovement = Date.parse(String(first!.alert.metadata.lastMovementAt))
    expect(lastMovement).toBeLessThan(local(10, 9))
    const watchedBefore = (local(10, 9, 25) - lastMovement) / MINUTE_MS
    const limit = Number(first!.alert.metadata.limitMinutes)
    // the alert comes at the first minute the watched quiet (before 09:25, then after 11:25) passes the limit
    const afterResume = (first!.at - local(10, 11, 25)) / MINUTE_MS
    expect(watchedBefore + afterResume).toBeGreaterThan(limit)
    expect(watchedBefore + afterResume - 1).toBeLessThanOrEqual(limit)
    expect(first!.alert.description).toMatch(/2 h of it passed while Hearthwatch could not hear the home, and is not counted; they may have gone out meanwhile/)
    expect(first!.alert.metadata.unwatchedMinutes).toBe(120)
  })

  it('counts the quiet as usual when the events of the outage arrive after it (only the engine was down)', () => {
    const steps = dayTen({ down: [local(10, 9, 5), local(10, 11, 35)], until: local(10, 11, 50) })
    expect(quietAlerts(steps)).toEqual([])
    const after = steps.at(-1)!.result.status
    expect(after.lastActivityAt).toBeGreaterThan(local(10, 11, 30))
  })

  it('raises nothing after a power cut when the last movement came after its last look and before the cut', () => {
    // the engine looks at 09:05; she walks past the living-room sensor at 09:05:30; the power goes at 09:05:40
    // (or the server's clock is put forward): what she did until 11:35 is lost
    const cut: [number, number] = [local(10, 9, 5), local(10, 11, 35)]
    const justBefore: EngineEvent = { deviceKey: 'living-pir', kind: 'motion', room: 'living', timestamp: new Date(local(10, 9, 5) + 30_000), active: true }
    const lost: [number, number] = [local(10, 9, 5) + 1, local(10, 11, 35)]
    expect(quietAlerts(dayTen({ down: cut, lost, extra: [justBefore], until: local(10, 11, 50) }))).toEqual([])
    // and someone still from that movement on is found on the minutes watched after it: none before the cut
    const still = dayTen({ down: cut, lost: [local(10, 9, 5) + 1, local(10, 14)], extra: [justBefore], until: local(10, 14) })
    const [first] = quietAlerts(still)
    expect(first).toBeDefined()
    expect(Date.parse(String(first!.alert.metadata.lastMovementAt))).toBe(justBefore.timestamp.getTime())
    expect(Math.abs(Number(first!.alert.metadata.unwatchedMinutes) - 149.5)).toBeLessThanOrEqual(0.5)
    const limit = Number(first!.alert.metadata.limitMinutes)
    expect((first!.at - local(10, 11, 35)) / MINUTE_MS).toBeGreaterThanOrEqual(limit - 1)
  })

  it("takes no outage of its own for a new home's history: its state begins at its first event, not at a look", () => {
    // a hub's history sends one report from 13 hours ago, and nothing since: the quiet since is the person's
    const first = local(10, 9) - 13 * 60 * MINUTE_MS
    const event: EngineEvent = { deviceKey: 'living-pir', kind: 'motion', room: 'living', timestamp: new Date(first), active: true }
    const result = evaluate(createState(new Date(first), HOME), [event], new Date(local(10, 9)), HOME, SCHEDULER)
    expect(result.alerts.map((a) => a.type)).toEqual(['inactivity'])
    expect(result.alerts[0]!.metadata.unwatchedMinutes ?? 0).toBe(0)
  })

  it('raises no quiet alert while every sensor of the home is switched off (a stay in hospital)', () => {
    // she leaves for hospital at 09:00 unseen (no door), and the family switches every sensor off at 09:05
    const off = (t: number): EngineHome => (t >= local(10, 9, 5) ? { ...HOME, devices: [] } : HOME)
    const steps = dayTen({ lost: [local(10, 9), local(10, 15)], until: local(10, 15), home: off })
    expect(quietAlerts(steps)).toEqual([])
    // left on, the same silence is an alert
    expect(quietAlerts(dayTen({ lost: [local(10, 9), local(10, 15)], until: local(10, 15) })).length).toBeGreaterThan(0)
  })

  it('counts no quiet and says nothing of a night out while every sensor is switched off, nor at once when they are on again', () => {
    // the family switches every sensor off at 12:00 on day 10 (she leaves for hospital at 14:00, unseen) and on
    // again at 15:00 on day 13, an hour before she is back: what was reported meanwhile never reaches the engine
    const off: [number, number] = [local(10, 12), local(13, 15)]
    const home = (t: number): EngineHome => (t >= off[0] && t < off[1] ? { ...HOME, devices: [] } : HOME)
    const steps = dayTen({ lost: [off[0], local(13, 16)], until: local(13, 15, 30), home })
    const raised = steps.flatMap(({ at, result }) => [...result.alerts, ...result.escalations].map((alert) => ({ at, key: alert.dedupeKey, severity: alert.severity })))
    // before: at 15:00 a critical 'Unusual inactivity' for three days of quiet, again every hour
    expect(raised).toEqual([])
    // three days switched off: where she is is not known, and she is taken as out from the switch until seen
    expect(steps.at(-1)!.result.status).toMatchObject({ atHome: false, awaySince: off[0], quietMinutes: null })
    // out by the front door at 13:59 and switched off at 15:00: her return could not be heard, so no 'Not back home tonight'
    const afterDoor = (t: number): EngineHome => (t >= local(10, 15) && t < off[1] ? { ...HOME, devices: [] } : HOME)
    const out = dayTen({ lost: [local(10, 15), local(13, 16)], until: local(11, 8), home: afterDoor })
    expect(out.flatMap(({ result }) => result.alerts.map((a) => a.dedupeKey))).toEqual([])
  })

  it('switched off for a stay away while she was taken as home, and on again before she is back: nothing until she is, and a fall after it is found', () => {
    // every sensor off at 12:00 on day 10 (she leaves for hospital at 14:00, unseen), on again at 09:00 on day 13;
    // she comes back through the front door at 16:00 that day, lives her evening and is still from 19:00 (a fall)
    const off: [number, number] = [local(10, 12), local(13, 9)]
    const home = (t: number): EngineHome => (t >= off[0] && t < off[1] ? { ...HOME, devices: [] } : HOME)
    const steps = dayTen({ lost: [off[0], local(13, 16)], until: local(14, 3), home, fallsAt: local(13, 19) })
    const quiet = quietAlerts(steps)
    // before: 'Unusual inactivity' (medium) a usual limit after 09:00, again every hour until she walked in at 16:00
    expect(quiet.filter(({ at }) => at < local(13, 16))).toEqual([])
    expect(steps.find(({ at }) => at === local(13, 15))!.result.status).toMatchObject({ atHome: false, quietMinutes: null })
    // back at 16:00, and still from 19:00: her usual quiet limits apply again
    expect(steps.find(({ at }) => at === local(13, 17))!.result.status.atHome).toBe(true)
    const [fall] = quiet
    expect(fall).toBeDefined()
    expect(fall!.at).toBeGreaterThan(local(13, 19))
    expect(fall!.at).toBeLessThan(local(14, 3))
  })

  it('switched off for a few hours (a battery change) is no stay away: taken as home as before', () => {
    const off: [number, number] = [local(10, 9), local(10, 12)]
    const home = (t: number): EngineHome => (t >= off[0] && t < off[1] ? { ...HOME, devices: [] } : HOME)
    const steps = dayTen({ lost: off, until: local(10, 12, 5), home })
    expect(steps.at(-1)!.result.status.atHome).toBe(true)
  })

  it('does not learn a quiet that spans an outage as a habit', () => {
    // day 10's lost morning, then day 11 watched: after the outage, the usual limit around 10:00 stays as it was
    const cut: [number, number] = [local(10, 9, 5), local(10, 11, 35)]
    const limitAfter = (steps: Step[]) => steps.at(-1)!.result.status.quietLimitMinutes
    const withOutage = dayTen({ down: cut, lost: cut, until: local(10, 11, 50) })
    const watchedSilence = dayTen({ lost: cut, until: local(10, 11, 50) })
    expect(limitAfter(withOutage)).toBeLessThan(60)
    expect(limitAfter(watchedSilence)).toBeGreaterThan(limitAfter(withOutage)!)
  })

  it('raises no quiet alert while every hub of the home is unheard, and does not count that time once it is back', () => {
    const hubDown: [number, number] = [local(10, 9, 5), local(10, 11, 35)]
    const home = (t: number): EngineHome => ({
      ...HOME,
      devices: HOME.devices.map((d) => ({ ...d, hubKey: 'z2m' })),
      hubs: [{ key: 'z2m', name: 'The Zigbee2MQTT bridge', lastSeenAt: new Date(t > hubDown[0] && t < hubDown[1] ? hubDown[0] : t) }],
    })
    const steps = dayTen({ lost: hubDown, until: local(10, 11, 50), home })
    expect(quietAlerts(steps)).toEqual([])
    expect(steps.flatMap(({ result }) => result.alerts.map((a) => a.dedupeKey))).toContain('hub:z2m')
  })
})

describe('a hub heard through its own heartbeats', () => {
  const t = local(10, 9)
  const homeWith = (hub: { lastSeenAt: Date; unheardAfterMinutes?: number }): EngineHome => ({
    ...HOME,
    devices: HOME.devices.map((d) => ({ ...d, hubKey: 'http:k' })),
    hubs: [{ key: 'http:k', name: 'The hub using the key “Hall Pi”', ...hub }],
  })

  it('hides the home only once it is unheard past its own allowance, not the listener’s three minutes', () => {
    const fiveMinutesAgo = new Date(t - 5 * MINUTE_MS)
    expect(homeUnheardSince(homeWith({ lastSeenAt: fiveMinutesAgo }), t)).toBe(fiveMinutesAgo.getTime())
    expect(homeUnheardSince(homeWith({ lastSeenAt: fiveMinutesAgo, unheardAfterMinutes: 7 }), t)).toBeNull()
    expect(homeUnheardSince(homeWith({ lastSeenAt: new Date(t - 8 * MINUTE_MS), unheardAfterMinutes: 7 }), t)).toBe(t - 8 * MINUTE_MS)
  })
})
