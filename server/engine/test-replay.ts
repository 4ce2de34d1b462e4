// Steps the engine over a stretch of events on a simulated clock, for the engine's own tests.
import { createState, evaluate, type EvaluateOptions } from './engine'
import { MINUTE_MS } from './local-time'
import type { AlertCandidate, EngineEvent, EngineHome, EngineState, EngineStatus } from './types'

export interface Logged {
  at: number
  alert: AlertCandidate
}

export interface Replay {
  state: EngineState
  alerts: Logged[]
  escalations: Logged[]
  resolved: { at: number; key: string }[]
  /** each resolved key with what was seen that cleared it */
  cleared: { at: number; key: string; how: string }[]
  status: EngineStatus
}

/** Steps the engine from `fromMs` to `toMs`, feeding `events` as their time comes */
export function replay(home: EngineHome, events: EngineEvent[], fromMs: number, toMs: number, state: EngineState | null = null, stepMinutes = 5, options: EvaluateOptions = {}): Replay {
  const out: Replay = { state: state ?? createState(new Date(fromMs), home), alerts: [], escalations: [], resolved: [], cleared: [], status: null as unknown as EngineStatus }
  let index = events.findIndex((e) => e.timestamp.getTime() > fromMs)
  if (index < 0) index = events.length
  for (let t = fromMs + stepMinutes * MINUTE_MS; t <= toMs; t += stepMinutes * MINUTE_MS) {
    const batch: EngineEvent[] = []
    while (index < events.length && (events[index]?.timestamp.getTime() ?? Infinity) <= t) batch.push(events[index++] as EngineEvent)
    const result = evaluate(out.state, batch, new Date(t), home, options)
    out.state = result.state
    out.status = result.status
    out.alerts.push(...result.alerts.map((alert) => ({ at: t, alert })))
    out.escalations.push(...result.escalations.map((alert) => ({ at: t, alert })))
    out.resolved.push(...result.resolved.map((key) => ({ at: t, key })))
    out.cleared.push(...result.resolved.map((key) => ({ at: t, key, how: result.resolvedHow[key] ?? '' })))
  }
  return out
}

export const quietAlerts = (run: Replay) => run.alerts.filter(({ alert }) => alert.type === 'inactivity' || alert.type === 'emergency')
