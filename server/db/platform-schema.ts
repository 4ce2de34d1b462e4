// Tables beyond SPEC.md §3: what accounts, ingest, the engine and notifications need.
import { bigint, bigserial, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { at, bytes, createdAt, id, updatedAt } from './columns'
import type { InvitationSource } from '../../contracts/invitations'
import { alertSeverity, alerts, authProvider, userRole, users } from './schema'

export * from './tables/hubs'
export * from './tables/rate-limits'


/** A person's sign-in with an external provider (one row per provider account) */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: authProvider('provider').notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 320 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_subject_idx').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
)

/** Staff's invitations to join with a role (family invitations are circle-scoped, below SPEC's table) */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: id(),
    email: varchar('email', { length: 320 }).notNull(),
    role: userRole('role').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** a carer invited into a care circle joins it on accepting (the client whose circle it is) */
    circleId: uuid('circle_id').references(() => users.id, { onDelete: 'cascade' }),
    /** a personal note from the inviter (Invite Family Member), put into the e-mail */
    message: text('message'),
    /**
     * The page it was sent from, kept through a resend from either: a home's Family Members asks the person in as a
     * family member, User Management as the role (INVITATION_SOURCES). Null for one filed before it was kept: read
     * as User Management (invitationSource)
     */
    sentFrom: varchar('sent_from', { length: 20 }).$type<InvitationSource>(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_invitations_invited_by_idx').on(t.invitedBy),
    index('user_invitations_circle_id_idx').on(t.circleId),
    check('user_invitations_sent_from_check', sql`${t.sentFrom} in ('family-members', 'user-management')`),
  ],
)

/**
 * Staff's offer of a sign-in to someone whose home was added without one (decision 0025): the address
 * waits here, unproved, until the person opens the mailed link and chooses a password. One per
 * account: a new offer replaces the one before; an accepted one stays, so its link says it was used.
 */
export const signInOffers = pgTable(
  'sign_in_offers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    offeredBy: uuid('offered_by').references(() => users.id, { onDelete: 'set null' }),
    /** when the link now working was mailed (a resend mails a new one) */
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_offers_user_id_idx').on(t.userId), index('sign_in_offers_offered_by_idx').on(t.offeredBy)],
)

/** Every message the mail module sends; without SMTP_URL this is where a self-hoster reads them */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: varchar('to', { length: 320 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
  deliveredAt: at('delivered_at'),
  error: text('error'),
})

/** Append-only (a trigger refuses UPDATE and DELETE): who did what, when, from where */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    // no foreign keys: the trail outlives the people and things it names
    actorId: uuid('actor_id'),
    actorEmail: varchar('actor_email', { length: 320 }),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }),
    targetId: varchar('target_id', { length: 64 }),
    circleId: uuid('circle_id'),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // a home's entries in the order they were written, and a person's own acts and those about her
    // account: the three ways a copy of a home (data-export) finds its trail without reading all of it
    index('audit_log_circle_idx').on(t.circleId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_target_user_idx')
      .on(t.targetId, t.id)
      .where(sql`${t.targetType} = 'user'`),
  ],
)

/** Who is responding to an alert ('Check On Them', 'Contact'), visible to the rest of the circle */
export const alertResponses = pgTable(
  'alert_responses',
  {
    id: id(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('alert_responses_alert_idx').on(t.alertId), index('alert_responses_user_id_idx').on(t.userId)],
)

/** The engine's memory of a circle, and the claim that lets one instance evaluate it at a time */
export const engineState = pgTable('engine_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  learningStartedAt: at('learning_started_at'),
  lastEvaluatedAt: at('last_evaluated_at'),
  claimedUntil: at('claimed_until'),
  claimedBy: varchar('claimed_by', { length: 100 }),
  // the last motion_events id fed to the engine: events are read in the order they were stored
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  /** Before migration 0006 the state was stored here as jsonb; such a row is read once and moved to packed_state */
  state: jsonb('state'),
  /** The engine state as last written whole (its base), packed by server/modules/monitoring/state-codec.ts */
  packedState: bytes('packed_state'),
  /** What changed since the base (server/modules/monitoring/state-patch.ts), or null: the base is the state */
  statePatch: bytes('state_patch'),
  /**
   * The base's id, drawn anew by a trigger whenever packed_state or state is written (migration 0031): a
   * process keeps the base in memory under it (state-cache.ts), and a patch names the base it applies to
   */
  baseId: uuid('base_id').notNull().defaultRandom(),
  /** Since when every evaluation of the circle has thrown (null while it evaluates): engine-failure.ts */
  failingSince: at('failing_since'),
  /** When its state was last thrown away to be rebuilt from the stored events, after failing */
  rebuiltAt: at('rebuilt_at'),
  /** Since when the scheduler has been waiting for the rest of a new home's history (history-upload.ts), or null */
  historyArrivingSince: at('history_arriving_since'),
  /**
   * What the home picker shows of the state, written with it (engine-glance.ts, decision 0104): the local day learning
   * began, and in or out. Null: nothing heard yet, a history still arriving, or not evaluated since migration 0032
   */
  glance: jsonb('glance'),
  updatedAt: updatedAt(),
})

/** A browser that takes web push for a person (its PushSubscription); the push service's 404 or 410 removes it */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  // every alert asks whether each person in the circle has one
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)

/**
 * The VAPID key pair web push is signed with when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset:
 * made by the first process that needs it and kept, since browsers subscribed with its public key
 * (one row; server/modules/notifications/vapid-keys.ts).
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_one_row', sql`${t.id} = 1`)],
)

/**
 * Which alerts reach a person outside the app, per channel: 'all', 'urgent' (inactivity, possible
 * fall, emergency, or anything critical) or 'none'. No row, or a null column: the role's default
 * (server/modules/notifications/notification-rules.ts).
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  alertEmails: varchar('alert_emails', { length: 10 }),
  alertPush: varchar('alert_push', { length: 10 }),
  /**
   * The first-visit card saying how alerts reach her: 'due' once she joined a home as a carer by
   * invitation, 'seen' once she dismissed it (on any device); null, never offered
   */
  alertsIntro: varchar('alerts_intro', { length: 10 }),
  updatedAt: updatedAt(),
})

/**
 * The outbox of alert notifications: one row per alert, person, channel and severity reached (so an
 * escalation is sent again, a repeat of the same severity is not). Written in the transaction that
 * raises the alert, so a crash cannot lose one; sent by the dispatcher, which claims rows with SKIP
 * LOCKED so two server processes never send one twice, and retries a failed delivery with backoff.
 */
export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the alert this is news of; null for news of the home itself (kind 'ended') */
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the home that news not of an alert is about: that its watching ended (decision 0045) */
    circleId: uuid('circle_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'email' or 'push' */
    channel: varchar('channel', { length: 10 }).notNull(),
    /** 'raised', 'escalated' or 'resolved' (of an alert), or 'ended' (the watching of the home) */
    kind: varchar('kind', { length: 10 }).notNull(),
    severity: alertSeverity('severity').notNull(),
    /** 'pending', 'sent', 'logged' (no SMTP_URL: written to the log), 'failed' (gave up) or 'skipped' */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_notifications_once_idx').on(t.alertId, t.userId, t.channel, t.kind, t.severity),
    index('alert_notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('alert_notifications_user_id_idx').on(t.userId),
    index('alert_notifications_circle_id_idx').on(t.circleId),
    check('alert_notifications_about_check', sql`${t.alertId} is not null or ${t.circleId} is not null`),
  ],
)
