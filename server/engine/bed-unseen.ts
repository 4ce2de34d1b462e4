// To bed unseen from the bathroom at her bedtime, in a home whose motion sensor sees the living room and none the
// bedroom (the mixed kit: contacts and one sensor in the living room, lone-motion.ts upSeenBedUnseen). Up in the
// evening she is seen: she sits in the living room, and the cupboards and doors say the rest. Her going to bed is not:
// on nights the bedroom door is left open, the bathroom door after her teeth is her last report. A spell begun there
// in her usual night was judged as a night-time visit: on the visits' short lengths where her way back to bed
// usually shows (mixed-s152 24 Feb 22:15, an emergency at 23:38), or as her sleep and then, at dawn, as a visit that
// never ended (mixed-s151 31 Jan 23:10 and mixed-s191 19 Jan 21:54, emergencies at 07:00 and 06:45: session 52's
// dawn turn). A visit from her bed comes after the bedroom or after hours unseen; these came minutes after the
// living room. Her early nights from the bathroom, hours before her bedtime, are not read so (session 53, decision
// 0150 not taken: on these reports an evening fall there and her early night cannot be told apart).
import { realMinutesUntil, MINUTE_MS } from './local-time'
import { isBathroom, isFallRiskRoom } from './rooms'
import { usualNight } from './sleep'
import type { EngineState } from './types'

/** Within this long of her usual bedtime, before it (as rest-kind.ts beganAsleep's usual night begins) or after it */
export const BED_UNSEEN_MINUTES = 60
/** Seen up (the living room, the kitchen) this close before the bathroom: on her way to bed, not back from it */
export const UP_BEFORE_MINUTES = 30

/**
 * The spell began in the bathroom or the toilet within an hour of her usual bedtime, minutes after she was seen up
 * in a room she is seen sitting in, in a home where sitting up shows and going to bed does not: it is her night,
 * waited for until her usual getting-up time, not a night-time visit (inactivity.ts judgeLimit)
 */
export function bedFromBathroomUnseen(state: EngineState, startMs: number): boolean {
  if (state.upSeenBedUnseen !== true || state.lastRoom === null || !isBathroom(state.lastRoom)) return false
  const untilBed = realMinutesUntil(startMs, usualNight(state.daily.history).bedMinute, state.timeZone)
  if (untilBed > BED_UNSEEN_MINUTES && untilBed < 1440 - BED_UNSEEN_MINUTES) return false
  // the room she came from: the last one before this visit's bathroom and toilet
  const up = [...(state.way ?? [])].reverse().find((step) => !isFallRiskRoom(step.room))
  return up !== undefined && up.room !== 'bedroom' && startMs - up.at <= UP_BEFORE_MINUTES * MINUTE_MS
}
