// A home nobody has seen: an invented older person's life (invent-home-plan.ts) watched by a sensor kit
// (invent-home-sensors.ts), written in the shared dataset format (../shared/data/README.md) that
// tools/eval/dataset.ts reads. The same seed gives the same life, whichever kit watches it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inventLife, type LifeEvents } from './invent-home-plan'
import { KITS, sensorEvents, type KitName, type SensorEvent } from './invent-home-sensors'
import { petEvents } from './invent-home-pet'

export interface InventOptions {
  seed: number
  days: number
  kind: KitName
  awayWeek: boolean
  /** A cat lives here too: its sensor events go to pet-events.csv, and home.json says `"pets": true` */
  pet?: boolean
  /**
   * Rooms whose motion sensor the cat cannot set off (a pet-immune sensor, a door kept shut on it): the
   * sensor sees none of it, and home.json names it under `"petImmune"` as the family would mark it
   */
  petImmuneRooms?: string[]
  /** Local date of the first day, YYYY-MM-DD (default a Monday) */
  startDate?: string
  name?: string
  events?: LifeEvents
}

export interface InventedHome {
  name: string
  eventsCsv: string
  activitiesCsv: string
  homeJson: string
  eventCount: number
  /** The cat's events (pet-events.csv), when it has one */
  petEventsCsv?: string
}

export const DEFAULT_START_DATE = '2025-01-06'

const EVENTS_HEADER = 'timestamp,sensor,kind,room,state'
const wallClock = (ms: number) => new Date(ms).toISOString().slice(0, 19)

const eventsSuffix = (events: LifeEvents = {}) =>
  `${events.laterRising ? `-later${events.laterRising.minutes}` : ''}${events.illFromDay !== undefined ? `-ill${events.illFromDay}` : ''}`

export const inventedName = (options: InventOptions) =>
  options.name ?? `invented-${options.kind}-s${options.seed}-${options.days}d${options.awayWeek ? '-away' : ''}${options.pet ? '-cat' : ''}${options.petImmuneRooms?.length ? `-immune-${options.petImmuneRooms.join('-')}` : ''}${eventsSuffix(options.events)}`

export function inventHome(options: InventOptions): InventedHome {
  const life = inventLife({ seed: options.seed, days: options.days, awayWeek: options.awayWeek, startDate: options.startDate ?? DEFAULT_START_DATE, events: options.events })
  const events = sensorEvents(life, options.kind, options.seed)
  const name = inventedName(options)
  const lineOf = (e: SensorEvent) => `${wallClock(e.at)},${e.sensor.key},${e.sensor.kind},${e.sensor.room},${e.active ? 1 : 0}`
  const csvOf = (list: SensorEvent[]) => [EVENTS_HEADER, ...list.map(lineOf), ''].join('\n')
  const immune = options.pet ? KITS[options.kind].filter((s) => s.kind === 'motion' && options.petImmuneRooms?.includes(s.room)) : []
  const missing = (options.petImmuneRooms ?? []).filter((room) => !immune.some((s) => s.room === room))
  if (missing.length > 0) throw new Error(`no motion sensor in ${missing.join(', ')} in the ${options.kind} kit${options.pet ? '' : ' (and no pet)'}`)
  const pet = options.pet ? petEvents(life, KITS[options.kind], options.seed).filter((e) => !immune.includes(e.sensor)) : null
  const noteLines = life.notes.map((note) => `${wallClock(note.start)},${wallClock(note.end)},${note.activity}`)
  const meta = {
    name,
    quietSpellsAreReal: true,
    ...(pet ? { pets: true } : {}),
    ...(immune.length > 0 ? { petImmune: immune.map((s) => s.key) } : {}),
    invented: { seed: options.seed, days: options.days, kind: options.kind, awayWeek: options.awayWeek, ...(pet ? { pet: 'cat' } : {}), ...(options.events && Object.keys(options.events).length > 0 ? { events: options.events } : {}), by: 'tools/invent-home.ts' },
  }
  return {
    name,
    eventsCsv: csvOf(events),
    activitiesCsv: ['start,end,activity', ...noteLines, ''].join('\n'),
    homeJson: `${JSON.stringify(meta, null, 2)}\n`,
    eventCount: events.length,
    ...(pet ? { petEventsCsv: csvOf(pet) } : {}),
  }
}

/** Writes the home's three files into `folder` (created if missing) */
export function writeHome(folder: string, home: InventedHome) {
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, 'events.csv'), home.eventsCsv)
  writeFileSync(join(folder, 'activities.csv'), home.activitiesCsv)
  writeFileSync(join(folder, 'home.json'), home.homeJson)
  if (home.petEventsCsv !== undefined) writeFileSync(join(folder, 'pet-events.csv'), home.petEventsCsv)
}
