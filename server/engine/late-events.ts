// Events do not arrive in the order they happened. A hub that lost its uplink delivers twenty minutes of
// buffered events at once, after newer ones another hub sent live; a batch refused with a 503 is sent
// again after the next one; a hub may send one reading twice under two event ids. The scheduler hands
// the engine whatever was stored since its previous call, so an event older than what the engine has
// already seen is ordinary input. It is still a fact (the sensor fired then: the routine, the day's
// counts and the device's use learn from it), but it says nothing about where the person is *now*:
// the newest evidence does. These tests decide which of the two an event is.
import type { DeviceHealth } from './offline'
import type { EngineEvent, EngineState } from './types'
import { localClock, MINUTE_MS } from './local-time'

export const COPY_RULES = {
  /** A report of the same state this close to one already seen is a copy: a hub re-reading its log in whole seconds */
  withinMs: 2_000,
  /** How far back each device's reports are kept to know a copy: a hub sends the last hour again on reconnecting */
  keepMinutes: 90,
  /** At most this many kept per device (the state is stored per home) */
  keepCount: 24,
}

/** A kept report of the other state between two instants (or at either): a mat pulsing pressed, released, pressed within 2 s is three readings */
function changedBetween(kept: number[], a: number, b: number, active: boolean) {
  const [from, to] = a < b ? [a, b] : [b, a]
  return kept.some((signed) => signed > 0 !== active && Math.abs(signed) >= from && Math.abs(signed) <= to)
}

/**
 * The same reading of the same sensor within 2 s of a report already seen, with no other reading of it
 * between: a copy, not a second event.
 * A report that is no copy is kept (`recentReports`: its time, negative for an 'off') for the copies to
 * come. Before, only a copy of the device's very last report was known: a hub that sent the last hour
 * again added 17–19 % to the day's activations.
 */
export function isCopy(device: DeviceHealth, event: EngineEvent, at: number): boolean {
  if (device.lastSeenAt === at && device.lastActive === event.active) return true
  const kept = device.recentReports ?? []
  for (const signed of kept) {
    if (signed > 0 === event.active && Math.abs(Math.abs(signed) - at) <= COPY_RULES.withinMs && !changedBetween(kept, Math.abs(signed), at, event.active)) return true
  }
  const newest = Math.max(at, device.lastSeenAt ?? at)
  const since = newest - COPY_RULES.keepMinutes * MINUTE_MS
  const recent = kept.filter((signed) => Math.abs(signed) >= since)
  if (at >= since) recent.push(event.active ? at : -at)
  device.recentReports = recent.slice(-COPY_RULES.keepCount)
  return false
}

/**
 * Whether the local hour `at` falls in has not closed yet: a late event counts in its own hour's
 * activations while that hour is still being counted, and in no other (counted in the hour it arrived
 * in, a hub's resent morning taught 08:00 activity that never happened)
 */
export function isInOpenHour(state: EngineState, at: number): boolean {
  if (at >= state.clock || state.routine.hourKey === null) return true
  const clock = localClock(at, state.timeZone)
  return clock.day * 24 + clock.hour >= state.routine.hourKey
}

/** No evidence inside has been seen after it: it may say where the person is now */
export const isNewestInside = (state: EngineState, at: number) => state.lastInsideAt === null || at >= state.lastInsideAt

/**
 * It happened before the latest front-door event: it cannot show that someone stayed in, or came back,
 * after that door (the person in the hall at 13:58, delivered at 14:03, left at 13:59)
 */
export const precedesDoor = (state: EngineState, at: number) => state.presence.doorAt !== null && at < state.presence.doorAt

/**
 * A front door older than activity already seen inside while the person is at home: that activity
 * settled it (someone came back in, or never left), so it starts no outing now
 */
export const doorAlreadySettled = (state: EngineState, at: number) => state.presence.mode === 'home' && !isNewestInside(state, at)
