// One line per local day: time at home and out, activity, kitchen and bathroom visits, and the night
// before it (bedtime, getting up, bathroom visits in between). Pattern change and the insights read
// these lines, never raw events, so the state stays small.
import { dayMinute, forEachQuarter, type LocalClock } from './local-time'
import { isBathroom, isPassage } from './rooms'
import { MARK_BATHROOM, MARK_DOOR, MARK_OTHER, MARK_PASSAGE, NIGHT_END_MINUTE, NIGHT_LENGTH, NIGHT_START_MINUTE, readNight, sleepBeganAt } from './night-read'

// the day's sensors are noted by the engine (engine.ts) and read by pattern-change.ts
export { dailyNoteKit, MIXED_KIT, sensorKit } from './sensor-kit'
export { readNight } from './night-read'

export interface DaySummary {
  day: number
  homeMinutes: number
  awayMinutes: number
  outings: number
  /** Activations inside (motion seen, door or cupboard opened, mat pressed) */
  activations: number
  /**
   * Of `activations`, those of a sensor a pet cannot set off (a switch inside, a motion sensor marked so: pets.ts
   * isBeyondPet): in a home with a pet the activity score, the activity level and the 'less activity' pattern count
   * them alone (activity-score-pet.ts, insights.ts, pattern-change.ts). Absent in days closed before it was kept, and
   * in a day the marked sensors changed in (`dailyNoteSureMarks`): such a day is no measure of it, never a zero
   */
  sureActivations?: number
  kitchenVisits: number
  bathroomVisits: number
  /** Local minute of the day the person got up, when the night could be read */
  riseMinute: number | null
  /** Local minute the night began, negative before midnight (-60 = 23:00) */
  bedMinute: number | null
  nightBathroomVisits: number | null
  /** The room of the last sensor before the night began (her way to bed, as read: night-read.ts); absent when unread, and in old lines */
  bedRoom?: string
  /**
   * Which sensors the day was counted with (sensor-kit.ts: a hash for each part, or one for all): days counted
   * with other sensors are not compared (pattern-change.ts), or deleting the kitchen sensor reads as fewer
   * kitchen visits. 'mixed' for a part whose sensors changed that day; absent in days closed before it existed (compared with any)
   */
  kit?: string
}

interface DayAccumulator extends DaySummary {
  lastKitchenAt: number | null
  lastBathroomAt: number | null
  /** Minutes at home in each local hour of the day so far, for the dashboard's activity score; absent in old states, not kept in the history */
  homeByHour?: number[]
}

/** Activity between 18:00 the evening before `day` and 14:00 on it, as minute × 4 + kind */
interface NightMarks {
  day: number
  marks: number[]
  /** Minutes (from 18:00) a switch in the bedroom reported: its door (night-read.ts); absent in old states */
  bedroom?: number[]
  /** Where each run of marks in one room began, [minute from 18:00, room], to tell the room she went to bed from; absent in old states */
  rooms?: [number, string][]
}

export interface DailyState {
  history: DaySummary[]
  current: DayAccumulator
  night: NightMarks
  /** The home's sensors as last seen (sensorKit): each new day begins counted with them; absent in old states */
  kit?: string
  /** The definition of the kit its kits were counted under (sensor-kit.ts KIT_VERSION); absent in states from before version 2 */
  kitVersion?: number
  /** The motion sensors marked as ones a pet cannot set off that the days' `sureActivations` counted (sorted keys, joined); absent in old states */
  sureMarks?: string
}

export const HISTORY_DAYS = 42
const KITCHEN_VISIT_GAP_MS = 30 * 60_000
const BATHROOM_VISIT_GAP_MS = 15 * 60_000

function newDay(day: number): DayAccumulator {
  return {
    day,
    homeMinutes: 0,
    awayMinutes: 0,
    outings: 0,
    activations: 0,
    kitchenVisits: 0,
    bathroomVisits: 0,
    riseMinute: null,
    bedMinute: null,
    nightBathroomVisits: null,
    lastKitchenAt: null,
    lastBathroomAt: null,
    homeByHour: new Array<number>(24).fill(0),
    sureActivations: 0,
  }
}

const nightDayOf = (clock: LocalClock) => (clock.minuteOfDay >= NIGHT_END_MINUTE ? clock.day + 1 : clock.day)

export function newDaily(clock: LocalClock): DailyState {
  return { history: [], current: newDay(clock.day), night: { day: nightDayOf(clock), marks: [] } }
}

