// A home with a cat or dog the motion sensors can see (EngineHome.pets). A pet walking past a motion
// sensor makes it fire as the person does, so a person lying on the floor while the cat wanders about
// looks busy: on invented homes with a cat, up to 23 of 400 such falls a home went unnoticed for a day.
// What a pet cannot do is open the front door, the fridge or a cupboard, or pull a flush. So such a home
// is also watched on those alone: the longest this person usually goes without using any of them at
// this time of day (learned as the quiet model learns quiet, from the home's own days), and an alert
// when that is passed. It is slower than the motion sensors (the fridge and the doors are used every
// few hours), but it comes whatever the pet does. In such a home no quiet alert is ended by motion.
// A motion sensor the family marks as one the pet cannot set off (a pet-immune sensor, a room the pet is
// kept out of) counts as such a use: a sure sign of the person, as a switch is.
import { dailyMarkNight } from './daily'
import { localClock, DAY_MS, MINUTE_MS, realMinutesUntil } from './local-time'
import { binOf, DEFAULT_QUIET_LIMIT, fadeQuietModel, learnSpell, newQuietModel, quietLimit, type QuietLimitParams, type QuietModel } from './quiet-model'
import { RISE_GRACE_MINUTES } from './inactivity'
import { beganAsleep } from './rest-kind'
import { petLateRise } from './pet-rest'
import { isPresenceDoubtful } from './presence'
import { arrivalOnInside } from './arrival'
import { doubtLimit, endsDoubt, learnDoubt } from './pet-doubt'
import { petPathOnHeld, type PetRests, type PetSeen, type PetStep } from './pet-path'
import { bedCapMinutes, learnDayGap, petGapsNow, PET_BED_RANK, type PetDayGaps } from './pet-day'
import { latestBed } from './sleep'
import type { PetQuiet } from './pet-finding'
import type { EngineDevice, EngineEvent, EngineHome, EngineState } from './types'

/** Days of a pet home's own learning before it is watched on what a pet cannot do */
export const PET_LEARNING_DAYS = 7
/** However short the usual gaps, not using a door, the fridge or a cupboard for less than this is no concern */
export const PET_FLOOR_MINUTES = 120
export { PET_LATE_RISE_RANK } from './pet-rest'

export interface PetWatch {
  /** When watching what a pet cannot do began (learning counts from here) */
  since: number
  /** The motion sensors counted as sure signs while it learned (sorted keys; absent: none) */
  immuneKeys?: string[]
  /** The last use of something a pet cannot use, at home (ms), and where */
  lastAt: number | null
  lastRoom: string | null
  lastDeviceKey: string | null
  /** Gaps between such uses at home, by what was used last and the time of day */
  quiet: QuietModel
  /** The motion sensors' last 'on' lengths (seconds), by sensor: the shortest is how long one sighting holds it on */
  onSeconds?: Record<string, number[]>
  /** Gaps from the front door to the next sure sign with none of her between (pet-doubt.ts); absent until one is learned */
  doubt?: QuietModel
  /**
   * The home says no pet lives there now (the watch is kept, and goes on hearing the doors and switches, for when
   * it is turned back on): set and cleared each evaluation, read where the home is not at hand (pet-rest.ts)
   */
  off?: true
  /** Where she was last seen: not a report that may be the pet wandering in (pet-path.ts); absent until one */
  seen?: PetSeen
  /** Her day's gaps between sure signs, those begun outside her rest (pet-day.ts); absent until one is learned */
  day?: PetDayGaps
  /** Her long quiet spells by day, by room: the rooms she rests in (pet-path.ts); absent until one */
  rests?: PetRests
  /** Her rest going on in a room she rests in, across lone reports on its sensor: from, the last such report, the sensor (pet-path.ts learnBridgedRest) */
  bridge?: { from: number; to: number; deviceKey: string }
  /** The reports inside of the last few minutes, as the tracker read them: read again from a held sensor's late word (pet-path.ts) */
  trail?: PetStep[]
}

const NO_KEYS: ReadonlySet<string> = new Set()

/** A motion sensor the family marks as one the pet cannot set off (the mark means nothing on other kinds) */
const isMarked = (device: EngineDevice) => device.kind === 'motion' && device.petImmune === true

/** The marked motion sensors' keys, sorted, in a home that says a pet lives there ([] otherwise) */
export const markedKeys = (home: EngineHome): string[] => (home.pets === true ? home.devices.filter(isMarked).map((device) => device.key).sort() : [])

/** The motion sensors the family says the pet cannot set off, in a home that says a pet lives there */
export const petImmuneKeys = (home: EngineHome): ReadonlySet<string> => (home.pets === true ? new Set(markedKeys(home)) : NO_KEYS)

