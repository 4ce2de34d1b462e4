import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isEvidence } from '../../server/engine/engine'
import { loadDataset, type Annotation, type HomeData } from './dataset'
import { inventHome, writeHome, type InventOptions } from './invent-home'
import { KIT_NAMES } from './invent-home-sensors'

const MINUTE_MS = 60_000

function invented(options: Partial<InventOptions> = {}): HomeData {
  const folder = join(mkdtempSync(join(tmpdir(), 'invent-home-')), 'home')
  writeHome(folder, inventHome({ seed: 7, days: 21, kind: 'pir', awayWeek: false, ...options }))
  const [home] = loadDataset(folder)
  if (!home) throw new Error('no home read')
  return home
}

const notes = (home: HomeData, activity: string): Annotation[] => (home.annotations ?? []).filter((a) => a.activity === activity)
const minuteOfDay = (ms: number) => (ms / MINUTE_MS) % (24 * 60)

describe('an invented home', () => {
  it('is the same home from the same seed, and another from another seed', () => {
    const options: InventOptions = { seed: 7, days: 10, kind: 'contacts', awayWeek: false }
    expect(inventHome(options)).toEqual(inventHome(options))
    expect(inventHome({ ...options, seed: 8 }).eventsCsv).not.toEqual(inventHome(options).eventsCsv)
  })

  it('lives the same first weeks however many days are asked for', () => {
    const short = inventHome({ seed: 3, days: 10, kind: 'pir', awayWeek: false })
    const long = inventHome({ seed: 3, days: 20, kind: 'pir', awayWeek: false })
    const firstDays = (csv: string) => csv.split('\n').filter((line) => line < '2025-01-14')
    expect(firstDays(long.activitiesCsv)).toEqual(firstDays(short.activitiesCsv))
  })

  it('is read by the eval with real quiet spells, its sensors in the rooms the engine knows, and annotations', () => {
    const pir = invented()
    expect(pir.name).toBe('invented-pir-s7-21d')
    expect(pir.quietSpellsAreReal).toBe(true)
    expect(pir.home.devices.map((d) => `${d.key}:${d.kind}:${d.room}`).sort()).toEqual(
      ['bathroom-pir:motion:bathroom', 'bedroom-pir:motion:bedroom', 'fridge:contact:kitchen', 'front-door:door:entrance', 'hall-pir:motion:hall', 'kitchen-pir:motion:kitchen', 'living-pir:motion:living'],
    )
    const contacts = invented({ kind: 'contacts' })
    expect(new Set(contacts.home.devices.map((d) => d.room))).toEqual(new Set(['bedroom', 'bathroom', 'toilet', 'kitchen', 'other', 'entrance']))
    expect(contacts.home.devices.some((d) => d.kind === 'motion')).toBe(false)
    for (const home of [pir, contacts]) {
      expect(notes(home, 'go-to-bed')).toHaveLength(22) // the night it starts in, and one a day
      expect(notes(home, 'leave-house').length).toBeGreaterThan(5)
    }
  })

  it("has a small kit: the pir kit's living-room, kitchen and bathroom sensors and front door, logging what they logged there", () => {
    const pir = invented()
    const small = invented({ kind: 'small' })
    expect(small.name).toBe('invented-small-s7-21d')
    expect(small.home.devices.map((d) => `${d.key}:${d.kind}:${d.room}`).sort()).toEqual(
      ['bathroom-pir:motion:bathroom', 'front-door:door:entrance', 'kitchen-pir:motion:kitchen', 'living-pir:motion:living'],
    )
    const kept = new Set(small.home.devices.map((d) => d.key))
    expect(small.events).toEqual(pir.events.filter((e) => kept.has(e.deviceKey)))
    expect(small.annotations).toEqual(pir.annotations)
  })

  it('has a mixed kit: the contacts home as it was, and a living-room motion sensor that sees the person only in there', () => {
    const contacts = invented({ kind: 'contacts' })
    const mixed = invented({ kind: 'mixed' })
    expect(mixed.name).toBe('invented-mixed-s7-21d')
    expect(mixed.home.devices.map((d) => d.key).sort()).toEqual([...contacts.home.devices.map((d) => d.key), 'living-pir'].sort())
    expect(mixed.events.filter((e) => e.deviceKey !== 'living-pir')).toEqual(contacts.events)
    expect(mixed.annotations).toEqual(contacts.annotations)
    const living = mixed.events.filter((e) => e.deviceKey === 'living-pir' && e.active)
    expect(living.length / 21).toBeGreaterThan(20)
    // none while the person sleeps (in the bedroom) at 3 a.m.
    expect(living.filter((e) => e.timestamp.getUTCHours() === 3)).toEqual([])
  })

  it('can have a cat: seen by the motion sensors only, kept apart from the person, whose log is the same as without it', () => {
    const alone = invented()
    const withCat = invented({ pet: true })
    expect(withCat.name).toBe('invented-pir-s7-21d-cat')
    expect(withCat.home.pets).toBe(true)
    expect(alone.home.pets).toBeUndefined()
    expect(alone.petEvents).toEqual([])
    const petSet = new Set(withCat.petEvents)
    expect(withCat.events.filter((event) => !petSet.has(event))).toEqual(alone.events)
    expect(new Set(withCat.petEvents.map((event) => event.kind))).toEqual(new Set(['motion']))
    // an indoor cat, seen tens of times a day, in the night as well as the day
    const seen = withCat.petEvents.filter((event) => event.active)
    expect(seen.length / 21).toBeGreaterThan(30)
    expect(seen.some((event) => event.timestamp.getUTCHours() < 5)).toBe(true)
    // nothing for a cat in a home without motion sensors
    expect(invented({ kind: 'contacts', pet: true }).petEvents).toEqual([])
  })

  it("can keep the cat from some rooms' motion sensors, which home.json marks as ones it cannot set off", () => {
    const seenEverywhere = invented({ pet: true })
    const kept = invented({ pet: true, petImmuneRooms: ['bathroom', 'bedroom'] })
    expect(kept.name).toBe('invented-pir-s7-21d-cat-immune-bathroom-bedroom')
    expect(kept.home.devices.filter((d) => d.petImmune).map((d) => d.key).sort()).toEqual(['bathroom-pir', 'bedroom-pir'])
    expect(seenEverywhere.home.devices.some((d) => d.petImmune)).toBe(false)
    // the same cat, unseen by those two; the person's log untouched
    const rooms = (home: HomeData) => new Set(home.petEvents.map((e) => e.room))
    expect(rooms(seenEverywhere)).toContain('bedroom')
    expect([...rooms(kept)].filter((room) => room === 'bathroom' || room === 'bedroom')).toEqual([])
    expect(kept.petEvents).toEqual(seenEverywhere.petEvents.filter((e) => e.room !== 'bathroom' && e.room !== 'bedroom'))
    const person = (home: HomeData) => {
      const pet = new Set(home.petEvents)
      return home.events.filter((e) => !pet.has(e))
    }
    expect(person(kept)).toEqual(person(seenEverywhere))
    expect(() => inventHome({ seed: 7, days: 21, kind: 'contacts', awayWeek: false, pet: true, petImmuneRooms: ['bathroom'] })).toThrow('no motion sensor in bathroom in the contacts kit')
  })

  it('has every sensor turn on and off in turn', () => {
    for (const kind of KIT_NAMES) {
      const last = new Map<string, boolean>()
      for (const event of invented({ kind }).events) {
        expect(last.get(event.deviceKey)).not.toBe(event.active)
        last.set(event.deviceKey, event.active)
      }
    }
  })

  it('keeps everything inside still while the person is out, and opens the front door only when they go, come back or let someone in', () => {
    for (const kind of KIT_NAMES) {
      const home = invented({ kind })
      const outings = notes(home, 'leave-house')
      const doorMoments = [...outings, ...notes(home, 'visitor')].flatMap((a) => [a.start, a.end])
      for (const event of home.events) {
        const at = event.timestamp.getTime()
        if (event.kind === 'door') expect(doorMoments.some((moment) => Math.abs(moment - at) <= 30_000)).toBe(true)
        else if (event.active) expect(outings.find((a) => at > a.start && at < a.end)).toBeUndefined()
      }
    }
  })

  it('goes to bed in the bedroom: the last movement before each night is there', () => {
    const home = invented()
    const evidence = home.events.filter(isEvidence)
    for (const night of notes(home, 'go-to-bed').slice(1)) {
      const last = evidence.filter((e) => e.timestamp.getTime() <= night.start).at(-1)
      expect(last?.room).toBe('bedroom')
    }
  })

  it('lives no metronome: getting up spreads over more than an hour, and nights have 0 to 3 toilet visits', () => {
    const home = invented({ days: 60 })
    const nights = notes(home, 'go-to-bed').slice(1, -1)
    const ups = nights.map((night) => minuteOfDay(night.end))
    expect(Math.max(...ups) - Math.min(...ups)).toBeGreaterThan(60)
    const visits = nights.map((night) => notes(home, 'use-toilet').filter((a) => a.start > night.start && a.end < night.end).length)
    expect(Math.max(...visits)).toBeLessThanOrEqual(3)
    expect(new Set(visits).size).toBeGreaterThanOrEqual(2)
    expect(notes(home, 'nap').length).toBeGreaterThan(0)
  })

  it('can spend a week away: one outing of about seven days with nothing inside', () => {
    const home = invented({ days: 40, awayWeek: true })
    const longest = Math.max(...notes(home, 'leave-house').map((a) => a.end - a.start))
    expect(longest / (24 * 60 * MINUTE_MS)).toBeGreaterThan(6.5)
    expect(longest / (24 * 60 * MINUTE_MS)).toBeLessThan(7.5)
    expect(() => inventHome({ seed: 1, days: 20, kind: 'pir', awayWeek: true })).toThrow(/at least 35 days/)
  })

  it('can get up later and later: 90 min more over three weeks, the rest of the day as before', () => {
    const plain = invented({ days: 56 })
    const later = invented({ days: 56, events: { laterRising: { fromDay: 21, days: 21, minutes: 90 } } })
    expect(later.name).toBe('invented-pir-s7-56d-later90')
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
    const upOn = (home: HomeData, from: number, to: number) => {
      const first = home.events[0]?.timestamp.getTime() ?? 0
      const day = (a: Annotation) => Math.floor((a.end - first) / (24 * 60 * MINUTE_MS))
      return median(notes(home, 'go-to-bed').filter((a) => day(a) >= from && day(a) < to).map((a) => minuteOfDay(a.end)))
    }
    expect(upOn(later, 0, 21)).toBe(upOn(plain, 0, 21))
    expect(upOn(later, 43, 56) - upOn(plain, 43, 56)).toBeGreaterThan(60)
  })

  it('can be unwell for a week: in all day, with long naps', () => {
    const home = invented({ days: 42, events: { illFromDay: 28 } })
    const first = home.events[0]?.timestamp.getTime() ?? 0
    const inWeek = (a: Annotation) => a.start >= first + 28 * 24 * 60 * MINUTE_MS && a.start < first + 35 * 24 * 60 * MINUTE_MS
    expect(notes(home, 'leave-house').filter(inWeek)).toEqual([])
    const napMinutes = notes(home, 'nap').filter(inWeek).map((a) => (a.end - a.start) / MINUTE_MS)
    expect(napMinutes.length).toBeGreaterThanOrEqual(7)
    expect(Math.max(...napMinutes)).toBeGreaterThan(90)
  })
})
