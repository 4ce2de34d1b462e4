// The data model of SPEC.md §3. A care circle is anchored on its client user: the client's id is the
// `userId` of the circle's devices, events, patterns, alerts, notes and subscription (ARCHITECTURE.md).
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
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
} from '../../contracts/enums'
import type { PaymentMethod } from '../../contracts/billing'
import { at, createdAt, id, updatedAt } from './columns'

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


export const users = pgTable('users', {
  id: id(),
  // stored lower-cased, so the unique key is case-insensitive
  email: varchar('email', { length: 320 }).unique(),
  firstName: varchar('first_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }),
  profileImageUrl: text('profile_image_url'),
  passwordHash: text('password_hash'),
  emailVerified: boolean('email_verified').notNull().default(false),
  authProvider: authProvider('auth_provider').notNull().default('replit'),
  externalId: varchar('external_id', { length: 255 }),
  profileData: jsonb('profile_data'),
  role: userRole('role').notNull().default('client'),
  // a deactivated person cannot sign in, and their sessions end at once
  isActive: boolean('is_active').notNull().default(true),
  // the circle's local time zone (IANA); routine hours are counted in it
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const sessions = pgTable(
  'sessions',
  {
    // the SHA-256 of the cookie's token: a copy of this table signs nobody in
    sid: varchar('sid', { length: 64 }).primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
)

export const devices = pgTable(
  'devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    deviceId: varchar('device_id', { length: 100 }).notNull().unique(),
    location: varchar('location', { length: 100 }).notNull(),
    kind: deviceKind('kind').notNull().default('motion'),
    isActive: boolean('is_active').notNull().default(true),
    lastActivity: at('last_activity'),
    batteryLevel: integer('battery_level'),
    signalStrength: integer('signal_strength'),
    tuyaDeviceId: varchar('tuya_device_id', { length: 100 }).unique(),
    tuyaLocalKey: text('tuya_local_key'),
    tuyaProductId: varchar('tuya_product_id', { length: 100 }),
    /** The hub that carried its newest report (`hubs.key`), or null when it came straight over HTTP or from the Tuya cloud */
    hubKey: varchar('hub_key', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('devices_user_idx').on(t.userId)],
)

export const motionEvents = pgTable(
  'motion_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timestamp: at('timestamp').notNull(),
    motionDetected: boolean('motion_detected').notNull(),
    // the sender's eventId, or device + time + value: the same event twice is stored once
    eventKey: varchar('event_key', { length: 200 }),
    confidence: real('confidence'),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    index('motion_events_device_time_idx').on(t.deviceId, t.timestamp),
    index('motion_events_user_time_idx').on(t.userId, t.timestamp),
    // the engine reads each circle's events after its cursor (storage order)
    index('motion_events_user_id_idx').on(t.userId, t.id),
    uniqueIndex('motion_events_event_key_idx').on(t.deviceId, t.eventKey),
  ],
)

export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    type: alertType('type').notNull(),
    severity: alertSeverity('severity').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    isResolved: boolean('is_resolved').notNull().default(false),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    metadata: jsonb('metadata'),
    // what raised it (e.g. `inactivity`, `offline:<device>`): one open alert per cause
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('alerts_user_time_idx').on(t.userId, t.createdAt),
    index('alerts_open_idx')
      .on(t.userId)
      .where(sql`${t.isResolved} = false`),
    uniqueIndex('alerts_open_cause_idx')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.isResolved} = false`),
    index('alerts_device_id_idx').on(t.deviceId),
    index('alerts_resolved_by_idx').on(t.resolvedBy),
  ],
)

export const careNotes = pgTable(
  'care_notes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: noteCategory('category').notNull().default('health_check'),
    content: text('content').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // the last change by a person after the note was written (the page shows "Edited by … when")
    editedAt: at('edited_at'),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('care_notes_user_time_idx').on(t.userId, t.createdAt),
    index('care_notes_author_id_idx').on(t.authorId),
    index('care_notes_edited_by_idx').on(t.editedBy),
  ],
)

export const activityPatterns = pgTable(
  'activity_patterns',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    hour: integer('hour').notNull(),
    expectedActivity: real('expected_activity').notNull().default(0),
    variance: real('variance').notNull().default(0),
    confidence: real('confidence').notNull().default(0),
    lastUpdated: at('last_updated').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_patterns_slot_idx').on(t.deviceId, t.dayOfWeek, t.hour),
    index('activity_patterns_user_id_idx').on(t.userId),
  ],
)

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
  stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
  stripePriceId: varchar('stripe_price_id', { length: 255 }),
  plan: plan('plan').notNull().default('free'),
  status: subscriptionStatus('status').notNull().default('inactive'),
  maxSensors: integer('max_sensors').notNull().default(1),
  pricePerMonth: numeric('price_per_month', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  billingCycle: billingCycle('billing_cycle').notNull().default('monthly'),
  nextBillingDate: at('next_billing_date'),
  trialEndsAt: at('trial_ends_at'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  // when it began and (for one that has ended or is set to) its last day, as calendar dates
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  // the built-in provider keeps a card's brand, last 4 digits and expiry, never its number
  paymentMethod: jsonb('payment_method').$type<PaymentMethod>(),
  // a home has one free trial: set when it starts, kept through cancellations and manual changes
  hadTrial: boolean('had_trial').notNull().default(false),
  // sha-256 of the clientSecret handed to the payment dialog of the latest Start Free Trial
  setupSecretHash: varchar('setup_secret_hash', { length: 64 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const costTracking = pgTable(
  'cost_tracking',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    costType: costType('cost_type').notNull(),
    serviceName: varchar('service_name', { length: 100 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    usageMetric: varchar('usage_metric', { length: 50 }),
    usageAmount: numeric('usage_amount', { precision: 14, scale: 4, mode: 'number' }),
    billingPeriod: billingPeriod('billing_period').notNull(),
    date: at('date').notNull().defaultNow(),
    metadata: jsonb('metadata'),
  },
  (t) => [index('cost_tracking_date_idx').on(t.date), index('cost_tracking_user_id_idx').on(t.userId)],
)

export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: id(),
    inviterUserId: uuid('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeEmail: varchar('invitee_email', { length: 320 }).notNull(),
    inviteeRole: familyRole('invitee_role').notNull().default('carer'),
    invitationToken: varchar('invitation_token', { length: 128 }).notNull().unique(),
    status: invitationStatus('status').notNull().default('pending'),
    message: text('message'),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('family_invitations_inviter_idx').on(t.inviterUserId)],
)

export const familyMembers = pgTable(
  'family_members',
  {
    id: id(),
    primaryUserId: uuid('primary_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberUserId: uuid('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: familyRole('role').notNull().default('carer'),
    relationship: varchar('relationship', { length: 100 }),
    permissions: jsonb('permissions').notNull().default({}),
    addedAt: at('added_at').notNull().defaultNow(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('family_members_pair_idx').on(t.primaryUserId, t.memberUserId),
    index('family_members_member_idx').on(t.memberUserId),
    index('family_members_added_by_idx').on(t.addedBy),
  ],
)