/**
 * What a pet cannot do: a door, a switch someone works (fridge, cupboard, flush), a motion sensor the pet
 * cannot set off (`immune`). Not a mat: a cat on the bed or a dog on the sofa presses it
 */
export const isBeyondPet = (event: Pick<EngineEvent, 'kind' | 'deviceKey'>, immune: ReadonlySet<string> = NO_KEYS) =>
  event.kind === 'contact' || event.kind === 'door' || (event.kind === 'motion' && immune.has(event.deviceKey))

/** A report that may be the pet's: a motion sensor it can set off, in a home with a pet */
export const mayBePet = (event: EngineEvent, home: EngineHome, immune: ReadonlySet<string>) => home.pets === true && event.kind === 'motion' && !immune.has(event.deviceKey)

/**
 * Watched on what a pet cannot do: the home says a pet lives there, and has a switch inside or a motion
 * sensor the pet cannot set off to watch (a home with motion sensors and a front door only would be
 * watched on its outings alone, a day apart)
 */
export const isPetWatched = (state: EngineState, home: EngineHome) =>
  home.pets === true && !!state.pets && home.devices.some((device) => device.kind === 'contact' || isMarked(device))

/**
 * Starts learning what a pet cannot do once the home says a pet lives there. It goes on learning if the
 * setting is turned off again (an open alert of its own is still ended only by such a use, and turning
 * it back on does not start another week of learning). A motion sensor no longer marked as one the pet
 * cannot set off made the gaps learned with it too short for what is left: learning starts again (kept
 * in the first week, while a family is still setting up); a newly marked one only makes gaps shorter
 * than those learned, which errs towards waiting, so what was learned is kept. (The scheduler learns it
 * from the stored events instead where it can: pet-history.ts.) `since`: where learning begins if it
 * begins now (this evaluation's moment, or a state begun now's first event)
 */
export function followPetSetting(state: EngineState, home: EngineHome, since: number) {
  if (home.pets !== true) {
    if (state.pets) state.pets.off = true
    return
  }
  const immune = markedKeys(home)
  const watch = (state.pets ??= { since, lastAt: null, lastRoom: null, lastDeviceKey: null, quiet: newQuietModel() })
  delete watch.off
  const before = watch.immuneKeys ?? []
  if (before.some((key) => !immune.includes(key))) {
    if (since - watch.since >= PET_LEARNING_DAYS * DAY_MS) watch.since = since
    watch.quiet = newQuietModel()
    delete watch.doubt
    delete watch.day
  }
  if (immune.length > 0) watch.immuneKeys = immune
  else delete watch.immuneKeys
}

/**
 * Something a pet cannot use was used at `at`. `learn`: the person was taken as at home before it and
 * Hearthwatch was listening, so the gap it ends is learned (a departure's door ends one; a return's door
 * only starts the next; a gap across an outage of Hearthwatch's own, or the hubs unheard, is no habit)
 */
export function petWatchOnUse(state: EngineState, event: EngineEvent, at: number, wasHome: boolean, outageFrom: number | null, immune: ReadonlySet<string>, held = false) {
  const watch = state.pets
  if (!watch || (!held && !isBeyondPet(event, immune))) return
  if (watch.lastAt !== null && at < watch.lastAt) return // a late report: the newer use stands
  const unwatched = state.unheardSince != null || (outageFrom !== null && watch.lastAt !== null && watch.lastAt <= outageFrom && at > outageFrom)
  if (!unwatched && watch.lastAt !== null && watch.lastRoom !== null && watch.lastDeviceKey !== null && at > watch.lastAt) {
    // no sure sign of her since the front door she may have left by: home in doubt, or out and back by the door (pet-doubt.ts)
    if (endsDoubt(state, event, at)) learnDoubt(state, at)
    if (wasHome) learnSpell(watch.quiet, watch.lastRoom, watch.lastDeviceKey, watch.lastAt, at, state.timeZone)
    if (wasHome) learnDayGap(state, at)
  }
  watch.lastAt = at
  watch.lastRoom = event.room
  watch.lastDeviceKey = event.deviceKey
}

/** A motion sensor held on this long past a single sighting's hold saw movement that went on (see petWatchOnRelease) */
export const PET_HELD_RULES = {
  /** Seconds past the sensor's own hold */
  extraSeconds: 25,
  /** 'On' lengths kept per sensor; its hold is the lower quartile of them (one short 'on' from two reports crossing is no hold) */
  keep: 12,
  /** Lengths seen before its hold is trusted */
  atLeast: 4,
}

