// Where she was last seen, in a home with a pet (EngineHome.pets). The motion watch counts its quiet spell from
// the last movement any motion sensor saw and judges it by that sensor's room, so a cat walking into the kitchen
// minutes after she lay down in the bedroom began a kitchen spell (the kitchen's 45 min: pet-s7's 9 Feb, a nap
// 13:48-14:54, alerted at 14:38), and one crossing the hall a hall spell (pet-s2's 25 Feb). A person is seen on her
// way from room to room: the sensor of the room she left, or the hall, fires seconds before the next. A cat wanders
// in unseen: on the invented cat homes (seeds 2-7), of the motion reports on another sensor than the report before
// and more than 2 min after it, the cat's were 2846 of 3018 in the hall, 2257 of 2516 in the kitchen, 433 of 498 in
// the bathroom. Such a report within 15 min of her being seen in the bedroom may be the pet while she lies down:
// the motion watch then alerts once both spells are overdue, the one since the report (it was her) and the one
// since she was seen in the bedroom (it was the pet). The bedroom, and a room this home's own days show she rests in
// long: her quiet spells of half an hour (07-22), after the reports taken as hers, came after the living room 59-92
// times in 53 days on the cat homes s2, s3, s7, s67, s68, the bedroom 15-20, the hall 1-7, the kitchen 1-4 (METHOD.md,
// session 42).
import { dayMinute, localClock, MINUTE_MS } from './local-time'
import { learnSpell } from './quiet-model'
import { beganAsleep } from './rest-kind'
import { usualNight } from './sleep'
import { isPassage } from './rooms'
import type { EngineEvent, EngineState } from './types'

export const PET_PATH_RULES = {
  /** A report on another sensor within this long of the one before it is someone on their way (seconds) */
  pathSeconds: 120,
  /** A step on her way this soon after the report before (or while that sensor is still on) is hardly the pet's coincidence (seconds) */
  closeSeconds: 10,
  /** Only a report this soon after she was last seen leaves her there (minutes) */
  seenWithinMinutes: 15,
  /** A quiet this long by day after a report taken as hers is her resting where she was seen (minutes) */
  restMinutes: 30,
  /** A room with this share of her rests is one she rests in long, once she has had `restEvidence` rests */
  restShare: 0.25,
  restEvidence: 10,
  /** Each new rest fades the ones before by this much, so the rooms follow a routine that changes (about 50 rests) */
  restFade: 0.98,
  /** The reports kept for a held sensor's late word (its release comes after she has walked on): this long, at most this many */
  trailSeconds: 300,
  trailLength: 12,
}

/** Her rests by day (PET_PATH_RULES.restMinutes or longer after a report taken as hers), by room, faded (pets.ts PetWatch.rests) */
export interface PetRests {
  rooms: Record<string, number>
  total: number
}

/** Where she was last seen (pets.ts PetWatch.seen) */
export interface PetSeen {
  at: number
  room: string
  deviceKey: string
  kind: EngineEvent['kind']
  /** A mat's report said it was pressed */
  active: boolean
  /**
   * Followed there: a sure sign of her (a switch, the front door just before, a sensor held on), her way from where
   * she was seen, or the same sensor again straight after such a report. Absent when her sensor fired again after
   * another sensor's report that was not on her way: her after the pet's wandering, or the pet coming into her room
   */
  followed?: true
  /**
   * Followed there closely: a sure sign, or a step within `closeSeconds` of her report before (or while its sensor was
   * still on), or the same sensor again straight after such a report (the pet's report can fall within `pathSeconds`
   * of hers by chance: pet-s3's kitchen 30 s after her bedroom)
   */
  close?: true
  /**
   * Seen by a sensor held on (petWatchOnRelease), and by nothing since but that sensor again: the pet holds one on now
   * and then (session 39's 0.5 %), so in her night such a sighting alone does not say she got up (spellSeenElsewhere)
   */
  held?: true
  /**
   * Stepped into a passage (the hall) from a room she was seen in, by a report the pet could have made, and seen by
   * nothing since but that sensor again: that room's sighting (the cat crossing the hall seconds behind her, pet-hall.ts)
   */
  from?: PetSighting
}

/** A sighting of hers: when, where, by which sensor */
export type PetSighting = Pick<PetSeen, 'at' | 'room' | 'deviceKey' | 'kind'>