/** `minutes` of local hour `hour` of the current day, at home or out */
export function dailyAddTime(daily: DailyState, minutes: number, atHome: boolean, hour: number) {
  if (!atHome) {
    daily.current.awayMinutes += minutes
    return
  }
  daily.current.homeMinutes += minutes
  const byHour = (daily.current.homeByHour ??= new Array<number>(24).fill(0))
  byHour[hour] = (byHour[hour] ?? 0) + minutes
}

const nightOffset = (daily: DailyState, clock: LocalClock) => (clock.day - (daily.night.day - 1)) * 24 * 60 + clock.minuteOfDay - NIGHT_START_MINUTE

function mark(daily: DailyState, clock: LocalClock, kind: number) {
  const offset = nightOffset(daily, clock)
  if (offset < 0 || offset >= NIGHT_LENGTH) return
  const code = offset * 4 + kind
  const marks = daily.night.marks
  if (marks.length > 0 && marks[marks.length - 1] === code) return
  if (marks.length < NIGHT_LENGTH * 2) marks.push(code)
}

/**
 * A switch in the bedroom (its door, in house A and the contacts homes) moved: once a minute, kept apart from
 * the marks. Its motion sensor and a bed mat are not: they fire all night with her asleep
 */
function markBedroom(daily: DailyState, clock: LocalClock) {
  const offset = nightOffset(daily, clock)
  if (offset < 0 || offset >= NIGHT_LENGTH) return
  const bedroom = (daily.night.bedroom ??= [])
  if (bedroom[bedroom.length - 1] !== offset && bedroom.length < NIGHT_LENGTH) bedroom.push(offset)
}

/**
 * Activity inside at home; `isActivation` when it is an activation rather than a release; `kind` the sensor's.
 * `marksNight`: false for motion a pet may have made (pets.ts marks the night with what is surely her instead).
 * `sure`: a sensor a pet cannot set off (pets.ts isBeyondPet)
 */
export function dailyOnInside(daily: DailyState, room: string, atMs: number, clock: LocalClock, isActivation: boolean, kind?: string, marksNight = true, sure = false) {
  const day = daily.current
  if (isActivation) day.activations++
  if (isActivation && sure && day.sureActivations !== undefined) day.sureActivations++
  if (room === 'kitchen') {
    if (day.lastKitchenAt === null || atMs - day.lastKitchenAt >= KITCHEN_VISIT_GAP_MS) day.kitchenVisits++
    day.lastKitchenAt = atMs
  }
  if (isBathroom(room)) {
    if (day.lastBathroomAt === null || atMs - day.lastBathroomAt >= BATHROOM_VISIT_GAP_MS) day.bathroomVisits++
    day.lastBathroomAt = atMs
  }
  if (marksNight) dailyMarkNight(daily, room, clock, kind)
}

/** Marks the night (18:00 to 14:00) with activity in `room` that was surely the person's */
export function dailyMarkNight(daily: DailyState, room: string, clock: LocalClock, kind?: string) {
  if (room !== 'bedroom') mark(daily, clock, isBathroom(room) ? MARK_BATHROOM : isPassage(room) ? MARK_PASSAGE : MARK_OTHER)
  else if (kind === 'contact') markBedroom(daily, clock)
  else return
  noteRoom(daily, clock, room)
}

/** A run of marks in another room begins (see NightMarks.rooms) */
function noteRoom(daily: DailyState, clock: LocalClock, room: string) {
  const offset = nightOffset(daily, clock)
  if (offset < 0 || offset >= NIGHT_LENGTH) return
  const rooms = (daily.night.rooms ??= [])
  if (rooms[rooms.length - 1]?.[1] !== room && rooms.length < NIGHT_LENGTH) rooms.push([offset, room])
}

/** The room marked last at or before `offset` (minutes from 18:00), or null */
function roomAt(rooms: [number, string][] | undefined, offset: number): string | null {
  let found: string | null = null
  for (const [at, room] of rooms ?? []) {
    if (at > offset) break
    found = room
  }
  return found
}

/**
 * Minutes counted at home from `fromMs` to `toMs` that were spent out after all (a home with a pet: she
 * left while the pet kept a motion sensor going, and the next front door is her return). Only today's
 * minutes move: a closed day's line stays as it was read
 */
export function dailyHomeWasAway(daily: DailyState, fromMs: number, toMs: number, timeZone: string) {
  const day = daily.current
  forEachQuarter(fromMs, toMs, timeZone, (clock, piece) => {
    const minutes = Math.min(piece, day.homeMinutes)
    if (clock.day !== day.day || minutes <= 0) return
    day.homeMinutes -= minutes
    day.awayMinutes += minutes
    if (day.homeByHour) day.homeByHour[clock.hour] = Math.max(0, (day.homeByHour[clock.hour] ?? 0) - minutes)
  })
}

