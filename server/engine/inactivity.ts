// Unusual quiet at home. The quiet spell is judged against the longest spells this person has had at
// this time of day after being in the same room (so sleep, a long film after dinner or a nap are
// normal where they are habits), never while the person is out. Severity climbs as the spell goes on.
import type { AlertCandidate, AlertSeverity, EngineState } from './types'
import { formatDuration } from './format'
import { localClock, MINUTE_MS } from './local-time'
import { binOf, DEFAULT_QUIET_LIMIT, quietLimit, usualIntervalMinutes, type QuietLimitParams } from './quiet-model'

/** While learning, only a silence this long at home alerts */
export const LEARNING_QUIET_LIMIT_MINUTES = 12 * 60

export interface QuietAssessment {
  quietMinutes: number
  limitMinutes: number
  usualLongestMinutes: number | null
  usualIntervalMinutes: number | null
  room: string
  evidenceDays: number
  /** Local hour now */
  hour: number
  isLearning: boolean
}

/** The quiet spell going on at `now`, or null when the person is not known to be at home */
export function assessQuiet(state: EngineState, now: number, isLearning: boolean, params: QuietLimitParams = DEFAULT_QUIET_LIMIT): QuietAssessment | null {
  if (state.presence.mode !== 'home' || state.lastInsideAt === null || state.lastRoom === null || state.lastDeviceKey === null) return null
  const clock = localClock(now, state.timeZone)
  const quietMinutes = (now - state.lastInsideAt) / MINUTE_MS
  const usualInterval = usualIntervalMinutes(state.quiet, clock.hour)
  if (isLearning) {
    return {
      quietMinutes,
      limitMinutes: LEARNING_QUIET_LIMIT_MINUTES,
      usualLongestMinutes: null,
      usualIntervalMinutes: usualInterval,
      room: state.lastRoom,
      evidenceDays: 0,
      hour: clock.hour,
      isLearning,
    }
  }
  const limit = quietLimit(state.quiet, state.lastRoom, state.lastDeviceKey, binOf(clock.minuteOfDay), params)
  return {
    quietMinutes,
    limitMinutes: limit.limitMinutes,
    usualLongestMinutes: limit.usualLongestMinutes,
    usualIntervalMinutes: usualInterval,
    room: state.lastRoom,
    evidenceDays: limit.evidenceDays,
    hour: clock.hour,
    isLearning,
  }
}

/** medium at the limit, high half as long again (at least an hour more), critical at 2.5× (3 h more) */
export function inactivitySeverity(quietMinutes: number, limitMinutes: number): AlertSeverity {
  if (quietMinutes >= Math.max(2.5 * limitMinutes, limitMinutes + 180)) return 'critical'
  if (quietMinutes >= Math.max(1.5 * limitMinutes, limitMinutes + 60)) return 'high'
  return 'medium'
}

export function usualText(assessment: QuietAssessment): string {
  const parts: string[] = []
  if (assessment.usualIntervalMinutes !== null) parts.push(`usually every ${formatDuration(assessment.usualIntervalMinutes)} at this time of day`)
  if (assessment.usualLongestMinutes !== null && assessment.usualLongestMinutes > 0) {
    parts.push(`the longest quiet spell seen around now after the ${assessment.room} was ${formatDuration(assessment.usualLongestMinutes)}`)
  }
  if (assessment.isLearning) parts.push('the routine is still being learned, so only very long silences are reported')
  return parts.join('; ')
}

export function inactivityFinding(assessment: QuietAssessment): AlertCandidate | null {
  if (assessment.quietMinutes <= assessment.limitMinutes) return null
  const severity = assessment.isLearning ? 'high' : inactivitySeverity(assessment.quietMinutes, assessment.limitMinutes)
  const usual = usualText(assessment)
  return {
    type: 'inactivity',
    severity,
    title: 'Unusual inactivity',
    description: `No movement for ${formatDuration(assessment.quietMinutes)} at home (last in the ${assessment.room})${usual ? ` — ${usual}` : ''}.`,
    dedupeKey: 'inactivity',
    metadata: metadataOf(assessment),
  }
}

export function metadataOf(assessment: QuietAssessment): AlertCandidate['metadata'] {
  const round = (value: number | null) => (value === null ? null : Math.round(value))
  return {
    quietMinutes: round(assessment.quietMinutes),
    limitMinutes: round(assessment.limitMinutes),
    usualLongestMinutes: round(assessment.usualLongestMinutes),
    usualIntervalMinutes: round(assessment.usualIntervalMinutes),
    lastRoom: assessment.room,
    evidenceDays: Math.round(assessment.evidenceDays * 10) / 10,
    localHour: assessment.hour,
    learning: assessment.isLearning,
  }
}
