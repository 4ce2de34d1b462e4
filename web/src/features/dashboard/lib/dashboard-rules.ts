// The dashboard's pure rules (SPEC.md §4 and §9): last-activity indicator, door status and the
// colour thresholds; the status and the Alerts card's heading are in dashboard-status.ts. `now` is
// passed in so tests pin the clock.
import type { DashboardPetWatch, HealthScore, HealthScorePart } from '@contracts/insights'
import { roomWords } from '@contracts/rooms'
import { sensorCountLine } from '@contracts/sensor-count'
import { clockTime, formatDuration } from '@/lib/format/last-movement'
import { minutesSince } from '@/lib/format/sensor-status'
import { isAway, outSince, presenceOf, watchedDoorAt, type Presence } from './presence'

export type Tone = 'green' | 'yellow' | 'orange' | 'red' | 'grey'

export const MAX_DOOR_EVENTS = 4
/** Movement this recent is SPEC's 'Active recently' */
const ACTIVE_RECENTLY_MINUTES = 30

/**
 * Whether the engine, having learned the routine, holds the present quiet to be normal: within the
 * limit it sets for this hour and this person. While learning it has no such limit (only a 12-hour
 * silence alerts, and the status says shorter ones are not noticed yet), so SPEC's clock rules stand.
 */
const isQuietNormal = (engine: Presence | null | undefined): engine is Presence & { quietMinutes: number; quietLimitMinutes: number } =>
  engine?.quietMinutes != null && engine.quietLimitMinutes != null && engine.quietMinutes <= engine.quietLimitMinutes

/**
 * Out (the engine's word): 'Out since 09:12' (grey), not a quiet warning. At home: under 30 min
 * 'Active recently' (green). A quiet the engine holds normal is never SPEC's red 'Extended quiet',
 * which would sit beside 'All Good': asleep, 'Likely asleep · last movement 02:41' (grey); awake for
 * two hours or more, 'Last movement 13:05 · 2h ago' (yellow, as a quiet period). Otherwise SPEC's: under
 * 120 'Quiet period' (yellow), else 'Extended quiet' (red, in hours).
 */
export function lastActivityIndicator(
  lastMotionAt: string | Date | null | undefined,
  now: Date,
  engine?: Presence | null,
  timeZone?: string,
  viewerZone?: string,
): LastActivity {
  // the door they may have come in by, nothing inside since: not simply out, nor (with a pet) in (the status says why, and what is watched)
  const cameIn = engine ? watchedDoorAt(engine) : null
  if (cameIn) return { label: `Door opened ${clockTime(cameIn, now, timeZone, viewerZone)}`, detail: engine?.cameInPetMoved ? 'no sure sign of them since' : 'nothing inside since', tone: 'yellow' }
  if (engine && isAway(engine)) return { label: outSince(engine, now, timeZone, viewerZone), detail: null, tone: 'grey' }
  if (!lastMotionAt || Number.isNaN(new Date(lastMotionAt).getTime())) return { label: 'No activity yet', detail: 'No motion recorded', tone: 'grey' }
  const minutes = minutesSince(lastMotionAt, now)
  if (minutes < ACTIVE_RECENTLY_MINUTES) return { label: 'Active recently', detail: minutes < 1 ? 'Just now' : `${minutes}m ago`, tone: 'green' }
  if (isQuietNormal(engine)) {
    const lastMovement = clockTime(new Date(lastMotionAt), now, timeZone, viewerZone)
    if (engine.asleep) return { label: 'Likely asleep', detail: `last movement ${lastMovement}`, tone: 'grey' }
    if (minutes >= 120) return { label: `Last movement ${lastMovement}`, detail: `${Math.floor(minutes / 60)}h ago`, tone: 'yellow' }
  }
  if (minutes < 120) return { label: 'Quiet period', detail: `${minutes}m ago`, tone: 'yellow' }
  return { label: 'Extended quiet', detail: `${Math.floor(minutes / 60)}h ago`, tone: 'red' }
}

export interface LastActivity {
  label: string
  detail: string | null
  tone: Tone
  /** in a home with a pet, at home: when a door, the fridge or a cupboard was last used (or the last sure sign of the person, and what it was when a motion sensor kept on), and whether how often is still being learned */
  uses?: { text: string; note: string | null }
}

