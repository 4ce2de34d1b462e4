// A possible fall: the last movement was where falls happen (bathroom, toilet, hall, stairs) and then
// nothing anywhere, for longer than visits to that room last at this time of day — including a night
// bathroom visit that never ends. Such visits are short and regular, so this fires sooner than general
// inactivity, and at a higher severity.
import { formatHomeDateTime } from '../../contracts/home-time'
import type { FallRiskAssessment } from '../../contracts/insights'
import type { AlertCandidate, AlertSeverity, EngineState } from './types'
import { formatDuration } from './format'
import { roomWords } from './rooms'
import { assessQuiet, inactivitySeverity, isFallRiskRoom, metadataOf, severityLimit, usualText, type QuietAssessment } from './inactivity'
import { isLearningAt } from './learning'
import { SLEEP_NIGHTS_NEEDED, SLEEP_WEEK } from './sleep'

const NIGHT_HOURS = new Set([22, 23, 0, 1, 2, 3, 4, 5, 6])
/** After the limit, an unanswered possible fall becomes critical this much later */
const CRITICAL_AFTER_MINUTES = 30

export { isFallRiskRoom }

export function fallSeverity(quietMinutes: number, limitMinutes: number): AlertSeverity {
  return quietMinutes >= limitMinutes + CRITICAL_AFTER_MINUTES ? 'critical' : 'high'
}

/** A visit that began at night stays a night-time visit however late it is checked (and one that began in the evening is not one) */
export function fallType(assessment: QuietAssessment): string {
  if (NIGHT_HOURS.has(assessment.startHour) && (assessment.room === 'bathroom' || assessment.room === 'toilet')) return 'night_bathroom_visit'
  return `${assessment.room}_then_silence`
}

export function fallFinding(assessment: QuietAssessment): AlertCandidate | null {
  if (assessment.judgedMinutes <= assessment.limitMinutes) return null
  const night = fallType(assessment) === 'night_bathroom_visit'
  const usual = usualText(assessment)
  return {
    type: 'emergency',
    severity: fallSeverity(assessment.judgedMinutes, severityLimit(assessment)),
    title: night ? 'Night-time bathroom visit has not ended' : `Possible fall in the ${roomWords(assessment.room)}`,
    description:
      `Last movement was in the ${roomWords(assessment.room)} ${formatDuration(assessment.quietMinutes)} ago and nothing since, anywhere` +
      `${usual ? ` — ${usual}` : ''}.`,
    dedupeKey: 'emergency',
    metadata: { ...metadataOf(assessment), fallType: fallType(assessment) },
  }
}

export type { FallRiskAssessment }

/**
 * What the quiet going on may still last, as the dashboard says it: the moment the forecast gives
 * (quiet-forecast.ts), never the limit of this moment, which moves with the quarter hour and the usual
 * night (house A, 8 h 32 min after the bedroom: 'limit 13 h 56 min', i.e. 11:59, while the dashboard said
 * 10:45); with the alert raised, that; with no forecast (learning with no walk asked for, the home unheard), nothing
 */
function deadlineText(state: EngineState, quietAlertAt: number | null): string | null {
  if (state.open.inactivity || state.open.emergency) return 'Hearthwatch has raised an alert about this quiet: see Alerts'
  return quietAlertAt === null ? null : `If nothing moves by ${formatHomeDateTime(new Date(quietAlertAt), state.timeZone)}, Hearthwatch will alert`
}

/**
 * The fall picture now, optionally for one device: a possible fall when the quiet spell after a
 * fall-risk room has outlasted its limit; risk factors from the spell and from the recent nights.
 * `quietAlertAt`: when the quiet alert would come if nothing moves (the dashboard's quietAlertAt), or null.
 */
export function fallRiskAssessment(state: EngineState, now: Date, deviceKey?: string, quietAlertAt: number | null = null): FallRiskAssessment {
  const nowMs = now.getTime()
  const assessment = assessQuiet(state, nowMs, isLearningAt(state, nowMs))
  const riskFactors: string[] = []
  const recentVisits = state.daily.history.slice(-SLEEP_WEEK).map((day) => day.nightBathroomVisits).filter((v): v is number => v !== null)
  // an average of a night or two is no figure of her nights (the Health Score's sleep quality waits for as many)
  const visits = recentVisits.length >= SLEEP_NIGHTS_NEEDED ? recentVisits.reduce((a, b) => a + b, 0) / recentVisits.length : null
  if (visits !== null && visits >= 2) riskFactors.push(`${visits.toFixed(1)} night-time bathroom visits a night this week`)
  const concerned = assessment && (!deviceKey || state.lastDeviceKey === deviceKey)
  if (!assessment || !concerned) {
    const why = !assessment
      ? state.presence.mode === 'away'
        ? 'Out of the home'
        : 'No recent activity to judge'
      : `Last activity was elsewhere (the ${roomWords(assessment.room)}), ${formatDuration(assessment.quietMinutes)} ago`
    riskFactors.push(why)
    // nothing judged: the level and confidence are the shape's stand-ins (a '50% confidence' read as measured), `unassessed` says why
    return { emergencyLevel: 'low', isFall: false, confidence: 0.5, fallType: 'none', riskFactors, unassessed: why }
  }
  const ratio = assessment.judgedMinutes / assessment.limitMinutes
  const inRiskRoom = isFallRiskRoom(assessment.room)
  riskFactors.push(`Quiet for ${formatDuration(assessment.quietMinutes)} after the ${roomWords(assessment.room)}`)
  const deadline = deadlineText(state, quietAlertAt)
  if (deadline) riskFactors.push(deadline)
  if (inRiskRoom) riskFactors.push(`Last seen in the ${roomWords(assessment.room)}, where falls are most common`)
  if (ratio <= 1) {
    const level: AlertSeverity = ratio > 0.75 && inRiskRoom ? 'medium' : 'low'
    return { emergencyLevel: level, isFall: false, confidence: Math.round((1 - ratio * 0.5) * 100) / 100, fallType: 'none', riskFactors }
  }
  const confidence = Math.round(Math.min(0.99, 0.5 + 0.5 * Math.min(1, ratio - 1)) * 100) / 100
  if (!inRiskRoom || assessment.isLearning) {
    return { emergencyLevel: assessment.isLearning ? 'high' : inactivitySeverity(assessment.judgedMinutes, severityLimit(assessment)), isFall: false, confidence, fallType: 'prolonged_inactivity', riskFactors }
  }
  return { emergencyLevel: fallSeverity(assessment.judgedMinutes, severityLimit(assessment)), isFall: true, confidence, fallType: fallType(assessment), riskFactors }
}
