import { timingSafeEqual } from 'node:crypto'
import type { Db } from '../../lib/db'
import type { UserRow } from '../users/users.repository'
import { findUserByEmail } from '../users/users.repository'
import type { ProviderClient, ProviderIdentity } from './oauth.client'
import type { ProviderName } from './oauth.config'
import { findUserByIdentity, insertSocialUser, linkIdentity } from './oauth.repository'
import type { RegistrationMode } from '../../../contracts/auth'

/** Why a social sign-in ended at `/login?error=<provider>_auth_failed`, for the log */
export type SocialSignInFailure =
  | 'not_configured'
  | 'provider_refused'
  | 'state_mismatch'
  | 'provider_error'
  | 'email_in_use_unverified'
  | 'deactivated'
  /** no account for it yet, on a server that makes new accounts by invitation only (REGISTRATION) */
  | 'registration_closed'

export type SocialSignInResult =
  | {
      ok: true
      user: UserRow
      isNew: boolean
      /** linking proved an address nobody had proved: the password, sessions and pushes made before it ended */
      hasEndedEarlierAccess?: boolean
    }
  | { ok: false; reason: SocialSignInFailure; detail?: string }

/** What the browser kept between leaving for the provider and coming back */
export interface PendingSignIn {
  state: string
  codeVerifier: string
  nonce: string
  /** the browser's time zone when it left, for a new client's home (the sign-up form sends it too) */
  timeZone?: string
  /** the page to come back to once signed in (the sign-in page's `next`, contracts/return-path.ts) */
  next?: string
}

export interface CallbackQuery {
  code?: string
  state?: string
  error?: string
}

/** The callback: check the state, trade the code, and find, link or create the person */
export async function completeSocialSignIn(
  db: Db,
  client: ProviderClient,
  p: { provider: ProviderName; query: CallbackQuery; pending: PendingSignIn | undefined; redirectUri: string; registration?: RegistrationMode },
): Promise<SocialSignInResult> {
  const { query, pending } = p
  if (!pending || !query.state || !sameText(query.state, pending.state)) return { ok: false, reason: 'state_mismatch' }
  if (query.error || !query.code) return { ok: false, reason: 'provider_refused', detail: query.error }
  let identity: ProviderIdentity
  try {
    identity = await client.identify({ code: query.code, codeVerifier: pending.codeVerifier, redirectUri: p.redirectUri, nonce: pending.nonce })
  } catch (err) {
    // a refusal, a timeout, an unreachable provider or an answer the flow cannot use: never a crash
    return { ok: false, reason: 'provider_error', detail: err instanceof Error ? `${err.name}: ${err.message}` : String(err) }
  }
  return resolveSocialUser(db, p.provider, identity, pending.timeZone, p.registration)
}

/**
 * The person a provider account signs in as: the one it is already linked to; else the account
 * with the same address, only when the provider vouches for that address (an account whose address
 * was never proved loses the access made before, see linkIdentity); else a new client.
 */
export async function resolveSocialUser(
  db: Db,
  provider: ProviderName,
  identity: ProviderIdentity,
  timeZone?: string,
  registration: RegistrationMode = 'open',
): Promise<SocialSignInResult> {
  const active = (user: UserRow, isNew = false): SocialSignInResult =>
    user.isActive ? { ok: true, user, isNew } : { ok: false, reason: 'deactivated' }

  const linked = await findUserByIdentity(db, provider, identity.subject)
  if (linked) return active(linked)

  const identityRow = { provider, subject: identity.subject, email: identity.email }
  const holder = identity.email ? await findUserByEmail(db, identity.email) : undefined
  if (holder) {
    // an unverified address would let anyone who types someone's e-mail at the provider take over their account
    if (!identity.isEmailVerified) return { ok: false, reason: 'email_in_use_unverified' }
    if (!holder.isActive) return { ok: false, reason: 'deactivated' }
    const link = await linkIdentity(db, holder, identityRow)
    if (link) {
      const result = active(link.user)
      return result.ok && link.hasEndedEarlierAccess ? { ...result, hasEndedEarlierAccess: true } : result
    }
    // a concurrent sign-in linked it first
    return active((await findUserByIdentity(db, provider, identity.subject)) ?? holder)
  }

  if (registration === 'invite-only') return { ok: false, reason: 'registration_closed' }
  const created = await insertSocialUser(db, {
    ...identityRow,
    emailVerified: identity.isEmailVerified,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImageUrl: identity.pictureUrl,
    timeZone,
  })
  if (created) return active(created, true)
  // the address or the provider account was taken between the checks and the insert: decide again
  const raced = await findUserByIdentity(db, provider, identity.subject)
  return raced ? active(raced) : { ok: false, reason: 'email_in_use_unverified' }
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
