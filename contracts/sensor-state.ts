// What state a sensor is in and whether its battery is low, as plain functions: no schemas, so the pages that show
// a sensor's state on the way to an alert come without the schema library (decision 0069).
// contracts/devices.ts passes them on.

/** What a sensor is, in the words its badge, the Sensors page's counters and Troubleshoot's Status use */
export type SensorState = 'switched-off' | 'offline' | 'no-data' | 'online'

export interface SensorStateFields {
  isActive: boolean
  /** since when the engine has had an open offline alert about it: as GET /api/devices sends it (an ISO string) or the server reads it (a Date) */
  offlineSince?: Date | string | null
  /** its newest report; null (or absent) when it has never reported */
  lastActivity?: Date | string | null
}

/**
 * The one rule for a sensor's state (decision 0124): switched off by the family (no fault, decision 0065);
 * else Offline when the engine has an open offline alert about it, whatever its switch and last event say
 * (decision 0017); else No Data when it has never reported (not known to work); else Online.
 */
export function sensorState({ isActive, offlineSince, lastActivity }: SensorStateFields): SensorState {
  if (!isActive) return 'switched-off'
  if (offlineSince) return 'offline'
  if (!lastActivity) return 'no-data'
  return 'online'
}

/**
 * SPEC.md's 'active' (Online): switched on, not judged offline by the engine, and heard from. The
 * dashboard's 'N/M sensors active', the Sensors page's Online counter, Troubleshoot's Status and Business
 * Management's Active Devices all count by it (decision 0124): a sensor that has never reported is No
 * Data, not active.
 */
export const isSensorActive = (sensor: SensorStateFields) => sensorState(sensor) === 'online'

/** A battery under this percentage is low: the engine raises its low-battery alert (server/engine/offline.ts) and the pages highlight it */
export const LOW_BATTERY_PERCENT = 20

export const isBatteryLow = (batteryLevel: number | null | undefined) => batteryLevel != null && batteryLevel < LOW_BATTERY_PERCENT
