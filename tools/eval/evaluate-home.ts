// One home, start to finish: the plan (learning period, trial moments), the engine's replay and the
// baselines on the same trials, and the figures of issue 5 §6.
import type { EvaluateOptions } from '../../server/engine/engine'
import { allBaselines, type Baseline } from './baselines'
import type { HomeData } from './dataset'
import { DAY_MINUTES, perDay, summarise, type DetectionSummary } from './metrics'
import { ARRIVAL_KEY } from '../../server/engine/arrival'
import { doorPassages } from './arrivals'
import { shortTrips } from './short-trips'
import { baselineOutsideMinutes } from './outside'
import { replayEngine, type RaisedAlert } from './replay'
import { mulberry32, seedOf } from './rng'
import { annotatedNights, scoreNights, type NightScore } from './nights'
import { evidenceOf, hasAwayAnnotations, pickDetectionTrials, pickOfflineTrials, type DetectionTrial } from './trials'
import { outsideTrialsOf, personEvidence, replayPlan, replayWindow } from './window'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

export interface EvalOptions {
  learningDays: number
  stepMinutes: number
  trialStepMinutes: number
  offlineStepMinutes: number
  trials: number
  offlineTrials: number
  /** Nights with a door and no return (outside.ts) */
  outsideTrials: number
  seed: number
  engine: EvaluateOptions
}

export const DEFAULT_EVAL_OPTIONS: EvalOptions = {
  learningDays: 7,
  stepMinutes: 1,
  trialStepMinutes: 1,
  offlineStepMinutes: 5,
  trials: 400,
  offlineTrials: 40,
  outsideTrials: 40,
  seed: 2024,
  engine: {},
}

export interface MethodFigures {
  falseAlertsPerDay: number | null
  falseAlerts: number
  detection: DetectionSummary & { daytimeMedianMinutes: number | null; daytime: DetectionSummary }
  offline: { trials: number; medianMinutes: number | null; detected: number; falseAlertsPerDay: number | null }
  /**
   * Out and not back (outside.ts): minutes from the door, after a door in the night and after a real departure;
   * fallen on the way in (arrivals.ts): minutes from the door she came in by, and how many of those returns were annotated;
   * the same back from a short trip (short-trips.ts)
   */
  outside: {
    night: DetectionSummary
    departure: DetectionSummary
    arrival?: DetectionSummary & { annotated: number }
    shortTrip?: DetectionSummary & { annotated: number }
  }
}

export interface HomeResult {
  name: string
  days: number
  evaluatedDays: number
  quietSpellsAreReal: boolean
  /** arrivalAlerts: 'came in, nothing since' alerts on the untouched log (each a false one; counted among falseAlerts too) */
  engine: MethodFigures & { patternAlerts: number; keepsFiringAlerts: number; arrivalAlerts: number; falseAlertList: RaisedAlert[] }
  baselines: Record<string, MethodFigures>
  away: { agreement: number; awayRecall: number | null; awayPrecision: number | null; minutes: number } | null
  /** The nights the engine read against the 'go-to-bed' annotations (nights.ts); null without annotations */
  nights: NightScore | null
  evaluations: number
  runtimeMs: number
}

const round1 = (value: number) => Math.round(value * 10) / 10

function detectionFigures(trials: DetectionTrial[], minutes: number[]): MethodFigures['detection'] {
  const daytime = summarise(minutes.filter((_, i) => trials[i]?.daytime))
  return { ...summarise(minutes), daytimeMedianMinutes: daytime.medianMinutes, daytime }
}

/** Baseline alerts on the untouched log (after learning) and minutes to alert in each trial */
function runBaseline(baseline: Baseline, data: HomeData, trials: DetectionTrial[], learnEndMs: number) {
  const times = evidenceOf(data.events).map((event) => event.timestamp.getTime())
  let falseAlerts = 0
  const alertAtByStart = new Map<number, number>()
  for (let i = 0; i + 1 < times.length; i++) {
    const start = times[i] ?? 0
    const end = times[i + 1] ?? 0
    if (end === start) continue
    const alertAt = baseline.alertAt(start)
    alertAtByStart.set(start, alertAt)
    if (alertAt < end && alertAt >= learnEndMs) falseAlerts++
    baseline.learn(start, end)
  }
  const last = times[times.length - 1]
  if (last !== undefined) alertAtByStart.set(last, baseline.alertAt(last))
  // after the cut a pet's events, where there is one, go on starting new quiet spells
  const petTimes = evidenceOf(data.petEvents).map((event) => event.timestamp.getTime())
  const alertAtFrom = (start: number) => alertAtByStart.get(start) ?? baseline.alertAt(start)
  const minutes = trials.map((trial) => {
    let alertAt = alertAtFrom(trial.lastAt)
    for (const petAt of petTimes) {
      if (petAt <= trial.at) continue
      if (petAt >= alertAt) break
      alertAt = alertAtFrom(petAt)
    }
    return Math.max(0, (alertAt - trial.at) / MINUTE_MS)
  })
  return { falseAlerts, minutes }
}

