// The closed sets of values of SPEC.md §3, shared by the database schema, the API and the web app.
export const ROLES = ['admin', 'support', 'carer', 'client'] as const
export type Role = (typeof ROLES)[number]

export const AUTH_PROVIDERS = ['replit', 'google', 'facebook', 'email'] as const
// What a sensor reports: a PIR (motion), the door to the outside, a bed or chair mat, any other switch
export const DEVICE_KINDS = ['motion', 'door', 'pressure', 'contact'] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]

export const ALERT_TYPES = ['inactivity', 'sensor_offline', 'pattern_change', 'emergency'] as const
export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const
export const NOTE_CATEGORIES = [
  'health_check',
  'medication',
  'emergency',
  'system_alert',
  'personal_note',
  'family_update',
] as const
export const PLANS = ['free', 'basic', 'premium', 'enterprise'] as const
export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled', 'past_due', 'trialing'] as const
export const BILLING_CYCLES = ['monthly', 'yearly'] as const
export const COST_TYPES = ['cloud_services', 'ml_processing', 'data_storage', 'api_calls', 'infrastructure'] as const
export const BILLING_PERIODS = ['daily', 'monthly', 'per_usage', 'real_time'] as const
export const FAMILY_ROLES = ['carer', 'client'] as const
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const
