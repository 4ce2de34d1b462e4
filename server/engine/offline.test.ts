import { describe, expect, it } from 'vitest'
import { createState, evaluate, OFFLINE_REMINDER_MINUTES } from './engine'
import { MINUTE_MS } from './local-time'
import { deviceSeen, devicesAddHomeTime, doorLimitMs, fadeDevices, newDeviceHealth, OFFLINE_RULES, offlineFindings, offlineLimitMinutes, type DeviceHealth } from './offline'
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
    expect(offline[0]?.alert.title).toBe('Sensor may be offline')
    expect(offline[0]?.alert.description).toMatch(/ of time at home while other sensors show activity — around this hour it is normally silent for at most about \d[\w ]*\.$/)
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

  it('does not call a sensor offline while no other sensor reports either (everyone quiet at home, or the hub down)', () => {
    const cut = local(12, 9)
    const events = routine(16).filter((e) => e.timestamp.getTime() < cut)
    const offline = raised(run(events, local(0, 0), local(15, 23))).filter(({ alert }) => alert.dedupeKey.startsWith('offline:'))
    expect(offline).toEqual([])
  })

  it('does not judge a silent sensor during the learning week, and calls it offline once the week is over', () => {
    const cut = local(3, 9)
    const events = routine(10).filter((e) => !(e.deviceKey === 'kitchen-pir' && e.timestamp.getTime() >= cut))
    const offline = raised(run(events, local(0, 0), local(9, 23))).filter(({ alert }) => alert.dedupeKey === 'offline:kitchen-pir')
    expect(offline).toHaveLength(1)
    expect(offline[0]!.at).toBeGreaterThanOrEqual(local(7, 0))
    expect(offline[0]!.at).toBeLessThan(local(7, 1)) // at once, at home at midnight: not only once she goes out
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

/** offlineFindings as the engine calls it, at `now`, for a home in UTC unless given */
function judge(devices: Record<string, DeviceHealth>, home: EngineHome, now: number, atHome = true) {
  const device = (key: string) => home.devices.find((d) => d.key === key)
  const context = {
    now,
    hour: new Date(now).getUTCHours(),
    atHome,
    home,
    roomOf: (key: string) => device(key)?.room ?? 'unknown',
    kindOf: (key: string) => device(key)?.kind ?? 'motion',
    nameOf: (key: string) => device(key)?.name || null,
  }
  return offlineFindings(devices, context, true)
}
/** A device that last reported at `at` */
const seenAt = (at: number, battery: number | null = null) => {
  const device = newDeviceHealth()
  deviceSeen(device, at, battery)
  return device
}

describe('the front door sensor', () => {
  it('is called offline once silent for three days while the sensors inside show the person about, naming its longest gap', () => {
    // the door stops reporting after the outing of day 9 (in at 16:00); she stays in and moves about
    const cut = local(10, 13)
    const events = routine(15).filter((e) => !(e.deviceKey === 'front-door' && e.timestamp.getTime() >= cut))
    const door = raised(run(events, local(0, 0), local(14, 23))).filter(({ alert }) => alert.dedupeKey === 'offline:front-door')
    expect(door).toHaveLength(1)
    const lastDoor = local(9, 16)
    const hours = (door[0]!.at - lastDoor) / 3_600_000
    expect(hours).toBeGreaterThan(72)
    expect(hours).toBeLessThan(73)
    expect(door[0]!.alert).toMatchObject({ type: 'sensor_offline', severity: 'medium', title: 'Front door sensor may be offline', deviceKey: 'front-door' })
    // out at 13:59, in at 16:00: its longest gap is from 16:00 to 13:59 the next day
    expect(door[0]!.alert.description).toBe(
      'The front door sensor has not reported for 3 d while sensors inside show activity — its longest gap so far was 21 h 59 min. ' +
        'Outings cannot be told from quiet until it is back.',
    )
  })

  it('allows a door used only every few days twice its longest gap', () => {
    const home: EngineHome = { ...HOME }
    const t0 = local(0, 10)
    const door = seenAt(t0)
    deviceSeen(door, t0 + 48 * 60 * MINUTE_MS, null) // a two-day gap learned
    const lastDoor = door.lastSeenAt!
    expect(doorLimitMs(door)).toBe(96 * 60 * MINUTE_MS)
    const at = (hours: number) => {
      const now = lastDoor + hours * 60 * MINUTE_MS
      return judge({ 'front-door': door, 'hall-pir': seenAt(now - 30 * MINUTE_MS) }, home, now).has('offline:front-door')
    }
    expect(at(80)).toBe(false)
    expect(at(95)).toBe(false)
    expect(at(97)).toBe(true)
    // with short gaps only, three days
    expect(doorLimitMs(seenAt(t0))).toBe(72 * 60 * MINUTE_MS)
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

describe('what a sensor normally stays silent for', () => {
  /** `days` days of a sensor reporting at the given local minutes, the person at home all the time, in 10-minute steps */
  function learn(days: number, reportMinutes: number[]) {
    const device = newDeviceHealth()
    for (let day = 0; day < days; day++) {
      for (let minute = 0; minute < 24 * 60; minute += 10) {
        if (reportMinutes.includes(minute)) deviceSeen(device, local(day, 0) + minute * MINUTE_MS, null)
        devicesAddHomeTime({ device }, 10, Math.floor(minute / 60))
      }
    }
    return device
  }

  it('judges a silence against what is usual around that hour: a bedroom sensor quiet all day may be silent longer by evening than in the morning', () => {
    // up at 07:00, to bed at 22:40: silent 940 minutes through the day, 500 through the night
    const bedroom = learn(40, [7 * 60, 22 * 60 + 40])
    const at = (hour: number) => offlineLimitMinutes(bedroom, hour)
    // in the evening, and just after the long silence usually ends (23:00), twice the longest silence and two hours
    expect(at(21).limit).toBeCloseTo(2 * 940 + 120, 6)
    expect(at(23).limit).toBeCloseTo(2 * 940 + 120, 6)
    // mid-morning, only three hours of silence have been seen around then: it leans on them as far as it has seen them
    expect(at(9).limit).toBeLessThan(at(21).limit - 600)
    expect(at(9).usual).toBeGreaterThan(240)
    expect(at(9).usual).toBeLessThan(940)
  })

  it('never calls a sensor offline before twelve hours of silence at home, however busy it usually is', () => {
    const hallway = learn(40, Array.from({ length: 12 }, (_, i) => i * 120)) // every two hours, day and night
    expect(offlineLimitMinutes(hallway, 9)).toEqual({ limit: 12 * 60, usual: 120 })
  })

  it('keeps the longest silence seen at an hour: a shorter one later does not shrink it', () => {
    const device = seenAt(local(0, 9))
    devicesAddHomeTime({ device }, 600, 9)
    deviceSeen(device, local(0, 19), null)
    devicesAddHomeTime({ device }, 60, 9)
    deviceSeen(device, local(0, 20), null)
    expect(Math.max(...device.gapMax)).toBe(600)
    expect(offlineLimitMinutes(device, 9).usual).toBe(600)
  })

  it('lets what it learned fade by one percent a day, so an old long silence weighs less and less', () => {
    const device = seenAt(local(0, 9))
    device.gapMax[9] = 1000
    device.gapCount[9] = 10
    fadeDevices({ device })
    expect(device.gapMax[9]).toBe(990)
    expect(device.gapCount[9]).toBeCloseTo(9.9, 6)
    for (let day = 1; day < 70; day++) fadeDevices({ device })
    expect(device.gapMax[9]).toBeGreaterThan(480)
    expect(device.gapMax[9]).toBeLessThan(510)
  })

  it('gives a little-used device three times its longest silence, at least a week, and judges it on what it learned from six uses on', () => {
    const device = newDeviceHealth()
    device.gapMax[9] = 4 * 24 * 60 // a washing machine last left four days
    device.gaps = 5
    expect(offlineLimitMinutes(device, 9)).toEqual({ limit: 3 * 4 * 24 * 60, usual: 4 * 24 * 60 })
    device.gapMax[9] = 60
    expect(offlineLimitMinutes(device, 9).limit).toBe(7 * 24 * 60)
    device.gaps = 6
    expect(offlineLimitMinutes(device, 9).limit).toBeLessThan(7 * 24 * 60)
  })

  it('counts a report after exactly half an hour of quiet at home as a new use', () => {
    const device = seenAt(local(0, 9))
    devicesAddHomeTime({ device }, 30, 9)
    deviceSeen(device, local(0, 9) + 30 * MINUTE_MS, null)
    devicesAddHomeTime({ device }, 29, 9)
    deviceSeen(device, local(0, 10), null)
    expect(device.gaps).toBe(1)
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
    [10, 'low'],
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

  it('resolves a low battery once it reports 25 % again', () => {
    const first = evaluate(null, [reading(8, 18)], new Date(local(0, 9)), HOME)
    const back = evaluate(first.state, [reading(10, 25)], new Date(local(0, 11)), HOME)
    expect(back.resolved).toEqual(['battery:hall-pir'])
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

  it('keeps the last battery level known when later reports carry none, and reports it again a day on', () => {
    const raisedAt = local(0, 9)
    const first = evaluate(null, [reading(8, 18)], new Date(raisedAt), HOME)
    const motion: EngineEvent = { ...reading(10, 0), batteryLevel: undefined }
    const later = evaluate(first.state, [motion, { ...reading(11, 0), batteryLevel: null }], new Date(local(0, 12)), HOME)
    expect(later.resolved).toEqual([])
    const aDayOn = evaluate(later.state, [], new Date(raisedAt + OFFLINE_REMINDER_MINUTES * MINUTE_MS), HOME)
    expect(batteryReports(aDayOn)).toEqual(['low'])
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

  it('names an unnamed front door "the front door sensor" and one in no particular room "a sensor"', () => {
    const home: EngineHome = {
      ...HOME,
      devices: [...HOME.devices, { key: 'spare-1', kind: 'contact', room: 'other' }, { key: 'spare-2', kind: 'motion', room: 'unknown' }],
    }
    const now = local(0, 9)
    const low = (battery: number) => seenAt(now - 60 * MINUTE_MS, battery)
    const found = judge({ 'front-door': low(15), 'spare-1': low(15), 'spare-2': low(15) }, home, now)
    expect(found.get('battery:front-door')).toMatchObject({
      type: 'sensor_offline',
      title: 'Sensor battery low',
      description: 'The battery of the front door sensor is at 15 % — replace it soon so monitoring does not stop.',
    })
    expect(found.get('battery:spare-1')?.description).toBe('The battery of a sensor is at 15 % — replace it soon so monitoring does not stop.')
    expect(found.get('battery:spare-2')?.description).toBe('The battery of a sensor is at 15 % — replace it soon so monitoring does not stop.')
  })

  it('calls a hub without a name "A hub"', () => {
    const home: EngineHome = { ...HOME, hubs: [{ key: 'zigbee', lastSeenAt: new Date(local(0, 11)) }] }
    const silent = evaluate(null, [], new Date(local(0, 12)), home)
    expect(silent.alerts[0]?.description).toMatch(/^A hub has not been heard for 1 h:/)
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

  it('is not called out before a full day has passed since it was added', () => {
    const home: EngineHome = { ...HOME, devices: [...HOME.devices, { key: 'spare', kind: 'motion', room: 'hall' }] }
    const addedAt = local(0, 9)
    const at = (minutes: number) => {
      const now = addedAt + minutes * MINUTE_MS
      return judge({ spare: { ...newDeviceHealth(), addedAt }, 'hall-pir': seenAt(now - 10 * MINUTE_MS) }, home, now).has('offline:spare')
    }
    expect(at(24 * 60)).toBe(false)
    expect(at(24 * 60 + 1)).toBe(true)
  })

  it.each([
    ['2024-01-07T09:10:00Z', 'UTC', 'Sun 7 Jan at 09:10'],
    ['2024-02-05T09:10:00Z', 'UTC', 'Mon 5 Feb at 09:10'],
    ['2024-03-05T09:10:00Z', 'UTC', 'Tue 5 Mar at 09:10'],
    ['2024-04-03T09:10:00Z', 'UTC', 'Wed 3 Apr at 09:10'],
    ['2024-05-02T09:10:00Z', 'UTC', 'Thu 2 May at 09:10'],
    ['2024-06-07T09:10:00Z', 'UTC', 'Fri 7 Jun at 09:10'],
    ['2024-07-06T09:10:00Z', 'UTC', 'Sat 6 Jul at 09:10'],
    ['2024-08-01T09:10:00Z', 'UTC', 'Thu 1 Aug at 09:10'],
    ['2024-09-01T09:10:00Z', 'UTC', 'Sun 1 Sep at 09:10'],
    ['2024-10-01T09:10:00Z', 'UTC', 'Tue 1 Oct at 09:10'],
    ['2024-11-01T09:10:00Z', 'UTC', 'Fri 1 Nov at 09:10'],
    ['2024-12-25T09:10:00Z', 'UTC', 'Wed 25 Dec at 09:10'],
    ['2024-03-31T23:30:00Z', 'Europe/Amsterdam', 'Mon 1 Apr at 01:30'],
  ])('says when it was added, %s in %s, as "%s" in the home\'s own time', (iso, timeZone, text) => {
    const home: EngineHome = { timeZone, devices: [...HOME.devices, { key: 'spare', kind: 'motion', room: 'hall' }] }
    const addedAt = Date.parse(iso)
    const now = addedAt + 2 * 24 * 60 * MINUTE_MS
    const found = judge({ spare: { ...newDeviceHealth(), addedAt }, 'hall-pir': seenAt(now - 10 * MINUTE_MS) }, home, now).get('offline:spare')
    expect(found?.description).toContain(` since it was added on ${text}, while other sensors`)
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
