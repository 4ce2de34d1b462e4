// The motion watch at night in a home with a pet (pet-rest.ts): a cat's sighting after she settled for the night
// is no night-time visit and no getting up.
import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { assessQuiet, inactivityFinding } from './inactivity'
import { ordinaryDay } from './test-days'
import { PET_DAY0, petAt } from './test-pet'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { abedWithPet } from './pet-rest'
import type { EngineHome, EngineState } from './types'

const home: EngineHome = { timeZone: 'UTC', pets: true, devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d })), { key: 'fridge', kind: 'contact', room: 'kitchen' }] }

/** A week of ordinary nights read (in bed at 22:45, up at 07:00), her last sure sign and the last movement any sensor saw */
function night(sure: { at: number; room: string; deviceKey: string }, last: { at: number; room: string; deviceKey: string }, pets = true): EngineState {
  const state = createState(new Date(petAt(0, 0)), home)
  evaluate(state, [], new Date(petAt(0, 0, 5)), home)
  state.daily.history = Array.from({ length: 7 }, (_, d) => ordinaryDay(PET_DAY0 + d))
  Object.assign(state.pets!, { lastAt: sure.at, lastRoom: sure.room, lastDeviceKey: sure.deviceKey })
  if (!pets) delete state.pets
  Object.assign(state, { lastInsideAt: last.at, lastRoom: last.room, lastDeviceKey: last.deviceKey, lastMotion: true, lastOnMat: false, lastMat: false })
  return state
}

const bed = { at: petAt(7, 23, 0), room: 'bedroom', deviceKey: 'bedroom-pir' }
const catInHall = { at: petAt(8, 1, 0), room: 'hall', deviceKey: 'hall-pir' }

describe('the motion watch at night, in a home with a pet', () => {
  it('takes the cat in the hall hours after she settled in bed as her night going on, until an hour after a late getting-up time', () => {
    const state = night(bed, catInHall)
    expect(abedWithPet(state, catInHall.at)).toBe(true)
    const quiet = assessQuiet(state, petAt(8, 2, 30), false)
    // from 01:00 to 08:00: her late getting-up time (07:00 on every night read) and an hour
    expect(quiet?.limitMinutes).toBe(7 * 60)
    expect(quiet && inactivityFinding(quiet)).toBeNull()
    // without a pet the same sighting is hers, a night-time visit to the hall, and judged on the visits' short limits
    const alone = assessQuiet(night(bed, catInHall, false), petAt(8, 2, 30), false)
    expect(alone?.limitMinutes).toBeLessThan(3 * 60)
  })

  it('takes the cat in the living room before her getting-up time as her night, not as a morning begun', () => {
    const catInLiving = { at: petAt(8, 6, 30), room: 'living', deviceKey: 'living-pir' }
    expect(assessQuiet(night(bed, catInLiving), petAt(8, 7, 15), false)?.limitMinutes).toBe(90)
    // without a pet, movement at 06:30 (after an hour before her usual 07:00) is her day begun
    expect(assessQuiet(night(bed, catInLiving, false), petAt(8, 7, 15), false)?.limitMinutes).toBeLessThan(90)
  })

  it('judges movement within 20 min of her last sure sign as it always did: it may be her, on her way to the bathroom', () => {
    const soon = { at: petAt(8, 0, 45), room: 'bathroom', deviceKey: 'bathroom-pir' }
    const visit = { at: petAt(8, 1, 0), room: 'bathroom', deviceKey: 'bathroom-pir' }
    expect(abedWithPet(night(soon, visit), visit.at)).toBe(false)
    expect(assessQuiet(night(soon, visit), petAt(8, 2, 30), false)?.limitMinutes).toBe(assessQuiet(night(soon, visit, false), petAt(8, 2, 30), false)?.limitMinutes)
  })

  it('no longer applies once the home says no pet lives there, and again once it says one does', () => {
    const state = night(bed, catInHall)
    const tick = (pets: boolean) => evaluate(state, [], new Date(petAt(8, 1, 5)), { ...home, pets })
    tick(false)
    // the watch is kept, for when the pet setting comes back, but its night no longer stands for hers
    expect(state.pets).toBeDefined()
    expect(abedWithPet(state, catInHall.at)).toBe(false)
    tick(true)
    expect(abedWithPet(state, catInHall.at)).toBe(true)
  })

  it('does not hold on to a sure sign from before the night or from the day: her evening fridge use, a morning', () => {
    const evening = { at: petAt(7, 20, 30), room: 'kitchen', deviceKey: 'fridge' }
    expect(abedWithPet(night(evening, catInHall), catInHall.at)).toBe(false)
    const afternoon = { at: petAt(8, 14, 0), room: 'living', deviceKey: 'living-pir' }
    expect(abedWithPet(night(bed, afternoon), afternoon.at)).toBe(false)
  })
})
