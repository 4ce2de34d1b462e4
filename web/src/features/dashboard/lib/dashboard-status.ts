// The dashboard's status, in SPEC.md §4's words: the overall status, the header badge and the Alerts
// card's heading. What is known to need attention wins: open alerts (the most severe first) over
// today's count, nothing is called good while a read it rests on is loading or has failed, and a home
// with no sensors is not called good at all: nothing watches it (decision 0016); nor one that watches
// only its front door, where 'out' and 'quiet' mean nothing (decision 0031). While the routine
// is being learned, or while the person is out, the status says so instead of the SPEC's calm words,
// which are kept for a learned home with the person in (decision 0018).
import { isUrgentNews } from '@contracts/urgent-news'
import { highestSeverity, isUrgentAlert } from '@/lib/alert-urgency'
import { MONITORING_ENDED, monitoringEndedText } from '@/lib/monitoring-ended'
import { ALL_SWITCHED_OFF, HISTORY_ARRIVING, NOT_HEARD_YET, NOT_STARTED, NOTHING_HEARD, NOTHING_INSIDE, NOTHING_INSIDE_WATCHED, NOTHING_WATCHING, SENSOR_NOT_HEARD, sensorsNotHeardText } from '@/lib/no-sensors'
import type { Tone } from './dashboard-rules'
import { cameInText, isAway, outSince, type Presence } from './presence'

/** Activity score at or above this is normal (§9) */
export const NORMAL_ACTIVITY_SCORE = 60
export const MAX_CARD_ALERTS = 4

/** What the engine says of the home (GET /api/dashboard/stats); null before any sensor has reported */
export interface EngineForStatus extends Presence {
  isLearning: boolean
  learningLabel: string | null
  learningDays: number
  learningQuietLimitMinutes: number
}

export interface StatsForStatus {
  alertsToday: number
  activityScore: number
  /** why activityScore is no measure now (only the engine's neutral 70), or null when it is one (absent from older servers) */
  activityScoreUnknown?: string | null
  totalDevices: number
  activeDevices: number
  /** only front doors switched on (absent from older servers: taken as false) */
  watchesNothingInside?: boolean
  /** every sensor switched off (absent from older servers: taken as false) */
  allSwitchedOff?: boolean
  /** how many the family switched off: not offline, and not counted in activeDevices (absent from older servers: taken as 0) */
  switchedOffDevices?: number
  /** switched on and never heard from, not judged offline: No Data, neither active nor a fault (decision 0124; absent from older servers: taken as 0) */
  noDataDevices?: number
  engine?: EngineForStatus | null
  /** staff ended the watching of the home (decision 0045; absent from older servers: watched) */
  monitoringEndedAt?: string | null
  /** a new hub's history is arriving, read once it has all come (absent from older servers: taken as false) */
  receivingHistory?: boolean
}

/** Where the status is read: the page's clock and the home's time zone, for 'Out since 09:12' (the viewer's: the browser's) */
export interface StatusClock {
  now: Date
  timeZone?: string
  viewerZone?: string
}