export const PET_MOVEMENT = 'Movement seen (may be the pet)'
export const RECEIVING_HISTORY: LastActivity = { label: "Receiving the hub's history", detail: 'read once it has all come', tone: 'grey' }
export const PET_WATCH_LEARNING = 'Hearthwatch is still learning how often these are used (first week), so it does not alert on them yet.'
/** The same, where motion counts among the sure signs (a sensor the pet can't set off, or one kept on by someone moving about) */
export const SURE_SIGNS_LEARNING = 'Hearthwatch is still learning how often sure signs of them come (first week), so it does not alert on them yet.'

/**
 * Motion counts among the signs watched: a sensor the pet can't set off, or one kept on by someone moving
 * about for a while (decision 0078). An older server sends neither immuneRooms nor heldMotionCounts
 */
export const countsSureSigns = (petWatch: Pick<DashboardPetWatch, 'immuneRooms' | 'heldMotionCounts'>) => (petWatch.immuneRooms?.length ?? 0) > 0 || petWatch.heldMotionCounts === true

type LastUse = Pick<DashboardPetWatch, 'lastUseAt' | 'immuneRooms' | 'heldMotionCounts' | 'lastHeldRoom'>

/**
 * 'Last door, fridge or cupboard use: 07:37 · 4 h 23 min ago' in the home's time, or 'No door, fridge or
 * cupboard used yet'. Where motion counts too (a sensor the pet can't set off; or, decision 0078, a sensor
 * the pet can set off kept on by someone moving about for longer than a pet passing by), the line names what
 * all of them are: a sure sign of the person, 'Last sure sign of them: 07:37 · …' or 'No sure sign of them
 * yet'; when the last one was a sensor kept on, it says so and where, or the family would look for a door or
 * the fridge used then: 'Last sure sign of them: 07:37 · 4 h 23 min ago — someone moving about in the hall,
 * for longer than a pet passing by'.
 */
export function lastUseText(petWatch: LastUse, now: Date, timeZone?: string, viewerZone?: string) {
  const sureSigns = countsSureSigns(petWatch)
  const at = petWatch.lastUseAt ? new Date(petWatch.lastUseAt) : null
  if (!at || Number.isNaN(at.getTime())) return sureSigns ? 'No sure sign of them yet' : 'No door, fridge or cupboard used yet'
  const minutes = minutesSince(at, now)
  const when = `${clockTime(at, now, timeZone, viewerZone)} · ${minutes < 1 ? 'just now' : `${formatDuration(minutes)} ago`}`
  if (!sureSigns) return `Last door, fridge or cupboard use: ${when}`
  const held = petWatch.lastHeldRoom ? ` — someone moving about in the ${roomWords(petWatch.lastHeldRoom)}, for longer than a pet passing by` : ''
  return `Last sure sign of them: ${when}${held}`
}

/**
 * A home with a cat or dog (decision 0050): the newest movement may be the pet's, so it is no proof the
 * person is up. Recent movement is 'Movement seen (may be the pet)' in grey, not the green 'Active
 * recently', unless a door, the fridge or a cupboard (which a pet cannot use), or a motion sensor the
 * pet can't set off, was used as recently; and a line says when one last was. Quiet keeps its words:
 * they do not reassure. Out, the engine's 'Out since' stands alone.
 */
export function withPetWatch(
  indicator: LastActivity,
  lastMotionAt: string | null,
  petWatch: DashboardPetWatch,
  engine: Presence | null,
  now: Date,
  timeZone?: string,
  viewerZone?: string,
): LastActivity {
  if (isAway(engine)) return indicator
  const isRecent = (at: string | null) => at !== null && !Number.isNaN(new Date(at).getTime()) && minutesSince(at, now) < ACTIVE_RECENTLY_MINUTES
  const uses = { text: lastUseText(petWatch, now, timeZone, viewerZone), note: petWatch.isLearning ? (countsSureSigns(petWatch) ? SURE_SIGNS_LEARNING : PET_WATCH_LEARNING) : null }
  if (isRecent(lastMotionAt) && !isRecent(petWatch.lastUseAt) && !(engine && watchedDoorAt(engine))) return { label: PET_MOVEMENT, detail: indicator.detail, tone: 'grey', uses }
  return { ...indicator, uses }
}

