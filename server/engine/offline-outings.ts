// The front door missed by her outings. The engine takes her as out only by the front door (then nothing
// inside), so with its sensor dead every outing reads as a long quiet at home. Each front door counts the
// quiets at home it sat out since it last reported that read as outings: a quiet of the whole home of
// `quietMinutes` or more by day, or of `hallQuietMinutes` that began and ended in the hall (out and back in
// past its motion sensor); none begun in the bedroom or in the usual night (sleep, a nap on the bed). It learns
// the most it ever sat out in a row and is offline when it has sat out far more: a home whose long quiets by
// day are her evenings in a chair learns runs of them and waits for more.
import type { EngineEvent, EngineHome, EngineState } from './types'
import { localClock, MINUTE_MS } from './local-time'
import { isPresenceDoubtful } from './presence'
import { beganAsleep } from './rest-kind'
import type { DeviceHealth } from './offline'

/** What the front door keeps for this rule (part of its DeviceHealth) */
export interface DoorOutings {
  /** Long quiets of the whole home by day it sat out since it last reported; absent until its next report */
  outingsMissed?: number
  /** The most it has sat out in a row before reporting */
  outingsMissedMax?: number
}

export const OUTING_RULES = {
  /** A quiet of the whole home at least this long is counted… */
  quietMinutes: 180,
  /** …or one at least this long that began and ended where one goes out and comes in (a hall's motion sensor, a keys hook) */
  hallQuietMinutes: 30,
  hallRooms: new Set(['hall', 'entrance']),
  /** …once it reached that length between these local hours (by day: a night begun early reaches it after bedtime) */
  dayFromHour: 8,
  dayToHour: 22,
  /** Offline (also) when it sat out more of them in a row than this multiple of its longest such run… */
  factor: 2,
  /** …and more than this many (one may be a passage it failed to send, or a quiet at home that looked like an outing) */
  minMissed: 1,
  /** Its separate uses (`gaps`) learned before it is trusted */
  minUses: 6,
}

/** Whether a quiet from `since` that began in `fromRoom` and ended at `at` in `toRoom` reads as an outing */
function isOutingLike(state: EngineState, since: number, at: number, fromRoom: string, toRoom: string): boolean {
  const hall = OUTING_RULES.hallRooms.has(fromRoom) && OUTING_RULES.hallRooms.has(toRoom)
  const minutes = hall ? OUTING_RULES.hallQuietMinutes : OUTING_RULES.quietMinutes
  if (at - since < minutes * MINUTE_MS) return false
  const hour = localClock(since + minutes * MINUTE_MS, state.timeZone).hour
  if (hour < OUTING_RULES.dayFromHour || hour >= OUTING_RULES.dayToHour) return false
  // asleep, or a nap on the bed: a quiet at home she did not go out in
  return fromRoom !== 'bedroom' && !beganAsleep(state, since)
}

/**
 * Her use of a sensor inside at `at`, while taken as home since before it (and not only on a mat's word): the quiet
 * of the whole home it ends, if it reads as an outing, is counted for each front door that reported before it began.
 * Called before the engine takes the event as her latest.
 */
export function doorsSitOut(state: EngineState, home: EngineHome, event: EngineEvent, at: number) {
  const since = state.lastInsideAt
  if (since === null || state.lastRoom === null || event.kind === 'door' || at <= since) return
  if (state.presence.mode !== 'home' || isPresenceDoubtful(state.presence)) return
  if (!isOutingLike(state, since, at, state.lastRoom, event.room)) return
  for (const device of home.devices) {
    const door = device.kind === 'door' ? state.devices[device.key] : undefined
    if (!door || door.lastSeenAt === null || door.lastSeenAt > since || door.offSince !== undefined || door.outingsMissed === undefined) continue
    door.outingsMissed = Math.min(door.outingsMissed + 1, 1_000_000)
  }
}

/** A report of the front door: the run of long quiets it sat out ends, and is learned */
export function outingReport(device: DeviceHealth, atMs: number) {
  if (device.lastSeenAt !== null && atMs < device.lastSeenAt) return
  if (device.outingsMissed === undefined) {
    device.outingsMissed = 0
    return
  }
  if (device.resumedAt === undefined) device.outingsMissedMax = Math.max(device.outingsMissedMax ?? 0, device.outingsMissed)
  device.outingsMissed = 0
}

/** Long quiets by day it may sit out in a row, or null while too few of its uses are learned */
export function outingLimit(device: DeviceHealth): number | null {
  if (device.gaps < OUTING_RULES.minUses || device.outingsMissedMax === undefined) return null
  return Math.max(OUTING_RULES.minMissed, OUTING_RULES.factor * device.outingsMissedMax)
}
