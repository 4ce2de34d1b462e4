import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { deviceSeen, devicesAddHomeTime, newDeviceHealth, type DeviceHealth } from './offline'
import { ROOM_RULES, roomLimit, roomReport, roomUse } from './offline-rooms'
import { HOME, local, raised, routine, run } from './offline-test-kit'
import type { EngineEvent, EngineHome } from './types'

/** The synthetic home with switches in its kitchen, a mat in its bedroom and a switch of unknown place */
const KITCHEN: EngineHome = {
  ...HOME,
  devices: [
    ...HOME.devices,
    { key: 'pans-cupboard', kind: 'contact', room: 'kitchen' },
    { key: 'fridge', kind: 'contact', room: 'kitchen' },
    { key: 'bed-mat', kind: 'pressure', room: 'bedroom' },
    { key: 'sensor-4', kind: 'contact', room: 'other' },
    { key: 'washing-machine', kind: 'contact', room: 'other' },
  ],
}
const eventOf = (deviceKey: string, at: number, active = true): EngineEvent => {
  const device = KITCHEN.devices.find((d) => d.key === deviceKey)!
  return { deviceKey, kind: device.kind, room: device.room, timestamp: new Date(at), active }
}

/** A report then (as the engine takes it: learned, then seen, then a use when it is one) */
function report(devices: Record<string, DeviceHealth>, deviceKey: string, at: number, active = true) {
  const event = eventOf(deviceKey, at, active)
  devices[deviceKey] ??= newDeviceHealth()
  roomReport(devices, KITCHEN, event, at)
  deviceSeen(devices[deviceKey], at, null, active)
  if (active) roomUse(devices, KITCHEN, event, at)
}

describe('a sensor counts the visits to its room it took no part in', () => {
  it('counts a visit once, however many uses it holds, and a visit it joins is none it missed', () => {
    const devices: Record<string, DeviceHealth> = {}
    const t0 = local(0, 8)
    report(devices, 'pans-cupboard', t0)
    report(devices, 'fridge', t0 + 40 * MINUTE_MS)
    report(devices, 'kitchen-pir', t0 + 45 * MINUTE_MS)
    report(devices, 'fridge', t0 + 60 * MINUTE_MS)
    expect(devices['pans-cupboard']!.roomMissed).toBe(1)
    // a release of the fridge is no use: nothing new
    report(devices, 'fridge', t0 + 120 * MINUTE_MS, false)
    expect(devices['pans-cupboard']!.roomMissed).toBe(1)
    // lunch and tea without it
    report(devices, 'kitchen-pir', t0 + 4 * 60 * MINUTE_MS)
    report(devices, 'kitchen-pir', t0 + 10 * 60 * MINUTE_MS)
    expect(devices['pans-cupboard']!.roomMissed).toBe(3)
    // the fridge, in every visit, missed none; the cupboard joins the visit at tea: it sat out two, not three
    expect(devices['fridge']!.roomMissed).toBe(2)
    // a separate use: half an hour or more of time at home since its last report
    devicesAddHomeTime(devices, 60, 18, t0 + 10 * 60 * MINUTE_MS, null)
    report(devices, 'pans-cupboard', t0 + 10 * 60 * MINUTE_MS + 5 * MINUTE_MS)
    expect(devices['pans-cupboard']!.roomMissedMax).toBe(2)
    expect(devices['pans-cupboard']!.roomMissed).toBe(0)
    expect(devices['pans-cupboard']!.roomUses).toBe(1)
  })

  it('takes no visit from a mat, a room of unknown place, a sensor switched off, or a state saved before', () => {
    const devices: Record<string, DeviceHealth> = {}
    const t0 = local(0, 8)
    for (const key of ['bedroom-pir', 'bed-mat', 'sensor-4', 'washing-machine', 'pans-cupboard', 'fridge']) report(devices, key, t0)
    delete devices['fridge']!.roomMissed
    devices['pans-cupboard']!.offSince = t0
    for (let hour = 1; hour <= 3; hour++) {
      // the mat fires all night: no visit to the bedroom for the PIR
      report(devices, 'bed-mat', t0 + hour * 60 * MINUTE_MS)
      report(devices, 'washing-machine', t0 + hour * 60 * MINUTE_MS)
      report(devices, 'kitchen-pir', t0 + hour * 60 * MINUTE_MS)
    }
    expect(devices['bedroom-pir']!.roomMissed).toBe(0)
    expect(devices['sensor-4']!.roomMissed).toBe(0)
    expect(devices['pans-cupboard']!.roomMissed).toBe(0)
    expect(devices['fridge']!.roomMissed).toBeUndefined()
    // the mat itself is left out of the PIR's visits
    report(devices, 'bedroom-pir', t0 + 5 * 60 * MINUTE_MS)
    expect(devices['bed-mat']!.roomMissed).toBe(1)
  })

  it('is trusted after ten uses learned, on twice its longest run, never fewer than three', () => {
    const device = newDeviceHealth()
    device.roomMissedMax = 1
    device.roomUses = ROOM_RULES.minUses - 1
    expect(roomLimit(device)).toBeNull()
    device.roomUses = ROOM_RULES.minUses
    expect(roomLimit(device)).toBe(3)
    device.roomMissedMax = 4
    expect(roomLimit(device)).toBe(8)
  })
})

