// The server's clock stepped back: it ran ahead (a machine that booted with its hardware clock in local
// time, an admin's mistake) and NTP or a person put it right. Every time the engine reached while it
// ran ahead is later than the `now` it is given after the step, and none of them can be real. Kept, they
// blinded it for as long as the step: the quiet is `now` minus the last movement, and with that movement
// 'in the future' nothing could alert until real time passed it (a fall half an hour after a 2-hour step
// was found after 2 h 1 min instead of 32 min); every report after the step looked older than the ones
// before it, so it moved neither the last movement nor any sensor's last report.
//
// So every time later than the step is brought back to it: the quiet under way is counted from the step
// (no later, and never longer than it really was: no alert comes from the step itself), what was learned
// is kept. The step is put just before this look, one interval after the previous one: it came between
// the two, and the reports stamped since it are the newest again. The day and hour books (daily.ts,
// routine.ts) are left as they are: they close when real time reaches them, the hours of the step
// counted in the hour they reached. Each field is named here, so that a new time in the state is a
// decision, not an accident of a walk over the object.
import type { DeviceHealth } from './offline'
import type { PresenceState } from './presence'
import type { QuietModel } from './quiet-model'
import type { EngineState } from './types'
import { localClock, MINUTE_MS } from './local-time'

/** `t`, or `to` when it is later (no time stays no time) */
const notAfter = <T extends number | null | undefined>(t: T, to: number): T => (typeof t === 'number' && t > to ? to : t) as T

/**
 * How far another server process's clock may be ahead of this one's (instances on one database, each on
 * NTP). A time stored further ahead than this was stored before this server's clock was put back (it ran
 * ahead, and NTP or a person put it right): it cannot be real, and nothing may wait for real time to pass it.
 */
export const CLOCK_SKEW_MS = 60_000

/**
 * Whether the state reached a time later than `now` by more than another server's clock may be ahead: the
 * server's clock has been put back since. Seconds of skew between two instances taking turns are not a step
 * (brought back, every look would move her last movement up to a minute earlier)
 */
export const isAheadOf = (state: EngineState, now: number) => state.clock > now + CLOCK_SKEW_MS

/** Brings every time in `state` later than `to` back to `to` (it is changed in place) */
export function stepBackTo(state: EngineState, to: number) {
  const at = <T extends number | null | undefined>(t: T) => notAfter(t, to)
  if (state.startedAt > to) {
    state.startedAt = to
    state.startDay = Math.min(state.startDay, localClock(to, state.timeZone).day)
  }
  // the clock put forward while she was still was the engine's own outage (watch.ts): its minutes were
  // booked as not watched, and were never lived. The previous look was at `to` or before, so the step
  // was at least as long as that look is ahead of `to`, and that much of what was booked goes
  const stepMinutes = Math.max(0, (state.lookedAt ?? state.clock) - to) / MINUTE_MS
  if (state.unwatchedMinutes) state.unwatchedMinutes = Math.max(0, state.unwatchedMinutes - stepMinutes)
  state.clock = at(state.clock)
  state.lookedAt = at(state.lookedAt)
  state.lastInsideAt = at(state.lastInsideAt)
  if (state.upSince !== undefined) state.upSince = at(state.upSince)
  if (state.recentInside) state.recentInside = state.recentInside.map(at)
  state.unheardSince = at(state.unheardSince)
  if (state.keepsFiring) state.keepsFiring.until = at(state.keepsFiring.until)
  if (state.quietBeforeDoor !== undefined) state.quietBeforeDoor = at(state.quietBeforeDoor)
  stepPresence(state.presence, to)
  if (state.nightVisits) state.nightVisits.pendingSince = at(state.nightVisits.pendingSince)
  stepQuietModel(state.quiet, to)
  for (const device of Object.values(state.devices)) stepDevice(device, to)
  state.routine.learnedAt = at(state.routine.learnedAt)
  state.daily.current.lastKitchenAt = at(state.daily.current.lastKitchenAt)
  state.daily.current.lastBathroomAt = at(state.daily.current.lastBathroomAt)
  for (const open of Object.values(state.open)) {
    open.raisedAt = at(open.raisedAt)
    if (open.quietSince !== undefined) open.quietSince = at(open.quietSince)
    if (open.remindedAt !== undefined) open.remindedAt = at(open.remindedAt)
  }
  if (state.caution) state.caution.at = at(state.caution.at)
  if (state.nightOut) {
    state.nightOut.beforeDoor = at(state.nightOut.beforeDoor)
    state.nightOut.insideWhileOut = at(state.nightOut.insideWhileOut)
    state.nightOut.blindAt = at(state.nightOut.blindAt)
  }
  if (state.pets) {
    state.pets.since = at(state.pets.since)
    state.pets.lastAt = at(state.pets.lastAt)
    if (state.pets.seen) state.pets.seen.at = at(state.pets.seen.at)
    if (state.pets.seen?.from) state.pets.seen.from.at = at(state.pets.seen.from.at)
    delete state.pets.bridge
    stepQuietModel(state.pets.quiet, to)
  }
}

