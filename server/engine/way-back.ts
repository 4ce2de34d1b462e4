// On her way back through the hall. A motion sensor in a passage (the hall, the stairs) sees her pass; where she
// goes next shows only if that room's sensor sees her walk in, and now and then it does not (a sensor misses a
// step in a few walk-ins, and someone sitting still may go unseen for half an hour). When the hall's last word
// closes a round trip — from a room, through the hall, to another room, and back through the same hall sensor —
// the room she left is where she is most likely going back to, and the quiet after the hall may be her sitting
// there unseen. The quiet is then judged as that room's too: it is overdue once both the hall's limit and that
// room's, counted from the hall, have run out. pir-s99 raised 'Possible fall in the hall' twice at the hall's
// 30-min floor after she had walked back from the bathroom or the bedroom to her living room unseen (METHOD.md,
// session 51, decision 0140).
import type { EngineEvent, EngineState, WayStep } from './types'
import type { QuietAssessment } from './inactivity'
import { isPassage } from './rooms'
import { beganAsleep } from './rest-kind'

/** The room visits kept: a round trip is the last four */
const WAY_STEPS = 4

/** Notes evidence inside in the rooms she has gone through (engine.ts, with the newest evidence inside) */
export function noteWay(state: EngineState, event: EngineEvent, at: number): void {
  const way = state.way ?? []
  const last = way[way.length - 1]
  const step: WayStep = { room: event.room, deviceKey: event.deviceKey, kind: event.kind, at }
  state.way = last && last.room === event.room ? [...way.slice(0, -1), step] : [...way, step].slice(-WAY_STEPS)
}

/** A front door: the rooms before it are no way back to anywhere (engine.ts) */
export function forgetWay(state: EngineState): void {
  delete state.way
}

/**
 * The state as if the spell, from the same moment, had begun in the room she left for the round trip that the
 * hall's last word closes (see the file's head), or null: not a passage's motion sensor, no such round trip, or
 * begun in her usual night (the night's own rules judge a way back to bed, night-visits.ts)
 */
export function wayBackState(state: EngineState): EngineState | null {
  const way = state.way
  if (!way || way.length < WAY_STEPS || state.lastMotion !== true || state.lastRoom === null || state.lastInsideAt === null) return null
  const [from, out, visit, back] = way.slice(-WAY_STEPS) as [WayStep, WayStep, WayStep, WayStep]
  if (!isPassage(back.room) || back.at !== state.lastInsideAt || back.deviceKey !== state.lastDeviceKey || back.kind !== 'motion') return null
  if (out.deviceKey !== back.deviceKey || isPassage(from.room) || isPassage(visit.room) || from.room === visit.room) return null
  if (beganAsleep(state, state.lastInsideAt)) return null
  const mat = from.kind === 'pressure'
  // the mat's state at the hall is not known: she is not taken as resting on it
  return { ...state, lastRoom: from.room, lastDeviceKey: from.deviceKey, lastMotion: from.kind === 'motion', lastMat: mat, lastOnMat: false, way: [] }
}

/**
 * `assessed` with the limit of the room she was going back to (`back`, assessed on wayBackState) where that is
 * longer, within `thereEnd` (a pet home's room she was seen in, pet-path.ts), and its usual quiet for the alert's words
 */
export function withWayBack(assessed: QuietAssessment, back: QuietAssessment | null, thereEnd: number): QuietAssessment {
  if (!back || back.limitMinutes <= assessed.limitMinutes || assessed.limitMinutes >= thereEnd) return assessed
  const { usualLongestMinutes, ownOnly, cautionMinutes, room } = back
  return { ...assessed, limitMinutes: Math.min(back.limitMinutes, thereEnd), usualLongestMinutes, ownOnly, cautionMinutes, usualRiseMinute: null, wayBackRoom: room }
}
