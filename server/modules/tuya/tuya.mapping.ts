// What Tuya's reports mean to Hearthwatch, from Tuya's standard data points for the two categories
// we import: a PIR motion sensor (category "pir") reports `pir` = "pir" when it sees movement and
// "none" when it settles; a door and window contact (category "mcs") reports `doorcontact_state`
// true when open. Both report `battery_percentage` (0-100). Events go into ingestEvents() as the
// HTTP API's shape: motion as `motionDetected`, the door as `door: open | closed`.
import type { IngestEvent } from '../../../contracts/ingest'
import type { DeviceKind } from '../../../contracts/enums'
import type { TuyaLog } from './tuya.client'

export const TUYA_KINDS: Readonly<Record<string, DeviceKind>> = { pir: 'motion', mcs: 'door' }

const STATE_CODE = { motion: 'pir', door: 'doorcontact_state' } as const
const BATTERY_CODE = 'battery_percentage'

export const kindOfCategory = (category: string | null | undefined): DeviceKind | undefined =>
  category ? TUYA_KINDS[category] : undefined

/** The data point codes to ask a sensor's report log for */
export function reportCodes(kind: DeviceKind) {
  return kind === 'door' ? [STATE_CODE.door, BATTERY_CODE] : [STATE_CODE.motion, BATTERY_CODE]
}

/**
 * A sensor's reports as ingest events, oldest first. Each event carries the battery level last
 * reported at or before it. The event id is built from the report itself, so any process that reads
 * the same report makes the same id and the database keeps it once.
 */
export function reportsToEvents(sensor: { deviceId: string; tuyaDeviceId: string; kind: DeviceKind }, logs: readonly TuyaLog[]): IngestEvent[] {
  const events: IngestEvent[] = []
  let battery: number | undefined
  for (const log of [...logs].sort((a, b) => a.event_time - b.event_time)) {
    if (!Number.isFinite(log.event_time) || log.event_time <= 0) continue
    if (log.code === BATTERY_CODE) {
      battery = readPercent(log.value) ?? battery
      continue
    }
    const reading = readState(sensor.kind, log)
    if (!reading) continue
    events.push({
      deviceId: sensor.deviceId,
      timestamp: new Date(log.event_time).toISOString(),
      eventId: `tuya:${sensor.tuyaDeviceId}:${log.code}:${log.event_time}:${String(log.value)}`,
      ...reading,
      ...(battery !== undefined ? { batteryLevel: battery } : {}),
    })
  }
  return events
}

function readState(kind: DeviceKind, log: TuyaLog): Pick<IngestEvent, 'motionDetected' | 'door'> | undefined {
  if (kind === 'door' && log.code === STATE_CODE.door) {
    const open = readBoolean(log.value)
    return open === undefined ? undefined : { door: open ? 'open' : 'closed' }
  }
  if (kind !== 'door' && log.code === STATE_CODE.motion) {
    if (log.value === 'pir') return { motionDetected: true }
    if (log.value === 'none') return { motionDetected: false }
  }
  return undefined
}

/** Tuya's logs carry values as text ("true", "87"); the device list's status as JSON values */
function readBoolean(value: unknown) {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

function readPercent(value: unknown) {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : undefined
}
