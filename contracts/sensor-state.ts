// Whether a sensor is online and its battery low, as plain functions: no schemas, so the pages that show
// a sensor's state on the way to an alert come without the schema library (decision 0069).
// contracts/devices.ts passes them on.

/**
 * SPEC.md's 'active' (Online): switched on, and not judged offline by the engine. A sensor the engine
 * has an open offline alert about is Offline, whatever its switch says (decision 0017). `offlineSince`
 * as GET /api/devices sends it (an ISO string) or the server reads it (a Date).
 */
export const isSensorOnline = ({ isActive, offlineSince }: { isActive: boolean; offlineSince?: Date | string | null }) =>
  isActive && !offlineSince

/** A battery under this percentage is low: the engine raises its low-battery alert (server/engine/offline.ts) and the pages highlight it */
export const LOW_BATTERY_PERCENT = 20

export const isBatteryLow = (batteryLevel: number | null | undefined) => batteryLevel != null && batteryLevel < LOW_BATTERY_PERCENT
