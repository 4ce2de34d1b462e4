import { describe, expect, it } from 'vitest'
import { createState, evaluate, OFFLINE_REMINDER_MINUTES } from './engine'
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
    expect(offline[0]?.alert.description).toMatch(/^The kitchen sensor has been silent for/)
    expect(offline[0]?.alert.description).not.toContain('kitchen-pir')
  })

  it('forgets a sensor once it is deleted: no offline or battery alert for it, and an open one resolves', () => {
    const cut = local(12, 9)
    const withoutKitchen: EngineHome = { ...HOME, devices: HOME.devices.filter((d) => d.key !== 'kitchen-pir') }
    const lowKitchen: EngineHome = { ...HOME, devices: HOME.devices.map((d) => (d.key === 'kitchen-pir' ? { ...d, batteryLevel: 12 } : d)) }
    const events = routine(20).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut))
    let state: EngineState | null = null
    let index = 0
    const keys: { at: number; raised: string[]; resolved: string[] }[] = []
    for (let t = local(0, 0) + 10 * MINUTE_MS; t <= local(19, 23); t += 10 * MINUTE_MS) {
      const batch: EngineEvent[] = []
      while (index < events.length && (events[index]?.timestamp.getTime() ?? Infinity) <= t) batch.push(events[index++] as EngineEvent)
      // silent from day 12, offline by day 14; deleted on day 15
      const home = t < local(15, 0) ? lowKitchen : withoutKitchen
      const result = evaluate(state, batch, new Date(t), home)
      state = result.state
      keys.push({ at: t, raised: [...result.alerts, ...result.escalations].map((a) => a.dedupeKey), resolved: result.resolved })
    }
    const before = keys.filter(({ at }) => at < local(15, 0))
    expect(before.flatMap((k) => k.raised)).toEqual(expect.arrayContaining(['offline:kitchen-pir', 'battery:kitchen-pir']))
    const after = keys.filter(({ at }) => at >= local(15, 0))
    expect(after.flatMap((k) => k.raised).filter((key) => key.endsWith(':kitchen-pir'))).toEqual([])
    expect(after[0]?.resolved).toEqual(expect.arrayContaining(['offline:kitchen-pir', 'battery:kitchen-pir']))
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

  // a carer may resolve a low battery before replacing it: the daily report raises it again
  const batteryReports = (result: EvaluateResult) =>
    [...result.alerts, ...result.escalations].filter((a) => a.dedupeKey === 'battery:hall-pir').map((a) => a.severity)

  it('reports a battery that stays low again a day after it was raised, and not before', () => {
    const raisedAt = local(0, 9)
    const first = evaluate(null, [reading(8, 18)], new Date(raisedAt), HOME)
    expect(batteryReports(first)).toEqual(['low'])
    const beforeADay = evaluate(first.state, [], new Date(raisedAt + (OFFLINE_REMINDER_MINUTES - 10) * MINUTE_MS), HOME)
    expect(batteryReports(beforeADay)).toEqual([])
    const aDayOn = evaluate(beforeADay.state, [], new Date(raisedAt + OFFLINE_REMINDER_MINUTES * MINUTE_MS), HOME)
    expect(batteryReports(aDayOn)).toEqual(['low'])
    expect(aDayOn.resolved).not.toContain('battery:hall-pir')
  })

  it('reports a battery replaced within the day no more', () => {
    const raisedAt = local(0, 9)
    const first = evaluate(null, [reading(8, 18)], new Date(raisedAt), HOME)
    const replaced = evaluate(first.state, [reading(10, 100)], new Date(local(0, 11)), HOME)
    expect(replaced.resolved).toEqual(['battery:hall-pir'])
    const aDayOn = evaluate(replaced.state, [], new Date(raisedAt + OFFLINE_REMINDER_MINUTES * MINUTE_MS), HOME)
    expect(batteryReports(aDayOn)).toEqual([])
  })

  it('calls out a hub that stopped reporting, also while learning', () => {
    const home = (lastSeenAt: number): EngineHome => ({ ...HOME, hubs: [{ key: 'zigbee', lastSeenAt: new Date(lastSeenAt) }] })
    const silent = evaluate(null, [], new Date(local(0, 12)), home(local(0, 11)))
    expect(silent.alerts.map((a) => [a.dedupeKey, a.type, a.severity])).toEqual([['hub:zigbee', 'sensor_offline', 'high']])
    const back = evaluate(silent.state, [], new Date(local(0, 12) + MINUTE_MS), home(local(0, 12)))
    expect(back.resolved).toEqual(['hub:zigbee'])
  })
})

/** The home as the scheduler gives it: each sensor with the family's name for it and its device ID */
const NAMED: EngineHome = {
  ...HOME,
  devices: HOME.devices.map((d) => ({ ...d, name: d.key === 'kitchen-pir' ? 'Kitchen motion (MSH-KITCHEN01)' : d.key === 'hall-pir' ? 'Hallway motion (MSH-MORRO14HAL)' : `${d.key} (MSH-${d.key.toUpperCase()})` })),
}

