// 'If nothing moves by 15:40, Hearthwatch will alert.' What a carer checking at 2 a.m. wants to know: how
// long the quiet going on may last before Hearthwatch raises an alert (the server walks the engine's own
// limits forward: engine/quiet-forecast.ts). Said once the routine is learned, with the person in, and
// nothing about the quiet open yet; in the home's time, as every time on the dashboard.
import type { DashboardPetWatch } from '@contracts/insights'
import { clockTime } from '@/lib/format/last-movement'
import { countsSureSigns } from './dashboard-rules'

/** What the stats say of it (absent from older servers: nothing is said) */
export interface QuietAlertStats {
  engine?: { atHome: boolean; isLearning: boolean; quietAlertAt?: string | null; sureSignAlertAt?: string | null } | null
  petWatch?: Pick<DashboardPetWatch, 'immuneRooms' | 'heldMotionCounts'> | null
  watchesNothingInside?: boolean
  monitoringEndedAt?: string | null
  receivingHistory?: boolean
}

/** A time still to come, or null (a time gone by: the alert is being raised, or the figures are stale) */
const ahead = (iso: string | null | undefined, now: Date) => {
  const at = iso ? new Date(iso) : null
  return at && !Number.isNaN(at.getTime()) && at.getTime() > now.getTime() ? at : null
}

/**
 * The line, or null when there is nothing to say; nothing while an urgent alert is open (the Emergency
 * button, a possible fall): Hearthwatch is alerting already, and 'will alert by 08:30' beside it read, at
 * 2 a.m., as leave to wait until then
 */
export function quietAlertLine(stats: QuietAlertStats | undefined, now: Date, timeZone?: string, viewerZone?: string, urgentOpen = false): string | null {
  const engine = stats?.engine
  if (urgentOpen || !engine || !engine.atHome || engine.isLearning || stats.watchesNothingInside || stats.monitoringEndedAt || stats.receivingHistory) return null
  const time = (at: Date) => clockTime(at, now, timeZone, viewerZone)
  const movement = ahead(engine.quietAlertAt, now)
  const sureSign = ahead(engine.sureSignAlertAt, now)
  if (sureSign) {
    // a pet lives there: its movement is no sign of them, what it cannot use is (and, where motion counts, a sensor it cannot set off or one kept on by someone moving about)
    const what = stats.petWatch && countsSureSigns(stats.petWatch) ? `no sure sign of them comes` : `no door, fridge or cupboard is used`
    const line = `If ${what} by ${time(sureSign)}, Hearthwatch will alert.`
    return movement && movement < sureSign ? `${line} If nothing moves at all, the pet included, it will alert at ${time(movement)}.` : line
  }
  return movement ? `If nothing moves by ${time(movement)}, Hearthwatch will alert.` : null
}
