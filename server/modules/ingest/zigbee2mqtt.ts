// What a Zigbee2MQTT device message means to us. Payload fields as Zigbee2MQTT documents them for
// occupancy and contact sensors (https://www.zigbee2mqtt.io/guide/usage/mqtt_topics_and_messages.html,
// and the device pages' "Exposes"): `occupancy` true = motion, `contact` false = open,
// `battery` in % (above 100 is unknown), `linkquality` 0-255, and `last_seen` when the bridge's `advanced.last_seen` is on.
import type { DeviceKind } from '../../../contracts/enums'
import { INGEST_FUTURE_TOLERANCE_MS } from '../../../contracts/ingest'

export interface Z2mReading {
  motionDetected?: boolean
  door?: 'open' | 'closed'
  batteryLevel?: number
  signalStrength?: number
  /** the bridge's own time for the message, when it sends one */
  lastSeen?: Date
}

/** undefined when the message is not one of a device's state reports we read (no occupancy or contact) */
export function readZ2mPayload(payload: Buffer | string, kind: DeviceKind): Z2mReading | undefined {
  let data: unknown
  try {
    data = JSON.parse(payload.toString())
  } catch {
    return undefined
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined
  const { occupancy, contact, battery, linkquality, last_seen } = data as Record<string, unknown>

  const reading: Z2mReading = {}
  // a door or contact sensor reports `contact`; a PIR `occupancy` (a few devices send both)
  const prefersContact = kind === 'door' || kind === 'contact'
  if (typeof contact === 'boolean' && (prefersContact || typeof occupancy !== 'boolean')) {
    reading.door = contact ? 'closed' : 'open'
  } else if (typeof occupancy === 'boolean') {
    reading.motionDetected = occupancy
  } else {
    return undefined
  }
  const batteryLevel = typeof battery === 'number' ? Math.round(battery) : NaN
  // 255 is Zigbee's 'unknown' (batteryPercentageRemaining 0xff): read as full, a dying battery passed for new
  if (batteryLevel >= 0 && batteryLevel <= 100) reading.batteryLevel = batteryLevel
  if (typeof linkquality === 'number' && Number.isFinite(linkquality)) reading.signalStrength = clampPercent((linkquality / 255) * 100)
  const seen = parseLastSeen(last_seen)
  if (seen) reading.lastSeen = seen
  return reading
}

/**
 * When the reading happened: the bridge's `last_seen`, unless that is later than the message reached us
 * (beyond the ingest's tolerance). A message cannot come from the future, so then the bridge's clock is
 * wrong (an hour ahead after a daylight-saving mistake, a Raspberry Pi without a real-time clock that
 * booted before NTP): its arrival is the better time. Refused instead, as the ingest refuses a future
 * time, every report of that home was lost, and the family was told 'No movement' and then 'Sensor
 * offline' about a house full of movement. A `last_seen` in the past is kept: the broker may have held
 * the message while we were away.
 */
export function readingTime(lastSeen: Date | undefined, receivedAtMs: number): Date {
  if (!lastSeen || lastSeen.getTime() > receivedAtMs + INGEST_FUTURE_TOLERANCE_MS) return new Date(receivedAtMs)
  return lastSeen
}

const clampPercent = (n: number) => Math.min(100, Math.max(0, Math.round(n)))

/** `last_seen` is epoch milliseconds or ISO 8601 with a zone ('ISO_8601' / 'ISO_8601_local') */
function parseLastSeen(value: unknown): Date | undefined {
  let at: Date | undefined
  if (typeof value === 'number') at = new Date(value)
  else if (typeof value === 'string' && /(Z|[+-]\d\d:?\d\d)$/.test(value)) at = new Date(value)
  return at && !Number.isNaN(at.getTime()) ? at : undefined
}

/** Why a payload is no state report we read, in words for the log; undefined when it is one */
export function z2mPayloadProblem(payload: Buffer | string): string | undefined {
  let data: unknown
  try {
    data = JSON.parse(payload.toString())
  } catch {
    return "the payload is not JSON (Zigbee2MQTT's advanced.output must be json or attribute_and_json)"
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return 'the payload is not a JSON object'
  const { occupancy, contact } = data as Record<string, unknown>
  if (typeof occupancy !== 'boolean' && typeof contact !== 'boolean') return 'it has neither occupancy nor contact (true/false), so it is no motion or door report'
  return undefined
}

/**
 * The bridge's own state on `<base>/bridge/state`, retained, and its MQTT last will: 'online' or
 * 'offline', sent as plain text by Zigbee2MQTT before 1.17 and as `{"state":"online"}` since.
 */
export function readBridgeState(payload: Buffer | string): 'online' | 'offline' | undefined {
  const text = payload.toString().trim()
  let state: unknown = text
  try {
    const data: unknown = JSON.parse(text)
    state = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>).state : data
  } catch {
    // plain text
  }
  return state === 'online' || state === 'offline' ? state : undefined
}
