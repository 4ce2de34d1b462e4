// The database's enum types: the values are contracts/enums.ts's, shared with the app
import { pgEnum } from 'drizzle-orm/pg-core'
import {
  ALERT_SEVERITIES,
  ALERT_TYPES,
  AUTH_PROVIDERS,
  BILLING_CYCLES,
  BILLING_PERIODS,
  COST_TYPES,
  DEVICE_KINDS,
  FAMILY_ROLES,
  INVITATION_STATUSES,
  NOTE_CATEGORIES,
  PLANS,
  ROLES,
  SUBSCRIPTION_STATUSES,
} from '../../../contracts/enums'

export const userRole = pgEnum('user_role', ROLES)
export const authProvider = pgEnum('auth_provider', AUTH_PROVIDERS)
export const deviceKind = pgEnum('device_kind', DEVICE_KINDS)
export const alertType = pgEnum('alert_type', ALERT_TYPES)
export const alertSeverity = pgEnum('alert_severity', ALERT_SEVERITIES)
export const noteCategory = pgEnum('note_category', NOTE_CATEGORIES)
export const plan = pgEnum('plan', PLANS)
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES)
export const billingCycle = pgEnum('billing_cycle', BILLING_CYCLES)
export const costType = pgEnum('cost_type', COST_TYPES)
export const billingPeriod = pgEnum('billing_period', BILLING_PERIODS)
export const familyRole = pgEnum('family_role', FAMILY_ROLES)
export const invitationStatus = pgEnum('invitation_status', INVITATION_STATUSES)
