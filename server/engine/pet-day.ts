// Her day's gaps between sure signs, in a home with a pet (EngineHome.pets). The pet watch judges how long she
// has gone without a sure sign of her (a door, the fridge, a cupboard, a sensor held on: pets.ts) against the
// longest such gaps learned at this time of day, leaning on wider windows (three hours either side) where its
// own evidence is thin. Her nights are among those gaps: from her last sure sign going to bed to the morning's,
// eight hours and more. So an evening spell, judged near her bedtime, borrowed the nights' lengths: on the
// invented cat homes every night she went to bed with a sure sign (the bathroom, the bedroom held on as she
// settled), yet a fall at 20:00 in the living room was found the next morning (pet-s2's evening trials, 410-700
// min). Her day's gaps, those begun outside her rest, are learned apart too, and a spell begun outside her rest
// is judged on them: at 23:00 it is judged on how long her day's gaps have run on to 23:00, not on her nights.
// Nothing is assumed of her bedtime: a person who goes to bed without a sure sign teaches her day's gaps to run
// on to the morning, and the watch waits as it did.
import { DAY_MS, realMinutesUntil } from './local-time'
import { learnSpell, newQuietModel, type QuietModel } from './quiet-model'
import { beganAsleep, EARLY_NIGHT_HOURS } from './rest-kind'
import { latestBed, usualNight } from './sleep'
import type { EngineState } from './types'

/** Her day's gaps, learned apart (PetWatch.day) */
export interface PetDayGaps {
  /** When they began to be learned: trusted a week later (the pet watch's own week, PET_LEARNING_DAYS) */
  since: number
  gaps: QuietModel
}

/** Days of learning before her day's gaps are trusted (a state saved before them goes on the old gaps meanwhile) */
export const PET_DAY_LEARNING_DAYS = 7

/**
 * A pet-watch spell begun at `startMs` after a sure sign in `room` began in her day: not in the usual night,
 * and not an early night (the bedroom, up to EARLY_NIGHT_HOURS before the usual bedtime: rest-kind.ts)
 */
export function beganInDay(state: EngineState, startMs: number, room: string): boolean {
  if (beganAsleep(state, startMs)) return false
  if (room !== 'bedroom') return true
  return realMinutesUntil(startMs, usualNight(state.daily.history).bedMinute, state.timeZone) > EARLY_NIGHT_HOURS * 60
}

/** Learns the pet watch's spell that a sure sign at `endMs` ends (she was at home), when it began in her day */
export function learnDayGap(state: EngineState, endMs: number) {
  const watch = state.pets
  if (!watch || watch.lastAt === null || watch.lastRoom === null || watch.lastDeviceKey === null) return
  if (!beganInDay(state, watch.lastAt, watch.lastRoom)) return
  const day = (watch.day ??= { since: watch.lastAt, gaps: newQuietModel() })
  learnSpell(day.gaps, watch.lastRoom, watch.lastDeviceKey, watch.lastAt, endMs, state.timeZone)
}

/** The gaps the pet watch's current spell is judged on at `now`: her day's, when it began in her day and they are trusted */
export function petGapsNow(state: EngineState, now: number): QuietModel | null {
  const watch = state.pets
  if (!watch || watch.lastAt === null || watch.lastRoom === null) return null
  const day = watch.day
  const trusted = day !== undefined && now - day.since >= PET_DAY_LEARNING_DAYS * DAY_MS
  return trusted && beganInDay(state, watch.lastAt, watch.lastRoom) ? day.gaps : watch.quiet
}

/** A day's spell still going this long after her latest bedtime of the recent nights is overdue (minutes) */
export const PET_BED_MARGIN_MINUTES = 60
/**
 * Which of the recent nights' bedtimes, latest first, is her latest: the second. A pet home's night is read from the
 * motion sensors, and the cat moving about after she went to bed can push one night's reading hours late (pet-s121:
 * 21:23 read as 02:20, 22:13 as 03:53); with the latest, that one night held every evening spell of the next two
 * weeks to the small hours
 */
export const PET_BED_RANK = 2

/**
 * Minutes from the pet watch's last sure sign to an hour after her latest bedtime of the recent nights (PET_BED_RANK), when
 * the spell began in her day and her usual longest gap from there (`usualLongestMinutes`, from her day's gaps, as
 * usual when the spell began: pets.ts) ends before then:
 * her evenings' gaps end at her going to bed with a sure sign (the bathroom, the bedroom held as she settles). Null
 * otherwise (a person who goes to bed unseen teaches her day's gaps to run on to the morning, and no cap is set)
 */
export function bedCapMinutes(state: EngineState, usualLongestMinutes: number | null): number | null {
  const watch = state.pets
  if (!watch || watch.lastAt === null || watch.lastRoom === null || usualLongestMinutes === null) return null
  if (!beganInDay(state, watch.lastAt, watch.lastRoom)) return null
  const bed = latestBed(state.daily.history, PET_BED_RANK)
  if (bed === null) return null
  const cap = realMinutesUntil(watch.lastAt, bed + PET_BED_MARGIN_MINUTES, state.timeZone)
  return usualLongestMinutes <= cap - PET_BED_MARGIN_MINUTES ? cap : null
}
