// Where the simulated incapacitations and sensor failures happen. A detection trial is a moment after
// learning when the person is at home (not inside a leave-house annotation, nor within 10 minutes of
// one, since annotations and sensors disagree by minutes about the door) and active: some sensor
// other than the front door reported within the last 5 minutes, and they are not lying in bed asleep
// (inside a go-to-bed annotation with the bedroom as the last room). The log is cut there.
import type { EngineEvent } from '../../server/engine/types'
import { isEvidence } from '../../server/engine/engine'
import type { Annotation, HomeData } from './dataset'
import type { Rng } from './rng'

const MINUTE_MS = 60_000
export const ACTIVE_WITHIN_MINUTES = 5
/** Annotated outings are widened by this much when picking moments at home */
export const AWAY_GUARD_MINUTES = 10
export const DAYTIME_HOURS = { from: 7, to: 22 }

export interface DetectionTrial {
  at: number
  /** Last evidence before the cut */
  lastAt: number
  daytime: boolean
}

export interface OfflineTrial {
  at: number
  deviceKey: string
}

export const evidenceOf = (events: EngineEvent[]) => events.filter(isEvidence)

/** Index of the last event at or before `at`, or -1 */
export function lastIndexAtOrBefore(events: EngineEvent[], at: number): number {
  let low = 0
  let high = events.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if ((events[middle]?.timestamp.getTime() ?? Infinity) <= at) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

const within = (annotations: Annotation[], at: number, activity: string, guardMs = 0) =>
  annotations.some((a) => a.activity === activity && at >= a.start - guardMs && at <= a.end + guardMs)

export const isAnnotatedAway = (data: HomeData, at: number) => !!data.annotations && within(data.annotations, at, 'leave-house')

/** Inside a leave-house annotation or within AWAY_GUARD_MINUTES of one: not a moment to pick as at home */
export const isNearAnnotatedAway = (data: HomeData, at: number) => !!data.annotations && within(data.annotations, at, 'leave-house', AWAY_GUARD_MINUTES * MINUTE_MS)

export const hasAwayAnnotations = (data: HomeData) => !!data.annotations?.some((a) => a.activity === 'leave-house')

/**
 * From the first annotation's start to the last one's end: outside it nobody wrote down where she was, so
 * the engine's in or out cannot be scored there. House A's log runs 48 h past its last annotation (a front
 * door, nothing, a front door: a weekend away), which counted as 48 h of 'away while home'
 */
export function annotatedSpan(data: HomeData): { from: number; to: number } | null {
  if (!data.annotations?.length) return null
  return { from: Math.min(...data.annotations.map((a) => a.start)), to: Math.max(...data.annotations.map((a) => a.end)) }
}

const hourOf = (ms: number) => new Date(ms).getUTCHours() // the replay runs in UTC = wall clock

/** `count` moments on the step grid in [fromMs, toMs], seeded, in time order */
export function pickDetectionTrials(data: HomeData, evidence: EngineEvent[], fromMs: number, toMs: number, stepMs: number, count: number, rng: Rng): DetectionTrial[] {
  const slots = Math.floor((toMs - fromMs) / stepMs)
  const trials = new Map<number, DetectionTrial>()
  for (let attempt = 0; attempt < count * 2000 && trials.size < count && slots > 0; attempt++) {
    const at = fromMs + Math.floor(rng() * (slots + 1)) * stepMs
    if (trials.has(at) || isNearAnnotatedAway(data, at)) continue
    const last = evidence[lastIndexAtOrBefore(evidence, at)]
    if (!last || at - last.timestamp.getTime() > ACTIVE_WITHIN_MINUTES * MINUTE_MS || last.kind === 'door') continue
    if (last.room === 'bedroom' && data.annotations && within(data.annotations, at, 'go-to-bed')) continue
    const hour = hourOf(at)
    trials.set(at, { at, lastAt: last.timestamp.getTime(), daytime: hour >= DAYTIME_HOURS.from && hour < DAYTIME_HOURS.to })
  }
  return [...trials.values()].sort((a, b) => a.at - b.at)
}

/** A device that reports again after `at`, silenced from `at` on */
export function pickOfflineTrials(events: EngineEvent[], deviceKeys: string[], fromMs: number, toMs: number, stepMs: number, count: number, rng: Rng): OfflineTrial[] {
  const lastSeen = new Map<string, number>()
  for (const event of events) lastSeen.set(event.deviceKey, event.timestamp.getTime())
  const slots = Math.floor((toMs - fromMs) / stepMs)
  const trials: OfflineTrial[] = []
  for (let attempt = 0; attempt < count * 100 && trials.length < count && slots > 0; attempt++) {
    const at = fromMs + Math.floor(rng() * (slots + 1)) * stepMs
    const deviceKey = deviceKeys[Math.floor(rng() * deviceKeys.length)]
    if (!deviceKey || (lastSeen.get(deviceKey) ?? 0) <= at) continue
    trials.push({ at, deviceKey })
  }
  return trials.sort((a, b) => a.at - b.at)
}
