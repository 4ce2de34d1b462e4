// The sign-in and sign-up limits and messages, and the codes the server redirects with: plain values,
// no schemas, so the web app's first load (the sign-in page) can read them without the schema library
// (decision 0069). contracts/auth.ts passes them all on.

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