/** A sensor's hold: the lower quartile of its recent 'on' lengths (seconds) */
const holdOf = (lengths: number[]) => [...lengths].sort((a, b) => a - b)[Math.floor((lengths.length - 1) / 4)] ?? 0

/**
 * A motion sensor the pet can set off said 'no motion' (`previous`: its report before, read before this one
 * was counted). A sighting holds a motion sensor on for a fixed time (its hold); movement that goes on
 * retriggers it and keeps it on longer. A cat walking by, or shifting in its sleep, is one sighting; someone
 * busy in a room keeps it on. Held on well past its own shortest 'on' (the hold, learned from its last
 * reports), it counts as a sure sign of the person, from the last sighting (the release less the hold).
 */
export function petWatchOnRelease(state: EngineState, event: EngineEvent, at: number, previous: { at: number | null; active: boolean | undefined }, wasHome: boolean, outageFrom: number | null, home: EngineHome, immune: ReadonlySet<string>) {
  const watch = state.pets
  if (!watch || home.pets !== true || event.kind !== 'motion' || event.active || immune.has(event.deviceKey)) return
  if (previous.active !== true || previous.at === null || at <= previous.at) return
  const seconds = Math.round((at - previous.at) / 1000)
  const lengths = ((watch.onSeconds ??= {})[event.deviceKey] ??= [])
  const hold = lengths.length >= PET_HELD_RULES.atLeast ? holdOf(lengths) : null
  lengths.push(seconds)
  if (lengths.length > PET_HELD_RULES.keep) lengths.splice(0, lengths.length - PET_HELD_RULES.keep)
  if (hold === null || seconds < hold + PET_HELD_RULES.extraSeconds) return
  // on before the front door's latest report: someone at the door going out or coming in, not a sign of her inside after it
  if (state.presence.doorAt !== null && previous.at <= state.presence.doorAt) return
  const sightedAt = at - hold * 1000
  petWatchOnUse(state, event, sightedAt, wasHome, outageFrom, immune, true)
  // after the door she came in by, a second such sighting is her walking in, as the fridge would be, and 'Came in, nothing
  // since' ends (arrival.ts). She stood in the hall 13 min after coming in, its sensor held on again and again, each 'on'
  // past the walk-in window: set aside as the pet's, and the alert came 32 min after the door while the pet watch had her
  // sure signs (pet-s200's 25 Jan). One alone may be the cat's: its living room held 50 s 20 min after pet-s97's door of
  // 16 Feb 11:17 ended the watch in a fall-on-the-way-in trial, found 750 min after the door instead of 33
  const cameIn = state.presence.cameIn
  if (cameIn && sightedAt >= cameIn.lastAt) {
    if (cameIn.heldAt === undefined) cameIn.heldAt = sightedAt
    else arrivalOnInside(state.presence, cameIn.heldAt)
  }
  if (state.presence.mode === 'home') petPathOnHeld(state, event, sightedAt)
  // more than the pet moved since the door: she is home, not home in doubt (after the spell in doubt it ends is learned)
  if (isPresenceDoubtful(state.presence)) state.presence.matOnlySince = null
  // her night is read from what is surely her: the pet's single sightings left no 3 h of quiet to read it from
  if (state.presence.mode === 'home') dailyMarkNight(state.daily, event.room, localClock(sightedAt, state.timeZone), event.kind)
}

export function fadePetWatch(state: EngineState, days: number) {
  if (state.pets) fadeQuietModel(state.pets.quiet, days)
  if (state.pets?.doubt) fadeQuietModel(state.pets.doubt, days)
  if (state.pets?.day) fadeQuietModel(state.pets.day.gaps, days)
}

/** The home has motion sensors the pet can set off: held on by movement that goes on, they count as sure signs (petWatchOnRelease) */
const heldMotionCounts = (home: EngineHome) => home.devices.some((device) => device.kind === 'motion' && !isMarked(device))

/** The rooms of the home's motion sensors the pet cannot set off, each once, in the order registered */
const immuneRoomsOf = (home: EngineHome) => [...new Set(home.devices.filter(isMarked).map((d) => d.room))]

