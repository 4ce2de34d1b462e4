// Which sensors the Fall Risk tab offers. A sensor the family switched off watches nothing, and the
// server assesses no risk from it (FALL_RISK_SWITCHED_OFF): it is not offered, and the tab says why.

interface Choosable {
  id: string
  name: string
  location: string
  isActive: boolean
}

/** The sensors to choose from (switched on), and a line naming those left out because they are switched off; null when none is */
export function fallRiskChoices<T extends Choosable>(sensors: readonly T[]): { choices: T[]; switchedOffNote: string | null } {
  const choices = sensors.filter((s) => s.isActive)
  const off = sensors.filter((s) => !s.isActive)
  if (off.length === 0) return { choices, switchedOffNote: null }
  if (choices.length === 0) return { choices, switchedOffNote: 'Every sensor is switched off, so no fall risk is assessed until they are switched on again.' }
  const names = off.map((s) => `${s.name} (${s.location})`).join(', ')
  return { choices, switchedOffNote: `Not assessed while switched off: ${names}.` }
}

/**
 * The result's first line: its level, 'Possible fall detected' or 'No fall detected', and what kind and how sure; or,
 * where the server judged nothing from the sensor (`unassessed`: out, nothing moved yet, the last movement elsewhere),
 * 'Not assessed' and why, without the stand-in 'LOW' and '50% confidence' it had shown as measured
 */
export function fallRiskHeadline(risk: { emergencyLevel: string; isFall: boolean; confidence: number; unassessed?: string }, kind: string | null) {
  if (risk.unassessed) return { level: null, verdict: 'Not assessed', detail: risk.unassessed }
  return {
    level: risk.emergencyLevel.toUpperCase(),
    verdict: risk.isFall ? 'Possible fall detected' : 'No fall detected',
    detail: [kind, `${Math.round(risk.confidence * 100)}% confidence`].filter(Boolean).join(' · '),
  }
}