export function dailyOnDoor(daily: DailyState, clock: LocalClock) {
  mark(daily, clock, MARK_DOOR)
}

export function dailyOnOuting(daily: DailyState) {
  daily.current.outings++
}

/**
 * The home's zone changed (see rezone.ts): bedtimes and getting-up times read under the old zone, and
 * tonight's marks, move by `minutes` to the new local time. Day lines stay on their dates.
 */
export function shiftDailyMinutes(daily: DailyState, minutes: number) {
  // kept in the range readNight() gives: 18:00 the evening before (-360) to 18:00 on the day
  const wrap = (value: number) => dayMinute(value + 360) - 360
  for (const day of [...daily.history, daily.current]) {
    if (day.riseMinute !== null) day.riseMinute = wrap(day.riseMinute + minutes)
    if (day.bedMinute !== null) day.bedMinute = wrap(day.bedMinute + minutes)
  }
  daily.night.marks = daily.night.marks
    .map((code) => code + minutes * 4)
    .filter((code) => code >= 0 && code < NIGHT_LENGTH * 4)
  if (daily.night.bedroom) daily.night.bedroom = daily.night.bedroom.map((offset) => offset + minutes).filter((offset) => offset >= 0 && offset < NIGHT_LENGTH)
  if (daily.night.rooms) daily.night.rooms = daily.night.rooms.map(([offset, room]): [number, string] => [offset + minutes, room]).filter(([offset]) => offset >= 0 && offset < NIGHT_LENGTH)
}

/**
 * The days' sure counts are counted with the motion sensors `marks` (pets.ts markedKeys, joined: none in a home
 * without a pet). Counted with other marks, they are no measure of her days now: a mark taken off lowers the count
 * with her as ever (read as 'less activity' four days on), one put on raises it. So every count made with other marks
 * is dropped, today's too (counted partly with them), and the days count again from tomorrow
 */
export function dailyNoteSureMarks(daily: DailyState, marks: string) {
  // a state from before the marks were noted: today's count was made with the marks it has now, as far as anyone knows
  if (daily.sureMarks !== undefined && daily.sureMarks !== marks) {
    for (const day of daily.history) delete day.sureActivations
    delete daily.current.sureActivations
  }
  daily.sureMarks = marks
}

/** A day with at least this much time at home is a whole day lived at home (a day out that ends at home is one) */
export const LIVED_DAY_HOME_MINUTES = 4 * 60

/**
 * How much of a day of habit a closed day was, 0–1: a day with a few hours at home is 1, a day spent
 * wholly away (a holiday, a stay in hospital) 0. What the engine learned fades by this many days, so the
 * routine learned before a fortnight away is still the routine on the day back.
 */
export function livedDays(day: DaySummary): number {
  return Math.min(1, day.homeMinutes / LIVED_DAY_HOME_MINUTES)
}

/** Moves the day and night books to `clock`; returns the day it closed, if any */
export function dailyAdvance(daily: DailyState, clock: LocalClock): DaySummary | null {
  if (clock.day > daily.night.day || (clock.day === daily.night.day && clock.minuteOfDay >= NIGHT_END_MINUTE)) {
    const night = readNight(daily.night.marks, daily.night.bedroom)
    if (night && daily.current.day === daily.night.day) {
      daily.current.riseMinute = night.riseMinute
      daily.current.bedMinute = night.bedMinute
      daily.current.nightBathroomVisits = night.riseMinute === null ? null : night.visits
      // the room marked last before her longest quiet is the one she went to bed from
      const slept = night.bedMinute === null ? null : sleepBeganAt(daily.night.marks, daily.night.bedroom)
      const bedRoom = slept === null ? null : roomAt(daily.night.rooms, slept)
      if (bedRoom !== null) daily.current.bedRoom = bedRoom
    }
    daily.night = { day: nightDayOf(clock), marks: [] }
  }
  if (clock.day <= daily.current.day) return null
  const { lastKitchenAt: _kitchen, lastBathroomAt: _bathroom, homeByHour: _byHour, ...closed } = daily.current
  daily.history.push(closed)
  if (daily.history.length > HISTORY_DAYS) daily.history.splice(0, daily.history.length - HISTORY_DAYS)
  daily.current = newDay(clock.day)
  if (daily.kit !== undefined) daily.current.kit = daily.kit
  return closed
}
