// One line per local day: time at home and out, activity, kitchen and bathroom visits, and the night
// before it (bedtime, getting up, bathroom visits in between). Pattern change and the insights read
// these lines, never raw events, so the state stays small.
import { forEachQuarter, type LocalClock } from './local-time'
import { isBathroom, isPassage } from './rooms'

// the day's sensors are noted by the engine (engine.ts) and read by pattern-change.ts
export { dailyNoteKit, MIXED_KIT, sensorKit } from './sensor-kit'

export interface DaySummary {
  day: number
  homeMinutes: number
  awayMinutes: number
  outings: number
  /** Activations inside (motion seen, door or cupboard opened, mat pressed) */
  activations: number
  kitchenVisits: number
  bathroomVisits: number
  /** Local minute of the day the person got up, when the night could be read */
  riseMinute: number | null
  /** Local minute the night began, negative before midnight (-60 = 23:00) */
  bedMinute: number | null
  nightBathroomVisits: number | null
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
}

export interface DailyState {
  history: DaySummary[]
  current: DayAccumulator
  night: NightMarks
  /** The home's sensors as last seen (sensorKit): each new day begins counted with them; absent in old states */
  kit?: string
}

export const HISTORY_DAYS = 42
const NIGHT_START_MINUTE = 18 * 60
const NIGHT_END_MINUTE = 14 * 60
const NIGHT_LENGTH = 24 * 60 - NIGHT_START_MINUTE + NIGHT_END_MINUTE
const MARK_OTHER = 0
const MARK_BATHROOM = 1
const MARK_DOOR = 2
/** A hall, the entrance or the stairs: on the way to the bathroom at night, so it belongs to a visit (a night with only a hall sensor firing is still a night up) */
const MARK_PASSAGE = 3
/** Activity this close together is one block; a block this short at night is a visit, not getting up */
const BLOCK_GAP_MINUTES = 15
const VISIT_MAX_MINUTES = 15
const VISIT_QUIET_MINUTES = 30
/**
 * Before the night's longest quiet, a bathroom visit is one in the night only once she has been to the bathroom
 * before the quiet ahead of it (her bedtime visit), or after a sleep's worth of quiet (a sleep cycle, about
 * 90 min). Otherwise it is the toilet on the way to bed and the night begins after it: a drink at 21:14, the
 * toilet at 21:52 and bed read at 21:14 had counted that toilet as a night-time visit
 */
const SLEPT_BEFORE_VISIT_MINUTES = 90
const MIN_SLEEP_MINUTES = 180
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

function mark(daily: DailyState, clock: LocalClock, kind: number) {
  const offset = (clock.day - (daily.night.day - 1)) * 24 * 60 + clock.minuteOfDay - NIGHT_START_MINUTE
  if (offset < 0 || offset >= NIGHT_LENGTH) return
  const code = offset * 4 + kind
  const marks = daily.night.marks
  if (marks.length > 0 && marks[marks.length - 1] === code) return
  if (marks.length < NIGHT_LENGTH * 2) marks.push(code)
}