/** The routine, with the pans cupboard opened at lunch only and the fridge at every meal */
function kitchenDays(days: number, cupboardUntil = Infinity): EngineEvent[] {
  const events: EngineEvent[] = routine(days)
  for (let day = 0; day < days; day++) {
    for (const [hour, minute, cupboard] of [
      [7, 40, false],
      [12, 10, true],
      [18, 15, false],
    ] as const) {
      const at = local(day, hour) + minute * MINUTE_MS
      events.push(eventOf('fridge', at), eventOf('fridge', at + MINUTE_MS, false))
      if (cupboard && at + 2 * MINUTE_MS < cupboardUntil) events.push(eventOf('pans-cupboard', at + 2 * MINUTE_MS), eventOf('pans-cupboard', at + 3 * MINUTE_MS, false))
    }
  }
  return events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
}

describe('a cupboard missed by the kitchen', () => {
  it('is called offline once the kitchen has been used five times without it, having never missed more than two meals', () => {
    const home = { ...KITCHEN, devices: KITCHEN.devices.filter((d) => d.room !== 'other' && d.kind !== 'pressure') }
    const cut = local(12, 13)
    const offline = raised(run(kitchenDays(16, cut), local(0, 0), local(15, 23), home)).filter(({ alert }) => alert.dedupeKey === 'offline:pans-cupboard')
    expect(offline).toHaveLength(1)
    const { at, alert } = offline[0]!
    // its last use at lunch on day 12; tea, breakfast, lunch and tea on day 13, then breakfast on day 14: at the fifth
    // visit, 43 h after (its longest silence at home being about 22 h, its time at home alone would wait for 46 h)
    expect(at).toBeGreaterThanOrEqual(local(14, 7))
    expect(at).toBeLessThan(local(14, 8))
    expect(alert.metadata).toMatchObject({ roomVisitsMissed: 5, roomVisitsLimit: 4 })
    expect(alert.description).toContain('the kitchen has been used 5 separate times since without it, and before, it was never left out of more than 2 in a row')
  })

  it('raises nothing on the same days with the cupboard working', () => {
    const home = { ...KITCHEN, devices: KITCHEN.devices.filter((d) => d.room !== 'other' && d.kind !== 'pressure') }
    const offline = raised(run(kitchenDays(16), local(0, 0), local(15, 23), home)).filter(({ alert }) => alert.dedupeKey.startsWith('offline:'))
    expect(offline).toEqual([])
  })
})
