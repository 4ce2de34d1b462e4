import { describe, expect, it } from 'vitest'
import { createState } from './engine'
import { MINUTE_MS } from './local-time'
import { deviceSeen, newDeviceHealth } from './offline'
import { doorsSitOut, OUTING_RULES, outingLimit, outingReport } from './offline-outings'
import { HOME, local, raised, routine, run } from './offline-test-kit'
import type { EngineEvent, EngineState } from './types'

const eventOf = (deviceKey: string, at: number): EngineEvent => {
  const device = HOME.devices.find((d) => d.key === deviceKey)!
  return { deviceKey, kind: device.kind, room: device.room, timestamp: new Date(at), active: true }
}

/** A state with the front door last heard at `doorAt` and her last seen inside at `since`, in `room` */
function quietSince(doorAt: number, since: number, room: string): EngineState {
  const state = createState(new Date(doorAt - 60 * MINUTE_MS), HOME)
  const door = (state.devices['front-door'] ??= newDeviceHealth())
  outingReport(door, doorAt)
  deviceSeen(door, doorAt, null, true)
  state.lastInsideAt = since
  state.lastRoom = room
  return state
}
const missed = (state: EngineState) => state.devices['front-door']!.outingsMissed

describe('the front door counts the quiets at home that read as outings', () => {
  it('counts a long quiet of the whole home by day, and one from the hall back to the hall', () => {
    const long = quietSince(local(0, 8), local(0, 10), 'kitchen')
    doorsSitOut(long, HOME, eventOf('kitchen-pir', local(0, 13) + MINUTE_MS), local(0, 13) + MINUTE_MS)
    expect(missed(long)).toBe(1)
    const hall = quietSince(local(0, 8), local(0, 14), 'hall')
    doorsSitOut(hall, HOME, eventOf('hall-pir', local(0, 14) + 35 * MINUTE_MS), local(0, 14) + 35 * MINUTE_MS)
    expect(missed(hall)).toBe(1)
  })

  it('counts no shorter quiet, none begun in the bedroom or reaching its length at night, none after the door, none on a mat’s word', () => {
    const cases: [EngineState, EngineEvent, number][] = []
    const add = (state: EngineState, key: string, at: number) => cases.push([state, eventOf(key, at), at])
    // 2 h 50 min in the living room, and 25 min from the hall to the hall
    add(quietSince(local(0, 8), local(0, 10), 'living'), 'kitchen-pir', local(0, 12) + 50 * MINUTE_MS)
    add(quietSince(local(0, 8), local(0, 14), 'hall'), 'hall-pir', local(0, 14) + 25 * MINUTE_MS)
    // a nap on the bed, and from the hall to the living room in 40 min
    add(quietSince(local(0, 8), local(0, 10), 'bedroom'), 'kitchen-pir', local(0, 14))
    add(quietSince(local(0, 8), local(0, 14), 'hall'), 'living-pir', local(0, 14) + 40 * MINUTE_MS)
    // begun at 20:00, 3 h reached at 23:00
    add(quietSince(local(0, 8), local(0, 20), 'living'), 'kitchen-pir', local(0, 23) + 30 * MINUTE_MS)
    // the door reported after the quiet began
    add(quietSince(local(0, 11), local(0, 10), 'kitchen'), 'kitchen-pir', local(0, 14))
    // home only on a mat's word since the door
    const doubt = quietSince(local(0, 8), local(0, 10), 'kitchen')
    doubt.presence.matOnlySince = local(0, 9)
    add(doubt, 'kitchen-pir', local(0, 14))
    for (const [state, event, at] of cases) {
      doorsSitOut(state, HOME, event, at)
      expect(missed(state)).toBe(0)
    }
  })

  it('learns the most it sat out in a row at its next report, and is trusted after its separate uses on twice that, at least one', () => {
    const door = newDeviceHealth()
    outingReport(door, local(0, 8))
    door.outingsMissed = 2
    outingReport(door, local(1, 8))
    expect(door).toMatchObject({ outingsMissed: 0, outingsMissedMax: 2 })
    door.gaps = OUTING_RULES.minUses - 1
    expect(outingLimit(door)).toBeNull()
    door.gaps = OUTING_RULES.minUses
    expect(outingLimit(door)).toBe(4)
    door.outingsMissedMax = 0
    expect(outingLimit(door)).toBe(1)
  })
})

describe('a front door that stops', () => {
  // the synthetic day: out 14:00-16:00 by the door, past the hall's motion sensor both ways
  const doorDeadAt = local(10, 17)
  const days = (deadAt: number) => routine(16).filter((e) => e.deviceKey !== 'front-door' || e.timestamp.getTime() < deadAt)

  it('is called offline when she has come back in twice without it, a day before its three days are up', () => {
    const offline = raised(run(days(doorDeadAt), local(0, 0), local(15, 23))).filter(({ alert }) => alert.dedupeKey === 'offline:front-door')
    expect(offline).toHaveLength(1)
    const { at, alert } = offline[0]!
    // back in at about 16:02 on day 12, the second outing since its last report at 16:00 on day 10
    expect(at).toBeGreaterThan(local(12, 16))
    expect(at).toBeLessThanOrEqual(local(12, 16) + 10 * MINUTE_MS)
    expect(alert.metadata).toMatchObject({ outingsMissed: 2, outingsLimit: 1 })
    expect(alert.description).toContain('yet the sensors inside show they have gone out and come back 2 times since without it')
    expect(alert.description).toContain('before, it had never missed one')
  })

  it('raises nothing on the same days with the door working', () => {
    const offline = raised(run(days(Infinity), local(0, 0), local(15, 23))).filter(({ alert }) => alert.dedupeKey.startsWith('offline:'))
    expect(offline).toEqual([])
  })
})
