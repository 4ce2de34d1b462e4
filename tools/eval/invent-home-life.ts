// An invented older person's life, as a timeline of stays (where they are, how much they move, what
// they open) with the annotations a resident would have made. Sensors are laid over it afterwards
// (invent-home-sensors.ts), so one life can be watched by different sensor kits. Used to check the
// engine on homes nobody tuned it on (issue 5): the numbers below were chosen for plausibility before
// the engine was run on any invented home, and must not be tuned to its results.
import { around, between, hashSeed, mulberry32 } from '../../server/demo/prng'

export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS

export type Place = 'bedroom' | 'bathroom' | 'toilet' | 'kitchen' | 'living' | 'hall' | 'utility' | 'out'
/** How much the person moves there: what a motion sensor gets to see */
export type Motion = 'walk' | 'busy' | 'light' | 'still' | 'doze' | 'asleep' | 'none'
export type Thing = 'fridge' | 'freezer' | 'pans' | 'plates' | 'cups' | 'groceries' | 'microwave' | 'dishwasher' | 'washing-machine' | 'flush'

/** Something opened (a cupboard, the fridge) or worked (the flush) for a few seconds */
export interface Use {
  at: number
  thing: Thing
  seconds: number
}

export interface Stay {
  place: Place
  from: number
  to: number
  motion: Motion
  uses: Use[]
  /** Pulls the room's door shut behind them on the way in (to bed, for a nap) */
  closesDoor?: boolean
  /** The front door opens at these moments while they stay in (a visitor comes or goes) */
  frontDoorAt?: number[]
}

export interface Note {
  start: number
  end: number
  activity: string
}

export interface Life {
  startMs: number
  endMs: number
  stays: Stay[]
  notes: Note[]
}

const wholeSecond = (ms: number) => Math.round(ms / 1000) * 1000
const isOpenPlan = (a: Place, b: Place) => (a === 'kitchen' && b === 'living') || (a === 'living' && b === 'kitchen')

/** Appends stays one after another; a move between rooms that are not adjoining passes the hall */
export class LifeBuilder {
  readonly stays: Stay[] = []
  readonly notes: Note[] = []

  constructor(
    public t: number,
    public place: Place,
    private readonly rng: () => number,
  ) {}

  /** Goes to `place` and stays there `minutes` (whole seconds, at least one) */
  stay(place: Place, minutes: number, motion: Motion, closesDoor = false): Stay {
    if (place !== this.place && this.place !== 'hall' && place !== 'hall' && !isOpenPlan(this.place, place)) {
      this.append('hall', between(this.rng, 4, 12) / 60, 'walk', false)
    }
    return this.append(place, minutes, motion, closesDoor)
  }

  note(activity: string, start: number, end = this.t) {
    this.notes.push({ start, end, activity })
  }

  /** Opens `things` one after another inside `stay`, each for a few seconds */
  use(stay: Stay, things: Thing[]) {
    const slot = (stay.to - stay.from) / (things.length + 1)
    things.forEach((thing, i) => {
      const at = wholeSecond(stay.from + slot * (i + 0.5) + between(this.rng, 0, slot / 2))
      const seconds = thing === 'flush' ? 1 : Math.round(Math.min(slot / 2000, between(this.rng, 3, 45)))
      stay.uses.push({ at, thing, seconds: Math.max(1, seconds) })
    })
  }

  private append(place: Place, minutes: number, motion: Motion, closesDoor: boolean): Stay {
    const to = wholeSecond(this.t + Math.max(1000, minutes * MINUTE_MS))
    const stay: Stay = { place, from: this.t, to, motion, uses: [], ...(closesDoor ? { closesDoor } : {}) }
    this.stays.push(stay)
    this.t = to
    this.place = place
    return stay
  }
}

/** One person's habits, drawn once per seed */
export interface Profile {
  /** Usual getting-up and bed times on a weekday, minutes after midnight */
  wakeMinute: number
  bedMinute: number
  dinnerMinute: number
  weekendLieInMinutes: number
  /** Mean night-time toilet visits (0–3 a night) */
  nightVisits: number
  showerChance: number
  napChance: number
  /** Chance that a sit of half an hour or more in the evening has a doze in it (half that after lunch) */
  dozeChance: number
  teaChance: number
  /** Multiplies the chances of going out */
  outgoing: number
  /** 1–5 = Monday–Friday: a weekly afternoon club */
  clubDay: number
  /** 0 = Sunday … 6 = Saturday */
  shoppingDays: number[]
  laundryDays: number[]
  churchgoer: boolean
  walker: boolean
  /** Slow drift of the daily timetable: a seasonal swing plus a wandering part */
  drift: { amplitudeMinutes: number; periodDays: number; phase: number }
}

export function makeProfile(seed: number): Profile {
  const rng = mulberry32(hashSeed(seed, 1))
  const weekday = () => 1 + Math.floor(rng() * 5)
  const clubDay = weekday()
  const shopping = weekday()
  return {
    wakeMinute: around(rng, 6 * 60 + 15, 8 * 60 + 15),
    bedMinute: around(rng, 21 * 60 + 30, 23 * 60 + 15),
    dinnerMinute: around(rng, 17 * 60 + 15, 18 * 60 + 30),
    weekendLieInMinutes: between(rng, 10, 60),
    nightVisits: between(rng, 0.4, 1.8),
    showerChance: between(rng, 0.25, 0.6),
    napChance: between(rng, 0.15, 0.55),
    dozeChance: between(rng, 0.1, 0.35),
    teaChance: between(rng, 0.4, 0.9),
    outgoing: between(rng, 0.6, 1.3),
    clubDay,
    shoppingDays: [shopping, 1 + ((shopping + 1) % 5)],
    laundryDays: [weekday(), 6],
    churchgoer: rng() < 0.4,
    walker: rng() < 0.5,
    drift: { amplitudeMinutes: between(rng, 10, 35), periodDays: between(rng, 60, 200), phase: between(rng, 0, 2 * Math.PI) },
  }
}

/** Minutes the timetable has drifted by on each day: seasonal swing + an AR(1) wander (sd ≈ 13 min) */
export function driftSeries(seed: number, profile: Profile, days: number): number[] {
  const rng = mulberry32(hashSeed(seed, 2))
  const { amplitudeMinutes, periodDays, phase } = profile.drift
  let wander = 0
  return Array.from({ length: days }, (_, d) => {
    wander = 0.95 * wander + around(rng, -7, 7) * 1.7
    return amplitudeMinutes * Math.sin((2 * Math.PI * d) / periodDays + phase) + wander
  })
}

/** Cuts the life at `endMs` (the person is asleep there, mid-night) */
export function clipLife(life: Life): Life {
  const stays = life.stays
    .filter((stay) => stay.from < life.endMs)
    .map((stay) => ({ ...stay, to: Math.min(stay.to, life.endMs), uses: stay.uses.filter((use) => use.at < life.endMs) }))
  const notes = life.notes.filter((note) => note.start < life.endMs).map((note) => ({ ...note, end: Math.min(note.end, life.endMs) }))
  return { ...life, stays, notes: notes.sort((a, b) => a.start - b.start) }
}
