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
