// The hall's motion sensor, alone in its room, takes part in her moves from one room to another: dead, it is found
// by the moves she made without it, hours before 12 h of its silence at home.
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { deviceSeen, devicesAddHomeTime, newDeviceHealth, type DeviceHealth } from './offline'
import { PASSAGE_RULES, passageLimit } from './offline-passage'
import { roomReport, roomUse } from './offline-rooms'
import { HOME, local, raised, run, START } from './offline-test-kit'
import { dayEvents, type RoutineBlock } from './synthetic-home'
import type { EngineEvent } from './types'

const at = (hour: number, minute = 0) => hour * 60 + minute
/** From the living room to the kitchen or the bathroom and back, through the hall both ways, at `from` for `minutes` */
const trip = (from: number, room: 'kitchen-pir' | 'bathroom-pir', minutes: number): RoutineBlock[] => [
  [from, from + 1, 'hall-pir', 1],
  [from + 2, from + 2 + minutes, room, 2],
  [from + 3 + minutes, from + 4 + minutes, 'hall-pir', 1],
]
/**
 * Her day: every room is off the hall, but the bathroom also opens into the bedroom (her visit at night passes no
 * hall), and she potters from the living room to the kitchen or the bathroom and back every hour or so
 */
const HALL_DAY: RoutineBlock[] = [
  [at(3), at(3, 6), 'bathroom-pir', 2],
  [at(3, 7), at(3, 8), 'bedroom-pir', 1],
  [at(7), at(7, 5), 'bedroom-pir', 2],
  [at(7, 6), at(7, 7), 'hall-pir', 1],
  [at(7, 8), at(7, 25), 'bathroom-pir', 3],
  [at(7, 26), at(7, 27), 'hall-pir', 1],
  [at(7, 30), at(8), 'kitchen-pir', 3],
  [at(8, 1), at(8, 2), 'hall-pir', 1],
  ...[[at(8, 3), at(9, 45)], [at(10), at(10, 30)], [at(10, 41), at(11, 15)], [at(11, 30), at(12)], [at(12, 35), at(13)], [at(13, 11), at(13, 55)], [at(16, 5), at(16, 30)], [at(16, 45), at(17, 15)], [at(17, 26), at(18)], [at(18, 45), at(20, 15)], [at(20, 30), at(22, 30)]].map(
    ([from, to]): RoutineBlock => [from!, to!, 'living-pir', 10],
  ),
  ...trip(at(9, 45), 'kitchen-pir', 10),
  ...trip(at(10, 30), 'bathroom-pir', 6),
  ...trip(at(11, 15), 'kitchen-pir', 10),
  ...trip(at(12), 'kitchen-pir', 30),
  ...trip(at(13), 'bathroom-pir', 6),
  [at(13, 56), at(13, 58), 'hall-pir', 1],
  [at(13, 59), at(14), 'front-door', 1],
  [at(16), at(16, 1), 'front-door', 1],
  [at(16, 2), at(16, 4), 'hall-pir', 1],
  ...trip(at(16, 30), 'kitchen-pir', 10),
  ...trip(at(17, 15), 'bathroom-pir', 6),
  ...trip(at(18), 'kitchen-pir', 40),
  ...trip(at(20, 15), 'kitchen-pir', 10),
  [at(22, 31), at(22, 32), 'hall-pir', 1],
  [at(22, 33), at(22, 40), 'bathroom-pir', 3],
  [at(22, 41), at(22, 42), 'hall-pir', 1],
  [at(22, 45), at(22, 50), 'bedroom-pir', 2],
]
const hallDays = (days: number) => Array.from({ length: days }, (_, i) => dayEvents(START + i, HALL_DAY, 'UTC')).flat()
const DEAD_FROM = local(21, 9)
const offline = (results: ReturnType<typeof run>) => raised(results).filter(({ alert }) => alert.dedupeKey.startsWith('offline:'))

/** The synthetic home with a mat in the bedroom and a switch of unknown place */
const MORE = { ...HOME, devices: [...HOME.devices, { key: 'bed-mat', kind: 'pressure' as const, room: 'bedroom' }, { key: 'sensor-4', kind: 'contact' as const, room: 'other' }] }

