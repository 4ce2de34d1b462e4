// The parts of a home's copy that stay small however long it is watched: the person, her circle, the
// sensors and their learned hours, the alerts, the hub keys, and what each person chose to be told.
// Never a password hash, a session, a key's hash or prefix, a Tuya local key or a push address.
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { alertResponses, ingestKeys, notificationSettings, userIdentities } from '../../db/platform-schema'
import { activityPatterns, alerts, devices, familyMembers, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { phoneSql } from '../users/phone-sql'
import { nameSql } from '../users/name-sql'


export async function findProfile(db: Db, clientId: string) {
  const [person] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: phoneSql,
      profileImageUrl: users.profileImageUrl,
      role: users.role,
      isActive: users.isActive,
      timeZone: users.timeZone,
      browserTimeZone: users.browserTimeZone,
      petsAtHome: users.petsAtHome,
      // the base topic her Zigbee2MQTT publishes on (decision 0115); null: the server's shared one
      mqttBaseTopic: users.mqttBaseTopic,
      monitoringEndedAt: users.monitoringEndedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, clientId))
  if (!person) return undefined
  // the Google or Facebook accounts she signs in with: which, and their address, never the provider's id for her
  const signInWith = await db
    .select({ provider: userIdentities.provider, email: userIdentities.email, linkedAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, clientId))
    .orderBy(asc(userIdentities.createdAt))
  return { ...person, signInWith }
}

export function listMembers(db: Db, clientId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: phoneSql,
      role: familyMembers.role,
      relationship: familyMembers.relationship,
      addedAt: familyMembers.addedAt,
    })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.memberUserId))
    .where(eq(familyMembers.primaryUserId, clientId))
    .orderBy(asc(familyMembers.addedAt))
}

export function listSensors(db: Db, clientId: string) {
  return db
    .select({
      id: devices.id,
      deviceId: devices.deviceId,
      name: devices.name,
      location: devices.location,
      kind: devices.kind,
      isActive: devices.isActive,
      switchedOffAt: devices.switchedOffAt,
      petImmune: devices.petImmune,
      lastActivity: devices.lastActivity,
      batteryLevel: devices.batteryLevel,
      signalStrength: devices.signalStrength,
      tuyaDeviceId: devices.tuyaDeviceId,
      createdAt: devices.createdAt,
      updatedAt: devices.updatedAt,
    })
    .from(devices)
    .where(eq(devices.userId, clientId))
    .orderBy(asc(devices.createdAt), asc(devices.name), asc(devices.id))
}

/** Hub keys by name and dates only: the key itself is never stored, and its hash and prefix stay here */
export function listHubKeys(db: Db, clientId: string) {
  return db
    .select({
      id: ingestKeys.id,
      name: ingestKeys.name,
      createdByName: ingestKeys.createdByName,
      createdAt: ingestKeys.createdAt,
      lastUsedAt: ingestKeys.lastUsedAt,
      revokedAt: ingestKeys.revokedAt,
    })
    .from(ingestKeys)
    .where(eq(ingestKeys.userId, clientId))
    .orderBy(asc(ingestKeys.createdAt))
}

/** 168 hours a week per sensor at most */
export function listPatterns(db: Db, clientId: string) {
  return db
    .select({
      sensorId: activityPatterns.deviceId,
      dayOfWeek: activityPatterns.dayOfWeek,
      hour: activityPatterns.hour,
      expectedActivity: activityPatterns.expectedActivity,
      variance: activityPatterns.variance,
      confidence: activityPatterns.confidence,
      lastUpdated: activityPatterns.lastUpdated,
    })
    .from(activityPatterns)
    .where(eq(activityPatterns.userId, clientId))
    .orderBy(asc(activityPatterns.deviceId), asc(activityPatterns.dayOfWeek), asc(activityPatterns.hour))
}

const resolver = alias(users, 'resolver')

/** Every alert, oldest first: about one a day in a busy home, so years of them fit in memory */
export function listAlerts(db: Db, clientId: string) {
  return db
    .select({
      id: alerts.id,
      sensorId: alerts.deviceId,
      type: alerts.type,
      severity: alerts.severity,
      title: alerts.title,
      description: alerts.description,
      createdAt: alerts.createdAt,
      isResolved: alerts.isResolved,
      resolvedAt: alerts.resolvedAt,
      resolvedBy: alerts.resolvedBy,
      resolvedByName: nameSql(resolver),
      // what the person who resolved it wrote (alerts.repository markResolved), null if nothing
      resolutionNote: sql<string | null>`${alerts.metadata}->>'resolutionNote'`,
      metadata: alerts.metadata,
    })
    .from(alerts)
    .leftJoin(resolver, eq(resolver.id, alerts.resolvedBy))
    .where(eq(alerts.userId, clientId))
    .orderBy(asc(alerts.createdAt), asc(alerts.id))
}

/** Who said they were responding to the home's alerts ('Check On Them', 'Contact'), and when */
export function listResponses(db: Db, clientId: string) {
  return db
    .select({ alertId: alertResponses.alertId, personId: alertResponses.userId, name: nameSql(users), action: alertResponses.action, at: alertResponses.createdAt })
    .from(alertResponses)
    .innerJoin(alerts, eq(alerts.id, alertResponses.alertId))
    .innerJoin(users, eq(users.id, alertResponses.userId))
    .where(eq(alerts.userId, clientId))
    .orderBy(asc(alertResponses.createdAt))
}

/** The person watched and each member of her circle, with the roles that decide their defaults, and what they chose */
export function listCircleSettings(db: Db, clientId: string) {
  return db
    .select({
      personId: users.id,
      name: nameSql(users),
      role: users.role,
      memberRole: familyMembers.role,
      alertEmails: notificationSettings.alertEmails,
      alertPush: notificationSettings.alertPush,
    })
    .from(users)
    .leftJoin(familyMembers, and(eq(familyMembers.memberUserId, users.id), eq(familyMembers.primaryUserId, clientId)))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(or(eq(users.id, clientId), isNotNull(familyMembers.id)))
    .orderBy(asc(users.createdAt))
}
