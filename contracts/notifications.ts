// Which alerts reach a person outside the app (e-mail, web push), chosen per person and channel.
import { z } from 'zod'
import type { Role } from './enums'

export const NOTIFY_LEVELS = ['all', 'urgent', 'none'] as const
export type NotifyLevel = (typeof NOTIFY_LEVELS)[number]

export const NOTIFY_LEVEL_LABELS: Record<NotifyLevel, string> = {
  all: 'Every alert',
  urgent: 'Urgent alerts only',
  none: 'None',
}

export const NOTIFY_LEVEL_HINTS: Record<NotifyLevel, string> = {
  all: 'Also sensors offline, low batteries and changes in the routine',
  urgent: 'Unusual inactivity, a possible fall, the Emergency button, and anything critical',
  none: 'Alerts only show in the app',
}

/**
 * What a person gets when they never chose: the carers and staff who can act get the urgent ones; the
 * person being watched gets none (the alert is about them, and help must come from someone else).
 */
export function defaultNotifyLevel(role: Role, memberRole: 'carer' | 'client' | null): NotifyLevel {
  if (role === 'admin' || role === 'support') return 'urgent'
  if (memberRole === 'carer' || (memberRole === null && role === 'carer')) return 'urgent'
  return 'none'
}

const Level = z.enum(NOTIFY_LEVELS, { message: `must be one of ${NOTIFY_LEVELS.join(', ')}` })

/** `PUT /api/notifications/settings`: either or both channels */
export const NotificationSettingsUpdate = z.strictObject({ alertEmails: Level.optional(), alertPush: Level.optional() })
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdate>

export const NotificationSettings = z.object({
  alertEmails: Level,
  alertPush: Level,
  /** what applies without a choice, for the person's role */
  defaultLevel: Level,
  /** false when the account has no e-mail address (some social sign-ins) */
  hasEmail: z.boolean(),
})
export type NotificationSettings = z.infer<typeof NotificationSettings>
