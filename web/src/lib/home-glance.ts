// What the home picker and All homes say of a home beside its open alerts (decision 0104): still learning its
// routine, when few rules can alert yet, and whether the person is out. From GET /api/circles (the picker's own
// list): the engine's view, read for every home in one statement, as the dashboard says it for one.
import type { CircleSummary } from '@contracts/circles'
import { LEARNING_DAYS, learningLabel } from '@contracts/learning'
import { clockTime } from '@/lib/format/last-movement'

export type GlanceKind = 'learning' | 'out' | 'door'

export interface GlanceLine {
  kind: GlanceKind
  /** shown, and read as it is */
  text: string
}

/** While learning, a long silence at home is all that raises an alert: said so, or 'day 3 of 7' reads as all watched */
export const LEARNING_LIMITS = 'only a long silence alerts yet'

type Glance = Pick<CircleSummary, 'timeZone' | 'monitoringEndedAt'> & Partial<Pick<CircleSummary, 'learningDay' | 'isOut' | 'outSince' | 'doorOpenedAt'>>

const dateOf = (iso: string | null | undefined) => {
  const at = iso ? new Date(iso) : null
  return at && !Number.isNaN(at.getTime()) ? at : null
}

/**
 * The lines under a home's name: 'Learning the routine: day 3 of 7, only a long silence alerts yet'; 'Out since 09:12'
 * (in the home's time, 'Mon 17:40' on an earlier day); while out, 'The door opened at 15:10, nothing since' (they may
 * be in). None for a home whose watching ended (the picker says so), nor from an older server that sends none.
 */
export function homeGlanceLines(c: Glance, now: Date, viewerZone?: string): GlanceLine[] {
  if (c.monitoringEndedAt) return []
  const lines: GlanceLine[] = []
  const day = c.learningDay ?? null
  if (day !== null && day >= 1 && day <= LEARNING_DAYS) lines.push({ kind: 'learning', text: `${learningLabel(day)}, ${LEARNING_LIMITS}` })
  if (c.isOut) {
    const since = dateOf(c.outSince)
    lines.push({ kind: 'out', text: since ? `Out since ${clockTime(since, now, c.timeZone, viewerZone)}` : 'Out' })
    const door = dateOf(c.doorOpenedAt)
    if (door) lines.push({ kind: 'door', text: `The door opened at ${clockTime(door, now, c.timeZone, viewerZone)}, nothing since` })
  }
  return lines
}
