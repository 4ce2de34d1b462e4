// What Hearthwatch itself could not see is not the person's quiet (decision 0019). Two outages hide a
// home: the engine not running (a restart, an upgrade, a power cut where it runs), found as a gap
// between evaluations, and every hub the home's sensors report through going unheard. A quiet spell
// that spans one is judged on the minutes Hearthwatch was watching, so a power cut ends with no
// 'No movement for 2 h' for someone who was up and about all along; a person who was still before the
// outage is still found, sooner than the limit would otherwise allow after it. While the home cannot
// be heard at all, the hub's own alert speaks and no quiet alert is raised. A spell that spans an
// outage is not learned as normal quiet either, or one power cut would teach a two-hour 'habit'.
import type { EngineHome, EngineState } from './types'
import { MINUTE_MS } from './local-time'
import { awayUntilSeen } from './presence'

/**
 * Every sensor switched off this long, and on again: where she is is not known (a stay away). Shorter (a
 * battery change, sensors moved about) is no stay away
 */
export const SWITCHED_OFF_UNKNOWN_HOURS = 12

/** More than this between two evaluations and the engine was not watching (the scheduler runs every minute) */
export const ENGINE_GAP_MINUTES = 10
/** A hub unheard this long (its listener marks it heard every minute) hides the sensors behind it */
export const HUB_UNHEARD_MINUTES = 3

/**
 * Where the engine's own outage began, or null: the scheduler's previous look is further back than the gap
 * (at least three intervals when the caller evaluates less often than every few minutes). Only a
 * caller that says how often it evaluates (the scheduler) has outages: tests and the evaluation tool
 * step through time as they please.
 *
 * What was reported before the engine would have looked again (within two intervals of its last look)
 * was stored before it stopped, and says nothing of the outage: it began after the newest such report.
 * Counted from the last look instead, one movement in the minute before a power cut (or before the
 * server's clock was put forward hours) made the outage's events look as if they had arrived, and the
 * whole outage was counted as the person's quiet: 'No movement for 3 h' at the first tick after it.
 */
export function outageStart(state: EngineState, isNew: boolean, now: number, expectedIntervalMs: number | undefined, events: readonly { timestamp: Date }[] = []): number | null {
  // a state just begun (at its first event: a new home's hub sending its history) has an event's time for its clock, and no look yet
  const lookedAt = state.lookedAt === undefined ? state.clock : state.lookedAt
  if (isNew || expectedIntervalMs === undefined || lookedAt === null) return null
  const gapMs = Math.max(ENGINE_GAP_MINUTES * MINUTE_MS, 3 * expectedIntervalMs)
  if (now - lookedAt <= gapMs) return null
  const lookedAgainBy = lookedAt + 2 * expectedIntervalMs
  let from = lookedAt
  for (const event of events) {
    const at = event.timestamp.getTime()
    if (at > from && at <= lookedAgainBy) from = at
  }
  return from
}

/**
 * Until when the engine's own outage is no sensor's silence: to `now` when nothing reported from inside
 * it arrived (its events are lost: a backup put back, a hub or broker that kept nothing), so a sensor
 * is not called offline for the hours Hearthwatch could not hear it; null when the outage's events
 * did arrive (a hub's backlog), and every sensor silent through them was silent indeed.
 */
export function outageSilence(outageFrom: number | null, events: readonly { timestamp: Date }[], now: number): number | null {
  if (outageFrom === null) return null
  // what was reported in the last few minutes may have come after the restart
  const insideUntil = now - ENGINE_GAP_MINUTES * MINUTE_MS
  return events.some((e) => e.timestamp.getTime() > outageFrom && e.timestamp.getTime() < insideUntil) ? null : now
}

/** Whether the spell from the last evidence to `at` crossed time Hearthwatch could not watch */
export function spansUnwatched(state: EngineState, at: number, outageFrom: number | null): boolean {
  if ((state.unwatchedMinutes ?? 0) > 0 || state.unheardSince != null) return true
  return outageFrom !== null && state.lastInsideAt !== null && state.lastInsideAt <= outageFrom && at > outageFrom
}

