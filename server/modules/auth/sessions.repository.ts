import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { sessions, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { deleteSubscriptionsOf } from '../notifications/push.repository'

export interface SessionData {
  userId: string
  createdAt: string
  ip?: string
  userAgent?: string
}

// The cookie holds a random token; the table holds only its hash
const sidOf = hashSecretToken

export async function insertSession(db: Db, data: SessionData, maxAgeMs: number) {
  const token = newSecretToken()
  const expire = new Date(Date.now() + maxAgeMs)
  await db.insert(sessions).values({ sid: sidOf(token), sess: data, expire })
  return { token, expire }
}

export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(and(eq(sessions.sid, sidOf(token)), gt(sessions.expire, new Date()), eq(users.isActive, true)))
    .limit(1)
  return row
}

/** Moves a session's end on (a session in use does not run out under a person who uses it every day) */
export async function extendSession(db: Db, token: string, expire: Date) {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sidOf(token)))
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.sid, sidOf(token)))
}

export async function deleteExpiredSessions(db: Db, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expire, now))
}

/**
 * Signs the person out everywhere: every session ends, and no browser of theirs is pushed alerts any
 * more (a push carries the alert's title, home and description to a device that may be the stolen one)
 */
export async function signOutEverywhere(db: Db, userId: string) {
  await db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`)
  await deleteSubscriptionsOf(db, userId)
}
