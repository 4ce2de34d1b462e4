// In a home with a pet, a spell with no sure sign of her since a door she may have left by is judged against
// such spells before, her outings among them (pet-doubt.ts); and a spell begun in the night waits for a late
// morning of hers (pets.ts PET_LATE_RISE_RANK).
import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { assessPetQuiet, PET_FLOOR_MINUTES } from './pets'
import { MINUTE_MS } from './local-time'
import { ordinaryDay } from './test-days'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { byTime, fridgeUse, PET_DAY0, petAt, report } from './test-pet'
import { replay } from './test-replay'
import { isPresenceDoubtful, newPresence, petDoubtWasOuting, presenceOnDoor, presenceOnInside } from './presence'
import { binOf, learnSpell } from './quiet-model'
import type { EngineEvent, EngineHome } from './types'

const home = (): EngineHome => ({
  timeZone: 'UTC',
  devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d })), { key: 'fridge', kind: 'contact', room: 'kitchen' }],
  pets: true,
})

/** The front door opened at `ms` and closed 5 s later */
const door = (ms: number): EngineEvent[] => [report('front-door', 'door', 'entrance', ms), report('front-door', 'door', 'entrance', ms + 5000, false)]
/** A cat's single sightings (no 'off': never held on), every 25 min from `fromMs` to `toMs` */
const cat = (fromMs: number, toMs: number): EngineEvent[] => {
  const events: EngineEvent[] = []
  for (let t = fromMs, i = 0; t < toMs; t += 25 * MINUTE_MS, i++) events.push(report(i % 2 ? 'kitchen-pir' : 'living-pir', 'motion', i % 2 ? 'kitchen' : 'living', t))
  return events
}

/**
 * Eight days of the fridge every 20 min from 07:00 to 21:40 (short gaps by day). At noon, on odd days she goes
 * out by the front door until 16:30, nothing moving after the door (a clear outing: no gap at home); on even
 * days a visitor calls at 12:00, the cat walks by, and she uses the fridge at 12:25 (a short gap after the door)
 */
function noonDays(days: number): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let d = 0; d < days; d++) {
    const out = d % 2 === 1
    for (let m = 7 * 60; m < 22 * 60; m += 20) if (m < 11 * 60 + 50 || m >= (out ? 16 * 60 + 40 : 12 * 60 + 40)) events.push(...fridgeUse(petAt(d, 0, m)))
    events.push(...fridgeUse(petAt(d, 11, 55)), ...door(petAt(d, 12)))
    events.push(...(out ? door(petAt(d, 16, 30)) : [report('kitchen-pir', 'motion', 'kitchen', petAt(d, 12, 4)), ...fridgeUse(petAt(d, 12, 25))]))
  }
  return events
}