/**
 * A report inside at home, the newest (engine.ts, before the state's last movement is moved to it). `petLike`: a
 * motion sensor the pet can set off. She was seen there unless it may be the pet wandering in: a pet-like report
 * on another sensor than where she was last seen, that did not follow within `pathSeconds` the report she was
 * last seen by (or the front door)
 */
export function petPathOnInside(state: EngineState, event: EngineEvent, at: number, petLike: boolean) {
  const watch = state.pets
  if (!watch) return
  learnRest(state, at)
  const previousOn = previousStillOn(state, event.deviceKey)
  const step: PetStep = { at, room: event.room, deviceKey: event.deviceKey, kind: event.kind, active: event.active, petLike, previousKey: state.lastDeviceKey, previousAt: state.lastInsideAt, previousOn, doorAt: state.presence.doorAt }
  watch.trail = [...(watch.trail ?? []).filter((s) => at - s.at <= PET_PATH_RULES.trailSeconds * 1000), step].slice(-PET_PATH_RULES.trailLength)
  const next = seenAfter(watch.seen, step)
  if (next) watch.seen = next
}

/** The sensor of the report before, another than `deviceKey`, is still on: held on by someone moving about there, a step away */
export const previousStillOn = (state: EngineState, deviceKey: string) =>
  state.lastDeviceKey !== null && state.lastDeviceKey !== deviceKey && state.devices[state.lastDeviceKey]?.lastActive === true

/** A report inside, as the tracker reads it: the report before it (its sensor, when, still on) and the front door's latest */
export interface PetStep {
  at: number
  room: string
  deviceKey: string
  kind: EngineEvent['kind']
  active: boolean
  petLike: boolean
  previousKey: string | null
  previousAt: number | null
  previousOn: boolean
  doorAt: number | null
}

/** Where she was seen after the report `step`, from where she was seen before it; null when it leaves her there */
function seenAfter(seen: PetSeen | undefined, step: PetStep): PetSeen | null {
  const { at, petLike, previousAt, previousOn } = step
  const onPath = (from: number | null) => from !== null && at - from <= PET_PATH_RULES.pathSeconds * 1000
  // the report before this one was where she was seen, and that sensor fired within `pathSeconds` or is still on
  // (held on by her moving about there: seed 7's 18 Feb, 150 s in the bedroom, then the hall 128 s after it came on)
  const fromSeen = step.previousKey !== null && seen?.deviceKey === step.previousKey && previousAt !== null && seen.at >= previousAt
  const seenThere = !petLike || !seen || step.deviceKey === seen.deviceKey || (fromSeen && (onPath(previousAt) || previousOn)) || onPath(step.doorAt)
  if (!seenThere) return null
  const again = seen?.deviceKey === step.deviceKey
  const followed = !petLike || onPath(step.doorAt) || (fromSeen && (again ? seen.followed === true : true))
  const quick = previousOn || (previousAt !== null && at - previousAt <= PET_PATH_RULES.closeSeconds * 1000)
  const close = !petLike || onPath(step.doorAt) || (fromSeen && (again ? seen.close === true : quick))
  const held = again && seen.held === true && petLike
  const from = petLike && !onPath(step.doorAt) ? hallFrom(seen, step, again, fromSeen) : undefined
  return { at, room: step.room, deviceKey: step.deviceKey, kind: step.kind, active: step.active, ...(followed ? { followed: true as const } : {}), ...(close ? { close: true as const } : {}), ...(held ? { held: true as const } : {}), ...(from ? { from } : {}) }
}

/** Where she was seen before a pet-like step into a passage from her sighting in a room (`stepped`), kept while that sensor fires again */
function hallFrom(seen: PetSeen | undefined, step: PetStep, again: boolean, stepped: boolean): PetSighting | undefined {
  if (!seen) return undefined
  if (again) return seen.from
  if (!stepped || !isPassage(step.room) || isPassage(seen.room)) return undefined
  return { at: seen.at, room: seen.room, deviceKey: seen.deviceKey, kind: seen.kind }
}

/**
 * The quiet ending with the report at `at`: when the report before it was taken as hers (where she was last seen),
 * by day, with no front door between, a quiet of `restMinutes` or more was her resting in that room
 */