/** A report then, as the engine takes it: learned, then seen, then her use */
function report(devices: Record<string, DeviceHealth>, deviceKey: string, at: number) {
  const device = MORE.devices.find((d) => d.key === deviceKey)!
  const event: EngineEvent = { deviceKey, kind: device.kind, room: device.room, timestamp: new Date(at), active: true }
  devices[deviceKey] ??= newDeviceHealth()
  roomReport(devices, MORE, event, at)
  deviceSeen(devices[deviceKey], at, null, true)
  roomUse(devices, MORE, event, at)
}

describe('a sensor counts her moves between other rooms it sat out', () => {
  it('counts a move from one room to another for the sensors of neither, a way back with it, and learns the run at its report', () => {
    const devices: Record<string, DeviceHealth> = {}
    let t = local(0, 8)
    const next = (key: string) => report(devices, key, (t += 5 * MINUTE_MS))
    for (const key of ['bathroom-pir', 'kitchen-pir', 'living-pir', 'hall-pir']) next(key)
    // to the living room past the hall, the kitchen and back, the bathroom, the kitchen: three moves the hall sat
    // out, the way back from the kitchen being one with its going
    for (const key of ['living-pir', 'kitchen-pir', 'living-pir', 'bathroom-pir', 'kitchen-pir']) next(key)
    expect(devices['hall-pir']).toMatchObject({ movesMissed: 3, lastMoveMissed: 'bathroom>kitchen' })
    // the living room, part of all but the last
    expect(devices['living-pir']!.movesMissed).toBe(1)
    // a mat and a switch of unknown place are no rooms she moved to
    for (const key of ['bed-mat', 'sensor-4']) next(key)
    expect(devices['hall-pir']!.movesMissed).toBe(3)
    devicesAddHomeTime(devices, 60, 9, t, null)
    next('hall-pir')
    expect(devices['hall-pir']).toMatchObject({ movesMissed: 0, movesMissedMax: 3, moveUses: 1 })
    expect(devices['hall-pir']!.lastMoveMissed).toBeUndefined()
  })

  it('starts counting in a state saved before at its next report, and is trusted on twice its longest run, never fewer than the minimum', () => {
    const devices: Record<string, DeviceHealth> = {}
    let t = local(0, 8)
    for (const key of ['hall-pir', 'living-pir', 'kitchen-pir']) report(devices, key, (t += 5 * MINUTE_MS))
    delete devices['hall-pir']!.movesMissed
    report(devices, 'living-pir', (t += 5 * MINUTE_MS))
    expect(devices['hall-pir']!.movesMissed).toBeUndefined()
    const device = newDeviceHealth()
    device.movesMissedMax = 1
    device.moveUses = PASSAGE_RULES.minUses - 1
    expect(passageLimit(device)).toBeNull()
    device.moveUses = PASSAGE_RULES.minUses
    expect(passageLimit(device)).toBe(PASSAGE_RULES.minMissed)
    device.movesMissedMax = 9
    expect(passageLimit(device)).toBe(18)
  })
})

describe('a sensor she passes', () => {
  it('the hall sensor, dead at 09:00, is called offline by the moves she made without it, 8 h after where its silence alone waits 12 h', () => {
    const events = hallDays(24).filter((e) => e.deviceKey !== 'hall-pir' || e.timestamp.getTime() < DEAD_FROM)
    const found = offline(run(events, local(0, 0), local(23, 0)))
    expect(found.map(({ alert }) => alert.deviceKey)).toEqual(['hall-pir'])
    const [{ at, alert }] = found as [(typeof found)[number]]
    // the seventh trip it sat out (at 17:15; its longest run before was the night's visit to the bathroom)
    expect((at - DEAD_FROM) / MINUTE_MS).toBeGreaterThan(8 * 60)
    expect((at - DEAD_FROM) / MINUTE_MS).toBeLessThan(8.5 * 60)
    expect(alert.metadata).toMatchObject({ movesMissed: 7, movesLimit: PASSAGE_RULES.minMissed })
    expect(alert.description).toMatch(/her moves between rooms went past it \d+ times since without it \(the last from the [a-z ]+ to the [a-z ]+\), and before/)
  })

  it('raises nothing on the same days with the hall sensor working', () => {
    expect(offline(run(hallDays(24), local(0, 0), local(23, 0)))).toEqual([])
  })
})
