import { z } from 'zod'
import { ALERT_SEVERITIES } from './enums'

/**
 * `GET /api/circles`: one home the caller may look at, for the picker. The client's e-mail tells two
 * homes of the same name apart; the open alerts let the picker put the homes that need someone first.
 */
export const CircleSummary = z.object({
  clientId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** the circle's IANA zone: its day starts at midnight there ("Today's Alerts") */
  timeZone: z.string(),
  /** unresolved alerts */
  openAlerts: z.number().int().nonnegative(),
  /** the most severe of them; null when none is open */
  topSeverity: z.enum(ALERT_SEVERITIES).nullable(),
})
export type CircleSummary = z.infer<typeof CircleSummary>
