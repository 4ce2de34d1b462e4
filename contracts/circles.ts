import { z } from 'zod'
import { ALERT_SEVERITIES } from './enums'

/** Someone in a home's care circle (a carer or family member), as the picker searches and shows them */
export const CircleMemberName = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** as the circle put it ('Daughter'); none when not given */
  relationship: z.string().nullable(),
  /** the number they gave (Quick Contact's): staff find the home by the number of the daughter who rang */
  phone: z.string().nullable(),
})
export type CircleMemberName = z.infer<typeof CircleMemberName>

/**
 * `GET /api/circles`: one home the caller may look at, for the picker. The client's e-mail tells two
 * homes of the same name apart; the open alerts let the picker put the homes that need someone first,
 * and a browser with no home chosen yet open on the most urgent (web/src/lib/other-homes.ts).
 */
export const CircleSummary = z.object({
  clientId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** the number the person watched gave, or staff gave for them (Quick Contact's): the picker finds the home by it */
  phone: z.string().nullable(),
  /** the circle's IANA zone: its day starts at midnight there ("Today's Alerts") */
  timeZone: z.string(),
  /** unresolved alerts */
  openAlerts: z.number().int().nonnegative(),
  /** the most severe of them, a possible fall counting as critical from its first minute (decision 0037); null when none is open */
  topSeverity: z.enum(ALERT_SEVERITIES).nullable(),
  /** when the newest open alert of that severity was raised (ISO 8601); null when none is open */
  topAlertAt: z.string().nullable(),
  /** when staff ended the watching of the home (ISO 8601, decision 0045): it is kept for its history and notes; null while it is watched */
  monitoringEndedAt: z.string().nullable(),
  /**
   * While the routine is being learned, its day (1-7): only the safest rules alert then (decision 0104); null once learned,
   * before any sensor has reported, when the watching ended, or where nothing inside is watched
   */
  learningDay: z.number().int().min(1).nullable(),
  /**
   * the demo's own home (its client is the seed's account): only there is Simulate Motion offered, whose made-up movement
   * anywhere else would become a real person's history. Absent from older servers: not the demo's
   */
  isDemo: z.boolean().optional(),
  /** the engine takes the person to be out (as of its last look, at most a minute old); false where it cannot tell */
  isOut: z.boolean(),
  /** since when, while out (ISO 8601); null when not known */
  outSince: z.string().nullable(),
  /** while out, the front door opened then and nothing inside has shown them in since: they may have come in (ISO 8601) */
  doorOpenedAt: z.string().nullable(),
  /**
   * The circle's members, for staff only (who may see every home's people): a support agent finds the
   * home by the name of the daughter on the phone. Absent for carers and clients, whose few homes are
   * their own, so no member's name travels further than Quick Contact already takes it.
   */
  members: CircleMemberName.array().optional(),
})
export type CircleSummary = z.infer<typeof CircleSummary>
