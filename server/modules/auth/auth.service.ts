import { LoginForm, RegisterForm } from '../../../contracts/auth'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { createUser } from '../users/users.service'
import { findUserByEmail, type UserRow } from '../users/users.repository'
import { verifyPassword } from './password'

/** Why a registration was turned away: the `/register?error=` code the page explains */
export type RegisterFailure = 'missing_fields' | 'weak_password' | 'invalid_email' | 'user_exists' | 'registration_failed'

export type RegisterResult = { ok: true; user: UserRow } | { ok: false; error: RegisterFailure }

export async function register(db: Db, form: unknown): Promise<RegisterResult> {
  if (!hasRequiredFields(form)) return { ok: false, error: 'missing_fields' }
  const parsed = RegisterForm.safeParse(form)
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((i) => i.path[0]))
    if (fields.has('password')) return { ok: false, error: 'weak_password' }
    if (fields.has('email')) return { ok: false, error: 'invalid_email' }
    return { ok: false, error: 'registration_failed' }
  }
  try {
    const user = await createUser(db, { ...parsed.data, role: 'client' })
    return { ok: true, user }
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return { ok: false, error: 'user_exists' }
    throw err
  }
}

const REQUIRED = ['firstName', 'lastName', 'email', 'password'] as const

function hasRequiredFields(form: unknown) {
  const fields = (form ?? {}) as Record<string, unknown>
  return REQUIRED.every((key) => {
    const value = fields[key]
    return typeof value === 'string' && value.trim() !== ''
  })
}

/** The same answer, and about the same time, for an unknown address and a wrong password */
export async function authenticate(db: Db, form: unknown): Promise<UserRow | undefined> {
  const parsed = LoginForm.safeParse(form)
  if (!parsed.success) return undefined
  const user = await findUserByEmail(db, parsed.data.email)
  const isValid = await verifyPassword(user?.passwordHash, parsed.data.password)
  return isValid && user?.isActive ? user : undefined
}
