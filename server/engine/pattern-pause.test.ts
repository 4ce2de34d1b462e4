// Sensors the family adds or moves in a learned home: the pattern changes pause only the measures those
// sensors count for (a living-room sensor says nothing new of kitchen visits, a bed mat nothing of the
// night), and the Behavioral Patterns say in words which checks are paused and from when they are made again.
import { describe, expect, it } from 'vitest'
import { createState } from './engine'
import { behavioralPatterns } from './insights'
import { DAY_MS } from './local-time'
import { findDrifts } from './pattern-change'
import { KIT_VERSION, sensorKit } from './sensor-kit'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import { ordinaryDay } from './test-days'
import { replay } from './test-replay'
import type { EngineDevice, EngineHome, EngineState } from './types'

const START = dayIndexOf('2024-05-06')
const ALL = ['later_rising', 'night_bathroom', 'fewer_kitchen_visits', 'less_activity', 'more_time_away']
const PAUSED = 'routine_checks_paused'

const summary = (day: number, kit: string | undefined) => ordinaryDay(day, kit === undefined ? {} : { kit })

const READING_PIR: EngineDevice = { key: 'reading-pir', kind: 'motion', room: 'living' }
const BED_MAT: EngineDevice = { key: 'bed-mat', kind: 'pressure', room: 'bedroom' }
const BEDROOM_DOOR: EngineDevice = { key: 'bedroom-door', kind: 'contact', room: 'bedroom' }
const withDevice = (home: EngineHome, device: EngineDevice): EngineHome => ({ ...home, devices: [...home.devices, device] })

type DayKit = (home: EngineHome, day: number) => string | undefined
const presentKit: DayKit = (home) => sensorKit(home.devices)
/** As the version before the kit was split wrote it: one kit of the whole home */
const oldKit: DayKit = (home) => sensorKit(home.devices).split(' ')[0]

/**
 * A home that has lived 30 ordinary days (kept as day lines, the i-th counted with `dayKit(home, i)`), then
 * ordinary days on its own clock from day 0; `changes`: from which local instant the home has which sensors
 */
function livedThen(
  timeZone: string,
  changes: [day: number, hour: number, home: (home: EngineHome) => EngineHome][],
  until: [day: number, hour: number],
  dayKit: DayKit = presentKit,
  fitted: (home: EngineHome) => EngineHome = (home) => home,
): EngineState {
  const home = fitted(syntheticHome(timeZone))
  const local = (day: number, hour: number) => localInstant(START + day, hour * 60, timeZone)
  const state = createState(new Date(local(0, 0)), home)
  state.startDay -= 40
  state.startedAt -= 40 * DAY_MS
  state.daily.history = Array.from({ length: 30 }, (_, i) => summary(START - 30 + i, dayKit(home, i)))
  const kit = dayKit(home, 29)
  if (kit !== undefined) state.daily.kit = state.daily.current.kit = kit
  // a state written now says which kits it counts; one written by an older version does not
  if (dayKit === presentKit) state.daily.kitVersion = KIT_VERSION
  const events = Array.from({ length: until[0] + 1 }, (_, i) => dayEvents(START + i, DEFAULT_DAY, timeZone)).flat()
  // the reading-corner sensor sees what the living room's does
  const seen = events.flatMap((e) => (e.deviceKey === 'living-pir' ? [e, { ...e, deviceKey: READING_PIR.key }] : [e]))
  let at = local(0, 0)
  let now = home
  let run = { state }
  for (const [day, hour, change] of [...changes, [...until, (h: EngineHome) => h] as const]) {
    const to = local(day, hour)
    const known = new Set(now.devices.map((d) => d.key))
    run = replay(now, seen.filter((e) => e.timestamp.getTime() > at && e.timestamp.getTime() <= to && known.has(e.deviceKey)), at, to, run.state, 15)
    at = to
    now = change(now)
  }
  return run.state
}

