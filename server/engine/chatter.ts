// A sensor that never stops reporting. Every report is taken as someone up and about, so a motion
// sensor that chatters (a fault, a heater, a curtain or a pet in its view) or a door left knocking in a
// draught keeps the home looking lived-in while the person may be on the floor: no quiet spell begins,
// and no inactivity or fall alert can come. No one moves so that a sensor reports every minute or two
// for hours on end: in the real homes the longest unbroken run of a motion sensor or a switch was
// under 20 minutes. A pressure mat is left out: house C's bed mat under a restless sleeper reports
// hundreds of times in ten minutes, in runs of up to 86 minutes, and one night could be longer.
import type { DeviceHealth, OfflineContext } from './offline'
import { sensorName } from './sensor-name'
import { formatDuration } from './format'
import type { AlertCandidate } from './types'

export const CHATTER_RULES = {
  /** Reports closer than this belong to one unbroken run */
  gapMinutes: 2,
  /** A run this long is called out; twice as long, at high severity */
  runMinutes: 3 * 60,
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
        `which no one moving about does. While it does, the home looks lived-in, so a fall or a long quiet spell would not be noticed. ` +
        `Check it for a fault, or for something that keeps setting it off: a heater, curtain or pet in its view, or a door knocking in a draught.`,
      dedupeKey: chatterKey(key),
      deviceKey: key,
      metadata: { runMinutes: Math.round(minutes), runStartedAt: device.runStart ?? null, thresholdMinutes: CHATTER_RULES.runMinutes },
    })
  }
  return findings
}