/** How long the person has gone without using what a pet cannot, against how long is usual now; null when not judged */
export function assessPetQuiet(state: EngineState, home: EngineHome, now: number, params: QuietLimitParams = DEFAULT_QUIET_LIMIT): PetQuiet | null {
  const watch = state.pets
  if (!watch || !isPetWatched(state, home) || watch.lastAt === null || watch.lastRoom === null || watch.lastDeviceKey === null) return null
  if (state.presence.mode !== 'home' || now - watch.since < PET_LEARNING_DAYS * DAY_MS) return null
  const bin = binOf(localClock(now, state.timeZone).minuteOfDay)
  // the usual gaps are hours long and take in outings the pet made look like home: they vary as rest does (sleep's
  // margins), no cap on what wider contexts lend; begun in her day, her day's gaps, not her nights' (pet-day.ts)
  const gaps = petGapsNow(state, now) ?? watch.quiet
  const sleepPair = { ...params, factor: params.nightFactor, marginMinutes: params.nightMarginMinutes, floorMinutes: PET_FLOOR_MINUTES, borrowCapMinutes: 0 }
  const limit = quietLimit(gaps, watch.lastRoom, watch.lastDeviceKey, bin, sleepPair)
  // begun in her day, and her day's gaps from there end before her going to bed: overdue an hour after her second latest
  // bedtime (pet-day.ts). Her usual longest gap from there is read now until that bedtime, then as at the bedtime: read
  // after it, where her day's gaps have little of their own and lean on her nights, the cap went in the hour it was for
  const bedMinute = latestBed(state.daily.history, PET_BED_RANK)
  const bedMs = bedMinute === null ? now : watch.lastAt + realMinutesUntil(watch.lastAt, bedMinute, state.timeZone) * MINUTE_MS
  const fromThere = quietLimit(gaps, watch.lastRoom, watch.lastDeviceKey, binOf(localClock(Math.min(now, bedMs), state.timeZone).minuteOfDay), sleepPair)
  const bedCap = gaps === watch.day?.gaps ? bedCapMinutes(state, fromThere.usualLongestMinutes) : null
  const day = bedCap !== null && bedCap < limit.limitMinutes ? { ...limit, limitMinutes: Math.max(PET_FLOOR_MINUTES, bedCap) } : limit
  const maybeOut = isPresenceDoubtful(state.presence)
  // home only in doubt since the door: judged against the spells in doubt there have been, her outings among them
  const doubt = doubtLimit(state, bin, { ...params, factor: params.nightFactor, marginMinutes: params.nightMarginMinutes, floorMinutes: PET_FLOOR_MINUTES, borrowCapMinutes: 0 })
  const judged = doubt !== null && doubt.limitMinutes > day.limitMinutes ? doubt : day
  // begun in the usual night: what a pet cannot do waits for a late morning of hers (sleep waits for the usual one, inactivity.ts)
  const untilUp = beganAsleep(state, watch.lastAt) ? realMinutesUntil(watch.lastAt, petLateRise(state), state.timeZone) + RISE_GRACE_MINUTES : 0
  return {
    quietMinutes: (now - watch.lastAt) / MINUTE_MS,
    limitMinutes: Math.max(judged.limitMinutes, untilUp),
    usualLongestMinutes: judged.usualLongestMinutes,
    lastAt: watch.lastAt,
    room: watch.lastRoom,
    maybeOut,
    immuneRooms: immuneRoomsOf(home),
    immuneSensors: markedKeys(home).length,
    heldCounts: heldMotionCounts(home),
  }
}

export interface PetWatchStatus {
  /** The last sure sign at home (a door, the fridge, a cupboard, a flush, a marked motion sensor; ms), or null before any */
  lastUseAt: number | null
  /** Still in its first week: it does not alert yet */
  isLearning: boolean
  /** Rooms of the motion sensors the pet cannot set off, whose movement is a sure sign too ([] when none) */
  immuneRooms: string[]
  /** Motion sensors the pet can set off count too when kept on by someone moving about for a while */
  heldMotionCounts: boolean
  /** The last sure sign was such a sensor, kept on: its room; null when it was anything else, or before any */
  lastHeldRoom: string | null
}

/** What the dashboard shows of the watch in a home with a pet; null where it does not watch (no pet said, or no switch inside) */
export function petWatchStatus(state: EngineState, home: EngineHome, now: number): PetWatchStatus | null {
  const watch = state.pets
  if (!watch || !isPetWatched(state, home)) return null
  // the last sure sign on a motion sensor not marked as one the pet cannot set off: it was kept on (petWatchOnRelease)
  const last = home.devices.find((device) => device.key === watch.lastDeviceKey)
  const held = watch.lastAt !== null && last?.kind === 'motion' && !isMarked(last)
  return {
    lastUseAt: watch.lastAt,
    isLearning: now - watch.since < PET_LEARNING_DAYS * DAY_MS,
    immuneRooms: immuneRoomsOf(home),
    heldMotionCounts: heldMotionCounts(home),
    lastHeldRoom: held ? (watch.lastRoom ?? last.room) : null,
  }
}
