// The event logs under ../shared/data (see its README): `timestamp,sensor,kind,room,state`, one state
// change a line, local wall-clock time without a zone, ordered by time. Sources, as that README cites
// them: van Kasteren et al., UbiComp 2008 and "Human Activity Recognition from Wireless Sensor Network
// Data: Benchmark and Software" (2011), houses A and C; Munguia Tapia, Intille & Larson, Pervasive 2004,
// subject 1 — via the public repository agnesvanbelle/TL. The data is read from there, never copied.
import path from 'node:path'
import { DEVICE_KINDS, type DeviceKind } from '../../contracts/enums'

export interface SensorSpec {
  sensor: string
  deviceId: string
  name: string
  location: string
  kind: DeviceKind
}

export interface LogEvent {
  /** the log's wall-clock time read as if it were UTC: only the gaps between events matter here */
  atMs: number
  sensor: string
  on: boolean
}

export interface Dataset {
  sensors: SensorSpec[]
  events: LogEvent[]
}

const DEVICE_ID_MAX = 100
const NAME_MAX = 50
const ROOMS: Record<string, string> = {
  bedroom: 'Bedroom',
  bathroom: 'Bathroom',
  toilet: 'Toilet',
  kitchen: 'Kitchen',
  living: 'Living Room',
  hall: 'Hallway',
  entrance: 'Entrance',
  study: 'Study',
  other: 'Other',
}

/** 'kasteren-c/events.csv' → 'KC': the initials of the home's folder (or of the file's name) */
export function prefixFor(file: string) {
  const base = path.basename(file, path.extname(file))
  const home = base === 'events' ? path.basename(path.dirname(path.resolve(file))) : base
  const initials = home
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? part : part[0]!))
    .join('')
  return (initials || 'LOG').toUpperCase()
}

export function parseDataset(text: string, prefix: string): Dataset {
  const sensors = new Map<string, SensorSpec>()
  const events: LogEvent[] = []
  const lines = text.split(/\r?\n/)
  lines.forEach((line, i) => {
    if (!line.trim() || (i === 0 && line.startsWith('timestamp,'))) return
    const [timestamp, sensor, kind, room, state] = line.split(',').map((f) => f.trim())
    const atMs = Date.parse(`${timestamp}Z`)
    if (!sensor || Number.isNaN(atMs) || (state !== '0' && state !== '1') || !DEVICE_KINDS.includes(kind as DeviceKind)) {
      throw new Error(`line ${i + 1}: expected timestamp,sensor,kind,room,state but got "${line}"`)
    }
    if (!sensors.has(sensor)) sensors.set(sensor, sensorSpec(prefix, sensor, kind as DeviceKind, room ?? 'other'))
    events.push({ atMs, sensor, on: state === '1' })
  })
  // the logs are ordered, but a hand-made one may not be: the shift and the pacing need order
  events.sort((a, b) => a.atMs - b.atMs)
  return { sensors: [...sensors.values()], events }
}

function sensorSpec(prefix: string, sensor: string, kind: DeviceKind, room: string): SensorSpec {
  const words = sensor.replace(/[-_]+/g, ' ').trim()
  return {
    sensor,
    deviceId: `${prefix}-${sensor.replace(/[^A-Za-z0-9._-]+/g, '-')}`.slice(0, DEVICE_ID_MAX),
    name: (words[0]!.toUpperCase() + words.slice(1)).slice(0, NAME_MAX),
    location: ROOMS[room] ?? room.slice(0, 100),
    kind,
  }
}

/**
 * The ingest API's event for one log line at a given instant. The event id names the run and the line:
 * played fast, two lines a second apart may land in the same millisecond, and must not be taken for
 * one event sent twice; the same run sent again is stored once.
 */
export function toIngestEvent(spec: SensorSpec, event: LogEvent, at: Date, eventId: string) {
  const timestamp = at.toISOString()
  return spec.kind === 'door'
    ? { deviceId: spec.deviceId, timestamp, door: event.on ? ('open' as const) : ('closed' as const), eventId }
    : { deviceId: spec.deviceId, timestamp, motionDetected: event.on, eventId }
}
