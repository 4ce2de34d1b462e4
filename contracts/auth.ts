import { z } from 'zod'
import {
  AUTH_MESSAGES,
  EMAIL_DELIVERABLE_MAX,
  EMAIL_LOCAL_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type RegistrationMode,
} from './auth-messages'
import { ROLES } from './enums'

export * from './auth-messages'

/** `GET /api/auth/options`: what this server offers, read before anyone signs in */
export interface AuthOptions {
  registration: RegistrationMode
  /** whether the dashboard offers Simulate Motion (SIMULATION, on with the demo) */
  simulation: boolean
}

export const SIMULATION_OFF =
  'Simulated movement is off on this server: it watches real homes, where made-up movement would put off a real alert. The server\'s administrator can set SIMULATION=1 to try Hearthwatch out.'

/** Simulate Motion in a home that is not the demo's: its made-up movement would become this person's history */
export const SIMULATION_DEMO_ONLY =
  "Simulate Motion is only for the demo's own home. In this home, made-up movement would be stored as the sensors' own and taught to the routine as real."

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
