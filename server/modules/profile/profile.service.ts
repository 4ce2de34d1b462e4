import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Contact, ContactUpdate } from '../../../contracts/profile'
import { users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { LiveBus } from '../../lib/live-bus'
import { recordAudit } from '../audit/audit.service'
import { findCircle, listMemberCircles } from '../circles/circles.repository'
import { followPersonsClock } from '../notifications/notifications-queue.service'
import { signsInSql } from '../users/signs-in'
import type { UserRow } from '../users/users.repository'
import { writePhone } from './profile.repository'

/** A phone number stored in a person's profileData, if it is a string (older rows may hold anything) */
export function phoneOf(profileData: unknown): string | null {
  if (typeof profileData !== 'object' || profileData === null) return null
  const phone = (profileData as Record<string, unknown>).phone
  return typeof phone === 'string' && phone !== '' ? phone : null
}

/** A number as the schema left it (trimmed), or none: '' and null remove it */
const typedPhone = (input: ContactUpdate) => (input.phone === null || input.phone.trim() === '' ? null : input.phone.trim())

/** The caller's own contact details: a phone number, or none ('' and null remove it) */
export async function updateOwnContact(db: Db, actor: UserRow, input: ContactUpdate): Promise<Contact> {
  const phone = typedPhone(input)
  const row = await writePhone(db, actor.id, phone)
  if (!row) throw new AppError('NOT_FOUND', 'Your account no longer exists')
  return { phone: row.phone }
}

/** A new number or name is told to every circle the person is in (their own home, the homes they joined): Quick Contact and Call Now there dial it, and the picker and member lists name them, without a reload */
export async function announcePersonChanged(db: Db, live: Pick<LiveBus, 'publish'>, personId: string) {
  const circles = [...((await findCircle(db, personId)) ? [personId] : []), ...(await listMemberCircles(db, personId)).map((c) => c.clientId)]
  for (const circleId of circles) await live.publish({ type: 'members.changed', circleId, id: personId })
}

const signsInOwnNumber = (firstName: string) => `${firstName || 'They'} signs in, and gives their own number in Quick Contact`

/**
 * The number of the person watched, set by someone who looks after their home (a carer or staff): only
 * for someone who does not sign in and so cannot give it themself (decision 0025). The trail records
 * that it changed, not the number (decision 0011).
 */
export async function setClientPhone(
  db: Db,
  actor: UserRow,
  clientId: string,
  input: ContactUpdate,
  req: Pick<FastifyRequest, 'ip' | 'headers'>,
  live: Pick<LiveBus, 'publish'>,
): Promise<Contact> {
  const [client] = await db.select({ firstName: users.firstName, signsIn: signsInSql, profileData: users.profileData }).from(users).where(eq(users.id, clientId))
  if (!client) throw new AppError('NOT_FOUND', 'This home no longer exists')
  if (client.signsIn) {
    const message = signsInOwnNumber(client.firstName ?? '')
    throw new AppError('CONFLICT', message, { phone: [message] })
  }
  const phone = typedPhone(input)
  if (phone === phoneOf(client.profileData)) return { phone }
  const row = await writePhone(db, clientId, phone)
  if (!row) throw new AppError('NOT_FOUND', 'This home no longer exists')
  await recordAudit(db, req, { action: 'user.updated', actor, target: { type: 'user', id: clientId }, circleId: clientId, details: { changed: ['phone'] } })
  await announcePersonChanged(db, live, clientId)
  return { phone: row.phone }
}

/**
 * The zone of the browser the caller uses, as the web app reads it: stored when it changed, and what
 * waits for their morning then waits for it on this clock (decision 0038)
 */
export async function noteBrowserTimeZone(db: Db, actor: UserRow, timeZone: string): Promise<{ timeZone: string }> {
  if (actor.browserTimeZone === timeZone) return { timeZone }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ browserTimeZone: timeZone }).where(eq(users.id, actor.id))
    await followPersonsClock(tx, actor.id, timeZone)
  })
  return { timeZone }
}
