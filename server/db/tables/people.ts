// The people: every account (a client's id is their care circle's, decision 0001) and their sessions
import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { userRole, authProvider } from './enums'
import { createdAt, id, updatedAt } from '../columns'

export const users = pgTable(
  'users',
  {
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
    // the zone of the browser this person last used, null until one is seen: their night, for news that
    // can wait (decision 0038); a carer far from the home sleeps on their own clock
    browserTimeZone: varchar('browser_time_zone', { length: 64 }),
    // a client's home no longer watched (moved into care, or died: decision 0045): the engine passes it
    // over, hubs are refused, nobody is alerted; its history and notes stay. Null while it is watched.
    monitoringEndedAt: timestamp('monitoring_ended_at', { withTimezone: true, mode: 'date' }),
    // a cat or dog lives in the home, where the motion sensors can see it: their firing is then no proof
    // of the person, and the engine leans on what a pet cannot do (EngineHome.pets)
    petsAtHome: boolean('pets_at_home').notNull().default(false),
    // the home's own MQTT base topic (decision 0115): its Zigbee2MQTT publishes there, and a message there is
    // matched to this home's sensors only; null while the home uses the server's shared MQTT_BASE_TOPIC
    mqttBaseTopic: varchar('mqtt_base_topic', { length: 100 }).unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // staff's lists A–Z by last name, read a page at a time after the last row shown (decision 0128): the
    // keys of server/modules/users/surname-keyset.ts, never null, so one comparison finds where a page starts
    index('users_by_surname_idx').on(
      sql`(${t.lastName} is null)`,
      sql`coalesce(${t.lastName}, '')`,
      sql`(${t.firstName} is null)`,
      sql`coalesce(${t.firstName}, '')`,
      sql`(${t.email} is null)`,
      sql`coalesce(${t.email}, '')`,
      t.createdAt,
      t.id,
    ),
  ],
)

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
