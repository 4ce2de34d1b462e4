// The texts the sign-in pages show for `?error=` (SPEC.md §8)
import { AUTH_MESSAGES, REGISTRATION_CLOSED, REGISTRATION_CLOSED_TEXT } from '@contracts/auth-messages'

const LOGIN_ERRORS: Record<string, string> = {
  google_auth_failed: 'Google authentication failed. Please try again.',
  facebook_auth_failed: 'Facebook authentication failed. Please try again.',
  invalid_credentials: 'Invalid email or password. Please try again.',
  // a Google or Facebook account with no account here, on a server that makes accounts by invitation only
  [REGISTRATION_CLOSED]: REGISTRATION_CLOSED_TEXT,
}

const REGISTER_ERRORS: Record<string, string> = {
  missing_fields: 'Please fill in all required fields.',
  user_exists: 'An account with this email already exists. Please sign in instead.',
  registration_failed: 'Registration failed. Please try again.',
  login_failed: 'Account created but login failed. Please sign in manually.',
  // sent only to a browser that skipped the form's own checks
  weak_password: AUTH_MESSAGES.passwordTooShort,
  password_too_long: AUTH_MESSAGES.passwordTooLong,
  first_name_too_long: AUTH_MESSAGES.firstNameTooLong,
  last_name_too_long: AUTH_MESSAGES.lastNameTooLong,
  email_too_long: AUTH_MESSAGES.emailTooLong,
  invalid_email: 'Please enter a valid email address.',
  [REGISTRATION_CLOSED]: REGISTRATION_CLOSED_TEXT,
}

export const loginErrorMessage = (code: string | null) =>
  code ? (LOGIN_ERRORS[code] ?? 'An error occurred during login. Please try again.') : null

export const registerErrorMessage = (code: string | null) =>
  code ? (REGISTER_ERRORS[code] ?? 'An error occurred during registration. Please try again.') : null

export const NETWORK_ERROR = 'An error occurred. Please try again.'
