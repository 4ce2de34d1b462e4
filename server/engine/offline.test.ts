import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { deviceSeen, devicesAddHomeTime, newDeviceHealth, OFFLINE_RULES, offlineLimitMinutes } from './offline'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineHome, EngineState, EvaluateResult } from './types'

const HOME = syntheticHome('UTC')
const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number) => localInstant(START + day, hour * 60, 'UTC')
const routine = (days: number) => Array.from({ length: days }, (_, i) => dayEvents(START + i, DEFAULT_DAY, 'UTC')).flat()

function run(events: EngineEvent[], fromMs: number, toMs: number, home: EngineHome = HOME, stepMinutes = 10) {
  let state: EngineState | null = createState(new Date(fromMs), home)
  const results: { at: number; result: EvaluateResult }[] = []
  let index = 0
  for (let t = fromMs + stepMinutes * MINUTE_MS; t <= toMs; t += stepMinutes * MINUTE_MS) {
    const batch: EngineEvent[] = []
    while (index < events.length && (events[index]?.timestamp.getTime() ?? Infinity) <= t) batch.push(events[index++] as EngineEvent)
    const result = evaluate(state, batch, new Date(t), home)
    state = result.state
    results.push({ at: t, result })
  }
  return results
}
const raised = (results: ReturnType<typeof run>) => results.flatMap(({ at, result }) => result.alerts.map((alert) => ({ at, alert })))

describe('sensor offline', () => {
  it('calls a device offline when it stays silent far beyond its own normal while others report', () => {
    const cut = local(12, 9)
    const events = routine(16).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut))
    const offline = raised(run(events, local(0, 0), local(15, 23))).filter(({ alert }) => alert.dedupeKey === 'offline:kitchen-pir')
    expect(offline).toHaveLength(1)
    const hours = ((offline[0]?.at ?? Infinity) - cut) / 3_600_000
    expect(hours).toBeLessThan(48)
    expect(offline[0]?.alert.type).toBe('sensor_offline')
    expect(offline[0]?.alert.deviceKey).toBe('kitchen-pir')
    expect(offline[0]?.alert.description).toMatch(/kitchen sensor \(kitchen-pir\) has been silent for/)
  })

  it('leaves a bedroom sensor alone through its quiet nights and every sensor through a normal fortnight', () => {
    const offline = raised(run(routine(16), local(0, 0), local(15, 23))).filter(({ alert }) => alert.dedupeKey.startsWith('offline:'))
    expect(offline).toEqual([])
  })

  it('resolves the offline alert when the device reports again', () => {
    const cut = local(12, 9)
    const events = routine(16).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut && e.timestamp.getTime() < local(15, 0)))
    const results = run(events, local(0, 0), local(15, 23))
    const resolvedAt = results.find(({ result }) => result.resolved.includes('offline:kitchen-pir'))?.at ?? 0
    expect(resolvedAt).toBeGreaterThanOrEqual(local(15, 7))
    expect(resolvedAt).toBeLessThan(local(15, 9))
  })
})

describe('a device used a few times a week', () => {
  it('counts a burst of openings and closings as one use, so a handful of uses is judged on the generous fallback', () => {
    const device = newDeviceHealth()
    let at = local(0, 9)
    // three washes, each 8 reports within a few minutes, three days apart
    for (let wash = 0; wash < 3; wash++) {
      for (let report = 0; report < 8; report++) {
        devicesAddHomeTime({ device }, 0.5, 9)
        at += 30_000
        deviceSeen(device, at, null)
      }
      devicesAddHomeTime({ device }, 3 * 24 * 60, 9)
      at += 3 * 86_400_000
    }
    expect(device.gaps).toBe(2)
    const { limit } = offlineLimitMinutes(device, 9)
    expect(limit).toBeGreaterThanOrEqual(OFFLINE_RULES.sparseMinMinutes)
  })
})

describe('battery and hub', () => {
  const reading = (hour: number, batteryLevel: number): EngineEvent => ({
    deviceKey: 'hall-pir',
    kind: 'motion',
    room: 'hall',
    timestamp: new Date(local(0, hour)),
    active: true,
    batteryLevel,
  })

  it.each([
    [35, null],
    [20, null],
    [19, 'low'],
    [9, 'medium'],
  ])('a battery at %i %% gives %s', (level, severity) => {
    const result = evaluate(null, [reading(8, level)], new Date(local(0, 9)), HOME)
    const alert = result.alerts.find((a) => a.dedupeKey === 'battery:hall-pir')
    expect(alert?.severity ?? null).toBe(severity)
  })

  it('escalates a falling battery and resolves it only once replaced above 25 %', () => {
    const first = evaluate(null, [reading(8, 18)], new Date(local(0, 9)), HOME)
    const lower = evaluate(first.state, [reading(10, 8)], new Date(local(0, 11)), HOME)
    expect(lower.escalations.map((a) => [a.dedupeKey, a.severity])).toEqual([['battery:hall-pir', 'medium']])
    const hovering = evaluate(lower.state, [reading(12, 22)], new Date(local(0, 13)), HOME)
    expect(hovering.resolved).toEqual([])
    const replaced = evaluate(hovering.state, [reading(14, 100)], new Date(local(0, 15)), HOME)
    expect(replaced.resolved).toEqual(['battery:hall-pir'])
  })

  it('calls out a hub that stopped reporting, also while learning', () => {
    const home = (lastSeenAt: number): EngineHome => ({ ...HOME, hubs: [{ key: 'zigbee', lastSeenAt: new Date(lastSeenAt) }] })
    const silent = evaluate(null, [], new Date(local(0, 12)), home(local(0, 11)))
    expect(silent.alerts.map((a) => [a.dedupeKey, a.type, a.severity])).toEqual([['hub:zigbee', 'sensor_offline', 'high']])
    const back = evaluate(silent.state, [], new Date(local(0, 12) + MINUTE_MS), home(local(0, 12)))
    expect(back.resolved).toEqual(['hub:zigbee'])
  })
})
