// A care circle's home: its sensors, what they reported, what the engine learned and raised, and the circle's notes
import { sql } from 'drizzle-orm'
import { bigserial, boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { deviceKind, alertType, alertSeverity, noteCategory } from './enums'
import { users } from './people'
import { at, createdAt, id, updatedAt } from '../columns'

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
    // in a home with a pet: the family says the pet cannot set this motion sensor off (a pet-immune
    // sensor, or a room the pet is kept out of), so the engine takes its movement as the person's
    // (EngineDevice.petImmune). Only a motion sensor is ever marked
    petImmune: boolean('pet_immune').notNull().default(false),
    /** Since when the family has had it switched off (`isActive` false); null while on, and for one switched off before this was kept */
    switchedOffAt: at('switched_off_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('devices_user_idx').on(t.userId),
    // a device ID in any letter case (decision 0116): MQTT's look-up of a name no sensor has exactly, and registration's
    // check that an ID is not in use, without reading every home's sensors (decision 0118). Not unique: a database
    // may hold IDs that differ only in case from before registration refused them
    index('devices_device_id_lower_idx').on(sql`lower(${t.deviceId})`),
  ],
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
    // a note is the home's record: deleting the account of the carer who wrote it keeps it, its author unknown
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
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
