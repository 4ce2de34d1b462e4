import type { DeviceKind } from '../../../contracts/enums'
import { HUB_PERCENT_FIELDS, INGEST_PAST_LIMIT_DAYS, IngestEvent, READINGS_OF_KIND, type IngestResult } from '../../../contracts/ingest'
import { MONITORING_ENDED_REFUSAL } from '../../../contracts/home-settings'
import type { Db } from '../../lib/db'
import { findMonitoringEnd } from '../circles/monitoring-end.repository'
import { matchDevice } from './device-match'
import { aheadAloneReason, aheadLimitMs, callShiftOf, describeTimeCorrected, TOO_FAR_AHEAD } from './hub-ahead'
import { findCircleDevices, storeEvents, type DeviceStats, type EventRow } from './ingest.repository'

type Rejection = IngestResult['rejected'][number]
type SetAside = NonNullable<IngestResult['setAside']>[number]

/**
 * The one way events get in, whatever carried them (HTTP, MQTT): each event is checked on its own,
 * the good ones are stored once (by `eventId`, or device + time + value without one), and the caller
 * learns what was new, what it had sent before and what was refused, by index, and which readings of a
 * stored event were set aside as none. `hubKey` names a hub
 * whose own status is heard (a Zigbee2MQTT bridge), so the engine knows which sensors fall silent with it.
 */
export async function ingestEvents(
  db: Db,
  circle: { clientId: string; hubKey?: string | null; isWatchedChecked?: boolean; aheadByMinutes?: number | null },
  events: readonly unknown[],
  now: Date,
): Promise<IngestResult & { newestAt: Date | null; movedBackMs: number }> {
  // a home whose watching was ended stores nothing more (decision 0045): whoever moves there now is not the
  // person watched. The HTTP route has asked already, to refuse the whole call: not asked twice a batch
  if (!circle.isWatchedChecked && (await findMonitoringEnd(db, circle.clientId))) {
    return { accepted: 0, duplicates: 0, rejected: events.map((_, index) => ({ index, reason: `home: ${MONITORING_ENDED_REFUSAL}` })), newestAt: null, movedBackMs: 0 }
  }
  const rejected: Rejection[] = []
  const setAside: SetAside[] = []
  const parsedEvents: { index: number; event: IngestEvent; claimed: Date; raw: unknown }[] = []
  const latest = aheadLimitMs(now)
  const earliest = now.getTime() - INGEST_PAST_LIMIT_DAYS * 86_400_000

  events.forEach((raw, index) => {
    const parsed = IngestEvent.safeParse(raw)
    if (!parsed.success) return rejected.push({ index, reason: describeIssues(parsed.error.issues) })
    const claimed = new Date(parsed.data.timestamp)
    if (claimed.getTime() > latest) return rejected.push({ index, reason: TOO_FAR_AHEAD })
    parsedEvents.push({ index, event: parsed.data, claimed, raw })
  })
  // a hub whose clock runs ahead: the whole call moves back, the newest event of its bulk to its arrival; an
  // event far ahead of the rest of the call is a wrong time of its own, and refused (hub-ahead.ts)
  const { movedBackMs, keptUntil } = callShiftOf(parsedEvents.map((p) => p.claimed), now, circle.aheadByMinutes ?? null)
  const valid: { index: number; event: IngestEvent; claimed: Date; at: Date; raw: unknown }[] = []
  for (const p of parsedEvents) {
    if (p.claimed.getTime() > keptUntil) {
      rejected.push({ index: p.index, reason: aheadAloneReason(p.claimed, keptUntil, movedBackMs, now) })
      continue
    }
    const at = new Date(p.claimed.getTime() - movedBackMs)
    if (at.getTime() < earliest) rejected.push({ index: p.index, reason: `timestamp: more than ${INGEST_PAST_LIMIT_DAYS} days in the past (is the hub's clock set?)` })
    else valid.push({ ...p, at })
  }

  const deviceIds = [...new Set(valid.map((v) => v.event.deviceId))]
  const registered = await findCircleDevices(db, circle.clientId, deviceIds)

  const rows: EventRow[] = []
  const stats = new Map<string, DeviceStats>()
  for (const { index, event, claimed, at, raw } of valid) {
    const match = matchDevice(event.deviceId, registered)
    if ('reason' in match) {
      rejected.push({ index, reason: match.reason })
      continue
    }
    const found = match.device
    const wrongReading = readingMismatch(found.kind, event)
    if (wrongReading) {
      rejected.push({ index, reason: wrongReading })
      continue
    }
    setAside.push(...setAsideOf(index, raw as Record<string, unknown>, event))
    const device = found.id
    const motion = event.door ? event.door === 'open' : event.motionDetected!
    // the dedupe key keeps the time the hub sent: the same call sent again later is moved back by a little
    // less, and is still the same events
    const timestamp = movedBackMs > 0 ? at.toISOString() : event.timestamp
    rows.push({ device, timestamp, motion, key: eventKey(event, claimed, motion), metadata: event.door ? { door: event.door } : null })
    foldStats(stats, device, at, event)
  }
  rejected.sort((a, b) => a.index - b.index)

  const accepted = await storeEvents(db, circle.clientId, rows, [...stats.values()], circle.hubKey ?? null)
  // the newest reading the call carried, stored now or before (for a hub whose clock runs late)
  const newestAt = [...stats.values()].reduce<Date | null>((newest, s) => (newest === null || s.newestAt > newest ? s.newestAt : newest), null)
  return {
    accepted,
    duplicates: rows.length - accepted,
    rejected,
    ...(setAside.length > 0 ? { setAside } : {}),
    ...(movedBackMs > 0 && rows.length > 0 ? { timeCorrected: describeTimeCorrected(rows.length, movedBackMs) } : {}),
    newestAt,
    movedBackMs,
  }
}

