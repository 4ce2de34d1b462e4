// Where and when she last moved, as the engine's status gives it to the dashboard (last-movement.ts, decision 0096):
// the newest report taken as her movement inside, not a battery reading or a motion sensor clearing; nothing while
// out, learning or before any report; with a pet, only a report taken as hers.
import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { lastMovementOf } from './last-movement'
import { MINUTE_MS } from './local-time'
import { byTime, fridgeHome, fridgeUse, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent } from './types'

const home = (pets = false) => fridgeHome(pets)
const SECOND = 1000
const motion = (key: string, room: string, ms: number, active = true) => report(key, 'motion', room, ms, active)

/** Her days up to `day` at hour:minute, then `extra`; the status at `until` */
function statusAt(day: number, [hour, minute]: [number, number], extra: EngineEvent[], until: number, pets = false) {
  const cut = petAt(day, hour, minute)
  const events = byTime([...herDays(day + 1, false).filter((e) => e.timestamp.getTime() < cut), ...extra])
  return replay(home(pets), events, petAt(0, 0), until).status
}

// day 8, 10:50: the bathroom sees her; its sensor clears 25 s later, and at 11:30 the living room's reports its battery
const visit = petAt(8, 10, 50)
const bathroom = [motion('bathroom-pir', 'bathroom', visit), motion('bathroom-pir', 'bathroom', visit + 25 * SECOND, false)]
const battery: EngineEvent = { ...motion('living-pir', 'living', petAt(8, 11, 30), false), batteryLevel: 80 }

describe('where and when she last moved', () => {
  it('is the bathroom at 10:50: neither its clearing nor a battery reading later is movement', () => {
    const status = statusAt(8, [10, 45], [...bathroom, battery], petAt(8, 12, 5))
    expect(status.lastMovement).toEqual({ at: visit, deviceKey: 'bathroom-pir', room: 'bathroom' })
  })

  it('moves on with her: the kitchen fridge after the bathroom', () => {
    const fridge = petAt(8, 11, 10)
    const status = statusAt(8, [10, 45], [...bathroom, ...fridgeUse(fridge)], petAt(8, 11, 40))
    // the fridge closing 20 s after it opened is her too
    expect(status.lastMovement).toEqual({ at: fridge + 20 * SECOND, deviceKey: 'fridge', room: 'kitchen' })
  })

  it('says nothing while she is out, nor while the routine is being learned', () => {
    // out by the front door at 14:00 as every day, and not back at 15:00
    expect(statusAt(8, [23, 59], [], petAt(8, 15, 0)).lastMovement).toBeNull()
    const learning = statusAt(3, [10, 45], bathroom, petAt(3, 11, 30))
    expect(learning.isLearning).toBe(true)
    expect(learning.lastMovement).toBeNull()
  })

  it('says nothing before any report', () => {
    const state = createState(new Date(petAt(0, 0)), home())
    expect(evaluate(state, [], new Date(petAt(0, 1)), home()).status.lastMovement).toBeNull()
  })

  it('gives where she was seen before a front door that kept firing, not its end', () => {
    const status = statusAt(8, [10, 45], bathroom, petAt(8, 11, 0))
    const doorEnd = petAt(8, 11, 20)
    const state = replay(home(), byTime([...herDays(9, false).filter((e) => e.timestamp.getTime() < petAt(8, 10, 45)), ...bathroom]), petAt(0, 0), petAt(8, 11, 0)).state
    expect(status.lastMovement?.room).toBe('bathroom')
    expect(lastMovementOf({ ...state, lastInsideAt: doorEnd, quietBeforeDoor: visit }, false, true)).toEqual({ at: visit, deviceKey: 'bathroom-pir', room: 'bathroom' })
  })
})

describe('in a home with a pet', () => {
  // 13:40 she walks from the living room through the hall to lie down in the bedroom
  const napAt = petAt(8, 13, 40)
  const toBed = [motion('living-pir', 'living', napAt), motion('hall-pir', 'hall', napAt + 10 * SECOND), motion('bedroom-pir', 'bedroom', napAt + 20 * SECOND), motion('bedroom-pir', 'bedroom', napAt + MINUTE_MS)]
  const nap = (extra: EngineEvent[]) => statusAt(8, [13, 30], withReleases([...toBed, ...extra]), petAt(8, 14, 0), true)

  it('gives the bedroom she was seen walking to', () => {
    expect(nap([]).lastMovement).toEqual({ at: napAt + MINUTE_MS, deviceKey: 'bedroom-pir', room: 'bedroom' })
  })

  it('says nothing when the newest report may be the cat wandering into the kitchen', () => {
    const status = nap([motion('kitchen-pir', 'kitchen', napAt + 5 * MINUTE_MS)])
    expect(status.lastRoom).toBe('kitchen')
    expect(status.lastMovement).toBeNull()
  })

  it('gives the kitchen again once the fridge is opened there: a pet cannot', () => {
    const fridge = napAt + 6 * MINUTE_MS
    const status = nap([motion('kitchen-pir', 'kitchen', napAt + 5 * MINUTE_MS), report('fridge', 'contact', 'kitchen', fridge)])
    expect(status.lastMovement).toEqual({ at: fridge, deviceKey: 'fridge', room: 'kitchen' })
  })
})
