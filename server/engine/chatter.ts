// A sensor that never stops reporting. Were every report taken as someone up and about, a motion sensor
// that chatters (a fault, a heater, a curtain or a pet in its view) or a door left knocking in a draught
// would keep the home looking lived-in while the person may be on the floor: no quiet spell would begin,
// and no inactivity or fall alert could come. No one moves so that a sensor reports every minute or two
// for hours on end: in the real homes the longest unbroken run of a motion sensor or a switch was
// under 20 minutes. So a run of 3 h is called out, and from then on its reports are set aside: they no
// longer say someone is about, and the rest of the home is watched on the safest rule (12 h), since a
// person may be unseen in the sensor's room. Once it pauses, its last report is where the quiet begins.
// A pressure mat is left out: house C's bed mat under a restless sleeper reports hundreds of times in
// ten minutes, in runs of up to 86 minutes, and one night could be longer.
import type { DeviceHealth, OfflineContext } from './offline'
import { sensorName } from './sensor-name'
import { formatDuration } from './format'
import { LEARNING_QUIET_LIMIT_MINUTES } from './learning'
import { presenceUndoDoor } from './presence'
import type { AlertCandidate, EngineEvent, EngineState } from './types'

export const CHATTER_RULES = {
  /** Reports closer than this belong to one unbroken run */
  gapMinutes: 2,
  /** A run this long is called out; twice as long, at high severity */
  runMinutes: 3 * 60,
  /**
   * A front door's run is no passage after this long, and is set aside from then (the alert still waits
   * for `runMinutes`): while its reports were taken as the door used, the person was 'at the door', where
   * no quiet alert can come, and the last one counted sent her out
   */
  doorRunMinutes: 30,
  /**
   * Nothing heard from it for this long, its run is over. Not the 2 minutes of the gap: a hub that posts
   * its events in batches every few minutes would close and raise the alert again with each batch
   */
  pausedAfterMinutes: 15,
}

const MINUTE_MS = 60_000

/** Where the run the report at `atMs` belongs to began (the device's previous report is at lastSeenAt) */
export function runStartAfter(device: DeviceHealth, atMs: number): number {
  if (device.lastSeenAt === null || atMs - device.lastSeenAt > CHATTER_RULES.gapMinutes * MINUTE_MS) return atMs
  // a state from before runs were kept starts its run at the last report
  return device.runStart ?? device.lastSeenAt
}

/** The unbroken run going on at `now`, in minutes (0 once a report came after a pause, or none for a while) */
export function runMinutesAt(device: DeviceHealth, now: number): number {
  if (device.lastSeenAt === null || device.runStart === undefined) return 0
  if (now - device.lastSeenAt > CHATTER_RULES.pausedAfterMinutes * MINUTE_MS) return 0
  return (device.lastSeenAt - device.runStart) / MINUTE_MS
}

export const chatterKey = (deviceKey: string) => `chatter:${deviceKey}`

/**
 * Whether a report (already counted in its device's run by deviceSeen) belongs to a run long enough to
 * be called out: it is set aside, not taken as someone about. A pressure mat's never is (see above)
 */
export const isSetAside = (device: DeviceHealth, event: EngineEvent, atMs: number) =>
  event.kind !== 'pressure' &&
  device.runStart !== undefined &&
  atMs - device.runStart >= (event.kind === 'door' ? CHATTER_RULES.doorRunMinutes : CHATTER_RULES.runMinutes) * MINUTE_MS

/**
 * Remembers the newest report set aside, and where its sensor is. A front door's run was no passage: the
 * person is where she was before it began (at home, or out with no arrival), as far as it can tell
 */
export function noteSetAside(state: EngineState, event: EngineEvent, atMs: number) {
  const runStart = state.devices[event.deviceKey]?.runStart
  if (event.kind === 'door' && runStart !== undefined) presenceUndoDoor(state.presence, runStart)
  if (state.keepsFiring && state.keepsFiring.until >= atMs) return
  state.keepsFiring = { deviceKey: event.deviceKey, room: event.room, kind: event.kind, until: atMs }
}

/** The room of a sensor whose reports are being set aside at `now`, or null once it has paused */
export function firingRoom(state: EngineState, now: number): string | null {
  const firing = state.keepsFiring
  return firing && now - firing.until <= CHATTER_RULES.pausedAfterMinutes * MINUTE_MS ? firing.room : null
}