function stepPresence(presence: PresenceState, to: number) {
  const at = <T extends number | null | undefined>(t: T) => notAfter(t, to)
  presence.doorAt = at(presence.doorAt)
  presence.awaySince = at(presence.awaySince)
  presence.arrivalAt = at(presence.arrivalAt)
  presence.returnHits = presence.returnHits.map(([key, hitAt]) => [key, at(hitAt)])
  presence.matOnlySince = at(presence.matOnlySince)
  // a caller let in (arrival.ts): kept ahead, the next passage from home within 4 h of it would stay 'maybe them' too long
  if (presence.callerInAt !== undefined) presence.callerInAt = at(presence.callerInAt)
  if (presence.letInAt !== undefined) presence.letInAt = at(presence.letInAt)
  if (presence.bangs) {
    presence.bangs.firstAt = at(presence.bangs.firstAt)
    presence.bangs.lastAt = at(presence.bangs.lastAt)
  }
  // the door she may have come in by (arrival.ts): kept ahead, 'Came in, nothing since' waited out the step
  if (presence.cameIn) {
    presence.cameIn.firstAt = at(presence.cameIn.firstAt)
    presence.cameIn.lastAt = at(presence.cameIn.lastAt)
    presence.cameIn.seenAt = at(presence.cameIn.seenAt)
    if (presence.cameIn.wentOutAt !== undefined) presence.cameIn.wentOutAt = at(presence.cameIn.wentOutAt)
    // the pet's first motion and her first held sighting since it (pets.ts): kept ahead, the sighting would be her
    // seen in the future, and what the return teaches would start after it ended
    if (presence.cameIn.petMovedAt !== undefined) presence.cameIn.petMovedAt = at(presence.cameIn.petMovedAt)
    if (presence.cameIn.heldAt !== undefined) presence.cameIn.heldAt = at(presence.cameIn.heldAt)
  }
  if (presence.passage) {
    presence.passage.firstAt = at(presence.passage.firstAt)
    presence.passage.lastAt = at(presence.passage.lastAt)
  }
}

function stepQuietModel(model: QuietModel, to: number) {
  model.lastEpisodeAt = notAfter(model.lastEpisodeAt, to)
}

function stepDevice(device: DeviceHealth, to: number) {
  device.lastSeenAt = notAfter(device.lastSeenAt, to)
  for (const key of ['addedAt', 'runStart', 'offSince', 'resumedAt', 'batteryZeroSince', 'lastUseAt'] as const) device[key] = notAfter(device[key], to)
  // kept only to know a report sent again (late-events.ts isCopy) by its time: one later than the step
  // matches nothing sent after it
  if (device.recentReports) device.recentReports = device.recentReports.filter((signed) => Math.abs(signed) <= to)
}
