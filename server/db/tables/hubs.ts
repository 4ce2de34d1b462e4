// How a home's sensors reach Hearthwatch: the ingest API's hub keys, the Tuya cloud link, and the hubs whose own
// status the MQTT worker hears. Passed on by platform-schema.ts.
import { index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, id, updatedAt } from '../columns'
import { users } from '../schema'

/** A hub's key for the ingest API; only its hash is kept */
export const ingestKeys = pgTable(
  'ingest_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who made it, as named then: kept when their account is deleted, so the family still sees a key made by someone gone */
    createdByName: varchar('created_by_name', { length: 200 }),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    /** the latest call with events refused, and why (shown on the Sensors page while setting a hub up) */
    lastRefusedAt: at('last_refused_at'),
    lastRefusal: varchar('last_refusal', { length: 300 }),
    /**
     * Since when every call's newest event has arrived long after the time it carries (a hub whose clock
     * or time zone is wrong), and by how much the latest one did; null once a call arrives on time
     */
    lateSince: at('late_since'),
    lateByMinutes: integer('late_by_minutes'),
    /**
     * Since when every call's newest event has carried a time ahead of its arrival (a hub whose clock runs
     * ahead: its calls are moved back, decision 0066), and by how much the latest one did; null once a call is not
     */
    aheadSince: at('ahead_since'),
    aheadByMinutes: integer('ahead_by_minutes'),
  },
  (t) => [index('ingest_keys_user_idx').on(t.userId), index('ingest_keys_created_by_idx').on(t.createdBy)],
)

/** The Tuya cloud link of a circle: its state and last sync, shown on the Sensors page */
export const tuyaSyncState = pgTable('tuya_sync_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 32 }).notNull(),
  /** The Tuya app account whose devices are this home's; without one only staff sync, project-wide */
  tuyaUserId: varchar('tuya_user_id', { length: 64 }),
  lastSyncedAt: at('last_synced_at'),
  lastPolledAt: at('last_polled_at'),
  lastError: text('last_error'),
  updatedAt: updatedAt(),
})

/**
 * A hub whose own status we hear (a Zigbee2MQTT bridge's `bridge/state`), written by the MQTT worker
 * (server/modules/ingest/bridge-watch.ts). `lastSeenAt`: last heard up; `checkedAt`: last time a running
 * worker vouched for what it knows, so a stale row means nobody is listening, not that the hub is down.
 */
export const hubs = pgTable('hubs', {
  key: varchar('key', { length: 200 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  lastSeenAt: at('last_seen_at'),
  checkedAt: at('checked_at').notNull(),
  /**
   * When more messages than its limit last came on the hub's base topic (decision 0130), and what was
   * dropped, for the Sensors page; null while never
   */
  lastLimitedAt: at('last_limited_at'),
  lastLimit: varchar('last_limit', { length: 300 }),
})