/**
 * Whether the quiet spell going on began at the firing sensor's own last counted report, before reports
 * that were set aside: it spans the hours the sensor hid, not normal quiet to learn. Spells between other
 * sensors go on being learned (as in a home with no sensor in that room): learning nothing for days
 * let the records fade, and house C's evening doze alerted after five days of a sensor firing
 */
export const spellHidesReports = (state: EngineState) =>
  !!state.keepsFiring && state.lastDeviceKey === state.keepsFiring.deviceKey && state.lastInsideAt !== null && state.keepsFiring.until > state.lastInsideAt

/**
 * Once the sensor has paused, its last report is the last sign of the person there: the quiet spell is
 * held against the usual limits from then, not from before its run (which may have hidden hours of
 * someone about in that room). Called after the evaluation reached `now`
 */
export function endSetAside(state: EngineState, now: number) {
  const firing = state.keepsFiring
  if (!firing || firingRoom(state, now) !== null) return
  delete state.keepsFiring
  if (state.presence.mode !== 'home' || (state.lastInsideAt !== null && state.lastInsideAt >= firing.until)) return
  // a front door is no room she was in: the quiet is still after where she was last seen inside
  if (firing.kind === 'door' && state.lastInsideAt !== null) {
    // should it fire again with no one seen, the 12-hour rule counts from her, not from this report
    state.quietBeforeDoor ??= state.lastInsideAt
    state.lastInsideAt = firing.until
    return
  }
  state.lastInsideAt = firing.until
  state.lastRoom = firing.room
  state.lastDeviceKey = firing.deviceKey
  state.lastOnMat = false
  state.lastMat = false
  state.lastMotion = false
}

/** Whether the run an open 'keeps firing' alert was about has ended, or its sensor is gone */
export const chatterCleared = (device: DeviceHealth | undefined, registered: boolean, now: number) =>
  !registered || !device || runMinutesAt(device, now) < CHATTER_RULES.runMinutes

/** Sensors reporting without a pause for hours, keyed by dedupe key */
export function chatterFindings(devices: Record<string, DeviceHealth>, context: OfflineContext): AlertCandidate[] {
  const findings: AlertCandidate[] = []
  for (const { key, kind } of context.home.devices) {
    const device = devices[key]
    if (kind === 'pressure' || !device) continue
    const minutes = runMinutesAt(device, context.now)
    if (minutes < CHATTER_RULES.runMinutes) continue
    findings.push({
      type: 'sensor_offline',
      severity: minutes >= 2 * CHATTER_RULES.runMinutes ? 'high' : 'medium',
      title: 'Sensor keeps firing',
      description:
        `${sensorName(key, context)} has reported without a pause of more than ${CHATTER_RULES.gapMinutes} min for ${formatDuration(minutes)}, ` +
        `which no one moving about does. Its reports are set aside until it pauses, so a fall or a long quiet spell would be noticed only after ${formatDuration(LEARNING_QUIET_LIMIT_MINUTES)} without movement elsewhere in the home. ` +
        `Check it for a fault, or for something that keeps setting it off: a heater, curtain or pet in its view, or a door knocking in a draught.`,
      dedupeKey: chatterKey(key),
      deviceKey: key,
      metadata: { runMinutes: Math.round(minutes), runStartedAt: device.runStart ?? null, thresholdMinutes: CHATTER_RULES.runMinutes },
    })
  }
  return findings
}

/**
 * While a sensor keeps firing, the last evidence of someone may be one of its own reports from before its
 * run was recognised (3 h): those were no sign of anyone either, so the quiet is counted from the run's
 * start. From the 3-hour mark, a person who stopped moving as a kitchen sensor began to fire was found
 * after 15 h 5 min; now after 12 h 5 min.
 */
export function quietSince(state: EngineState, lastInsideAt: number): number {
  const firing = state.keepsFiring
  // a front door firing again after a pause, no one seen inside since: its reports before the pause were no one either
  if (firing?.kind === 'door' && state.quietBeforeDoor !== undefined) return Math.min(state.quietBeforeDoor, lastInsideAt)
  if (!firing || state.lastDeviceKey !== firing.deviceKey) return lastInsideAt
  const runStart = state.devices[firing.deviceKey]?.runStart
  return runStart !== undefined && runStart < lastInsideAt ? runStart : lastInsideAt
}