describe('a spell in doubt after the front door, in a home with a pet', () => {
  const DAYS = 8
  const learned = replay(home(), byTime(noonDays(DAYS)), petAt(0, 6), petAt(DAYS, 11, 50))
  // and her returns, six weeks of them: the door, and a sure sign 15 min later, every half hour of the afternoon (short gaps at
  // home after the door), learned as the watch learns them: among all its gaps, and her day's (pet-day.ts)
  for (let d = DAYS - 42; d < DAYS; d++) {
    for (const gaps of [learned.state.pets!.quiet, learned.state.pets!.day!.gaps]) {
      for (let m = 12 * 60; m < 18 * 60; m += 30) learnSpell(gaps, 'entrance', 'front-door', petAt(d, 0, m), petAt(d, 0, m + 15), 'UTC')
    }
  }

  it('learns her outings from the door, and the gaps in doubt after it, apart from the gaps at home', () => {
    const bin = binOf(16 * 60)
    // 12:00 to 16:30: at 16:00 four hours gone
    expect(learned.state.pets?.doubt?.devices['front-door']?.max[bin]).toBeGreaterThanOrEqual(3.9 * 60)
    expect(learned.state.pets?.quiet.devices['front-door']?.max[bin]).toBeLessThanOrEqual(15)
  })

  it('is judged against her outings from the door at this time of day, not the short gaps at home', () => {
    const run = replay(home(), byTime([...fridgeUse(petAt(DAYS, 11, 55)), ...door(petAt(DAYS, 12)), ...cat(petAt(DAYS, 12, 4), petAt(DAYS, 16))]), petAt(DAYS, 11, 50), petAt(DAYS, 15, 30), structuredClone(learned.state))
    const quiet = assessPetQuiet(run.state, home(), petAt(DAYS, 15, 30))
    // home only in doubt since 12:00 (the cat moved), 3 h 30 min without a sure sign: her outings then last 4 h 30 min
    expect(quiet?.maybeOut).toBe(true)
    expect(quiet?.usualLongestMinutes).toBeGreaterThanOrEqual(4 * 60)
    expect(quiet?.limitMinutes).toBeGreaterThan(7 * 60)
    expect(run.alerts.filter(({ alert }) => alert.type === 'inactivity')).toEqual([])
  })

  it('after a door that came while she was home only in doubt (back from a short trip), is judged as the rest are', () => {
    // out at 12:00, the cat at 12:04, back in at 12:08, the cat again at 12:12: the door she came back by began with her home in doubt
    const events = byTime([...fridgeUse(petAt(DAYS, 11, 55)), ...door(petAt(DAYS, 12)), ...door(petAt(DAYS, 12, 8)), ...cat(petAt(DAYS, 12, 4), petAt(DAYS, 16)), report('kitchen-pir', 'motion', 'kitchen', petAt(DAYS, 12, 12))])
    const run = replay(home(), events, petAt(DAYS, 11, 50), petAt(DAYS, 13, 30), structuredClone(learned.state))
    const quiet = assessPetQuiet(run.state, home(), petAt(DAYS, 13, 30))
    expect(quiet?.maybeOut).toBe(true)
    expect(quiet?.limitMinutes).toBe(PET_FLOOR_MINUTES)
  })

  it('learns a spell in doubt that a motion sensor held on ends (her moving about) as one in doubt', () => {
    const SECOND = 1000
    const onFor = (ms: number, seconds: number) => [report('kitchen-pir', 'motion', 'kitchen', ms), report('kitchen-pir', 'motion', 'kitchen', ms + seconds * SECOND, false)]
    // the kitchen sensor's hold learned (25 s sightings at 12:00-12:40), the door at 13:00, the cat at 13:04, and
    // at 13:45 the kitchen's held on for 90 s
    const sightings = [0, 10, 20, 30, 40].flatMap((m) => onFor(petAt(DAYS, 12, m), 25))
    const events = byTime([...sightings, ...door(petAt(DAYS, 13)), ...onFor(petAt(DAYS, 13, 4), 25), ...onFor(petAt(DAYS, 13, 45), 90)])
    const bin = binOf(13 * 60 + 45)
    const before = learned.state.pets?.doubt?.devices['front-door']?.spells[bin] ?? 0
    const run = replay(home(), events, petAt(DAYS, 11, 50), petAt(DAYS, 14), structuredClone(learned.state))
    expect(run.state.pets?.lastDeviceKey).toBe('kitchen-pir')
    expect(run.state.pets?.doubt?.devices['front-door']?.spells[bin]).toBeCloseTo(before + 1)
  })

  it('after a door she came back by, is judged as the rest are', () => {
    // out at 12:00 (nothing after the door), back at 13:00: the hall sees her between the door's opening and its
    // close, and after the close only the cat moves
    const back = [report('front-door', 'door', 'entrance', petAt(DAYS, 13)), report('hall-pir', 'motion', 'hall', petAt(DAYS, 13) + 2000), report('front-door', 'door', 'entrance', petAt(DAYS, 13) + 5000, false)]
    const events = byTime([...fridgeUse(petAt(DAYS, 11, 55)), ...door(petAt(DAYS, 12)), ...back, ...cat(petAt(DAYS, 13, 4), petAt(DAYS, 16))])
    const run = replay(home(), events, petAt(DAYS, 11, 50), petAt(DAYS, 14, 30), structuredClone(learned.state))
    const quiet = assessPetQuiet(run.state, home(), petAt(DAYS, 14, 30))
    expect(quiet?.maybeOut).toBe(true)
    expect(quiet?.limitMinutes).toBe(PET_FLOOR_MINUTES)
  })
})

