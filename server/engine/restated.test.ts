// A switch, door or mat that says its state again without changing it. Zigbee2MQTT publishes a
// device's whole state with every message it gets from it: an Aqara door or contact sensor's hourly
// heartbeat arrives as {"contact":true,"battery":97,...}, the same 'closed' as an hour before, and
// a door that changes sends its old state just before its new one. Nobody moved: it is the sensor
// being alive, not a door used.
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { newDeviceHealth } from './offline'
import { isRestated } from './restated'
import { quietAlerts, replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineHome } from './types'

const TZ = 'UTC'
const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, TZ)
const HOME: EngineHome = { ...syntheticHome(TZ), devices: [...syntheticHome(TZ).devices, { key: 'bathroom-door', kind: 'contact', room: 'bathroom' }] }
const kindOf = (key: string) => HOME.devices.find((d) => d.key === key)!
const at = (deviceKey: string, ms: number, active: boolean): EngineEvent => ({ deviceKey, kind: kindOf(deviceKey).kind, room: kindOf(deviceKey).room, timestamp: new Date(ms), active })

/** The synthetic routine, each front-door passage followed by its 'closed' a few seconds later, and the bathroom door opened and shut at each visit */
function day(index: number): EngineEvent[] {
  const events = dayEvents(START + index, DEFAULT_DAY, TZ)
  const extra: EngineEvent[] = []
  for (const e of events) {
    if (e.deviceKey === 'front-door') extra.push(at('front-door', e.timestamp.getTime() + 20_000, false))
  }
  for (const [hour, minute] of [[7, 4], [10, 49], [22, 29]] as const) {
    extra.push(at('bathroom-door', local(index, hour, minute), true), at('bathroom-door', local(index, hour, minute) + 30_000, false))
  }
  return [...events, ...extra].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
}

const DAYS = 10
const history = Array.from({ length: DAYS }, (_, i) => day(i)).flat()
/** Day 10 up to 10:00 (the living room at 08:00–10:00), then nothing moves: she is on the floor */
const morning = day(DAYS).filter((e) => e.timestamp.getTime() < local(DAYS, 10))
/** A heartbeat every 50 min from 10:20, each the state the sensor was already in */
const heartbeats = (deviceKey: string, active: boolean) => Array.from({ length: 8 }, (_, i) => at(deviceKey, local(DAYS, 10, 20) + i * 50 * MINUTE_MS, active))

function fallAt10(extra: EngineEvent[]) {
  const events = [...history, ...morning, ...extra].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  return replay(HOME, events, local(0, 0), local(DAYS, 18), null, 5)
}

describe('a sensor that reports its unchanged state', () => {
  const plain = fallAt10([])
  const [expected] = quietAlerts(plain)

  it('the fall is found without the heartbeats (the yardstick)', () => {
    expect(expected).toBeDefined()
    expect(expected!.at).toBeGreaterThan(local(DAYS, 10))
  })

  it("a bathroom door's 'closed' again and again neither ends the quiet nor counts as a visit", () => {
    const run = fallAt10(heartbeats('bathroom-door', false))
    const [first] = quietAlerts(run)
    expect(first?.at).toBe(expected!.at)
    expect(first?.alert.title).toBe(expected!.alert.title)
    expect(run.status.lastActivityAt).toBe(plain.status.lastActivityAt)
    expect(run.state.daily.current.bathroomVisits).toBe(plain.state.daily.current.bathroomVisits)
  })

  it("a front door's 'closed' again does not send her out", () => {
    const run = fallAt10(heartbeats('front-door', false))
    expect(run.status.atHome).toBe(true)
    expect(quietAlerts(run)[0]?.at).toBe(expected!.at)
  })

  it("a door left open, saying 'open' again every 50 min, is no one using it", () => {
    const open = [at('bathroom-door', local(DAYS, 9, 58), true)]
    const yardstick = quietAlerts(fallAt10(open))[0]
    expect(yardstick).toBeDefined()
    const run = fallAt10([...open, ...heartbeats('bathroom-door', true)])
    expect(quietAlerts(run)[0]?.at).toBe(yardstick!.at)
  })

  it('still hears the sensor: its heartbeats keep it from being called offline', () => {
    const run = fallAt10(heartbeats('bathroom-door', false))
    expect(run.state.devices['bathroom-door']?.lastSeenAt).toBe(local(DAYS, 10, 20) + 7 * 50 * MINUTE_MS)
  })

  it("a hub that sends only 'open' (never 'closed') has every report taken as a passage", () => {
    const openOnly: EngineHome = { ...HOME, devices: [...HOME.devices, { key: 'pantry', kind: 'contact', room: 'kitchen' }] }
    const pantry = (ms: number): EngineEvent => ({ deviceKey: 'pantry', kind: 'contact', room: 'kitchen', timestamp: new Date(ms), active: true })
    const events = [...history, ...morning, pantry(local(DAYS, 10, 30)), pantry(local(DAYS, 11, 0))].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
    const run = replay(openOnly, events, local(0, 0), local(DAYS, 11, 5), null, 5)
    expect(run.status.lastActivityAt).toBe(local(DAYS, 11, 0))
  })
})

describe('what counts as saying the same state again', () => {
  const T = local(DAYS, 10)
  const report = (kind: EngineEvent['kind'], active: boolean): EngineEvent => ({ deviceKey: 'x', kind, room: 'kitchen', timestamp: new Date(T), active })
  /** A device that has sent both states before (it reports releases) */
  const releasing = () => ({ ...newDeviceHealth(), sendsReleases: true })

  it("a door's 'open' after 'open', or 'closed' after 'closed', a minute later says it again", () => {
    expect(isRestated(releasing(), report('door', true), T, { at: T - MINUTE_MS, active: true })).toBe(true)
    expect(isRestated(releasing(), report('contact', false), T, { at: T - MINUTE_MS, active: false })).toBe(true)
  })

  it('a report at the very instant of the one before, in the same state, says it again', () => {
    expect(isRestated(releasing(), report('contact', false), T, { at: T, active: false })).toBe(true)
  })

  it("a change of state is a use: 'open' after 'closed'", () => {
    expect(isRestated(releasing(), report('door', true), T, { at: T - MINUTE_MS, active: false })).toBe(false)
  })

  it("a motion sensor never says it again: its 'motion' is movement seen again, and its 'no motion' is left to the usual rules", () => {
    expect(isRestated(releasing(), report('motion', true), T, { at: T - MINUTE_MS, active: true })).toBe(false)
    expect(isRestated(releasing(), report('motion', false), T, { at: T - MINUTE_MS, active: false })).toBe(false)
  })

  it('a device heard for the first time has said nothing before', () => {
    expect(isRestated(releasing(), report('contact', false), T, { at: null, active: false })).toBe(false)
  })

  it('a report older than the last one heard (arriving late) does not say that one again', () => {
    expect(isRestated(releasing(), report('contact', false), T, { at: T + MINUTE_MS, active: false })).toBe(false)
  })
})
