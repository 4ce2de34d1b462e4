import { describe, expect, it } from 'vitest'
import { evaluate, OFFLINE_REMINDER_MINUTES } from './engine'
import { MINUTE_MS } from './local-time'
import { newDeviceHealth } from './offline'
import type { EngineEvent, EngineHome, EvaluateResult } from './types'
import { HOME, NAMED, judge, local, raised, routine, run, seenAt } from './offline-test-kit'

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

  it("leaves a family's name that starts with 'The' as written", () => {
    const home: EngineHome = { ...NAMED, devices: NAMED.devices.map((d) => (d.key === 'hall-pir' ? { ...d, name: 'The Landing PIR' } : d)) }
    const battery = evaluate(null, [{ deviceKey: 'hall-pir', kind: 'motion', room: 'hall', timestamp: new Date(local(0, 8)), active: true, batteryLevel: 15 }], new Date(local(0, 9)), home)
    expect(battery.alerts.find((a) => a.dedupeKey === 'battery:hall-pir')?.description).toBe(
      'The battery of The Landing PIR is at 15 % — replace it soon so monitoring does not stop.',
    )
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
      'Front door (MSH-FRONT001) has not sent anything since it was added on Mon 6 May, 00:10 UTC, while other sensors have been reporting; ' +
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
    ['2024-01-07T09:10:00Z', 'UTC', 'Sun 7 Jan, 09:10 UTC'],
    ['2024-02-05T09:10:00Z', 'UTC', 'Mon 5 Feb, 09:10 UTC'],
    ['2024-03-05T09:10:00Z', 'UTC', 'Tue 5 Mar, 09:10 UTC'],
    ['2024-04-03T09:10:00Z', 'UTC', 'Wed 3 Apr, 09:10 UTC'],
    ['2024-05-02T09:10:00Z', 'UTC', 'Thu 2 May, 09:10 UTC'],
    ['2024-06-07T09:10:00Z', 'UTC', 'Fri 7 Jun, 09:10 UTC'],
    ['2024-07-06T09:10:00Z', 'UTC', 'Sat 6 Jul, 09:10 UTC'],
    ['2024-08-01T09:10:00Z', 'UTC', 'Thu 1 Aug, 09:10 UTC'],
    ['2024-09-01T09:10:00Z', 'UTC', 'Sun 1 Sept, 09:10 UTC'],
    ['2024-10-01T09:10:00Z', 'UTC', 'Tue 1 Oct, 09:10 UTC'],
    ['2024-11-01T09:10:00Z', 'UTC', 'Fri 1 Nov, 09:10 UTC'],
    ['2024-12-25T09:10:00Z', 'UTC', 'Wed 25 Dec, 09:10 UTC'],
    ['2024-03-31T23:30:00Z', 'Europe/Amsterdam', 'Mon 1 Apr, 01:30 CEST'],
  ])('says when it was added, %s in %s, as "%s": the home\'s own time and zone', (iso, timeZone, text) => {
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