export function evaluateHome(data: HomeData, options: EvalOptions = DEFAULT_EVAL_OPTIONS): HomeResult {
  const began = performance.now()
  const window = replayWindow(data, options)
  const { learnEndMs, endMs, stepMs } = window
  const evaluatedDays = Math.max(0, (endMs - learnEndMs) / DAY_MS)
  const rng = mulberry32(seedOf(data.name, options.seed))
  // a trial stops the person while active: moments picked on their own events, not a pet's
  const evidence = personEvidence(data)
  const detection = pickDetectionTrials(data, evidence, learnEndMs, endMs, stepMs, options.trials, rng)
  const deviceKeys = data.home.devices.map((device) => device.key)
  const offline = pickOfflineTrials(data.events, deviceKeys, learnEndMs, endMs - DAY_MS, stepMs, options.offlineTrials, rng)
  const { night, departures } = outsideTrialsOf(data, evidence, window, options)
  const plan = replayPlan(window, options, {
    detection,
    offline,
    night,
    departures,
    passages: doorPassages(data, learnEndMs, endMs - DAY_MS),
    shortTrips: shortTrips(data, learnEndMs, endMs - DAY_MS),
  })
  const replay = replayEngine(data, plan, hasAwayAnnotations(data))
  const countable = data.quietSpellsAreReal
  const tripsAnnotated = plan.shortTrips.filter((trip) => trip.annotated).length
  const falseQuiet = replay.alerts.filter((alert) => alert.type === 'inactivity' || alert.type === 'emergency')
  const falseOffline = replay.alerts.filter((alert) => alert.dedupeKey.startsWith('offline:'))
  const engine: HomeResult['engine'] = {
    falseAlertsPerDay: countable ? perDay(falseQuiet.length, evaluatedDays) : null,
    falseAlerts: falseQuiet.length,
    detection: detectionFigures(detection, replay.detectionMinutes),
    offline: {
      trials: replay.offlineMinutes.length,
      medianMinutes: quantileAll(replay.offlineMinutes),
      detected: replay.offlineMinutes.filter(Number.isFinite).length,
      falseAlertsPerDay: countable ? perDay(falseOffline.length, evaluatedDays) : null,
    },
    outside: {
      night: summarise(replay.nightMinutes),
      departure: summarise(replay.departureMinutes),
      arrival: { ...summarise(replay.arrivalMinutes), annotated: replay.arrivalsAnnotated },
      shortTrip: { ...summarise(replay.shortTripMinutes), annotated: tripsAnnotated },
    },
    arrivalAlerts: replay.alerts.filter((alert) => alert.dedupeKey === ARRIVAL_KEY).length,
    patternAlerts: replay.alerts.filter((alert) => alert.type === 'pattern_change').length,
    // a real sensor in a real home never keeps firing for hours: each one here would be a false alarm
    keepsFiringAlerts: replay.alerts.filter((alert) => alert.dedupeKey.startsWith('chatter:')).length,
    falseAlertList: falseQuiet,
  }
  const logEvidence = evidenceOf(data.events)
  const nightBaselines = baselineOutsideMinutes(data, logEvidence, night)
  const departureBaselines = baselineOutsideMinutes(data, logEvidence, departures)
  const arrivalBaselines = baselineOutsideMinutes(data, logEvidence, replay.arrivalTrials)
  const shortTripBaselines = baselineOutsideMinutes(data, logEvidence, replay.shortTripTrials)
  const baselines: Record<string, MethodFigures> = {}
  for (const baseline of allBaselines()) {
    const { falseAlerts, minutes } = runBaseline(baseline, data, detection, learnEndMs)
    baselines[baseline.name] = {
      falseAlertsPerDay: countable ? perDay(falseAlerts, evaluatedDays) : null,
      falseAlerts,
      detection: detectionFigures(detection, minutes),
      offline: { trials: 0, medianMinutes: null, detected: 0, falseAlertsPerDay: null },
      outside: {
        night: summarise(nightBaselines[baseline.name] ?? []),
        departure: summarise(departureBaselines[baseline.name] ?? []),
        arrival: { ...summarise(arrivalBaselines[baseline.name] ?? []), annotated: replay.arrivalsAnnotated },
        shortTrip: { ...summarise(shortTripBaselines[baseline.name] ?? []), annotated: tripsAnnotated },
      },
    }
  }
  const away = replay.away
  return {
    name: data.name,
    // replayWindow has thrown already for a home with no events
    days: round1((data.events[data.events.length - 1]!.timestamp.getTime() - data.events[0]!.timestamp.getTime()) / DAY_MS),
    evaluatedDays: round1(evaluatedDays),
    quietSpellsAreReal: data.quietSpellsAreReal,
    engine,
    baselines,
    away: away
      ? {
          agreement: Math.round((away.agree / Math.max(1, away.points)) * 1000) / 1000,
          awayRecall: away.truthAway ? Math.round((away.bothAway / away.truthAway) * 1000) / 1000 : null,
          awayPrecision: away.engineAway ? Math.round((away.bothAway / away.engineAway) * 1000) / 1000 : null,
          minutes: Math.round((away.points * stepMs) / MINUTE_MS),
        }
      : null,
    nights: data.annotations ? scoreNights(replay.days, annotatedNights(data.annotations)) : null,
    evaluations: replay.evaluations,
    runtimeMs: Math.round(performance.now() - began),
  }
}

/** Median minutes to an offline alert; censored trials (no alert before the log ends) count as missed */
function quantileAll(minutes: number[]): number | null {
  if (minutes.length === 0) return null
  const sorted = [...minutes].sort((a, b) => a - b)
  const value = sorted[Math.ceil(0.5 * sorted.length) - 1] ?? Infinity
  return Number.isFinite(value) ? Math.round(value) : null
}

export { DAY_MINUTES }
