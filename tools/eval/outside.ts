// Trials of a person who goes out and does not come back: the quiet trials (trials.ts) stop the person at
// home, where a fall is; these stop them outside, where the engine's quiet alerts are silent on purpose.
//  - night: on a night after learning, at a moment between 01:00 and 05:00 when the person is at home
//    and has been still for 15 min or more (asleep), they get up (the sensor that saw them last fires),
//    the front door opens and closes two minutes later, and nothing of theirs follows (confused, walked
//    off; or fallen on the path);
//  - departure: at the door of a real outing (a leave-house annotation), nothing of theirs follows:
//    fallen in the street, taken to hospital.
// Minutes from the door to the first inactivity or emergency alert; a pet's events go on as before.
import type { EngineEvent } from '../../server/engine/types'
import { allBaselines } from './baselines'
import type { HomeData } from './dataset'
import type { Rng } from './rng'
import { evidenceOf, isNearAnnotatedAway, lastIndexAtOrBefore } from './trials'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
export const NIGHT_TRIAL_HOURS = { from: 1, to: 5 }
const ASLEEP_MINUTES = 15
/** Door reports within this of a leave-house annotation's start are its departure */
const DEPARTURE_DOOR_MINUTES = 10

export interface OutsideTrial {
  /** The fork: the log is followed up to here */
  at: number
  /** The front door's first report of the departure: minutes are counted from here */
  doorAt: number
  /** The door reports the trial adds after the fork (none for a real departure) */
  inject: EngineEvent[]
}

const frontDoorOf = (data: HomeData) => data.home.devices.find((device) => device.kind === 'door') ?? null

/** The last report before `at` of a motion sensor or a switch inside (not a mat, which may only settle, nor the front door) */
function lastSwitchOrMotion(events: EngineEvent[], at: number): EngineEvent | null {
  for (let i = lastIndexAtOrBefore(events, at); i >= 0; i--) {
    const event = events[i]
    if (event && (event.kind === 'motion' || event.kind === 'contact')) return event
  }
  return null
}

/** At most one moment a night in [fromMs, toMs), seeded, in time order */
export function pickNightTrials(data: HomeData, evidence: EngineEvent[], fromMs: number, toMs: number, stepMs: number, count: number, rng: Rng): OutsideTrial[] {
  const door = frontDoorOf(data)
  if (!door) return []
  const nights = Math.floor((toMs - fromMs) / DAY_MS)
  const byNight = new Map<number, OutsideTrial>()
  for (let attempt = 0; attempt < count * 200 && byNight.size < Math.min(count, nights); attempt++) {
    const night = Math.floor(rng() * nights)
    if (byNight.has(night)) continue
    const span = (NIGHT_TRIAL_HOURS.to - NIGHT_TRIAL_HOURS.from) * 60 * MINUTE_MS
    const at = Math.floor((fromMs + night * DAY_MS + NIGHT_TRIAL_HOURS.from * 60 * MINUTE_MS + rng() * span) / stepMs) * stepMs
    if (at >= toMs || isNearAnnotatedAway(data, at)) continue
    const last = evidence[lastIndexAtOrBefore(evidence, at)]
    if (!last || at - last.timestamp.getTime() < ASLEEP_MINUTES * MINUTE_MS) continue
    // she gets up (the last motion sensor or switch that saw her sees her again) and goes out two minutes later
    const seen = lastSwitchOrMotion(data.events, at)
    if (!seen) continue
    const doorAt = at + 3 * MINUTE_MS
    const report = (time: number, active: boolean): EngineEvent => ({ deviceKey: door.key, kind: 'door', room: door.room, timestamp: new Date(time), active })
    // a switch changes its state (the same state again would be no use of it), a motion sensor sees motion
    const up: EngineEvent = { ...seen, timestamp: new Date(at + MINUTE_MS), active: seen.kind === 'motion' ? true : !seen.active }
    byNight.set(night, { at, doorAt, inject: [up, report(doorAt, true), report(doorAt + 5000, false)] })
  }
  return [...byNight.values()].sort((a, b) => a.at - b.at)
}

/** The front door of each annotated outing that begins in [fromMs, toMs) */
export function pickDepartureTrials(data: HomeData, fromMs: number, toMs: number, stepMs: number): OutsideTrial[] {
  const door = frontDoorOf(data)
  if (!door || !data.annotations) return []
  const doorTimes = data.events.filter((event) => event.deviceKey === door.key).map((event) => event.timestamp.getTime())
  const trials: OutsideTrial[] = []
  for (const outing of data.annotations) {
    if (outing.activity !== 'leave-house' || outing.start < fromMs || outing.start >= toMs) continue
    const near = doorTimes.filter((time) => Math.abs(time - outing.start) <= DEPARTURE_DOOR_MINUTES * MINUTE_MS)
    const first = near[0]
    const last = near[near.length - 1]
    if (first === undefined || last === undefined) continue
    trials.push({ at: Math.ceil((last + 1) / stepMs) * stepMs, doorAt: first, inject: [] })
  }
  return trials
}

/** Minutes from each trial's door to each baseline's alert, learning from the log's evidence up to the door */
export function baselineOutsideMinutes(data: HomeData, evidence: EngineEvent[], trials: OutsideTrial[]): Record<string, number[]> {
  const times = evidence.map((event) => event.timestamp.getTime())
  const petTimes = evidenceOf(data.petEvents).map((event) => event.timestamp.getTime())
  const out: Record<string, number[]> = {}
  for (const trial of trials) {
    // the silence starts at the door's last report: the injected one, or the log's last event by the fork
    const silenceFrom = trial.inject.length > 0 ? Math.max(...trial.inject.map((e) => e.timestamp.getTime())) : (times[lastIndexAtOrBefore(evidence, trial.at)] ?? trial.doorAt)
    for (const baseline of allBaselines()) {
      for (let i = 0; i + 1 < times.length && (times[i + 1] ?? Infinity) <= silenceFrom; i++) baseline.learn(times[i] ?? 0, times[i + 1] ?? 0)
      let alertAt = baseline.alertAt(silenceFrom)
      for (const petAt of petTimes) {
        if (petAt <= silenceFrom) continue
        if (petAt >= alertAt) break
        alertAt = baseline.alertAt(petAt)
      }
      ;(out[baseline.name] ??= []).push(Math.max(0, (alertAt - trial.doorAt) / MINUTE_MS))
    }
  }
  return out
}
