import type { TuyaSyncResult } from '@contracts/tuya'
import { PLAN_LIMIT_OPENING } from '@contracts/devices'

const sensors = (n: number) => `${n} ${n === 1 ? 'sensor' : 'sensors'}`

/** The 'Devices Synced' toast's line: what came in, and why the rest did not */
export function describeSync(result: Pick<TuyaSyncResult, 'imported' | 'alreadyImported' | 'skipped'>) {
  const parts = [result.imported > 0 ? `${sensors(result.imported)} imported.` : 'No new sensors to import.']
  const byPlan = result.skipped.filter((s) => s.reason.startsWith(PLAN_LIMIT_OPENING))
  // the last refusal counts every sensor imported before it
  if (byPlan.length) parts.push(`${sensors(byPlan.length)} not imported: ${byPlan.at(-1)!.reason}`)
  const elsewhere = result.skipped.filter((s) => s.reason.startsWith('Already registered')).length
  if (elsewhere) parts.push(`${sensors(elsewhere)} already in another home.`)
  return parts.join(' ')
}