describe('alert texts name the sensor as the family knows it', () => {
  it('names a silent sensor and a low battery by the sensor name and device ID, never the internal key', () => {
    const cut = local(12, 9)
    const events = routine(16).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut))
    const offline = raised(run(events, local(0, 0), local(15, 23), NAMED)).find(({ alert }) => alert.dedupeKey === 'offline:kitchen-pir')
    expect(offline?.alert.description).toMatch(/^Kitchen motion \(MSH-KITCHEN01\) has been silent for \d/)

    const battery = evaluate(null, [{ deviceKey: 'hall-pir', kind: 'motion', room: 'hall', timestamp: new Date(local(0, 8)), active: true, batteryLevel: 15 }], new Date(local(0, 9)), NAMED)
    const low = battery.alerts.find((a) => a.dedupeKey === 'battery:hall-pir')
    expect(low?.description).toBe('The battery of Hallway motion (MSH-MORRO14HAL) is at 15 % — replace it soon so monitoring does not stop.')
  })

  it('falls back to the room without a name', () => {
    const battery = evaluate(null, [{ deviceKey: 'hall-pir', kind: 'motion', room: 'hall', timestamp: new Date(local(0, 8)), active: true, batteryLevel: 15 }], new Date(local(0, 9)), HOME)
    expect(battery.alerts.find((a) => a.dedupeKey === 'battery:hall-pir')?.description).toBe(
      'The battery of the hall sensor is at 15 % — replace it soon so monitoring does not stop.',
    )
  })

  it('names a hub by its name when the home gives one', () => {
    const home: EngineHome = { ...HOME, hubs: [{ key: 'zigbee', name: 'Living room hub', lastSeenAt: new Date(local(0, 11)) }] }
    const silent = evaluate(null, [], new Date(local(0, 12)), home)
    expect(silent.alerts[0]?.description).toMatch(/^Living room hub has not been heard for 1 h/)
  })
})

describe('a sensor that never reports', () => {
  const spare = (kind: EngineHome['devices'][number]['kind'], room: string): EngineHome => ({
    ...NAMED,
    devices: [...NAMED.devices, { key: 'spare', kind, room, name: 'Front door (MSH-FRONT001)' }],
  })
  const neverAlerts = (results: ReturnType<typeof run>) =>
    raised(results).filter(({ alert }) => alert.dedupeKey === 'offline:spare')

  it('is called offline a day after it was added while the other sensors report, and says what to check', () => {
    const found = neverAlerts(run(routine(4), local(0, 0), local(3, 23), spare('motion', 'hall')))
    expect(found).toHaveLength(1)
    const hours = (found[0]!.at - local(0, 0)) / 3_600_000
    expect(hours).toBeGreaterThan(24)
    expect(hours).toBeLessThan(32) // the first report of the others after a day (07:00)
    expect(found[0]!.alert).toMatchObject({ type: 'sensor_offline', severity: 'medium', title: 'Sensor has never reported', deviceKey: 'spare' })
    expect(found[0]!.alert.description).toBe(
      'Front door (MSH-FRONT001) has not sent anything since it was added on Mon 6 May at 00:10, while other sensors have been reporting; ' +
        'check its batteries and that the device ID registered for it matches the one on the sensor.',
    )
    // not while no other sensor reports either (nobody home, or the hub is down)
    expect(neverAlerts(run([], local(0, 0), local(3, 23), spare('motion', 'hall'), 60))).toEqual([])
  })

  it('waits three days for a front door (someone may stay in) and a week for a switch or mat', () => {
    const door = neverAlerts(run(routine(5), local(0, 0), local(4, 23), spare('door', 'entrance')))
    expect(door).toHaveLength(1)
    expect((door[0]!.at - local(0, 0)) / 3_600_000).toBeGreaterThan(72)
    expect(neverAlerts(run(routine(6), local(0, 0), local(5, 23), spare('contact', 'kitchen')))).toEqual([])
    const contact = neverAlerts(run(routine(9), local(0, 0), local(8, 23), spare('contact', 'kitchen'), 30))
    expect(contact).toHaveLength(1)
    expect((contact[0]!.at - local(0, 0)) / 86_400_000).toBeGreaterThan(7)
  })

  it('resolves by itself at its first report', () => {
    const first: EngineEvent = { deviceKey: 'spare', kind: 'motion', room: 'hall', timestamp: new Date(local(2, 12)), active: true }
    const events = [...routine(4), first].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
    const results = run(events, local(0, 0), local(3, 23), spare('motion', 'hall'))
    expect(neverAlerts(results)).toHaveLength(1)
    const resolvedAt = results.find(({ result }) => result.resolved.includes('offline:spare'))?.at
    expect(resolvedAt).toBe(local(2, 12))
  })
})

describe('an offline alert a person resolved while the sensor stays silent', () => {
  it('is reported again once a day while the sensor stays silent, and no more once it is back', () => {
    const cut = local(12, 9)
    const back = local(19, 8)
    const events = routine(21).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut && e.timestamp.getTime() < back))
    const results = run(events, local(0, 0), local(20, 23), NAMED)
    const raisedAt = raised(results).find(({ alert }) => alert.dedupeKey === 'offline:kitchen-pir')!.at
    const reports = results.flatMap(({ at, result }) => result.escalations.filter((a) => a.dedupeKey === 'offline:kitchen-pir').map((alert) => ({ at, alert })))
    const sameSeverity = reports.filter(({ alert }, i) => alert.severity === (i === 0 ? 'medium' : reports[i - 1]!.alert.severity))
    expect(sameSeverity.length).toBeGreaterThanOrEqual(3)
    let previous = raisedAt
    for (const { at } of reports) {
      expect(at - previous).toBeLessThanOrEqual(OFFLINE_REMINDER_MINUTES * MINUTE_MS)
      previous = at
    }
    expect(reports.filter(({ at }) => at - raisedAt >= OFFLINE_REMINDER_MINUTES * MINUTE_MS).length).toBeGreaterThanOrEqual(3)
    expect(reports.every(({ at }) => at < back)).toBe(true)
    expect(results.some(({ result }) => result.resolved.includes('offline:kitchen-pir'))).toBe(true)
  })
})