/** Activity inside at home; `isActivation` when it is an activation rather than a release */
export function dailyOnInside(daily: DailyState, room: string, atMs: number, clock: LocalClock, isActivation: boolean) {
  const day = daily.current
  if (isActivation) day.activations++
  if (room === 'kitchen') {
    if (day.lastKitchenAt === null || atMs - day.lastKitchenAt >= KITCHEN_VISIT_GAP_MS) day.kitchenVisits++
    day.lastKitchenAt = atMs
  }
  if (isBathroom(room)) {
    if (day.lastBathroomAt === null || atMs - day.lastBathroomAt >= BATHROOM_VISIT_GAP_MS) day.bathroomVisits++
    day.lastBathroomAt = atMs
  }
  if (room !== 'bedroom') mark(daily, clock, isBathroom(room) ? MARK_BATHROOM : isPassage(room) ? MARK_PASSAGE : MARK_OTHER)
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

interface Block {
  start: number
  end: number
  /** Only bathroom or toilet activity and the hall on the way: what a night-time visit looks like */
  onlyBathroom: boolean
  /** At least one bathroom or toilet mark (the hall alone is not a visit) */
  bathroom: boolean
  door: boolean
}

/** Reads the night: the longest quiet stretch around midnight, widened over short visits */
export function readNight(marks: number[]): { bedMinute: number | null; riseMinute: number | null; visits: number } | null {
  if (marks.length === 0) return null
  const blocks: Block[] = []
  for (const code of marks) {
    const offset = Math.floor(code / 4)
    const kind = code % 4
    const last = blocks[blocks.length - 1]
    if (last && offset - last.end <= BLOCK_GAP_MINUTES) {
      last.end = offset
      last.onlyBathroom &&= kind === MARK_BATHROOM || kind === MARK_PASSAGE
      last.bathroom ||= kind === MARK_BATHROOM
      last.door ||= kind === MARK_DOOR
    } else blocks.push({ start: offset, end: offset, onlyBathroom: kind === MARK_BATHROOM || kind === MARK_PASSAGE, bathroom: kind === MARK_BATHROOM, door: kind === MARK_DOOR })
  }
  // gap i lies between blocks[i - 1] and blocks[i]; the window's edges stand in at both ends
  const edgeOf = (i: number) => ({ from: i === 0 ? 0 : (blocks[i - 1]?.end ?? 0), to: i === blocks.length ? NIGHT_LENGTH : (blocks[i]?.start ?? 0) })
  let core = -1
  let coreLength = 0
  for (let i = 0; i <= blocks.length; i++) {
    const { from, to } = edgeOf(i)
    const middle = (from + to) / 2
    if (middle < 4 * 60 || middle > 16 * 60) continue // its middle between 22:00 and 10:00
    if (to - from > coreLength) {
      core = i
      coreLength = to - from
    }
  }
  if (core < 0 || coreLength < MIN_SLEEP_MINUTES) return null
  // A short bathroom-only block between two quiet stretches is a visit during the night, not getting up
  // (nor going to bed: see SLEPT_BEFORE_VISIT_MINUTES)
  const isVisit = (block: Block | undefined) => !!block && block.onlyBathroom && block.bathroom && block.end - block.start <= VISIT_MAX_MINUTES
  let first = core
  let last = core
  let visits = 0
  const sleptBefore = (i: number) => {
    const quiet = edgeOf(i).to - edgeOf(i).from
    return quiet >= SLEPT_BEFORE_VISIT_MINUTES || (quiet >= VISIT_QUIET_MINUTES && !!blocks[i - 1]?.bathroom)
  }
  while (first > 0 && isVisit(blocks[first - 1]) && sleptBefore(first - 1)) {
    first--
    visits++
  }
  while (last < blocks.length && isVisit(blocks[last]) && edgeOf(last + 1).to - edgeOf(last + 1).from >= VISIT_QUIET_MINUTES) {
    visits++
    last++
  }
  // Between two doors, the quiet stretch was a night out, not a night in
  if (blocks[first - 1]?.door && blocks[last]?.door) return null
  const bed = first === 0 ? null : edgeOf(first).from
  const rise = last === blocks.length ? null : edgeOf(last).to
  const toMinuteOfDay = (offset: number) => offset + NIGHT_START_MINUTE - 24 * 60
  return { bedMinute: bed === null ? null : toMinuteOfDay(bed), riseMinute: rise === null ? null : toMinuteOfDay(rise), visits }
}

/**
 * The home's zone changed (see rezone.ts): bedtimes and getting-up times read under the old zone, and
 * tonight's marks, move by `minutes` to the new local time. Day lines stay on their dates.
 */
export function shiftDailyMinutes(daily: DailyState, minutes: number) {
  // kept in the range readNight() gives: 18:00 the evening before (-360) to 18:00 on the day
  const wrap = (value: number) => ((((value + 360) % 1440) + 1440) % 1440) - 360
  for (const day of [...daily.history, daily.current]) {
    if (day.riseMinute !== null) day.riseMinute = wrap(day.riseMinute + minutes)
    if (day.bedMinute !== null) day.bedMinute = wrap(day.bedMinute + minutes)
  }
  daily.night.marks = daily.night.marks
    .map((code) => code + minutes * 4)
    .filter((code) => code >= 0 && code < NIGHT_LENGTH * 4)
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
    const night = readNight(daily.night.marks)
    if (night && daily.current.day === daily.night.day) {
      daily.current.riseMinute = night.riseMinute
      daily.current.bedMinute = night.bedMinute
      daily.current.nightBathroomVisits = night.riseMinute === null ? null : night.visits
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
