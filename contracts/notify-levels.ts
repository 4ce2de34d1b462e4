// Which alerts reach a person outside the app, as plain values: no schemas, so the notification settings
// in the layout of every signed-in page come without the schema library (decision 0069).
// contracts/notifications.ts passes them all on.
import type { Role } from './enums'

export const NOTIFY_LEVELS = ['all', 'urgent', 'none'] as const
export type NotifyLevel = (typeof NOTIFY_LEVELS)[number]

export const NOTIFY_LEVEL_LABELS: Record<NotifyLevel, string> = {
  all: 'Every alert',
  urgent: 'Urgent alerts only',
  none: 'None',
}

export const NOTIFY_LEVEL_HINTS: Record<NotifyLevel, string> = {
  // night-hold.ts: news that can wait, raised at night, goes at 07:00 on the home's clock
  all: 'Also sensors offline, low batteries and changes in the routine (at night, those that can wait come at 7:00)',
  urgent: 'Unusual inactivity, a possible fall, the Emergency button, anything critical, and a home no longer watched (its hub silent)',
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
