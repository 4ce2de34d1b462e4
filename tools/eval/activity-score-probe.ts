// How the dashboard's activity score behaves over a home's days: the home is replayed through the engine
// on a simulated clock and the score read at every step, so its share under 'normal' (60, SPEC §9) can
// be told by hour of the day, on ordinary days and on days of a life event (an ill week, later rising).
// `ratioScore` is the score before decision 0046, kept here as the baseline it is measured against.
import { createState, evaluate } from '../../server/engine/engine'
import { expectedActivity } from '../../server/engine/routine'
import { localClock } from '../../server/engine/local-time'
import type { EngineEvent, EngineHome, EngineState } from '../../server/engine/types'
import type { HomeData } from './dataset'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
/** SPEC §9: an activity score at or above this is normal */
export const NORMAL_SCORE = 60

export type ScoreOf = (state: EngineState, now: Date, home: EngineHome) => number

export interface ScoreSample {
  /** Days since the home's first local midnight */
  day: number
  hour: number
  minuteOfDay: number
  scores: number[]
  atHome: boolean
}

/** Before decision 0046: today's activations against the routine's mean by this minute, neutral 70 below 3 expected */
export function ratioScore(state: EngineState, now: Date, home: EngineHome): number {
  const clock = localClock(now.getTime(), state.timeZone)
  const doors = new Set(home.devices.filter((d) => d.kind === 'door').map((d) => d.key))
  let expected = 0
  for (const [key, device] of Object.entries(state.routine.devices)) {
    if (doors.has(key)) continue
    for (let hour = 0; hour < clock.hour; hour++) expected += expectedActivity(device, clock.dayOfWeek, hour).mean
    expected += (expectedActivity(device, clock.dayOfWeek, clock.hour).mean * (clock.minuteOfDay % 60)) / 60
  }
  const today = state.daily.current.day === clock.day ? state.daily.current.activations : 0
  if (expected < 3) return 70
  return Math.max(0, Math.min(100, Math.round((100 * today) / expected)))
}

/** Replays the whole home from its first local midnight, reading each score every `stepMinutes` from `fromDay` on */
export function replayScores(data: HomeData, scorers: ScoreOf[], fromDay: number, stepMinutes = 15): ScoreSample[] {
  const first = data.events[0]?.timestamp.getTime() ?? 0
  const startMs = Math.floor(first / DAY_MS) * DAY_MS
  const endMs = data.events[data.events.length - 1]?.timestamp.getTime() ?? startMs
  const state = createState(new Date(startMs), data.home)
  const samples: ScoreSample[] = []
  let index = 0
  for (let t = startMs + stepMinutes * MINUTE_MS; t <= endMs; t += stepMinutes * MINUTE_MS) {
    const batch: EngineEvent[] = []
    for (; index < data.events.length && (data.events[index]?.timestamp.getTime() ?? Infinity) <= t; index++) batch.push(data.events[index] as EngineEvent)
    const { status } = evaluate(state, batch, new Date(t), data.home)
    const day = Math.floor((t - startMs) / DAY_MS)
    if (day < fromDay) continue
    const clock = localClock(t, state.timeZone)
    samples.push({ day, hour: clock.hour, minuteOfDay: clock.minuteOfDay, scores: scorers.map((score) => score(state, new Date(t), data.home)), atHome: status.atHome })
  }
  return samples
}

export interface HourFigures {
  hour: number
  samples: number
  /** Share of the samples under NORMAL_SCORE, per scorer */
  belowNormal: number[]
  median: number[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN)
}

/** Per hour of the day: how often each scorer said 'below normal', and its median */
export function byHour(samples: ScoreSample[], scorers: number): HourFigures[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const inHour = samples.filter((s) => s.hour === hour)
    const of = (i: number) => inHour.map((s) => s.scores[i] ?? NaN)
    return {
      hour,
      samples: inHour.length,
      belowNormal: Array.from({ length: scorers }, (_, i) => (inHour.length ? of(i).filter((v) => v < NORMAL_SCORE).length / inHour.length : NaN)),
      median: Array.from({ length: scorers }, (_, i) => median(of(i))),
    }
  })
}

/** Share of the samples under NORMAL_SCORE for scorer `i` */
export const shareBelow = (samples: ScoreSample[], i: number) => (samples.length ? samples.filter((s) => (s.scores[i] ?? 0) < NORMAL_SCORE).length / samples.length : NaN)
