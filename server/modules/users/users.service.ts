import type { NewUser } from '../../../contracts/auth'
import { AppError } from '../../lib/errors'
import type { Db } from '../../lib/db'
import { hashPassword } from '../auth/password'
import { insertUser, type UserRow } from './users.repository'

/**
 * Makes an e-mail/password account. A client is the anchor of their own care circle (ARCHITECTURE.md):
 * their id is the circle's id, so a client account is a circle from the moment it exists.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const user = await insertUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    authProvider: 'email',
    timeZone: input.timeZone ?? 'UTC',
  })
  if (!user) throw new AppError('CONFLICT', 'An account with this email already exists')
  return user
}

export function toCurrentUser(user: UserRow) {
  const { id, email, firstName, lastName, profileImageUrl, role, timeZone, browserTimeZone } = user
  return { id, email, firstName, lastName, profileImageUrl, role, timeZone, browserTimeZone }
}