/** '12 hours', '90 min' */
const quietLimitText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} min`)

/** While learning: what is watched already and what is not (the engine alerts only on a very long silence, and judges no falls) */
export const learningText = (engine: Pick<EngineForStatus, 'learningDays' | 'learningQuietLimitMinutes'>) =>
  `Until the routine is learned (after day ${engine.learningDays}), only a silence of ${quietLimitText(engine.learningQuietLimitMinutes)} or more at home raises an alert: ` +
  'falls and shorter quiet spells are not noticed yet. The Emergency button works now.'

/**
 * The Alerts card with nothing open while learning: not 'All Clear', since so little can raise an alert yet; after
 * one today, since resolved, not 'None so far' beside 'Alerts today 1'
 */
export const learningAlertsText = (engine: Pick<EngineForStatus, 'learningQuietLimitMinutes'>, alertsToday = 0) =>
  `${alertsToday > 0 ? 'None open now' : 'None so far'}. While the routine is being learned, only a silence of ${quietLimitText(engine.learningQuietLimitMinutes)} or more at home raises one.`

export const AWAY_TEXT = 'A quiet home is expected while they are out: no alert about a quiet spell is raised until they are back.'
export const AWAY = 'Currently Away'
/** Out, and the front door opened with nothing inside since: not 'away', and not yet known to be in */
export const DOOR_OPENED = 'The door opened, nothing since'
/** The same with a pet about, and only the motion sensors (which see it) moved since: the engine may take them as home meanwhile */
export const DOOR_OPENED_PET = 'The door opened, no sure sign since'
/** Once learned, a door while out with nothing inside after it is watched (the engine's 'Came in, nothing since') */
export const CAME_IN_WATCHED = 'They may have come in: if nothing moves inside for longer than their returns usually take, an alert is raised.'
export const CAME_IN_WATCHED_PET = 'They may have come in: if there is no sure sign of them for longer than their returns usually take, an alert is raised.'
/** The door minutes after a visitor's likely leaving (the engine's 'The front door, then nothing since'): out after them, or back in from the gate */
export const CAME_IN_WATCHED_CALLER = 'They may have seen their visitor out and come back in, or gone out: if nothing moves inside for longer than their outings usually take, an alert is raised.'
export const CAME_IN_WATCHED_CALLER_PET = 'They may have seen their visitor out and come back in, or gone out: if there is no sure sign of them for longer than their outings usually take, an alert is raised.'

export interface CardAlert {
  type: string
  severity: string
  isResolved: boolean
}

/** A read as TanStack Query holds it: the last answer (kept after a failed refetch), and whether the latest try failed */
export interface Read<T> {
  data: T | undefined
  isError: boolean
}

type Concern = { kind: 'urgent' } | { kind: 'open'; count: number; tone: Tone } | { kind: 'today' } | { kind: 'none' }

/** An urgent alert open; other alerts open (toned by the most severe); only today's, all resolved; or none */
function alertConcern(alertsToday: number, alerts: readonly CardAlert[]): Concern {
  const open = alerts.filter((a) => !a.isResolved)
  if (open.some(isUrgentAlert)) return { kind: 'urgent' }
  if (open.length > 0) return { kind: 'open', count: open.length, tone: highestSeverity(open) === 'high' ? 'orange' : 'yellow' }
  if (alertsToday > 0) return { kind: 'today' }
  return { kind: 'none' }
}

const concernTone = (c: Concern): Tone => (c.kind === 'urgent' ? 'red' : c.kind === 'open' ? c.tone : 'yellow')
/** SPEC's 'all devices are active': every sensor switched on is; one the family switched off is no sensor gone offline (decision 0065) */
const allActive = (s: StatsForStatus) => s.activeDevices + (s.switchedOffDevices ?? 0) === s.totalDevices
/** No sensor switched on is judged offline: those not active are switched off or have never reported (No Data, decision 0124), no fault */
const noneOffline = (s: StatsForStatus) => s.activeDevices + (s.switchedOffDevices ?? 0) + (s.noDataDevices ?? 0) === s.totalDevices
const isPending = (read: Read<unknown>) => read.data === undefined && !read.isError
/** sensors registered, none heard from yet: the engine's view is null (absent, from an older server: not taken as unheard) */
const notHeardYet = (s: Pick<StatsForStatus, 'totalDevices' | 'engine'>) => s.totalDevices > 0 && s.engine === null

/** SPEC's labels, 'Monitoring Not Started', 'Nothing inside the home is watched', 'Currently Away', or the engine's learning label ('Learning the routine: day 3 of 7') */
export type OverallStatus =
  | 'Attention Needed'
  | 'Everything Looks Good'
  | 'Activity Change'
  | 'Sensors Offline'
  | 'Status Unknown'
  | typeof NOT_STARTED
  | typeof NOTHING_INSIDE
  | typeof NOT_HEARD_YET
  | typeof AWAY
  | (string & {})

export interface StatusView {
  label: OverallStatus
  tone: Tone
  text: string
}

const UNKNOWN_BECAUSE = {
  alerts: 'Alerts could not be loaded, so whether all is well is not known.',
  stats: 'The latest figures could not be loaded, so whether all is well is not known.',
}

/** The status summary; null while its reads are still loading */
export function overallStatus(stats: Read<StatsForStatus>, alerts: Read<readonly CardAlert[]>, clock: StatusClock = { now: new Date() }): StatusView | null {
  if (isPending(stats) || isPending(alerts)) return null
  // nothing watches it any more: neither good, nor learning, nor today's alerts (all closed when it ended)
  const endedAt = stats.data?.monitoringEndedAt
  if (endedAt) return { label: MONITORING_ENDED, tone: 'grey', text: monitoringEndedText(endedAt, clock.timeZone) }
  const concern = alertConcern(stats.data?.alertsToday ?? 0, alerts.data ?? [])
  if (concern.kind === 'urgent') return { label: 'Attention Needed', tone: 'red', text: 'An urgent alert is open.' }
  if (concern.kind === 'open') {
    return { label: 'Attention Needed', tone: concern.tone, text: concern.count === 1 ? '1 alert is still open.' : `${concern.count} alerts are still open.` }
  }
  // today's count stays after they are resolved: the alerts card says which still need a look
  if (concern.kind === 'today') return { label: 'Attention Needed', tone: 'yellow', text: 'There have been alerts today.' }
  if (!stats.data) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.stats }
  const s = stats.data
  // with none, 'all devices are active' holds and the score is the engine's neutral one: neither means anything
  if (s.totalDevices === 0) {
    if (stats.isError) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.stats }
    return { label: NOT_STARTED, tone: 'yellow', text: NOTHING_WATCHING }
  }
  // switched off for a stay away: not watched, which no sensor going offline explains
  if (s.allSwitchedOff) {
    if (stats.isError) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.stats }
    return { label: 'Sensors Offline', tone: 'grey', text: ALL_SWITCHED_OFF }
  }
  // the door alone: neither 'out' nor a calm word holds, whatever the score; a door gone silent is still 'Sensors Offline'
  if (s.watchesNothingInside && noneOffline(s)) {
    if (stats.isError) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.stats }
    return { label: NOTHING_INSIDE, tone: 'yellow', text: NOTHING_INSIDE_WATCHED }
  }
  const calm = calmStatus(s, clock)
  if (calm && notHeardYet(s)) {
    if (stats.isError) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.stats }
    return { label: NOT_HEARD_YET, tone: 'yellow', text: s.receivingHistory ? HISTORY_ARRIVING : NOTHING_HEARD }
  }
  if (calm) {
    if (alerts.isError) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.alerts }
    if (stats.isError) return { label: 'Status Unknown', tone: 'grey', text: UNKNOWN_BECAUSE.stats }
    return calm
  }
  if (noneOffline(s)) return { label: 'Activity Change', tone: 'yellow', text: 'Activity is lower than usual.' }
  return { label: 'Sensors Offline', tone: 'red', text: 'One or more sensors are offline.' }
}

/**
 * Nothing open and no sensor switched on judged offline: the door they may have come in by, watched (while out, or with a pet taken
 * as home on its motion alone), out (the quiet is expected, whatever the score), learning (not
 * yet watched as it will be, so not good), or SPEC's good; null when activity is lower than usual
 */
function calmStatus(s: StatsForStatus, clock: StatusClock): StatusView | null {
  if (!noneOffline(s)) return null
  const cameIn = s.engine ? cameInText(s.engine, clock.now, clock.timeZone, clock.viewerZone) : null
  if (s.engine && cameIn) {
    const pet = s.engine.cameInPetMoved === true
    const caller = s.engine.cameInAfterCaller === true
    const watched = s.engine.isLearning
      ? 'They may have come in.'
      : caller
        ? pet
          ? CAME_IN_WATCHED_CALLER_PET
          : CAME_IN_WATCHED_CALLER
        : pet
          ? CAME_IN_WATCHED_PET
          : CAME_IN_WATCHED
    return { label: pet ? DOOR_OPENED_PET : DOOR_OPENED, tone: 'yellow', text: `${cameIn}. ${watched}` }
  }
  if (s.engine && isAway(s.engine)) return { label: AWAY, tone: 'grey', text: `${outSince(s.engine, clock.now, clock.timeZone, clock.viewerZone)}. ${AWAY_TEXT}` }
  if (s.engine?.isLearning && s.engine.learningLabel) return { label: s.engine.learningLabel, tone: 'yellow', text: learningText(s.engine) }
  // a sensor never heard from is not active: not 'All sensors are active', nor 'One or more sensors are offline' (decision 0124)
  if ((s.activityScore >= NORMAL_ACTIVITY_SCORE || s.activityScoreUnknown) && !allActive(s)) return { label: SENSOR_NOT_HEARD, tone: 'yellow', text: sensorsNotHeardText(s.noDataDevices ?? 0) }
  // the score is only the engine's stand-in 70 (activityScoreUnknown): 'activity is normal' would be drawn from nothing measured
  if (s.activityScoreUnknown) return { label: 'Monitoring', tone: 'grey', text: `${unknownText(s.switchedOffDevices ?? 0)} The activity score is not known yet: it is ${s.activityScoreUnknown.toLowerCase()}.` }
  if (s.activityScore >= NORMAL_ACTIVITY_SCORE) return { label: 'Everything Looks Good', tone: 'green', text: goodText(s.switchedOffDevices ?? 0) }
  return null
}

/** The sensors' part of goodText, for a status with no measured activity to go with it */
const unknownText = (switchedOff: number) =>
  switchedOff === 0 ? 'All sensors are active.' : `The sensors switched on are all active; ${switchedOff === 1 ? '1 sensor is' : `${switchedOff} sensors are`} switched off and not watched.`

/** SPEC's words, and with some sensors switched off, that what they would see is not watched */
const goodText = (switchedOff: number) =>
  switchedOff === 0
    ? 'All sensors are active and activity is normal.'
    : `The sensors switched on are all active and activity is normal. ${switchedOff === 1 ? '1 sensor is' : `${switchedOff} sensors are`} switched off and not watched.`

/** SPEC's badges, 'Monitoring Not Started', 'Nothing inside the home is watched', or the learning label while learning (never 'All Good' then) */
export type HeaderBadge = { label: 'Attention Needed' | 'All Good' | 'Monitoring' | typeof NOT_STARTED | typeof NOTHING_INSIDE | (string & {}); tone: Tone }

/** The header badge; null until both reads have answered */
export function headerBadge(stats: Read<StatsForStatus>, alerts: Read<readonly CardAlert[]>): HeaderBadge | null {
  if (isPending(stats) || isPending(alerts)) return null
  if (stats.data?.monitoringEndedAt) return { label: MONITORING_ENDED, tone: 'grey' }
  const concern = alertConcern(stats.data?.alertsToday ?? 0, alerts.data ?? [])
  if (concern.kind !== 'none') return { label: 'Attention Needed', tone: concernTone(concern) }
  const s = stats.data
  if (!s) return { label: 'Monitoring', tone: 'grey' }
  if (s.totalDevices === 0 && !stats.isError) return { label: NOT_STARTED, tone: 'yellow' }
  if (s.watchesNothingInside && !stats.isError) return { label: NOTHING_INSIDE, tone: 'yellow' }
  // switched off for a stay away: not 'Monitoring', nor the learning day (yellow, as if it were watching), beside a grey 'Sensors Offline'
  if (s.allSwitchedOff && !stats.isError) return { label: 'Sensors Offline', tone: 'grey' }
  if (s.engine?.isLearning && s.engine.learningLabel) return { label: s.engine.learningLabel, tone: 'yellow' }
  if (notHeardYet(s) && !stats.isError) return { label: NOT_HEARD_YET, tone: 'yellow' }
  if (allActive(s) && s.activityScore >= NORMAL_ACTIVITY_SCORE && !s.activityScoreUnknown && !stats.isError && !alerts.isError) return { label: 'All Good', tone: 'green' }
  return { label: 'Monitoring', tone: 'grey' }
}

export type AlertsCardView<T extends CardAlert> =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /**
   * 'unwatched': nothing open, and no sensor that could raise anything; 'inside-unwatched': nothing open, and only the front door
   * watched (no quiet or fall alert can be raised); 'unheard': nothing open, and no sensor has reported yet; 'learning': nothing open, and only a very long silence could raise one yet
   */
  | { kind: 'clear' | 'unwatched' | 'switched-off' | 'inside-unwatched' | 'unheard' | 'learning' | 'ended' | 'urgent' | 'notifications'; open: T[]; shown: T[]; more: number; isStale: boolean }

/**
 * The Alerts card: 'All Clear' only over a list that loaded, in a home with sensors; a failed read
 * says so, and shows the open alerts it last knew of (with a note) rather than hiding them
 */
export function alertsCardView<T extends CardAlert>(
  alerts: Read<readonly T[]>,
  stats: Read<Pick<StatsForStatus, 'totalDevices' | 'watchesNothingInside' | 'allSwitchedOff' | 'engine' | 'monitoringEndedAt'>>,
): AlertsCardView<T> {
  if (isPending(alerts)) return { kind: 'loading' }
  const open = (alerts.data ?? []).filter((a) => !a.isResolved)
  if (alerts.isError && open.length === 0) return { kind: 'failed' }
  // nothing open: whether that is all clear depends on whether anything is watching
  if (open.length === 0 && isPending(stats)) return { kind: 'loading' }
  // figures that failed to refresh still say whether there were sensors: no green on the strength of the failure
  const isUnwatched = stats.data?.totalDevices === 0
  const isLearning = stats.data?.engine?.isLearning === true
  const isUnheard = stats.data ? notHeardYet(stats.data) : false
  const quietKind = stats.data?.monitoringEndedAt
    ? 'ended'
    : isUnwatched
      ? 'unwatched'
      : stats.data?.allSwitchedOff
        ? 'switched-off'
        : stats.data?.watchesNothingInside
          ? 'inside-unwatched'
          : isUnheard
            ? 'unheard'
            : isLearning
              ? 'learning'
              : 'clear'
  const kind = open.length === 0 ? quietKind : open.some(isUrgentAlert) ? 'urgent' : 'notifications'
  return { kind, open, shown: open.slice(0, MAX_CARD_ALERTS), more: Math.max(0, open.length - MAX_CARD_ALERTS), isStale: alerts.isError }
}

/**
 * Whether the Alerts card goes first, under the header (decision 0018): with an alert open that the e-mails and pushes
 * call urgent (contracts/urgent-news.ts). Under the charts it was the third screen of a phone for a carer woken by
 * 'Urgent: Unusual inactivity'.
 */
export const alertsCardFirst = <T extends CardAlert>(view: AlertsCardView<T>) => 'open' in view && view.open.some(isUrgentNews)

/** A read has answered, with its data or a failure (a refresh that fails keeps the data it had) */
export const isAnswered = (read: Read<unknown>) => read.data !== undefined || read.isError