/** The percentages a hub sent that the schema took as no reading (not null, which says none) */
function setAsideOf(index: number, raw: Record<string, unknown>, event: IngestEvent): SetAside[] {
  return HUB_PERCENT_FIELDS.filter((field) => raw[field] !== undefined && raw[field] !== null && event[field] === undefined).map((field) => ({
    index,
    field,
    reason: `${field}: ${(JSON.stringify(raw[field]) ?? String(raw[field])).slice(0, 40)} is no percentage (0-100); the event was stored without it`,
  }))
}

const KIND_NAMES: Record<DeviceKind, string> = { motion: 'a motion sensor', door: 'a door sensor', pressure: 'a pressure mat', contact: 'a contact sensor' }
const HOW_TO_SEND = { motionDetected: 'motionDetected (true or false)', door: 'door ("open" or "closed")' } as const

/** A reading this kind of sensor does not send, named by its field: a PIR's "door" would be stored as motion */
function readingMismatch(kind: DeviceKind, event: IngestEvent): string | undefined {
  const sent = event.door !== undefined ? 'door' : 'motionDetected'
  const expected = READINGS_OF_KIND[kind]
  if (expected.includes(sent)) return undefined
  // the sensor may be the one that is wrong: a door registered before the form asked for the type
  return `${sent}: sensor "${event.deviceId}" is registered as ${KIND_NAMES[kind]}; send ${expected.map((f) => HOW_TO_SEND[f]).join(' or ')}, or change its Sensor type on the Sensors page (Edit Sensor)`
}

/** The dedupe key within a device (the unique index is on device + key) */
export function eventKey(event: Pick<IngestEvent, 'eventId'>, at: Date, motion: boolean) {
  return event.eventId !== undefined ? `id:${event.eventId}` : `at:${at.getTime()}:${motion ? 1 : 0}`
}

function foldStats(stats: Map<string, DeviceStats>, device: string, at: Date, event: IngestEvent) {
  let s = stats.get(device)
  if (!s) {
    s = { device, newestAt: at, battery: null, batteryAt: null, signal: null, signalAt: null }
    stats.set(device, s)
  }
  if (at > s.newestAt) s.newestAt = at
  if (event.batteryLevel !== undefined && (!s.batteryAt || at >= s.batteryAt)) {
    s.battery = event.batteryLevel
    s.batteryAt = at
  }
  if (event.signalStrength !== undefined && (!s.signalAt || at >= s.signalAt)) {
    s.signal = event.signalStrength
    s.signalAt = at
  }
}

function describeIssues(issues: readonly { path: PropertyKey[]; message: string; code: string }[]) {
  return issues
    .map((i) => {
      const field = i.path.map(String).join('.') || 'event'
      return `${field}: ${i.code === 'invalid_type' && i.message.includes('undefined') ? 'is required' : i.message}`
    })
    .join('; ')
}