const compared = (state: EngineState) => findDrifts(state.daily.history).map((drift) => drift.kind)
const notice = (state: EngineState) => behavioralPatterns(state).find((pattern) => pattern.anomalyType === PAUSED)

describe('a sensor added pauses only the measures it counts for', () => {
  it('a motion sensor added in the living room leaves kitchen visits compared with the usual routine', () => {
    const state = livedThen('Europe/London', [[0, 9, (home) => withDevice(home, READING_PIR)]], [3, 0])
    // was: none of the five (every measure waited 15 days for any sensor added)
    expect(compared(state)).toEqual(['fewer_kitchen_visits'])
  })

  it('a bed mat added leaves getting up, night-time bathroom visits and kitchen visits compared', () => {
    const state = livedThen('Europe/London', [[0, 9, (home) => withDevice(home, BED_MAT)]], [3, 0])
    expect(compared(state)).toEqual(['later_rising', 'night_bathroom', 'fewer_kitchen_visits'])
  })

  it('a state stored before the kit was split keeps its days: a sensor added then leaves kitchen visits compared', () => {
    expect(compared(livedThen('Europe/London', [], [0, 1], oldKit))).toEqual(ALL)
    const state = livedThen('Europe/London', [[0, 9, (home) => withDevice(home, READING_PIR)]], [3, 0], oldKit)
    expect(compared(state)).toEqual(['fewer_kitchen_visits'])
  })

  it('a state stored before the kit was split: its days counted with other sensors are still not compared', () => {
    // its first ten days counted before the kitchen sensor was fitted
    const noKitchen = (home: EngineHome) => ({ ...home, devices: home.devices.filter((d) => d.key !== 'kitchen-pir') })
    const state = livedThen('Europe/London', [], [1, 1], (home, day) => oldKit(day < 10 ? noKitchen(home) : home, day))
    // the other 20 and day 0, less the 5 recent ones
    expect(findDrifts(state.daily.history).map((drift) => drift.baselineDays)).toEqual([16, 16, 16, 16, 16])
  })
})

describe('the insights say which checks are paused, and until when', () => {
  it('names the paused checks and the date they are compared again, on the home’s calendar', () => {
    const state = livedThen('Europe/London', [[0, 9, (home) => withDevice(home, READING_PIR)]], [3, 0])
    // days 1 and 2 counted with the new sensors, and today (day 3): 13 more days from today, so from day 16 (22 May)
    expect(notice(state)).toEqual({
      severity: 'low',
      confidence: 1,
      anomalyType: PAUSED,
      description: 'Routine checks paused while the new sensor set-up is learned: getting up, night-time bathroom visits, activity at home and time away, compared again from 22 May.',
      recommendations: ['Nothing to do: alerts for a long quiet spell or a fall carry on meanwhile.'],
    })
    // and after them: the checks still made come first
    expect(behavioralPatterns(state).at(-1)?.anomalyType).toBe(PAUSED)
  })

  it('gives each check its own date when the sensors changed twice', () => {
    // the kitchen sensor moved to the bedroom on day 0, a bed mat added on day 2: the night and the kitchen count
    // days 1-3 and today (day 4), the whole home day 3 and today
    const moved = (home: EngineHome) => ({ ...home, devices: home.devices.map((d) => (d.key === 'kitchen-pir' ? { ...d, room: 'bedroom' } : d)) })
    const state = livedThen('Europe/London', [[0, 9, moved], [2, 9, (home) => withDevice(home, BED_MAT)]], [4, 0])
    expect(notice(state)?.description).toBe(
      'Routine checks paused while the new sensor set-up is learned: getting up, night-time bathroom visits and kitchen visits compared again from 22 May; activity at home and time away from 24 May.',
    )
  })

  it('a home far ahead of UTC: the date is its own, read on its own morning', () => {
    const state = livedThen('Pacific/Auckland', [[0, 9, (home) => withDevice(home, READING_PIR)]], [3, 8])
    expect(notice(state)?.description).toMatch(/compared again from 22 May\.$/)
  })

  it('says nothing while the sensors stay as they were, nor the day they changed', () => {
    expect(notice(livedThen('Europe/London', [], [3, 0]))).toBeUndefined()
    // the day of the change and the next: the days before it are still compared with each other
    expect(notice(livedThen('Europe/London', [[0, 9, (home) => withDevice(home, READING_PIR)]], [1, 12]))).toBeUndefined()
  })
})

