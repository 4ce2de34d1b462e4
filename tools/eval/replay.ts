// Replays one home through the engine on a simulated clock, forking the engine's state at each trial
// moment: a detection trial runs on with no events but a pet's (the person can no longer move), an offline
// trial runs on with one sensor's events removed. Everything is learned from the past only; the first
// days are learning only and alerts in them are not counted.
import { cloneState, createState, evaluate, type EvaluateOptions } from '../../server/engine/engine'
import type { EngineEvent, EngineHome, EngineState } from '../../server/engine/types'
import type { DaySummary } from '../../server/engine/daily'
import type { HomeData } from './dataset'
import { DAY_MINUTES } from './metrics'
import type { OutsideTrial } from './outside'
import { isOutAt, upToCut, type DoorPassage } from './arrivals'
import type { ShortTrip } from './short-trips'
import { annotatedSpan, isAnnotatedAway, type DetectionTrial, type OfflineTrial } from './trials'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

export interface ReplayPlan {
  startMs: number
  learnEndMs: number
  endMs: number
  stepMs: number
  trialStepMs: number
  offlineStepMs: number
  detection: DetectionTrial[]
  offline: OfflineTrial[]
  /** Out and not back (outside.ts): a door in the night, and real departures */
  night: OutsideTrial[]
  departures: OutsideTrial[]
  /** The front door's passages after learning (arrivals.ts): those that end an outing are return trials */
  passages: DoorPassage[]
  /** Back in from a short trip (short-trips.ts): the log cut after the passage she came back by */
  shortTrips: ShortTrip[]
  engine: EvaluateOptions
}

export interface RaisedAlert {
  at: number
  type: string
  dedupeKey: string
  severity: string
  description: string
}

export interface EngineReplay {
  /** Alerts raised after learning on the untouched log */
  alerts: RaisedAlert[]
  detectionMinutes: number[]
  offlineMinutes: number[]
  nightMinutes: number[]
  departureMinutes: number[]
  /** Fallen on the way in (arrivals.ts): minutes from the door she came in by, and how many returns were annotated ones */
  arrivalMinutes: number[]
  arrivalsAnnotated: number
  /** The returns tried, for the baselines: from the passage's first report (doorAt) to its last (at) */
  arrivalTrials: OutsideTrial[]
  /** Fallen back in from a short trip (short-trips.ts): minutes from the passage she came back by, and the trials for the baselines */
  shortTripMinutes: number[]
  shortTripTrials: OutsideTrial[]
  away: { points: number; agree: number; truthAway: number; engineAway: number; bothAway: number } | null
  /** Every day line the engine closed on the untouched log, learning days too (the night each read: nights.ts) */
  days: DaySummary[]
  evaluations: number
}

const isQuietAlert = (type: string) => type === 'inactivity' || type === 'emergency'

