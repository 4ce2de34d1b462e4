// A switch, door or mat that says its state again without changing it: Zigbee2MQTT publishes a device's
// whole state with every message it gets from it, so an Aqara door or contact sensor's heartbeat (about
// hourly) arrives as the same 'closed' it last sent, a door left ajar says 'open' every hour, and a door
// that changes sends its old state just before the new one. It is the sensor being alive (its silence
// and battery are read from it), not anyone using the door: taken as a passage, a front door's heartbeat
// sent a person at home 'out', and a cupboard's or a bathroom door's ended every quiet spell within the
// hour and counted a visit. A device that has never sent a release (a hub that sends only 'open') has
// every report taken as a use, as before.
import type { DeviceHealth } from './offline'
import type { EngineEvent } from './types'

export interface PreviousReport {
  at: number | null
  active: boolean | undefined
}

/** What the device last said, read before its new report is counted */
export const previousReport = (device: DeviceHealth): PreviousReport => ({ at: device.lastSeenAt, active: device.lastActive })

/** Called once the report is counted: remembers that this device reports releases too */
export function noteRelease(device: DeviceHealth, event: EngineEvent) {
  if (!event.active && event.kind !== 'motion') device.sendsReleases = true
}

/**
 * The same state as the device's previous report, in order: no use of it. A motion sensor's repeated
 * 'motion' is movement seen again, and its 'no motion' is no evidence anyway
 */
export function isRestated(device: DeviceHealth, event: EngineEvent, at: number, previous: PreviousReport): boolean {
  if (event.kind === 'motion' || previous.at === null || at < previous.at || previous.active !== event.active) return false
  return !event.active || device.sendsReleases === true
}
