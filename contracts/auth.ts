import { z } from 'zod'
import { ROLES } from './enums'

export const PASSWORD_MIN = 6
/** argon2 hashes any length; this only bounds the work one request can ask for */
export const PASSWORD_MAX = 200
/** the users table's varchar lengths */
export const NAME_MAX = 100
export const EMAIL_MAX = 320
/** what mail can be delivered to (RFC 5321): 254 characters in all, 64 before the @ */
export const EMAIL_DELIVERABLE_MAX = 254
export const EMAIL_LOCAL_MAX = 64

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters long.`

export const AUTH_MESSAGES = {
  missingFields: 'Please fill in all required fields.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordMismatch: 'Passwords do not match.',
  // not in the spec, worded like its minimum-length rule
  passwordTooLong: tooLong('Password', PASSWORD_MAX),
  firstNameTooLong: tooLong('First name', NAME_MAX),
  lastNameTooLong: tooLong('Last name', NAME_MAX),
  emailTooLong: tooLong('Email', EMAIL_DELIVERABLE_MAX),
} as const

/** `/register?error=…` and `/login?error=…` codes the server redirects with (SPEC.md §8) */
export const REGISTER_ERRORS = ['missing_fields', 'user_exists', 'registration_failed', 'login_failed'] as const
export const LOGIN_ERRORS = ['invalid_credentials', 'google_auth_failed', 'facebook_auth_failed'] as const

/**
 * Who may make an account on a server (its REGISTRATION setting): anyone, at /register or through
 * Google or Facebook, or only people a home or staff invited (invitations, Add Home, user:create).
 * A self-hosted server others can reach is `invite-only` once its own accounts are made.
 */
export const REGISTRATION_MODES = ['open', 'invite-only'] as const
export type RegistrationMode = (typeof REGISTRATION_MODES)[number]
/** `/register?error=…` and `/login?error=…` when the server takes no new accounts but by invitation */
export const REGISTRATION_CLOSED = 'registration_closed'
export const REGISTRATION_CLOSED_TEXT =
  'This Hearthwatch server makes new accounts by invitation only. Ask whoever runs it, or someone in the family who uses it, to invite you.'

/** `GET /api/auth/options`: what this server offers, read before anyone signs in */
export interface AuthOptions {
  registration: RegistrationMode
  /** whether the dashboard offers Simulate Motion (SIMULATION, on with the demo) */
  simulation: boolean
}

export const SIMULATION_OFF =
  'Simulated movement is off on this server: it watches real homes, where made-up movement would put off a real alert. The server\'s administrator can set SIMULATION=1 to try Hearthwatch out.'

export const FirstName = z.string().trim().max(NAME_MAX, AUTH_MESSAGES.firstNameTooLong)
export const LastName = z.string().trim().max(NAME_MAX, AUTH_MESSAGES.lastNameTooLong)
/** A new password: the spec's minimum, and a maximum that says so (not 'too short') */
export const NewPassword = z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)

export const EMAIL_INVALID = 'Enter a valid e-mail address.'

/** An address mail can reach: no mail server takes one longer than 254 characters, or 64 before the @ */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_DELIVERABLE_MAX, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email({ message: EMAIL_INVALID }))
  .refine((email) => email.split('@')[0]!.length <= EMAIL_LOCAL_MAX, EMAIL_INVALID)

/**
 * A time zone the runtime knows, e.g. Europe/London, stored as the zone database spells it:
 * 'europe/london' is Europe/London (the browser's and every other comparison's spelling), not kept as typed
 */
export const TimeZone = z
  .string()
  .refine((tz) => canonicalZone(tz) !== null, 'Unknown time zone')
  .transform((tz) => canonicalZone(tz)!)

function canonicalZone(tz: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

export const RegisterForm = z.object({
  firstName: FirstName.min(1, AUTH_MESSAGES.missingFields),
  lastName: LastName.min(1, AUTH_MESSAGES.missingFields),
  email: Email,
  password: NewPassword,
  timeZone: TimeZone.optional(),
})
export type RegisterForm = z.infer<typeof RegisterForm>

export const LoginForm = z.object({
  email: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
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
  /** the zone of the browser they last used (their night, for news that can wait); null until one is seen */
  browserTimeZone: z.string().nullable(),
})
export type CurrentUser = z.infer<typeof CurrentUser>

export const NewUser = z.object({
  email: Email,
  password: NewPassword,
  role: z.enum(ROLES),
  firstName: FirstName.min(1),
  lastName: LastName.min(1),
  timeZone: TimeZone.optional(),
})
export type NewUser = z.infer<typeof NewUser>