/**
 * When the home was last heard, if it cannot be heard now: every one of its sensors reports through a
 * hub, and none of those hubs has been heard for HUB_UNHEARD_MINUTES (or its own unheardAfterMinutes). A hub nobody vouches for (no
 * last-seen time) is not known to be down.
 */
export function homeUnheardSince(home: EngineHome, now: number): number | null {
  if (home.devices.length === 0 || !home.hubs?.length) return null
  let lastHeard = -Infinity
  for (const device of home.devices) {
    const hub = device.hubKey ? home.hubs.find((h) => h.key === device.hubKey) : undefined
    if (!hub?.lastSeenAt) return null
    const seen = hub.lastSeenAt.getTime()
    if (now - seen <= (hub.unheardAfterMinutes ?? HUB_UNHEARD_MINUTES) * MINUTE_MS) return null
    lastHeard = Math.max(lastHeard, seen)
  }
  return lastHeard
}

/**
 * Books the time of the current quiet spell Hearthwatch could not watch, once the evaluation reached `now`.
 * Every sensor switched off (a stay in hospital, a week with her son) hides the home as a silent hub does:
 * counted, five days switched off were five days of her quiet, and switching them on again the morning she
 * was due back raised 'Unusual inactivity' at once as critical, again every hour until she walked in
 */
export function bookUnwatched(state: EngineState, home: EngineHome, now: number, outageFrom: number | null) {
  const lastInside = state.lastInsideAt
  if (outageFrom !== null && lastInside !== null && lastInside <= outageFrom) {
    state.unwatchedMinutes = (state.unwatchedMinutes ?? 0) + (now - outageFrom) / MINUTE_MS
  }
  const unheardSince = home.devices.length === 0 ? now : homeUnheardSince(home, now)
  if (unheardSince !== null) {
    state.unheardSince ??= Math.max(unheardSince, lastInside ?? unheardSince, outageFrom ?? -Infinity)
    if (home.devices.length === 0) state.unheardSwitchedOff = true
  } else if (state.unheardSince != null) {
    if (lastInside !== null && lastInside < state.unheardSince) {
      state.unwatchedMinutes = (state.unwatchedMinutes ?? 0) + (now - state.unheardSince) / MINUTE_MS
    }
    // switched off for a stay away and on again before she is back: taken as home, 'Unusual inactivity' came a usual limit later
    if (state.unheardSwitchedOff && now - state.unheardSince >= SWITCHED_OFF_UNKNOWN_HOURS * 60 * MINUTE_MS) awayUntilSeen(state.presence, state.unheardSince)
    state.unheardSince = null
    delete state.unheardSwitchedOff
  }
}

/** New evidence inside: the spell that follows starts fully watched */
export function watchedFrom(state: EngineState) {
  state.unwatchedMinutes = 0
}

/**
 * Whether the sensors could be heard at `at`: not inside the engine's own outage whose events are lost
 * (`unheardUntil`, outageSilence), nor while every hub of the home is unheard (a power cut at home).
 * Time nobody could hear is no sensor's silence: counted, a 3-hour cut taught the bathroom sensor a
 * longest silence 204 min longer, and a sensor that died in the weeks after was found that much later.
 */
export const sensorsHeardAt = (state: EngineState, at: number, unheardUntil: number | null) =>
  (unheardUntil === null || at >= unheardUntil) && (state.unheardSince == null || at < state.unheardSince)

/** While the home cannot be heard, no quiet alert: the hub's alert says why */
export const isUnheard = (state: EngineState) => state.unheardSince != null

/**
 * Whether a quiet of hers can be told at all: not while the home cannot be heard, nor while every sensor
 * of it is switched off (a stay in hospital). The ticks raise no quiet alert then, and the dashboard's
 * 'If nothing moves by …' (quiet-forecast.ts) promises none
 */
export const hearsHer = (state: EngineState, home: EngineHome) => home.devices.length > 0 && !isUnheard(state)
