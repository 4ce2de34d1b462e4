import type { Contact, ContactUpdate } from '../../../contracts/profile'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { UserRow } from '../users/users.repository'
import { writePhone } from './profile.repository'

/** A phone number stored in a person's profileData, if it is a string (older rows may hold anything) */
export function phoneOf(profileData: unknown): string | null {
  if (typeof profileData !== 'object' || profileData === null) return null
  const phone = (profileData as Record<string, unknown>).phone
  return typeof phone === 'string' && phone !== '' ? phone : null
}

/** The caller's own contact details: a phone number, or none ('' and null remove it) */
export async function updateOwnContact(db: Db, actor: UserRow, input: ContactUpdate): Promise<Contact> {
  const phone = input.phone === null || input.phone.trim() === '' ? null : input.phone.trim()
  const row = await writePhone(db, actor.id, phone)
  if (!row) throw new AppError('NOT_FOUND', 'Your account no longer exists')
  return { phone: row.phone }
}
