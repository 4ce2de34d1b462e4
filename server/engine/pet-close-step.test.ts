// The pet's step taken as her way out of a room (pet-path.ts petPathOnRelease, session 46): a report elsewhere while
// the sensor she was seen by was on only by its hold. Its release says when it last saw movement; a person walking out
// is seen leaving, seconds before the next room's sensor
import { describe, expect, it } from 'vitest'
import { cloneState } from './engine'
import { fridgeHome, fridgeUse, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent } from './types'

const home = fridgeHome()
const SECOND = 1000
const motion = (key: string, room: string, ms: number, active = true) => report(key, 'motion', room, ms, active)
const byTime = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
// eight days and a morning in 5-min steps, then the minutes that matter second by second
const from = petAt(8, 10, 45)
const base = replay(home, withReleases(herDays(9).filter((e) => e.timestamp.getTime() < from)), petAt(0, 0), from).state
const run = (events: EngineEvent[], toMs: number, start = base) => replay(home, events, from, toMs, cloneState(start), 1 / 60).state
// the same morning with the living room busy from 09:00: ten 'on's of 40 s, so its lower quartile is 40 s, not its 25-s hold
const busy = Array.from({ length: 10 }, (_, i) => petAt(8, 9, 4 * i)).flatMap((ms) => [report('living-pir', 'motion', 'living', ms), report('living-pir', 'motion', 'living', ms + 40_000, false)])
const busyBase = replay(home, [...withReleases(herDays(9).filter((e) => e.timestamp.getTime() < petAt(8, 9, 0))), ...busy], petAt(0, 0), from).state

describe("the pet's step while her sensor was on only by its hold", () => {
  // day 8: she shuts the fridge at 10:48:15, crosses the hall and walks into the living room at 10:48:35, and sits down
  // (one sighting, off 25 s later); the cat walks into the kitchen 23 s after her report, while the living room is on
  const t = petAt(8, 10, 48) + 35 * SECOND
  const way = [...fridgeUse(t - 40 * SECOND), motion('hall-pir', 'hall', t - 6 * SECOND), motion('hall-pir', 'hall', t + 19 * SECOND, false)]
  const sits = (livingOffAt: number) => [motion('living-pir', 'living', t), motion('living-pir', 'living', livingOffAt, false)]
  const cat = [motion('kitchen-pir', 'kitchen', t + 23 * SECOND), motion('kitchen-pir', 'kitchen', t + 48 * SECOND, false)]
  const events = (livingOffAt: number) => byTime([...way, ...sits(livingOffAt), ...cat])

  it("no longer takes the kitchen as closely followed once the living room's release shows it saw nothing after her report", () => {
    const lived = events(t + 25 * SECOND)
    expect(run(lived, t + 24 * SECOND).pets?.seen).toMatchObject({ deviceKey: 'kitchen-pir', close: true }) // taken as her way, until the release
    const after = run(lived, t + 60 * SECOND).pets?.seen
    expect(after).toMatchObject({ deviceKey: 'kitchen-pir', followed: true })
    expect(after?.close).toBeUndefined()
    // nor the cat's kitchen again a minute later
    const again = byTime([...lived, motion('kitchen-pir', 'kitchen', t + 90 * SECOND)])
    expect(run(again, t + 120 * SECOND).pets?.seen?.close).toBeUndefined()
  })

  it('keeps the kitchen when the living room saw her moving seconds before it', () => {
    // she moved again at 10:48:52 (its release 25 s later), walking out: the kitchen 6 s after that was her
    const walked = events(t + 42 * SECOND)
    expect(run(walked, t + 60 * SECOND).pets?.seen).toMatchObject({ deviceKey: 'kitchen-pir', close: true })
    expect(run(walked, t + 60 * SECOND).pets?.seen?.left).toBeUndefined()
  })

  it('reads its last movement by its shortest on, not the quartile a busy morning lengthened', () => {
    expect(run(events(t + 42 * SECOND), t + 60 * SECOND, busyBase).pets?.seen).toMatchObject({ deviceKey: 'kitchen-pir', close: true })
  })
})