/** Index of the first event after `at` */
function firstAfter(events: EngineEvent[], at: number): number {
  let low = 0
  let high = events.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((events[middle]?.timestamp.getTime() ?? Infinity) <= at) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The person stops moving at `at` (after `inject`, reports the trial adds: a door they go out of); a pet,
 * where there is one, goes on (`petEvents` in time order). Minutes from `from` to the first quiet alert
 */
function runDetection(state: EngineState, home: EngineHome, plan: ReplayPlan, at: number, petEvents: EngineEvent[], counter: { n: number }, inject: EngineEvent[] = [], from = at): number {
  if (Object.values(state.open).some((open) => isQuietAlert(open.type))) return 0
  const fork = cloneState(state)
  let pet = firstAfter(petEvents, at)
  let added = 0
  for (let u = at + plan.trialStepMs; u <= from + DAY_MS; u += plan.trialStepMs) {
    counter.n++
    const batch: EngineEvent[] = []
    for (; added < inject.length && (inject[added]?.timestamp.getTime() ?? Infinity) <= u; added++) batch.push(inject[added] as EngineEvent)
    for (; pet < petEvents.length && (petEvents[pet]?.timestamp.getTime() ?? Infinity) <= u; pet++) batch.push(petEvents[pet] as EngineEvent)
    const result = evaluate(fork, batch, new Date(u), home, plan.engine)
    if (result.alerts.some((alert) => isQuietAlert(alert.type))) return Math.max(0, (u - from) / MINUTE_MS)
  }
  return DAY_MINUTES + 1
}

function runOffline(state: EngineState, data: HomeData, plan: ReplayPlan, trial: OfflineTrial, fromIndex: number, counter: { n: number }): number {
  const fork = cloneState(state)
  const key = `offline:${trial.deviceKey}`
  let index = fromIndex
  for (let u = trial.at + plan.offlineStepMs; u <= plan.endMs; u += plan.offlineStepMs) {
    const batch: EngineEvent[] = []
    for (; index < data.events.length && (data.events[index]?.timestamp.getTime() ?? Infinity) <= u; index++) {
      const event = data.events[index]
      if (event && event.deviceKey !== trial.deviceKey) batch.push(event)
    }
    counter.n++
    const result = evaluate(fork, batch, new Date(u), data.home, plan.engine)
    if (result.alerts.some((alert) => alert.dedupeKey === key)) return (u - trial.at) / MINUTE_MS
  }
  return Infinity
}

export function replayEngine(data: HomeData, plan: ReplayPlan, withAway: boolean): EngineReplay {
  const state = createState(new Date(plan.startMs), data.home)
  const alerts: RaisedAlert[] = []
  const detectionMinutes: number[] = []
  const offlineMinutes: number[] = []
  const nightMinutes: number[] = []
  const departureMinutes: number[] = []
  const arrivalMinutes: number[] = []
  let arrivalsAnnotated = 0
  const arrivalTrials: OutsideTrial[] = []
  const shortTripMinutes: number[] = []
  const shortTripTrials: OutsideTrial[] = []
  let shortTrip = 0
  const pets = new Set(data.petEvents)
  const outAtPassage = new Map<DoorPassage, boolean>()
  let passage = 0
  const away = withAway ? { points: 0, agree: 0, truthAway: 0, engineAway: 0, bothAway: 0 } : null
  const span = annotatedSpan(data)
  const counter = { n: 0 }
  const days: DaySummary[] = []
  let index = 0
  let detectionIndex = 0
  let offlineIndex = 0
  const outside = [
    { trials: plan.night, next: 0, minutes: nightMinutes },
    { trials: plan.departures, next: 0, minutes: departureMinutes },
  ]
  for (let t = plan.startMs + plan.stepMs; t <= plan.endMs; t += plan.stepMs) {
    const batch: EngineEvent[] = []
    for (; index < data.events.length && (data.events[index]?.timestamp.getTime() ?? Infinity) <= t; index++) {
      const event = data.events[index]
      if (event) batch.push(event)
    }
    // a return: forked from the state before this minute, with the minute's events up to the door's last report
    for (let p = passage; plan.passages[p] && (plan.passages[p]?.firstAt ?? Infinity) <= t; p++) {
      const door = plan.passages[p] as DoorPassage
      if (door.firstAt > t - plan.stepMs && !outAtPassage.has(door)) outAtPassage.set(door, isOutAt(state.presence, door.firstAt))
    }
    for (let door = plan.passages[passage]; door && door.lastAt <= t; door = plan.passages[++passage]) {
      if (!door.annotated && !outAtPassage.get(door)) continue
      if (door.annotated) arrivalsAnnotated++
      arrivalTrials.push({ at: door.lastAt, doorAt: door.firstAt, inject: [] })
      arrivalMinutes.push(runDetection(state, data.home, plan, t - plan.stepMs, data.petEvents, counter, upToCut(batch, pets, door.lastAt), door.firstAt))
      outAtPassage.delete(door)
    }
    for (let trip = plan.shortTrips[shortTrip]; trip && trip.lastAt <= t; trip = plan.shortTrips[++shortTrip]) {
      shortTripTrials.push({ at: trip.lastAt, doorAt: trip.firstAt, inject: [] })
      shortTripMinutes.push(runDetection(state, data.home, plan, t - plan.stepMs, data.petEvents, counter, upToCut(batch, pets, trip.lastAt), trip.firstAt))
    }
    counter.n++
    const result = evaluate(state, batch, new Date(t), data.home, plan.engine)
    const closed = state.daily.history[state.daily.history.length - 1]
    if (closed && closed.day !== days[days.length - 1]?.day) days.push(closed)
    if (t >= plan.learnEndMs) {
      for (const alert of result.alerts) {
        alerts.push({ at: t, type: alert.type, dedupeKey: alert.dedupeKey, severity: alert.severity, description: alert.description })
      }
    }
    if (away && span && t >= span.from && t <= span.to) {
      const truthAway = isAnnotatedAway(data, t)
      const engineAway = !result.status.atHome
      away.points++
      if (truthAway === engineAway) away.agree++
      if (truthAway) away.truthAway++
      if (engineAway) away.engineAway++
      if (truthAway && engineAway) away.bothAway++
    }
    for (; plan.detection[detectionIndex] && (plan.detection[detectionIndex]?.at ?? Infinity) <= t; detectionIndex++) {
      detectionMinutes.push(runDetection(state, data.home, plan, t, data.petEvents, counter))
    }
    for (const kind of outside) {
      for (let trial = kind.trials[kind.next]; trial && trial.at <= t; trial = kind.trials[++kind.next]) {
        kind.minutes.push(runDetection(state, data.home, plan, t, data.petEvents, counter, trial.inject, trial.doorAt))
      }
    }
    for (; plan.offline[offlineIndex] && (plan.offline[offlineIndex]?.at ?? Infinity) <= t; offlineIndex++) {
      const trial = plan.offline[offlineIndex]
      if (trial) offlineMinutes.push(runOffline(state, data, plan, trial, index, counter))
    }
  }
  return { alerts, detectionMinutes, offlineMinutes, nightMinutes, departureMinutes, arrivalMinutes, arrivalsAnnotated, arrivalTrials, shortTripMinutes, shortTripTrials, away, days, evaluations: counter.n }
}