describe('the bedroom door, which the night is read from (session 38), in the night part of the kit (decision 0073)', () => {
  const withDoor = (home: EngineHome) => withDevice(home, BEDROOM_DOOR)
  const withoutDoor = (home: EngineHome) => ({ ...home, devices: home.devices.filter((d) => d.key !== BEDROOM_DOOR.key) })
  /** As the versions before 2 wrote the kits: the bedroom's door left out of the night */
  const version1Kit: DayKit = (home) => sensorKit(home.devices, 1)

  it('a bedroom door added pauses getting up and night-time bathroom visits, and leaves kitchen visits compared', () => {
    const state = livedThen('Europe/London', [[0, 9, withDoor]], [3, 0])
    // was: getting up and night-time bathroom visits compared on, though the nights are read another way with the door
    expect(compared(state)).toEqual(['fewer_kitchen_visits'])
    expect(notice(state)?.description).toBe(
      'Routine checks paused while the new sensor set-up is learned: getting up, night-time bathroom visits, activity at home and time away, compared again from 22 May.',
    )
  })

  it('a bedroom door taken away pauses them too', () => {
    expect(compared(livedThen('Europe/London', [[0, 9, withoutDoor]], [3, 0], presentKit, withDoor))).toEqual(['fewer_kitchen_visits'])
  })

  it('a bedroom motion sensor or a bed mat added still leaves the night compared: the night is not read from them', () => {
    const second: EngineDevice = { key: 'bedroom-pir-2', kind: 'motion', room: 'bedroom' }
    const state = livedThen('Europe/London', [[0, 9, (home) => withDevice(withDevice(home, second), BED_MAT)]], [3, 0], presentKit, withDoor)
    expect(compared(state)).toEqual(['later_rising', 'night_bathroom', 'fewer_kitchen_visits'])
  })

  it('a state stored by the version before, in a home with a bedroom door, is compared on: no pause on the day this is deployed', () => {
    const state = livedThen('Europe/London', [], [3, 0], version1Kit, withDoor)
    expect(compared(state)).toEqual(ALL)
    expect(notice(state)).toBeUndefined()
    // its days now carry the present kit, and the state says which kits it counts
    const kit = sensorKit(withDoor(syntheticHome('Europe/London')).devices)
    expect(new Set([...state.daily.history.map((day) => day.kit), state.daily.current.kit, state.daily.kit])).toEqual(new Set([kit]))
    expect(state.daily.kitVersion).toBe(KIT_VERSION)
  })

  it('a state stored by the version before: a bedroom door added after it is read on pauses the night', () => {
    const state = livedThen('Europe/London', [[0, 9, withDoor]], [3, 0], version1Kit)
    expect(compared(state)).toEqual(['fewer_kitchen_visits'])
  })

  it('a state stored by the version before whose home lost its kitchen sensor meanwhile: the kitchen and the night pause, as any change of them', () => {
    const noKitchen = (home: EngineHome) => ({ ...home, devices: home.devices.filter((d) => d.key !== 'kitchen-pir') })
    // its days counted with the kitchen sensor; the first look of this version finds it gone
    const state = livedThen('Europe/London', [], [3, 0], (home, day) => version1Kit(withDoor(syntheticHome(home.timeZone)), day), (home) => noKitchen(withDoor(home)))
    expect(compared(state)).toEqual([])
  })
})