/** A read of GET /api/dashboard/stats as the header uses it: its last answer, and whether the latest try failed */
interface StatsRead {
  data:
    | {
        lastMotionAt: string | null
        engine: Presence | null
        activeDevices: number
        totalDevices: number
        /** how many the family switched off (absent from older servers) */
        switchedOffDevices?: number
        watchesNothingInside?: boolean
        /** a home with a pet and a switch inside (absent from older servers) */
        petWatch?: DashboardPetWatch | null
        /** a new home's hub is still sending its history (absent from older servers) */
        receivingHistory?: boolean
      }
    | undefined
  isError: boolean
}

/**
 * The header's last-activity indicator: only figures that arrived say how they are. While the stats
 * load, or when they could not be loaded, it says so: never 'No activity yet', which tells a family
 * that the person has not moved
 */
export function headerLastActivity({ data, isError }: StatsRead, now: Date, timeZone?: string, viewerZone?: string, urgentOpen = false): LastActivity {
  if (data) {
    // the newest event stored so far may be days old while the rest of the history comes: no 'Extended quiet' from it
    if (data.receivingHistory) return RECEIVING_HISTORY
    const found = presenceOf(data)
    // an urgent alert open (the Emergency button, a possible fall): someone has said the quiet is not
    // normal, so the engine's calm reading of it ('Likely asleep', grey) is not given beside it; the
    // clock's words are ('Extended quiet · 2h ago'), as past the engine's limit (decision 0028)
    const engine = found && urgentOpen ? { ...found, quietLimitMinutes: null } : found
    const indicator = lastActivityIndicator(data.lastMotionAt, now, engine, timeZone, viewerZone)
    return data.petWatch ? withPetWatch(indicator, data.lastMotionAt, data.petWatch, engine, now, timeZone, viewerZone) : indicator
  }
  return { label: isError ? 'Last activity could not be loaded' : 'Last activity loading', detail: null, tone: 'grey' }
}

/** The header's '2/3 sensors active' (switched-off sensors beside, decision 0075); 'Sensors loading' until the stats answer, and no count when they could not be loaded */
export function headerSensorCount({ data, isError }: StatsRead) {
  if (data) return sensorCountLine(data)
  return isError ? 'Sensor count could not be loaded' : 'Sensors loading'
}

/** What the Activity Patterns card shows: it needs both the sensors and their hourly counts, and a failure of either says so */
export function activityPatternsView(sensors: { data: readonly unknown[] | undefined; isError: boolean }, activity: { data: unknown; isError: boolean }) {
  if (sensors.isError && !sensors.data) return 'sensors-failed'
  if (!sensors.data) return 'loading'
  if (sensors.data.length === 0) return 'no-sensors'
  if (activity.data !== undefined) return 'grid'
  return activity.isError ? 'activity-failed' : 'grid-loading'
}

export type DoorEventType = 'entered' | 'left' | 'visitor_arrived' | 'visitor_left'

/** Latest event 'entered' = Currently Home; 'left' = Currently Away; otherwise Status Unknown */
export function doorStatus(events: readonly { eventType: DoorEventType; timestamp: string }[] | null | undefined) {
  const latest = [...(events ?? [])].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))[0]
  if (latest?.eventType === 'entered') return 'Currently Home'
  if (latest?.eventType === 'left') return 'Currently Away'
  return 'Status Unknown'
}

/** The four most recent door events, newest first */
export const recentDoorEvents = <T extends { timestamp: string }>(events: readonly T[]) =>
  [...events].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp)).slice(0, MAX_DOOR_EVENTS)

/**
 * Whether a door event's row gives its bare '· 95 min' after the age: not when its details say it already
 * ('Out for 95 min', 'Back after 95 min away', 'Visit of 30 min'). Said twice, the bare one wrapped on a
 * phone to a line of its own ('· 95 min'), a number with nothing to say what it counted; it stays where
 * it is the only word on how long ('Left home · 39m ago · 40 min', 'No movement inside since then').
 */
export const showsDoorDuration = (e: { duration?: number | null; details?: string | null }) =>
  e.duration != null && !new RegExp(`(^|\\D)${e.duration} min\\b`).test(e.details ?? '')

/** Door confidence (percent): 90+ green, 75+ yellow, else red */
export const doorConfidenceTone = (percent: number): Tone => (percent >= 90 ? 'green' : percent >= 75 ? 'yellow' : 'red')

/** Health score: 80+ green, 60+ yellow, 40+ orange, else red */
export const healthScoreTone = (score: number): Tone => (score >= 80 ? 'green' : score >= 60 ? 'yellow' : score >= 40 ? 'orange' : 'red')

