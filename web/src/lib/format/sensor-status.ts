// The sensor badge and the longer last-activity line of SPEC.md §4. Pure: `now` is passed in, so
// the page re-renders on a timer and the tests pin the clock.
import { sensorState } from '@contracts/sensor-state'

/** Up to this many minutes since the last event a sensor counts as fresh (green) */
export const FRESH_MINUTES = 30
/**
 * Past this many minutes SPEC's badge turned red. Red is Offline's colour, and whether a sensor is
 * offline is the engine's judgement (decision 0017), not the age of its last event: a bedroom sensor
 * silent since bedtime is online and working. So an online sensor's older age is shown grey, as
 * information, never in the colour of a fault; in between it is quiet (yellow), as SPEC has it.
 */
export const STALE_MINUTES = 60

export type StatusTone = 'green' | 'yellow' | 'red' | 'grey'

export interface SensorActivity {
  isActive: boolean
  /** a Date, or the ISO string the API sends; null when the sensor has never reported */
  lastActivity: Date | string | null | undefined
  /** since when the engine has had an open offline alert about it (it stopped reporting, or never did) */
  offlineSince?: Date | string | null
  /** since when the family has had it switched off (`isActive` false); null or absent when not known */
  switchedOffAt?: Date | string | null
}

/** Whole minutes from `then` to `now`; a clock slightly ahead of ours counts as just now */
export function minutesSince(then: Date | string, now: Date) {
  const ms = now.getTime() - new Date(then).getTime()
  return Math.max(0, Math.floor(ms / 60_000))
}

const toneFor = (minutes: number): StatusTone =>
  minutes > STALE_MINUTES ? 'grey' : minutes > FRESH_MINUTES ? 'yellow' : 'green'

export const SWITCHED_OFF_LABEL = 'Switched off'

/** Troubleshoot's Status, in the words of the badge and the Sensors page's counters (decision 0124) */
const STATUS_WORDS = { 'switched-off': SWITCHED_OFF_LABEL, offline: 'Offline', 'no-data': 'No Data', online: 'Online' } as const

/** In one word, as Troubleshoot's Status says it: 'Switched off' by the family, Offline (decision 0017), 'No Data' (never reported) or Online */
export const sensorStatusWord = (sensor: Pick<SensorActivity, 'isActive' | 'offlineSince' | 'lastActivity'>) => STATUS_WORDS[sensorState(sensor)]

/**
 * The card's badge: 'Switched off', 'Offline', 'No Data', 'Online', 'Nm ago' or 'Nh ago', with its colour
 * (red only for Offline). SPEC's 'not active' is two things now: a sensor the family switched off (for a
 * stay away, a spare in a drawer) is no fault, so it is grey 'Switched off'; Offline in red is a sensor
 * switched on that the engine judges has stopped reporting (decisions 0017 and 0065).
 */
export function sensorBadge(sensor: SensorActivity, now: Date): { label: string; tone: StatusTone } {
  const { lastActivity } = sensor
  const state = sensorState(sensor)
  if (state === 'switched-off') return { label: SWITCHED_OFF_LABEL, tone: 'grey' }
  if (state === 'offline') return { label: 'Offline', tone: 'red' }
  if (state === 'no-data' || !lastActivity) return { label: 'No Data', tone: 'yellow' }
  const minutes = minutesSince(lastActivity, now)
  const tone = toneFor(minutes)
  if (minutes < 1) return { label: 'Online', tone }
  if (minutes < 60) return { label: `${minutes}m ago`, tone }
  return { label: `${Math.floor(minutes / 60)}h ago`, tone }
}

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** 'just now', '5 mins ago', '3 hours ago', '2 days ago' */
function agoWords(minutes: number) {
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${count(minutes, 'min')} ago`
  const hours = Math.floor(minutes / 60)
  return hours < 24 ? `${count(hours, 'hour')} ago` : `${count(Math.floor(hours / 24), 'day')} ago`
}

/** A switched-off sensor's line: since when, when known, and that nothing it would see is watched */
export function switchedOffText(switchedOffAt: Date | string | null | undefined, now: Date) {
  const since = switchedOffAt ? ` ${agoWords(minutesSince(switchedOffAt, now))}` : ''
  return `Switched off${since}: not watched until it is switched on again`
}

/** The card's line under the name: 'Active now', 'Active N mins ago', 'Last active N hours/days ago', … */
export function lastActivityText(sensor: SensorActivity, now: Date) {
  const { lastActivity } = sensor
  const state = sensorState(sensor)
  if (state === 'switched-off') return switchedOffText(sensor.switchedOffAt, now)
  if (state === 'offline') return 'Device is offline'
  if (state === 'no-data' || !lastActivity) return 'No activity recorded'
  const minutes = minutesSince(lastActivity, now)
  if (minutes < 1) return 'Active now'
  return `${minutes < 60 ? 'Active' : 'Last active'} ${agoWords(minutes)}`
}
