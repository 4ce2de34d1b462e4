import { z } from 'zod'
import { ROLES } from './enums'

export const PASSWORD_MIN = 6

export const AUTH_MESSAGES = {
  missingFields: 'Please fill in all required fields.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordMismatch: 'Passwords do not match.',
} as const

/** `/register?error=…` and `/login?error=…` codes the server redirects with (SPEC.md §8) */
export const REGISTER_ERRORS = ['missing_fields', 'user_exists', 'registration_failed', 'login_failed'] as const
export const LOGIN_ERRORS = ['invalid_credentials', 'google_auth_failed', 'facebook_auth_failed'] as const

const trimmed = (max: number) => z.string().trim().max(max)

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(320)
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }))

/** A time zone the runtime knows, e.g. Europe/London */
export const TimeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}, 'Unknown time zone')

export const RegisterForm = z.object({
  firstName: trimmed(100).min(1, AUTH_MESSAGES.missingFields),
  lastName: trimmed(100).min(1, AUTH_MESSAGES.missingFields),
  email: Email,
  password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(200),
  timeZone: TimeZone.optional(),
})
export type RegisterForm = z.infer<typeof RegisterForm>

export const LoginForm = z.object({
  email: z.string().trim().toLowerCase().min(1).max(320),
  password: z.string().min(1).max(200),
})

/** What `GET /api/auth/user` answers */
export const CurrentUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  timeZone: z.string(),
})
export type CurrentUser = z.infer<typeof CurrentUser>

export const NewUser = z.object({
  email: Email,
  password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(200),
  role: z.enum(ROLES),
  firstName: trimmed(100).min(1),
  lastName: trimmed(100).min(1),
  timeZone: TimeZone.optional(),
})
export type NewUser = z.infer<typeof NewUser>