function learnRest(state: EngineState, at: number) {
  const watch = state.pets
  const seen = watch?.seen
  const from = state.lastInsideAt
  if (!watch || !seen || !seen.followed || from === null || seen.at !== from || seen.deviceKey !== state.lastDeviceKey) return
  if (at - from < PET_PATH_RULES.restMinutes * MINUTE_MS || (state.presence.doorAt !== null && state.presence.doorAt >= from) || beganAsleep(state, from)) return
  const rests = (watch.rests ??= { rooms: {}, total: 0 })
  for (const room of Object.keys(rests.rooms)) rests.rooms[room] = (rests.rooms[room] ?? 0) * PET_PATH_RULES.restFade
  rests.total = rests.total * PET_PATH_RULES.restFade + 1
  rests.rooms[seen.room] = (rests.rooms[seen.room] ?? 0) + 1
}

/**
 * Where she was last seen is a room she rests in long: the bedroom at any hour (lying down, session 41), or by day a
 * room with `restShare` of her rests, seen there by a report that followed her there (the pet walking back into her
 * room and out again, seen so, kept a fall's trials waiting all evening on pet-s67). Not in the usual night: her
 * rests are learned by day, and a spell begun then waits for her getting-up time
 */
export function isRestRoom(state: EngineState, seen: PetSeen): boolean {
  if (seen.room === 'bedroom') return true
  if (!seen.followed || beganAsleep(state, seen.at)) return false
  return restsIn(state, seen.room)
}

/** A room her own days show she rests in long by day: `restShare` of her rests, once she has had `restEvidence` */
function restsIn(state: EngineState, room: string): boolean {
  const rests = state.pets?.rests
  if (!rests || rests.total < PET_PATH_RULES.restEvidence) return false
  return (rests.rooms[room] ?? 0) >= PET_PATH_RULES.restShare * rests.total
}

/**
 * A sure sign of her on a motion sensor (held on, pets.ts): she was there at `sightedAt`. Its word comes at the
 * release, after her last movement there, and she may have walked on meanwhile: the reports since are read again
 * from there (pet-s2's 3 Feb: the bathroom held, released at 20:24:16, after her hall at 20:23:54 and her living room
 * at 20:24:05; read as the bathroom alone, she was put back in a room she had left)
 */
export function petPathOnHeld(state: EngineState, event: EngineEvent, sightedAt: number) {
  const watch = state.pets
  if (!watch || (watch.seen && watch.seen.at > sightedAt)) return
  watch.seen = { at: sightedAt, room: event.room, deviceKey: event.deviceKey, kind: 'motion', active: true, followed: true, close: true, held: true }
  for (const step of watch.trail ?? []) {
    if (step.at <= sightedAt) continue
    const next = seenAfter(watch.seen, step)
    if (next) watch.seen = next
  }
}

/**
 * The motion watch's spell began with a report that may have been the pet's: the state as if the spell had begun
 * where she was last seen (to be judged as the spell is), or null when the spell began where she was seen
 */
export function spellWhereSeen(state: EngineState): EngineState | null {
  const seen = state.pets?.seen
  if (!seen || state.pets?.off || state.lastInsideAt === null || seen.at >= state.lastInsideAt) return null
  if (state.lastInsideAt - seen.at > PET_PATH_RULES.seenWithinMinutes * MINUTE_MS && !awayAfterBed(state, seen)) return null
  // lying down, or sitting where she rests long: after the kitchen or the hall it cost the trials more than it saved
  // (METHOD.md, sessions 41 and 42)
  if (!isRestRoom(state, seen)) return null
  const mat = seen.kind === 'pressure'
  return { ...state, lastInsideAt: seen.at, lastRoom: seen.room, lastDeviceKey: seen.deviceKey, lastOnMat: mat && seen.active, lastMat: mat, lastMotion: seen.kind === 'motion' }
}

/**
 * In her usual night, a spell begun in another room than the bedroom by a report not taken as hers, while she was last
 * seen in the bedroom, whenever that was: she went to bed and the cat walked about later (pet-s170's 19 Feb: in bed from
 * 20:16, the cat's hall at 22:10, judged by the hall's limit, an emergency at 00:45; the same evening the cat's kitchen at
 * 21:12, judged by the kitchen's 45 min, an alert at 21:58). Her own way out of bed shows first on the bedroom's sensor,
 * and the tracker follows it (METHOD.md, sessions 53 and 54)
 */
function awayAfterBed(state: EngineState, seen: PetSeen): boolean {
  return seen.room === 'bedroom' && state.lastRoom !== null && state.lastRoom !== 'bedroom' && state.lastInsideAt !== null && beganAsleep(state, state.lastInsideAt)
}

