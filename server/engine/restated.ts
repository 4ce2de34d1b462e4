// A switch, door or mat that says its state again without changing it: Zigbee2MQTT publishes a device's
// whole state with every message it gets from it, so an Aqara door or contact sensor's heartbeat (about
// hourly) arrives as the same 'closed' it last sent, a door left ajar says 'open' every hour, and a door
// that changes sends its old state just before the new one. It is the sensor being alive (its silence
// and battery are read from it), not anyone using the door: taken as a passage, a front door's heartbeat
// sent a person at home 'out', and a cupboard's or a bathroom door's ended every quiet spell within the
// hour and counted a visit. A device whose uses are not usually released (a hub that sends only 'open')
// has every report taken as a use, as before.
import type { DeviceHealth } from './offline'
import type { EngineEvent } from './types'

export const RESTATED_RULES = {
  /** The device's last uses read for its habit (a bit each in `recentReleases`) */
  recentUses: 30,
  /** Releases are its habit while at least this share of those uses were releases */
  releaseShare: 0.25,
  /**
   * An 'on' said again comes with the device's next message: Aqara's heartbeat is about 50 min. One
   * after hours of nothing from it is news (a use whose release was lost, or a sensor re-paired
   * whose only release was its state on pairing)
   */
  withinMinutes: 3 * 60,
}

const MINUTE_MS = 60_000
const WINDOW_MASK = 2 ** RESTATED_RULES.recentUses - 1

export interface PreviousReport {
  at: number | null
  active: boolean | undefined
}

/** What the device last said, read before its new report is counted */
export const previousReport = (device: DeviceHealth): PreviousReport => ({ at: device.lastSeenAt, active: device.lastActive })

function bitsSet(mask: number) {
  let count = 0
  for (let m = mask; m !== 0; m &= m - 1) count++
  return count
}

/**
 * Called for a report that was a use (not said again): remembers whether it was a release, and whether
 * releases are the device's habit lately. One stray 'closed' among a front door's openings (a hub's
 * start-up state, a re-pair) had marked it for good, and every opening after an opening was then no
 * passage: her outings stopped counting and each one raised 'Possible fall in the hall'.
 */
export function noteUse(device: DeviceHealth, event: EngineEvent) {
  if (event.kind === 'motion') return
  device.recentReleases = (((device.recentReleases ?? 0) << 1) | (event.active ? 0 : 1)) & WINDOW_MASK
  device.recentUses = Math.min((device.recentUses ?? 0) + 1, RESTATED_RULES.recentUses)
  const releases = bitsSet(device.recentReleases)
  device.sendsReleases = releases > 0 && releases >= RESTATED_RULES.releaseShare * device.recentUses
}

/**
 * The same state as the device's previous report, in order: no use of it. A motion sensor's repeated
 * 'motion' is movement seen again, and its 'no motion' is no evidence anyway
 */
export function isRestated(device: DeviceHealth, event: EngineEvent, at: number, previous: PreviousReport): boolean {
  if (event.kind === 'motion' || previous.at === null || at < previous.at || previous.active !== event.active) return false
  if (!event.active) return true
  return device.sendsReleases === true && at - previous.at <= RESTATED_RULES.withinMinutes * MINUTE_MS
}
