// A home's time zone corrected after the engine has learned in the old one. Everything the engine
// learned is kept by local time of day (quiet profiles by quarter hour, offline silences and the
// "usually every N min" counts by hour, the weekly routine by hour of the week, bedtime and getting-up
// minutes), so learned under the wrong zone it sits at the wrong hours: a night's long quiet spells
// would be the limits for the afternoon. Homes do not move, so a changed zone means the old one was
// wrong: what was learned happened at the same instants, and only its labels move. Each table is turned
// by the difference between the two zones' offsets now. Hourly tables turn by whole hours (a half-hour
// zone rounds); quarter-hour tables are exact, since every zone's offset is a multiple of 15 minutes.
import { BIN_MINUTES } from './quiet-model'
import { offsetMs, MINUTE_MS } from './local-time'
import { shiftDailyMinutes } from './daily'
import type { EngineState } from './types'

/** new[i + shift] = old[i], around the ring of `length` slots (missing slots read as 0) */
export function rotated(values: number[], shift: number, length = values.length): number[] {
  const out = new Array<number>(length).fill(0)
  for (let i = 0; i < length; i++) out[(((i + shift) % length) + length) % length] = values[i] ?? 0
  return out
}

/** Minutes the labels move when the zone changes from `from` to `to` at `atMs` (Tokyo after UTC: +540) */
export function zoneShiftMinutes(from: string, to: string, atMs: number): number {
  return Math.round((offsetMs(atMs, to) - offsetMs(atMs, from)) / MINUTE_MS)
}

/**
 * Moves what `state` learned to the local hours of `timeZone`, as of `atMs`; returns the minutes moved.
 * The state is changed in place.
 */
export function rezoneState(state: EngineState, timeZone: string, atMs: number): number {
  const minutes = zoneShiftMinutes(state.timeZone, timeZone, atMs)
  state.timeZone = timeZone
  if (minutes === 0) return 0
  const quarters = Math.round(minutes / BIN_MINUTES)
  const hours = Math.round(minutes / 60)

  for (const quiet of state.pets ? [state.quiet, state.pets.quiet] : [state.quiet]) {
    for (const profile of [quiet.all, ...Object.values(quiet.devices), ...Object.values(quiet.rooms)]) {
      profile.max = rotated(profile.max, quarters)
      profile.spells = rotated(profile.spells, quarters)
    }
    quiet.homeMinutes = rotated(quiet.homeMinutes, hours, 24)
    quiet.episodes = rotated(quiet.episodes, hours, 24)
  }

  for (const device of Object.values(state.devices)) {
    device.trace = rotated(device.trace, hours, 24)
    device.gapMax = rotated(device.gapMax, hours, 24)
    device.gapCount = rotated(device.gapCount, hours, 24)
  }

  const routine = state.routine
  for (const device of Object.values(routine.devices)) {
    device.mean = rotated(device.mean, hours)
    device.variance = rotated(device.variance, hours)
    device.weight = rotated(device.weight, hours)
  }
  // the activity score's usual day so far, and today's minutes at home, are by hour of the day too
  const spread = state.daySpread
  if (spread) {
    spread.mean = rotated(spread.mean, hours, 24)
    spread.variance = rotated(spread.variance, hours, 24)
    spread.weight = rotated(spread.weight, hours, 24)
  }
  if (state.daily.current.homeByHour) state.daily.current.homeByHour = rotated(state.daily.current.homeByHour, hours, 24)
  // The hour being counted is the same hour under its new label, so it is neither closed twice nor skipped
  if (routine.hourKey !== null) routine.hourKey += hours

  // when they went out and were out, by quarter hour (night-out.ts)
  if (state.nightOut) {
    state.nightOut.departed = rotated(state.nightOut.departed, quarters)
    state.nightOut.out = rotated(state.nightOut.out, quarters)
  }

  shiftDailyMinutes(state.daily, minutes)
  return minutes
}
