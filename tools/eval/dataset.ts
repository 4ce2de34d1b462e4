// Reads homes in the shared CSV format (../shared/data/README.md): events.csv, and where present
// activities.csv (annotations, read only here to score the engine, never by it) and home.json.
// Timestamps are local wall-clock without a zone; they are read as UTC and replayed with the zone
// 'UTC', so wall clock = UTC, as the source copies did.
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { DeviceKind, EngineDevice, EngineEvent, EngineHome } from '../../server/engine/types'
import { roomOf } from '../../server/modules/monitoring/home-model'

export interface Annotation {
  start: number
  end: number
  activity: string
}

export interface HomeData {
  name: string
  quietSpellsAreReal: boolean
  /** Everything the sensors logged, the pet's events among them */
  events: EngineEvent[]
  /** What a pet set off (pet-events.csv, merged into `events` too): a detection trial stops the person, not the pet */
  petEvents: EngineEvent[]
  /** null when the home has no activities.csv */
  annotations: Annotation[] | null
  home: EngineHome
}

const KINDS = new Set<DeviceKind>(['motion', 'door', 'pressure', 'contact'])

/** A line's fields, with where it came from for messages */
interface Row {
  fields: string[]
  where: string
}

const wallClockMs = (text: string, where: string) => {
  const ms = Date.parse(`${text.trim()}Z`)
  if (Number.isNaN(ms)) throw new Error(`${where}: unreadable timestamp "${text}" (expected local wall-clock ISO 8601 without a zone, e.g. 2008-11-19T22:47:46)`)
  return ms
}

function rows(path: string, columns: string[]): Row[] {
  const [header = '', ...rest] = readFileSync(path, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/)
  const names = header.split(',').map((name) => name.trim())
  if (columns.some((column, i) => names[i] !== column)) throw new Error(`${path}:1: the header must begin ${columns.join(',')} (found "${header}")`)
  return rest
    .map((line, i) => ({ fields: line.split(',').map((field) => field.trim()), where: `${path}:${i + 2}` }))
    .filter((row) => row.fields.some((field) => field !== ''))
}

/** 1/0, and the spellings other converted logs use (ON/OFF, OPEN/CLOSE, true/false) */
const STATES: Record<string, boolean> = { '1': true, '0': false, on: true, off: false, open: true, opened: true, close: false, closed: false, true: true, false: false }

/** `mayBeEmpty`: a pet's log, empty where no motion sensor sees it */
export function readEvents(path: string, mayBeEmpty = false): { events: EngineEvent[]; devices: EngineDevice[] } {
  const devices = new Map<string, EngineDevice>()
  const events: EngineEvent[] = []
  for (const { fields, where } of rows(path, ['timestamp', 'sensor', 'kind', 'room', 'state'])) {
    const [timestamp = '', sensor = '', kind = '', room = '', state = ''] = fields
    if (!KINDS.has(kind as DeviceKind)) throw new Error(`${where}: unknown sensor kind "${kind}" (one of ${[...KINDS].join(', ')})`)
    if (sensor === '') throw new Error(`${where}: the sensor is empty`)
    const active = STATES[state.toLowerCase()]
    if (active === undefined) throw new Error(`${where}: unreadable state "${state}" (1 when the sensor turns on, 0 when it turns off)`)
    // the app's own mapping from a location to the engine's rooms, so 'Living Room' or 'WC' in a
    // converted log reads as the scheduler would read it (the README's room names map to themselves)
    const device: EngineDevice = { key: sensor, kind: kind as DeviceKind, room: roomOf(room, kind as DeviceKind) }
    if (!devices.has(sensor)) devices.set(sensor, device)
    events.push({ deviceKey: sensor, kind: device.kind, room: device.room, timestamp: new Date(wallClockMs(timestamp, where)), active })
  }
  if (events.length === 0 && !mayBeEmpty) throw new Error(`${path}: no events`)
  events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  return { events, devices: [...devices.values()] }
}

export function readAnnotations(path: string): Annotation[] {
  return rows(path, ['start', 'end', 'activity']).map(({ fields: [start = '', end = '', activity = ''], where }) => ({
    start: wallClockMs(start, where),
    end: wallClockMs(end, where),
    activity,
  }))
}

interface HomeMeta {
  name?: string
  quietSpellsAreReal?: boolean
  /** A pet lives here (the home's setting the engine is told) */
  pets?: boolean
  /** Motion sensors the family marks as ones the pet cannot set off (device keys) */
  petImmune?: string[]
}

function readMeta(path: string): HomeMeta {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as HomeMeta
  } catch (error) {
    throw new Error(`${path}: not readable JSON (${(error as Error).message})`)
  }
}

function readHome(eventsPath: string, name: string): HomeData {
  const folder = dirname(eventsPath)
  const person = readEvents(eventsPath)
  const activitiesPath = join(folder, 'activities.csv')
  const homePath = join(folder, 'home.json')
  const petPath = join(folder, 'pet-events.csv')
  const meta: HomeMeta = existsSync(homePath) ? readMeta(homePath) : {}
  const pet = existsSync(petPath) ? readEvents(petPath, true) : { events: [], devices: [] }
  const immune = new Set(meta.petImmune ?? [])
  const devices = [...person.devices, ...pet.devices.filter((d) => !person.devices.some((p) => p.key === d.key))].map((d) => (immune.has(d.key) ? { ...d, petImmune: true } : d))
  return {
    name: meta.name ?? name,
    quietSpellsAreReal: meta.quietSpellsAreReal !== false,
    events: pet.events.length === 0 ? person.events : [...person.events, ...pet.events].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime()),
    petEvents: pet.events,
    annotations: existsSync(activitiesPath) ? readAnnotations(activitiesPath) : null,
    home: { timeZone: 'UTC', devices, ...(meta.pets === true ? { pets: true } : {}) },
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
    petEvents: data.petEvents.filter((e) => e.timestamp.getTime() >= fromMs && e.timestamp.getTime() < toMs),
    annotations: data.annotations?.filter((a) => a.end >= fromMs && a.start < toMs) ?? null,
  }
}
