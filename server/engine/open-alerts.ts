// What becomes of an alert the engine has raised: how often one still going is reported again, and when
// its cause has cleared so that it is resolved.
import { ARRIVAL_KEY, arrivalCleared } from './arrival'
import { chatterCleared } from './chatter'
import { MINUTE_MS } from './local-time'
import { isBackIn, NIGHT_OUT_KEY } from './night-out'
import { batteryRecovered, OFFLINE_RULES } from './offline'
import type { EngineHome, EngineState, OpenAlert } from './types'

/** While an inactivity or possible-fall alert's quiet goes on, it is reported again this often (escalations) */
export const QUIET_REMINDER_MINUTES = 60
export const isQuietType = (type: string) => type === 'inactivity' || type === 'emergency'
/**
 * While a sensor or a hub stays silent, or a sensor's battery stays low, its alert is reported again this
 * often: a dead sensor or a flat battery is no emergency, but it must not be forgotten
 */
export const OFFLINE_REMINDER_MINUTES = 24 * 60
const isDeviceFaultKey = (key: string) => key.startsWith('offline:') || key.startsWith('hub:') || key.startsWith('battery:') || key.startsWith('chatter:')
/**
 * Out in the night is said once (and again if it grows critical), not every hour: a carer who resolved it
 * because she is with them must not be woken again and again for as long as she stays
 */
export const reminderMinutes = (key: string, type: string) =>
  key === NIGHT_OUT_KEY ? null : isQuietType(type) ? QUIET_REMINDER_MINUTES : isDeviceFaultKey(key) ? OFFLINE_REMINDER_MINUTES : null

/** Whether an open alert's cause has cleared, for alerts the detectors no longer report */
export function hasCleared(state: EngineState, key: string, open: OpenAlert, home: EngineHome, now: number): boolean {
  const [kind, deviceKey = ''] = key.split(/:(.*)/s)
  // movement after the quiet began ends it, even one a buffering hub delivered after the alert (older states: after the alert)
  if (kind === 'inactivity' || kind === 'emergency') {
    const since = open.quietSince ?? open.raisedAt
    if (open.beyondPet && state.pets) return state.presence.mode !== 'home' || (state.pets.lastAt ?? 0) > since
    return state.presence.mode !== 'home' || (state.lastInsideAt ?? 0) > since
  }
  // came in and nothing since: ended by anything inside, or by the door again
  if (kind === ARRIVAL_KEY) return arrivalCleared(state.presence)
  // out in the night: ended when they are back (or the outing turns out to have been none)
  if (kind === NIGHT_OUT_KEY) return isBackIn(state.presence)
  const registered = home.devices.some((d) => d.key === deviceKey)
  if (kind === 'offline') return (state.devices[deviceKey]?.lastSeenAt ?? 0) > open.raisedAt || !registered
  if (kind === 'battery') return batteryRecovered(state.devices[deviceKey]) || !registered
  if (kind === 'chatter') return chatterCleared(state.devices[deviceKey], registered, now)
  if (kind === 'hub') {
    const hub = home.hubs?.find((h) => h.key === deviceKey)
    return !hub || (!!hub.lastSeenAt && now - hub.lastSeenAt.getTime() <= OFFLINE_RULES.hubSilentMinutes * MINUTE_MS)
  }
  return true // pattern:<kind>, no longer found
}