export const NOT_ENOUGH_DATA = 'Not enough data yet'

/**
 * A health score as shown: its number and colour, or 'Not enough data yet' (grey) where the server had too
 * little history to work it out (`unscored`): the stand-in 70 read as a real, middling score two weeks on
 */
export function healthScoreShown(score: Pick<HealthScore, HealthScorePart | 'unscored' | 'unscoredWhy' | 'unscoredNeeds'>, part: HealthScorePart): { text: string; tone: Tone } {
  // one no history will score (no sensor shows it): why, not 'Not enough data yet', which promises it later
  const why = score.unscoredWhy?.[part]
  if (why && score.unscored?.includes(part)) return { text: why, tone: 'grey' }
  // and how much more it waits for, where the server says ('Not enough data yet: 1 more night needed')
  const needs = score.unscoredNeeds?.[part]
  if (score.unscored?.includes(part)) return { text: needs ? `${NOT_ENOUGH_DATA}: ${needs}` : NOT_ENOUGH_DATA, tone: 'grey' }
  const value = Math.round(score[part])
  return { text: String(value), tone: healthScoreTone(value) }
}

/**
 * The fall risk's fallType (the engine's code, as the alert's metadata keeps it) in words, or null for
 * 'none': the tab showed 'none · 50% confidence' and 'living_then_silence'
 */
export function fallTypeLabel(fallType: string): string | null {
  if (fallType === 'none' || fallType === '') return null
  if (fallType === 'prolonged_inactivity') return 'Long quiet spell'
  if (fallType === 'night_bathroom_visit') return 'Night-time bathroom visit that has not ended'
  const room = /^(.+)_then_silence$/.exec(fallType)?.[1]
  return room ? `No movement since the ${roomWords(room)}` : fallType.replace(/_/g, ' ')
}

/** 'unusual_night_activity' → 'unusual night activity' */
export const anomalyLabel = (anomalyType: string) => anomalyType.replace(/_/g, ' ')

/**
 * The engine's two notices in the patterns list (server/engine/pattern-pause.ts: checks paused for a new
 * set-up, not enough days yet) are not findings: 'LOW' and '100% confidence' beside 'Not enough days yet'
 * read as a graded worry the engine is sure of
 */
const PATTERN_NOTICES = new Set(['routine_checks_paused', 'routine_still_being_learned'])

/** A finding's severity and confidence as the tab shows them; null for a notice, which has neither */
export function patternGrade(pattern: { anomalyType: string; severity: string; confidence: number }) {
  if (PATTERN_NOTICES.has(pattern.anomalyType)) return null
  return { severity: pattern.severity.toUpperCase(), confidence: `${Math.round(pattern.confidence * 100)}% confidence` }
}

/** 'View 1 More Alert' / 'View 3 More Alerts' */
export const moreAlertsLabel = (n: number) => `View ${n} More Alert${n === 1 ? '' : 's'}`

export const TONE_TEXT: Record<Tone, string> = {
  green: 'text-green-800',
  yellow: 'text-yellow-800',
  orange: 'text-orange-800',
  red: 'text-red-800',
  grey: 'text-slate-700',
}
export const TONE_BADGE: Record<Tone, string> = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  orange: 'bg-orange-100 text-orange-800',
  red: 'bg-red-100 text-red-800',
  grey: 'bg-slate-100 text-slate-800',
}

/** '1 motion event', '3 door openings': what a sensor's count counts, by its kind */
export function countLabel(total: number, kind: string | undefined) {
  const noun = kind === 'door' ? 'door opening' : kind === 'pressure' ? 'press' : kind === 'contact' ? 'event' : 'motion event'
  const plural = noun === 'press' ? 'presses' : `${noun}s`
  return `${total} ${total === 1 ? noun : plural}`
}

/**
 * A sensor's §4 badge on the dashboard. While the person is out a silent sensor is expected, so its
 * age is shown grey rather than as a warning; Offline (judged offline by the engine) and No Data keep
 * their colours, and Switched off is grey already.
 */
export function sensorBadgeWhileAway(badge: { label: string; tone: Tone }, away: boolean): { label: string; tone: Tone } {
  return away && badge.label !== 'Offline' && badge.label !== 'No Data' ? { ...badge, tone: 'grey' } : badge
}
