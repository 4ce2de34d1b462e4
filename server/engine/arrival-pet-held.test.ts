// Came in, nothing since (arrival.ts) in a home with a cat, when what shows her inside after the door is a motion sensor
// held on (pets.ts petWatchOnRelease: a sure sign of her, as the fridge is). On the invented cat home pet-s200 (25 Jan)
// she came in at 12:05 and stood in the hall for 13 min, its sensor held on again and again; every 'on' came past the
// walk-in window, so each was set aside as the cat's, and the alert came at 12:38 while the pet watch had her sure signs.
// One such sighting alone may be the cat's (pet-s97's 16 Feb: its living room held 50 s, 20 min after her door).
// The synthetic day: out 14:00-16:00, back in by the front door at 16:00; each motion sensor's hold is 25 s.
import { describe, expect, it } from 'vitest'
import { ARRIVAL_KEY } from './arrival'
import { MINUTE_MS } from './local-time'
import { HOME, local, routine } from './offline-test-kit'
import { replay, type Replay } from './test-replay'
import type { EngineEvent } from './types'

const DAYS = 10
const PET_HOME = { ...HOME, devices: [...HOME.devices, { key: 'fridge', kind: 'contact' as const, room: 'kitchen' }], pets: true }
const at = (day: number, hour: number, minute = 0) => local(day, hour) + minute * MINUTE_MS
const sorted = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
const door = (ms: number): EngineEvent[] => [0, 5000].map((d, i) => ({ deviceKey: 'front-door', kind: 'door', room: 'entrance', timestamp: new Date(ms + d), active: i === 0 }))
/** The hall's sensor on at `ms` and off `seconds` later */
const hall = (ms: number, seconds: number): EngineEvent[] => [true, false].map((active) => ({ deviceKey: 'hall-pir', kind: 'motion', room: 'hall', timestamp: new Date(ms + (active ? 0 : seconds * 1000)), active }))
/** Her usual days, each motion sensor off 25 s after it came on, up to day DAYS at 15:58, then `then` */
const until = (then: EngineEvent[]) => {
  const days = routine(DAYS + 1).filter((e) => e.timestamp.getTime() < at(DAYS, 15, 58))
  const releases = days.filter((e) => e.kind === 'motion' && e.active).map((e) => ({ ...e, active: false, timestamp: new Date(e.timestamp.getTime() + 25_000) }))
  return sorted([...days, ...releases, ...then])
}
const arrivals = (run: Replay) => run.alerts.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY && alert.title === 'Came in, nothing since')

describe('a return in a cat home shown by a motion sensor held on', () => {
  it('the hall held on twice from 6 min after the door is her in: no alert', () => {
    // back at 16:00; the hall on at 16:06 (past the walk-in window), held 80 s (25 s is one sighting), and again at 16:09
    const run = replay(PET_HOME, until([...door(at(DAYS, 16)), ...hall(at(DAYS, 16, 6), 80), ...hall(at(DAYS, 16, 9), 70)]), local(0, 0), at(DAYS, 18), null, 5)
    // before: 'Came in, nothing since … only the motion sensors, which see the pet too, have moved' at about 16:35
    expect(arrivals(run)).toEqual([])
    expect(run.state.presence.cameIn ?? null).toBeNull()
  })

  it('held on once (the cat can hold one on now and then) does not end the watch: the alert comes', () => {
    const run = replay(PET_HOME, until([...door(at(DAYS, 16)), ...hall(at(DAYS, 16, 6), 80)]), local(0, 0), at(DAYS, 18), null, 5)
    const [raised] = arrivals(run)
    expect(raised).toBeDefined()
    expect((raised!.at - at(DAYS, 16)) / MINUTE_MS).toBeLessThanOrEqual(40)
  })

  it('one sighting in the hall (the cat passing) is set aside as before: the alert comes', () => {
    const run = replay(PET_HOME, until([...door(at(DAYS, 16)), ...hall(at(DAYS, 16, 6), 25)]), local(0, 0), at(DAYS, 18), null, 5)
    const [raised] = arrivals(run)
    expect(raised).toBeDefined()
    expect((raised!.at - at(DAYS, 16)) / MINUTE_MS).toBeLessThanOrEqual(40)
    expect(raised!.alert.metadata).toMatchObject({ petMoved: true })
  })

  it('held on from before the door closed (at the door as she came in) is not counted: the alert comes', () => {
    // the hall on 2 s after the door opened, off 90 s later: the release holds nothing of her after the door
    const run = replay(PET_HOME, until([...door(at(DAYS, 16)), ...hall(at(DAYS, 16) + 2000, 90)]), local(0, 0), at(DAYS, 18), null, 5)
    expect(arrivals(run)).toHaveLength(1)
  })
})
