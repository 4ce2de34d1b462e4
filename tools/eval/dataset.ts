// Reads homes in the shared CSV format (../shared/data/README.md): events.csv, and where present
// activities.csv (annotations, read only here to score the engine, never by it) and home.json.
// Timestamps are local wall-clock without a zone; they are read as UTC and replayed with the zone
// 'UTC', so wall clock = UTC, as the source copies did.
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { DeviceKind, EngineDevice, EngineEvent, EngineHome } from '../../server/engine/types'

export interface Annotation {
  start: number
  end: number
  activity: string
}

export interface HomeData {
  name: string
  quietSpellsAreReal: boolean
  events: EngineEvent[]
  /** null when the home has no activities.csv */
  annotations: Annotation[] | null
  home: EngineHome
}

const KINDS = new Set<DeviceKind>(['motion', 'door', 'pressure', 'contact'])

const wallClockMs = (text: string) => {
  const ms = Date.parse(`${text.trim()}Z`)
  if (Number.isNaN(ms)) throw new Error(`Unreadable timestamp: ${text}`)
  return ms
}

function lines(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((field) => field.trim()))
}

export function readEvents(path: string): { events: EngineEvent[]; devices: EngineDevice[] } {
  const devices = new Map<string, EngineDevice>()
  const events: EngineEvent[] = []
  for (const [timestamp = '', sensor = '', kind = '', room = '', state = ''] of lines(path)) {
    if (!KINDS.has(kind as DeviceKind)) throw new Error(`Unknown sensor kind "${kind}" in ${path}`)
    const device: EngineDevice = { key: sensor, kind: kind as DeviceKind, room }
    if (!devices.has(sensor)) devices.set(sensor, device)
    events.push({ deviceKey: sensor, kind: device.kind, room, timestamp: new Date(wallClockMs(timestamp)), active: state === '1' })
  }
  events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  return { events, devices: [...devices.values()] }
}

export function readAnnotations(path: string): Annotation[] {
  return lines(path).map(([start = '', end = '', activity = '']) => ({ start: wallClockMs(start), end: wallClockMs(end), activity }))
}

function readHome(eventsPath: string, name: string): HomeData {
  const folder = dirname(eventsPath)
  const { events, devices } = readEvents(eventsPath)
  const activitiesPath = join(folder, 'activities.csv')
  const homePath = join(folder, 'home.json')
  const meta = existsSync(homePath) ? (JSON.parse(readFileSync(homePath, 'utf8')) as { name?: string; quietSpellsAreReal?: boolean }) : {}
  return {
    name: meta.name ?? name,
    quietSpellsAreReal: meta.quietSpellsAreReal !== false,
    events,
    annotations: existsSync(activitiesPath) ? readAnnotations(activitiesPath) : null,
    home: { timeZone: 'UTC', devices },
  }
}

/** An events.csv, a folder holding one, or a folder of such folders */
export function loadDataset(path: string): HomeData[] {
  if (!existsSync(path)) throw new Error(`No dataset at ${path}`)
  if (statSync(path).isFile()) return [readHome(path, basename(dirname(path)))]
  if (existsSync(join(path, 'events.csv'))) return [readHome(join(path, 'events.csv'), basename(path))]
  const homes = readdirSync(path)
    .filter((entry) => existsSync(join(path, entry, 'events.csv')))
    .sort()
    .map((entry) => readHome(join(path, entry, 'events.csv'), entry))
  if (homes.length === 0) throw new Error(`No events.csv under ${path}`)
  return homes
}

/** Keeps the events (and annotations) within [fromMs, toMs), for quick runs on a slice of a home */
export function sliceHome(data: HomeData, fromMs: number, toMs: number): HomeData {
  return {
    ...data,
    events: data.events.filter((e) => e.timestamp.getTime() >= fromMs && e.timestamp.getTime() < toMs),
    annotations: data.annotations?.filter((a) => a.end >= fromMs && a.start < toMs) ?? null,
  }
}
