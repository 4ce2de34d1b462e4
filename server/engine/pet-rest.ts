// The motion watch at night in a home with a pet (EngineHome.pets). Its quiet spell is counted from the last
// movement any motion sensor saw, and at night that is often the cat's: a cat crossing the hall or the
// bathroom while she slept began a spell judged as a night-time visit (the visits' few minutes of quiet), and a
// cat in the living room after an hour before her usual getting-up time began a daytime spell; the motion watch
// called an emergency 31 min to 2 h 36 min later (three of pet-s2's seven false alerts on main, five of pet-s5's).
// In such a home, a spell begun in her night after her last sure sign of the night (pets.ts: a door, a switch, a
// sensor held on) said she was in bed is her night whatever room the pet was seen in: nothing since says she got
// up. It waits, as the pet watch does, for a late getting-up time of hers.
import { MINUTE_MS, realMinutesUntil } from './local-time'
import { NIGHT_VISIT_RULES } from './night-visits'
import { lateRise, usualNight } from './sleep'
import type { EngineState } from './types'

/**
 * A spell begun in the usual night waits for this late a getting-up time of the last 14 nights (the 4th latest,
 * about the upper quartile), not the usual one: nothing of her in bed is seen, so a morning she sleeps in is
 * not told from a fall (seed 5's 2 Feb: up at 08:40, usually 07:25, alerted at 08:25)
 */
export const PET_LATE_RISE_RANK = 4

/** A late getting-up time of hers (local minute of the day): the pet watch's wait at night, and the motion watch's while she is abed */
export const petLateRise = (state: EngineState) => lateRise(state.daily.history, PET_LATE_RISE_RANK)

/** The start of the usual night (an hour before the usual bedtime, as in beganAsleep) last reached at or before `ms` */
function nightStartBefore(state: EngineState, ms: number, bedMinute: number): number {
  const ahead = realMinutesUntil(ms, bedMinute - 60, state.timeZone)
  return ahead === 0 ? ms : ms - (1440 - ahead) * MINUTE_MS
}

/**
 * In a home with a pet (one whose pet watch runs): the quiet spell began at `startMs`, in the usual night or up to a
 * late getting-up time of hers, and her last sure sign came in this night (a held sensor as she settled in bed, a
 * visit to the bathroom she went back to bed from unseen) more than the night visits' return window (20 min) before
 * it. What the motion sensors saw since may all be the pet: she has not surely got up.
 */
export function abedWithPet(state: EngineState, startMs: number): boolean {
  const watch = state.pets
  // a home that has turned Pets off keeps the watch (it still hears the doors and switches): its motion is hers again
  if (!watch || watch.off || watch.lastAt === null || watch.lastRoom === null || watch.lastAt > startMs) return false
  const night = usualNight(state.daily.history)
  const nightStart = nightStartBefore(state, startMs, night.bedMinute)
  // begun before the late getting-up time that follows this night's start
  if ((startMs - nightStart) / MINUTE_MS >= realMinutesUntil(nightStart, petLateRise(state), state.timeZone)) return false
  // her last sure sign in this night, before an hour ahead of her usual getting-up time (beganAsleep's night)
  if (watch.lastAt < nightStart || (watch.lastAt - nightStart) / MINUTE_MS >= realMinutesUntil(nightStart, night.riseMinute - 60, state.timeZone)) return false
  // within the visits' return window of it, movement may be hers still (going to bed, on her way to the bathroom):
  // the spell is judged as it always was; a visit's sure sign longer ago was a visit she came back from unseen
  return startMs - watch.lastAt > NIGHT_VISIT_RULES.returnWindowMinutes * MINUTE_MS
}
