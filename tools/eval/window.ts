// What the eval and its probes (offline-probe.ts, outside-probe.ts) share before they draw a home's trials: the
// stretch of its log replayed (from its first midnight, the learning days first, to the step after its last event),
// the person's own evidence (not a pet's), and the outside trials' own seeded draw, so that a probe draws exactly
// the eval's trials.
import { DAY_MS, MINUTE_MS } from '../../server/engine/local-time'
import type { EvaluateOptions } from '../../server/engine/engine'
import type { HomeData } from './dataset'
import type { ReplayPlan } from './replay'
import { pickDepartureTrials, pickNightTrials } from './outside'
import { mulberry32, seedOf } from './rng'
import { evidenceOf } from './trials'

export interface ReplayWindow {
  startMs: number
  learnEndMs: number
  endMs: number
  stepMs: number
}

export function replayWindow(data: HomeData, options: { stepMinutes: number; learningDays: number }): ReplayWindow {
  const first = data.events[0]?.timestamp.getTime()
  const last = data.events[data.events.length - 1]?.timestamp.getTime()
  if (first === undefined || last === undefined) throw new Error(`${data.name}: no events`)
  const stepMs = options.stepMinutes * MINUTE_MS
  const startMs = Math.floor(first / DAY_MS) * DAY_MS
  return { startMs, learnEndMs: startMs + options.learningDays * DAY_MS, endMs: Math.ceil(last / stepMs) * stepMs, stepMs }
}

/** The events a trial may stop the person at: hers, not a pet's */
export function personEvidence(data: HomeData) {
  const pets = new Set(data.petEvents)
  return evidenceOf(pets.size === 0 ? data.events : data.events.filter((event) => !pets.has(event)))
}

/** The night and departure trials, from their own seeded stream so that the quiet and offline trials stay where they were */
export function outsideTrialsOf(data: HomeData, evidence: ReturnType<typeof personEvidence>, window: ReplayWindow, options: { outsideTrials: number; seed: number }) {
  const { learnEndMs, endMs, stepMs } = window
  const rng = mulberry32(seedOf(`${data.name}:outside`, options.seed))
  return {
    night: pickNightTrials(data, evidence, learnEndMs, endMs - DAY_MS, stepMs, options.outsideTrials, rng),
    departures: pickDepartureTrials(data, learnEndMs, endMs - DAY_MS, stepMs),
  }
}

/** What a replay is asked for: the window, the trial steps and the engine's options; the trials not given are none */
export function replayPlan(window: ReplayWindow, options: { trialStepMinutes: number; offlineStepMinutes: number; engine: EvaluateOptions }, asked: Partial<ReplayPlan>): ReplayPlan {
  return {
    ...window,
    trialStepMs: options.trialStepMinutes * MINUTE_MS,
    offlineStepMs: options.offlineStepMinutes * MINUTE_MS,
    detection: [],
    offline: [],
    night: [],
    departures: [],
    passages: [],
    shortTrips: [],
    engine: options.engine,
    ...asked,
  }
}
