// When the quiet going on now would raise an alert, if nothing moves: what a carer checking the home at
// 2 a.m. wants to know ('If nothing moves by 08:15, Hearthwatch alerts'). Read from the same limits the
// scheduler judges the quiet by (assessQuiet, assessPetQuiet), on a copy of the state moved forward as the
// ticks would move it with nothing reported. The limit changes with the quarter hour and, for a quiet begun
// in the evening, when the usual night begins; between those it stays, so the walk jumps from one to the next.
import { cloneState, evaluate } from './engine'
import { assessQuiet } from './inactivity'
import { isLearningAt } from './learning'
import { MINUTE_MS } from './local-time'
import { assessPetQuiet, isPetWatched } from './pets'
import { BIN_MINUTES, DEFAULT_QUIET_LIMIT, type QuietLimitParams } from './quiet-model'
import type { EngineHome, EngineState } from './types'
import { hearsHer } from './watch'

const QUARTER_MS = BIN_MINUTES * MINUTE_MS

/** When each quiet alert would be raised if nothing moves (ms), or null when that one would not be */
export interface QuietForecast {
  /** No movement at all: an inactivity or possible-fall alert */
  movementAt: number | null
  /** A pet lives there: no door, fridge, cupboard or motion the pet cannot set off (pets.ts); null elsewhere */
  sureSignAt: number | null
}

/** The first moment from `from` at which the quiet is beyond its limit, `limitLeft` telling the minutes left under it at a moment (null: not judged) */
function firstFiring(from: number, until: number, limitLeft: (at: number) => number | null): number | null {
  let at = from
  while (at <= until) {
    const left = limitLeft(at)
    if (left === null) return null
    if (left < 0) return at
    const nextQuarter = (Math.floor(at / QUARTER_MS) + 1) * QUARTER_MS
    // the limit holds to the next quarter hour: past it by a millisecond, if that comes first
    const candidate = at + left * MINUTE_MS + 1
    at = candidate < nextQuarter ? candidate : nextQuarter
  }
  return null
}

/**
 * When an inactivity or possible-fall alert would be raised if nothing moves from `now`, or null: the
 * person is out (or may be), the hubs are unheard or every sensor switched off, a quiet alert is already open, or nothing was seen yet.
 * The state is not changed: a copy is moved forward as the scheduler's ticks would move it (a day that
 * closes on the way changes the usual night and fades what was learned), its hubs taken to stay heard.
 */
export function quietAlertForecast(state: EngineState, home: EngineHome, now: number, params: QuietLimitParams = DEFAULT_QUIET_LIMIT): QuietForecast | null {
  if (!hearsHer(state, home) || state.open.inactivity || state.open.emergency || state.presence.mode !== 'home') return null
  // the limit never passes the cap: the quiet is beyond it by then at the latest
  const horizon = (lastAt: number, unwatchedMinutes = 0) => lastAt + (unwatchedMinutes + params.capMinutes + 1) * MINUTE_MS
  const first = assessQuiet(state, now, isLearningAt(state, now), params)
  const moved = first && ahead(state, home, params)
  const byMovement =
    moved &&
    firstFiring(now, horizon(first.lastMovementAt, first.unwatchedMinutes), (ms) => {
      const quiet = assessQuiet(moved(ms), ms, isLearningAt(state, ms), params)
      return quiet && quiet.limitMinutes - quiet.judgedMinutes
    })
  const pet = isPetWatched(state, home) ? assessPetQuiet(state, home, now, params) : null
  const unused = pet && ahead(state, home, params)
  const bySureSign =
    unused &&
    firstFiring(now, horizon(pet.lastAt), (ms) => {
      const quiet = assessPetQuiet(unused(ms), home, ms, params)
      return quiet && quiet.limitMinutes - quiet.quietMinutes
    })
  if (byMovement == null && bySureSign == null) return null
  return { movementAt: byMovement ?? null, sureSignAt: bySureSign ?? null }
}

/** A copy of the state, moved forward as the scheduler's ticks would move it with nothing reported, its hubs taken to stay heard */
function ahead(state: EngineState, home: EngineHome, params: QuietLimitParams): (ms: number) => EngineState {
  const copy = cloneState(state)
  const heard: EngineHome = { ...home, hubs: [] }
  return (ms) => {
    if (ms > copy.clock) evaluate(copy, [], new Date(ms), heard, { quietLimit: params })
    return copy
  }
}
