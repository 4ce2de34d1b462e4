// Where she is now: the newest evidence inside at home moves her last sighting (room, sensor, kind), the way she came,
// how busy she has been, and the night's bathroom visits. engine.ts applyEvent calls it last, once the event has been
// learned from and is known to be the newest.
import { MINUTE_MS } from './local-time'
import { noteUpStretch } from './morning-up'
import { newNightVisits, nightVisitOnInside } from './night-visits'
import { countEpisode, PACE_KEEP, PACE_WINDOW_MINUTES, paceOf } from './quiet-model'
import { beganAsleep } from './rest-kind'
import type { EngineEvent, EngineState } from './types'
import { noteWay } from './way-back'

/** The event at `at`, evidence of her inside and the newest, is where she was last seen */
export function noteSeenHere(state: EngineState, event: EngineEvent, at: number) {
  noteUpStretch(state, at)
  state.lastInsideAt = at
  delete state.quietBeforeDoor
  state.lastRoom = event.room
  state.lastDeviceKey = event.deviceKey
  state.lastOnMat = event.kind === 'pressure' && event.active
  state.lastMat = event.kind === 'pressure'
  state.lastMotion = event.kind === 'motion'
  noteWay(state, event, at)
  const recent = (state.recentInside ?? []).filter((t) => t >= at - PACE_WINDOW_MINUTES * MINUTE_MS && t <= at)
  state.lastPace = paceOf(recent.length)
  state.recentInside = [...recent, at].slice(-PACE_KEEP)
  countEpisode(state.quiet, at, state.timeZone)
  nightVisitOnInside((state.nightVisits ??= newNightVisits()), event.room, at, () => beganAsleep(state, at))
}