/** Minutes from `from` to when the spell whose limit is `limitMinutes` from `start` runs out */
export const minutesToEnd = (from: number, start: number, limitMinutes: number) => (start - from) / MINUTE_MS + limitMinutes

/**
 * The motion watch's spell began with a report that may have been the pet's (not taken as hers: no way there from
 * where she was seen), in the bedroom or in a room she does not rest in, and she was last seen on another sensor,
 * closely followed there: the state as if the spell, from the same moment, were in the room she was seen in (the
 * bedroom's limits are a nap's or an early night's: a cat asleep on the bed kept a fall's trials waiting for them; the
 * hall's and the kitchen's are lengthened by the cat's own sightings before her long sits, session 42). Null otherwise,
 * and in the night. Not a room she rests in: the cat walking into her living room and her walking into it unseen (the
 * tracker losing her) look the same, and her sit would be judged on the room she left (session 44)
 */
export function spellSeenElsewhere(state: EngineState): EngineState | null {
  const seen = state.pets?.seen
  if (!seen || state.pets?.off || !seen.close || state.lastInsideAt === null || state.lastRoom === null) return null
  // the bedroom (the cat asleep on the bed), or a room she does not rest in (the cat passing through the hall or the
  // kitchen); not a room she rests in: there the tracker's losses are her own sits (METHOD.md, session 44)
  if (state.lastRoom !== 'bedroom' && restsIn(state, state.lastRoom)) return null
  if (seen.room === 'bedroom' || seen.at >= state.lastInsideAt || seen.deviceKey === state.lastDeviceKey || !state.lastMotion) return null
  if (beganAsleep(state, state.lastInsideAt) || heldInHerNight(state, seen)) return null
  const mat = seen.kind === 'pressure'
  return { ...state, lastRoom: seen.room, lastDeviceKey: seen.deviceKey, lastOnMat: mat && seen.active, lastMat: mat, lastMotion: seen.kind === 'motion' }
}

/**
 * Seen only by a sensor held on, in her night or before her usual getting-up time (from an hour before her usual
 * bedtime): the cat can hold one on, and nothing else of her says she got up (pet-s5's 14 Jan: the living room held 50 s
 * at 06:33 while she slept until 07:38, then the cat on the bed judged on the living room's 45 min)
 */
function heldInHerNight(state: EngineState, seen: PetSeen): boolean {
  if (!seen.held) return false
  const { bedMinute, riseMinute } = usualNight(state.daily.history)
  const at = localClock(seen.at, state.timeZone).minuteOfDay
  const from = dayMinute(bedMinute - 60)
  const to = dayMinute(riseMinute)
  return from <= to ? at >= from && at < to : at >= from || at < to
}

/** A quiet this long on each side of a lone report on her rest room's sensor keeps the rest one (minutes, bridgeRest) */
export const BRIDGE_MINUTES = 10

/**
 * In a pet home, a quiet spell ends at `at` by a motion report on `deviceKey` (engine.ts, after learning the spell). Her
 * rest in a room she rests in by day is broken by lone reports on its sensor (her stir, or the cat walking in: both
 * taken as hers), so the quiet model learned her naps in pieces and an unbroken nap outran the record (METHOD.md,
 * session 53). A spell after that sensor, begun by such a report `BRIDGE_MINUTES` or more after the quiet before it
 * there, is learned again from that quiet's start: the whole rest, once it ends (on any sensor)
 */
export function learnBridgedRest(state: EngineState, deviceKey: string, at: number, upAndAbout: boolean) {
  const watch = state.pets
  if (!watch || watch.off || state.lastInsideAt === null || state.lastRoom === null || state.lastDeviceKey === null) return
  const long = at - state.lastInsideAt >= BRIDGE_MINUTES * MINUTE_MS
  const bridge = watch.bridge
  const from = bridge && bridge.deviceKey === state.lastDeviceKey && bridge.to === state.lastInsideAt && long ? bridge.from : null
  if (from !== null) learnSpell(state.quiet, state.lastRoom, state.lastDeviceKey, from, at, state.timeZone, null, upAndAbout)
  const again = deviceKey === state.lastDeviceKey && long && state.lastMotion === true && restsIn(state, state.lastRoom) && !beganAsleep(state, state.lastInsideAt)
  if (again) watch.bridge = { from: from ?? state.lastInsideAt, to: at, deviceKey }
  else delete watch.bridge
}