describe('home in doubt, then the front door, in a home with a pet', () => {
  /** Out since 10:00; back at 12:00: the door opens, the hall sees her, the door closes 3 s later; the cat at 12:05 */
  function backThenCat() {
    const presence = newPresence()
    Object.assign(presence, { mode: 'away', awaySince: petAt(0, 10), doorAt: petAt(0, 10) })
    presenceOnDoor(presence, petAt(0, 12), { opened: true })
    presenceOnInside(presence, 'hall-pir', petAt(0, 12) + 2000, 'motion', { mayBePet: true })
    presenceOnDoor(presence, petAt(0, 12) + 3000, { opened: false })
    presenceOnInside(presence, 'living-pir', petAt(0, 12, 5), 'motion', { mayBePet: true })
    return presence
  }

  it('is no outing when the doubt began at the close of the door she came back by', () => {
    const presence = backThenCat()
    expect(isPresenceDoubtful(presence)).toBe(true)
    // the door at 12:40 is her going out, not her coming back from an outing begun at 12:00
    expect(petDoubtWasOuting(presence, petAt(0, 12, 40))).toBeNull()
    expect(presence.mode).toBe('home')
  })

  it('is an outing when the doubt began at a door she was home before', () => {
    const presence = newPresence()
    presenceOnInside(presence, 'fridge', petAt(0, 11, 55), 'contact')
    presenceOnDoor(presence, petAt(0, 12), { opened: true })
    presenceOnDoor(presence, petAt(0, 12) + 3000, { opened: false })
    presenceOnInside(presence, 'living-pir', petAt(0, 12, 5), 'motion', { mayBePet: true })
    expect(petDoubtWasOuting(presence, petAt(0, 12, 40))).toBe(petAt(0, 12) + 3000)
  })

  it('is no outing when she was seen on her way right after a door she was home before (a caller leaving)', () => {
    // pet-s127's 28 Feb: at home (the fridge), a visitor leaves at 12:00; the hall sees her while the door is open and the
    // bathroom 3 s after its close (her walking away from it, a close step: pet-door.ts), then only what the cat could make
    const presence = newPresence()
    presenceOnInside(presence, 'fridge', petAt(0, 11, 55), 'contact')
    presenceOnDoor(presence, petAt(0, 12), { opened: true })
    presenceOnInside(presence, 'hall-pir', petAt(0, 12) + 4000, 'motion', { mayBePet: true, herStep: true })
    presenceOnDoor(presence, petAt(0, 12) + 7000, { opened: false })
    presenceOnInside(presence, 'bathroom-pir', petAt(0, 12) + 7000, 'motion', { mayBePet: true, herStep: true })
    presenceOnInside(presence, 'bathroom-pir', petAt(0, 12, 2), 'motion', { mayBePet: true })
    expect(isPresenceDoubtful(presence)).toBe(true)
    // the door at 12:45 is her going out, not her coming back from an outing begun at 12:00
    expect(petDoubtWasOuting(presence, petAt(0, 12, 45))).toBeNull()
    expect(presence.mode).toBe('home')
    expect(presence.awaySince).toBeNull()
  })

  it('is an outing when nothing moved while a door she was home before was open, though the hall saw the cat right after', () => {
    // the same door, and the cat in the hall a minute after its close: her step by pet-door.ts's reading (`seenSoon`),
    // but nothing inside while the door was open: she went out by it
    const presence = newPresence()
    presenceOnInside(presence, 'fridge', petAt(0, 11, 55), 'contact')
    presenceOnDoor(presence, petAt(0, 12), { opened: true })
    presenceOnDoor(presence, petAt(0, 12) + 7000, { opened: false })
    presenceOnInside(presence, 'hall-pir', petAt(0, 12, 1), 'motion', { mayBePet: true, herStep: true })
    expect(presence.passage?.seenSoon).toBe(true)
    expect(petDoubtWasOuting(presence, petAt(0, 12, 45))).toBe(petAt(0, 12) + 7000)
  })

  it('is an outing when the hall saw her while a door she was home before was open, and nothing of hers came after its close', () => {
    // she goes out: the hall as the door opens, then only the cat in the kitchen 90 s after the close (not her step)
    const presence = newPresence()
    presenceOnInside(presence, 'fridge', petAt(0, 11, 55), 'contact')
    presenceOnDoor(presence, petAt(0, 12), { opened: true })
    presenceOnInside(presence, 'hall-pir', petAt(0, 12) + 3000, 'motion', { mayBePet: true, herStep: true })
    presenceOnDoor(presence, petAt(0, 12) + 7000, { opened: false })
    presenceOnInside(presence, 'kitchen-pir', petAt(0, 12) + 97_000, 'motion', { mayBePet: true })
    expect(petDoubtWasOuting(presence, petAt(0, 12, 45))).toBe(petAt(0, 12))
  })
})

describe('the pet watch at night, in a home with a pet', () => {
  it('waits for a late getting-up time of hers (the 4th latest of 14 nights), not the usual one', () => {
    const state = createState(new Date(petAt(0, 0)), home())
    evaluate(state, [], new Date(petAt(0, 0, 5)), home())
    // fourteen nights in bed at 22:45; up at 07:00, but at 08:30 on four of them
    state.daily.history = Array.from({ length: 14 }, (_, d) => ordinaryDay(PET_DAY0 + d, d % 3 === 0 && d < 12 ? { riseMinute: 8 * 60 + 30 } : {}))
    Object.assign(state.pets!, { lastAt: petAt(14, 1, 50), lastRoom: 'kitchen', lastDeviceKey: 'fridge' })
    // from 01:50 to 09:30: 08:30 and the hour's grace
    expect(assessPetQuiet(state, home(), petAt(14, 6))?.limitMinutes).toBe(7 * 60 + 40)
  })
})
