import { describe, expect, it } from 'vitest'
import { clearedText } from './cleared-text'
import { createState, evaluate } from './engine'
import { NIGHT_OUT_KEY } from './night-out-text'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import { replay } from './test-replay'
import type { EngineEvent, EngineHome } from './types'

const TZ = 'Europe/London'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, TZ)
const routine = (days: number) => Array.from({ length: days }, (_, i) => dayEvents(START + i, DEFAULT_DAY, TZ)).flat()
const event = (deviceKey: string, ms: number): EngineEvent => {
  const device = HOME.devices.find((d) => d.key === deviceKey)!
  return { deviceKey, kind: device.kind, room: device.room, timestamp: new Date(ms), active: true }
}

/** Ten ordinary days, then day 10 until 10:00, nothing for hours (a quiet alert opens), then `then`, replayed until `until` */
function quietThen(then: EngineEvent[], until: number) {
  const lastDay = dayEvents(START + 10, DEFAULT_DAY, TZ).filter((e) => e.timestamp.getTime() <= local(10, 10))
  const run = replay(HOME, [...routine(10), ...lastDay, ...then], local(0, 0), until, null, 5)
  expect(run.alerts.some(({ alert, at }) => alert.dedupeKey === 'inactivity' && at < then[0]!.timestamp.getTime())).toBe(true)
  return run.cleared.find((c) => c.key === 'inactivity')
}

describe('what the family is told closed an alert', () => {
  it('a quiet alert ended by movement says when and where, on the home’s clock (summer time here)', () => {
    expect(quietThen([event('kitchen-pir', local(10, 13, 7))], local(10, 13, 15))?.how).toBe('Activity was seen again at 13:07, in the kitchen.')
  })

  it('a quiet alert ended by the front door says she may have gone out, or someone came in', () => {
    expect(quietThen([event('front-door', local(10, 13, 12))], local(10, 13, 20))?.how).toBe('The front door opened at 13:12: they may have gone out, or someone came in.')
  })

  it('a low battery replaced, a sensor taken out of the home, a hub heard again', () => {
    const low: EngineHome = { ...HOME, devices: HOME.devices.map((d) => (d.key === 'hall-pir' ? { ...d, batteryLevel: 8 } : d)) }
    const events = routine(2).filter((e) => e.timestamp.getTime() <= local(1, 20))
    const state = evaluate(createState(new Date(local(0, 0)), low), events, new Date(local(1, 20)), low).state
    expect(state.open['battery:hall-pir']).toBeDefined()
    const replaced: EngineHome = { ...HOME, devices: HOME.devices.map((d) => (d.key === 'hall-pir' ? { ...d, batteryLevel: 100 } : d)) }
    const after = evaluate(structuredClone(state), [], new Date(local(1, 20, 5)), replaced)
    expect(after.resolvedHow['battery:hall-pir']).toBe('Its battery now reads 100 %.')
    const removed: EngineHome = { ...HOME, devices: HOME.devices.filter((d) => d.key !== 'hall-pir') }
    expect(evaluate(structuredClone(state), [], new Date(local(1, 20, 5)), removed).resolvedHow['battery:hall-pir']).toBe('The sensor was removed from the home or switched off.')

    const bridge = { key: 'zigbee2mqtt:zigbee2mqtt', name: 'The Zigbee2MQTT bridge' }
    const behind = (lastSeenAt: number): EngineHome => ({ ...HOME, devices: HOME.devices.map((d) => ({ ...d, hubKey: bridge.key })), hubs: [{ ...bridge, lastSeenAt: new Date(lastSeenAt) }] })
    const down = evaluate(structuredClone(state), [], new Date(local(1, 21)), behind(local(1, 20)))
    expect(down.alerts.map((a) => a.dedupeKey)).toContain(`hub:${bridge.key}`)
    const heard = evaluate(down.state, [], new Date(local(1, 21, 2)), behind(local(1, 21, 1)))
    expect(heard.resolvedHow[`hub:${bridge.key}`]).toBe('The hub was heard from again at 21:01.')
  })

  it('a sensor that reported again, being back home, and a routine back to usual', () => {
    const state = createState(new Date(local(0, 0)), HOME)
    state.devices['bathroom-pir'] = { ...state.devices['bathroom-pir']!, lastSeenAt: local(0, 9, 41) }
    expect(clearedText(state, 'offline:bathroom-pir', { type: 'sensor_offline', severity: 'medium', raisedAt: local(0, 9) }, HOME)).toBe('The sensor reported at 09:41.')
    state.lastInsideAt = local(0, 3, 40)
    state.lastRoom = 'hall'
    state.presence.doorAt = local(0, 3, 39)
    expect(clearedText(state, NIGHT_OUT_KEY, { type: 'emergency', severity: 'high', raisedAt: local(0, 2, 45) }, HOME)).toBe('They are back home: seen at 03:40, in the hall.')
    // in a home with a pet, only what a pet cannot use ends a quiet alert raised there
    state.pets = { since: local(0, 0), lastAt: local(0, 14, 2), lastRoom: 'kitchen', lastDeviceKey: 'fridge', quiet: state.quiet }
    state.presence.mode = 'home'
    expect(clearedText(state, 'inactivity', { type: 'inactivity', severity: 'medium', raisedAt: local(0, 13), beyondPet: true }, HOME)).toBe('Something a pet cannot use was used at 14:02, in the kitchen.')
    expect(clearedText(state, 'pattern:rise', { type: 'pattern_change', severity: 'low', raisedAt: local(0, 0) }, HOME)).toBe('The last days are back within the usual routine.')
  })

  it('a late report from before the alert is not told as "seen again" at a time before the alert was raised', () => {
    const lastDay = dayEvents(START + 10, DEFAULT_DAY, TZ).filter((e) => e.timestamp.getTime() <= local(10, 10))
    const run = replay(HOME, [...routine(10), ...lastDay], local(0, 0), local(10, 16), null, 5)
    const raised = run.alerts.find(({ alert }) => alert.dedupeKey === 'inactivity')
    expect(raised).toBeDefined()
    // a buffering hub delivers, 5 min after the alert, a kitchen report from 20 min before it
    const lateAt = raised!.at - 20 * 60_000
    const tick = evaluate(replay(HOME, [...routine(10), ...lastDay], local(0, 0), raised!.at, null, 5).state, [event('kitchen-pir', lateAt)], new Date(raised!.at + 5 * 60_000), HOME)
    expect(tick.resolved).toContain('inactivity')
    const how = tick.resolvedHow['inactivity']!
    // alert at 10:35 ('No movement for 49 min … last in the living room'); closed at 10:40 with 'Activity was seen again
    // at 10:15, in the kitchen.': 20 min before the alert, and nothing has been seen since it was raised
    expect(how).toMatch(/^A report that arrived late shows activity at \d\d:\d\d, in the kitchen, before this alert was raised: the quiet was shorter than it looked\.$/)
  })

  it("says 'yesterday' for what was seen before the home's midnight", () => {
    const state = createState(new Date(local(0, 0)), HOME)
    state.clock = local(1, 0, 20)
    state.lastInsideAt = local(0, 23, 50)
    state.lastRoom = 'kitchen'
    expect(clearedText(state, 'inactivity', { type: 'inactivity', severity: 'medium', raisedAt: local(0, 23, 40) }, HOME)).toBe('Activity was seen again at 23:50 yesterday, in the kitchen.')
  })
})
