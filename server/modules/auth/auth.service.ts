import { LoginForm, RegisterForm, TimeZone } from '../../../contracts/auth'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { createUser } from '../users/users.service'
import { findUserByEmail, type UserRow } from '../users/users.repository'
import { verifyPassword } from './password'

/** Why a registration was turned away: the `/register?error=` code the page explains */
export type RegisterFailure =
  | 'missing_fields'
  | 'weak_password'
  | 'invalid_email'
  | (typeof TOO_LONG)[keyof typeof TOO_LONG]
  | 'user_exists'
  | 'registration_failed'

/** Over its limit, each field has its own code, so the page can say which one and the limit */
const TOO_LONG = {
  firstName: 'first_name_too_long',
  lastName: 'last_name_too_long',
  email: 'email_too_long',
  password: 'password_too_long',
} as const

export type RegisterResult = { ok: true; user: UserRow } | { ok: false; error: RegisterFailure }

export async function register(db: Db, form: unknown): Promise<RegisterResult> {
  if (!hasRequiredFields(form)) return { ok: false, error: 'missing_fields' }
  const parsed = RegisterForm.safeParse(withKnownZone(form as Record<string, unknown>))
  if (!parsed.success) return { ok: false, error: failureOf(parsed.error.issues[0]!) }
  try {
    const user = await createUser(db, { ...parsed.data, role: 'client' })
    return { ok: true, user }
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return { ok: false, error: 'user_exists' }
    throw err
  }
}

/**
 * The page sends the browser's zone, which the person never sees: one this runtime does not know (newer
 * than its time-zone data) is dropped, as on the Google and Facebook way in, and the home is on UTC
 * until someone sets the home's zone; refusing it would refuse them at every try
 */
function withKnownZone(form: Record<string, unknown>) {
  if (form.timeZone === undefined || TimeZone.safeParse(form.timeZone).success) return form
  const { timeZone: _unknown, ...rest } = form
  return rest
}

/** The first problem in the form's order (first name, last name, e-mail, password), as the form checks them */
function failureOf(issue: { code: string; path: PropertyKey[] }): RegisterFailure {
  const field = issue.path[0]
  if (issue.code === 'too_big' && typeof field === 'string' && field in TOO_LONG) return TOO_LONG[field as keyof typeof TOO_LONG]
  if (field === 'password') return 'weak_password'
  if (field === 'email') return 'invalid_email'
  return 'registration_failed'
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
