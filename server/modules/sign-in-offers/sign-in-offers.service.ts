import { MAIL_OFF_ERROR } from '../../../contracts/mail'
import { can } from '../../../contracts/access'
import {
  AcceptSignInOffer,
  SIGN_IN_OFFER_MESSAGES,
  SIGN_IN_OFFER_TTL_DAYS,
  type PendingSignInOffer,
  type SignInOfferPreview,
  type SignInOfferSent,
  type SignInOfferState,
} from '../../../contracts/sign-in-offers'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { parseOrThrow } from '../../lib/parse'
import { appLink, hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { hashPassword } from '../auth/password'
import type { Mailer } from '../mail/mail.service'
import { findManagedUser } from '../users/users-admin.repository'
import { getChangeable } from '../users/users-admin.service'
import { findUserByEmail, type UserRow } from '../users/users.repository'
import { signInOfferMail } from './sign-in-offer-mail'
import { acceptOffer, deleteOpenOffer, findOfferByTokenHash, findOpenOffer, renewOffer, replaceOffer, type DescribedOffer } from './sign-in-offers.repository'

export interface SignInOfferDeps {
  db: Db
  mailer: Mailer
  /** where people reach the app; the e-mailed link points here */
  publicUrl: string
  now?: () => Date
}

const TTL_MS = SIGN_IN_OFFER_TTL_DAYS * 86_400_000
const now = (deps: Pick<SignInOfferDeps, 'now'>) => deps.now?.() ?? new Date()

const toPending = (offer: DescribedOffer): PendingSignInOffer => ({
  email: offer.email,
  offeredByName: offer.offeredByName,
  sentAt: offer.sentAt.toISOString(),
  expiresAt: offer.expiresAt.toISOString(),
})

/** The link waiting for this person, if any: Edit User shows it */
export async function getSignInOffer(db: Db, id: string): Promise<SignInOfferState> {
  if (!(await findManagedUser(db, id))) throw new AppError('NOT_FOUND', 'User not found')
  const offer = await findOpenOffer(db, id)
  return { offer: offer ? toPending(offer) : null }
}

/**
 * Staff offer a sign-in to someone whose home was added without one (decision 0025): a link to the
 * address they typed, replacing any link sent before. The account is not changed: the address is
 * unproved until the link is used.
 */
export async function offerSignIn(deps: SignInOfferDeps, actor: UserRow, id: string, email: string): Promise<SignInOfferSent> {
  const target = await getWithoutSignIn(deps.db, actor, id)
  await refuseTakenAddress(deps.db, email, SIGN_IN_OFFER_MESSAGES.emailTaken)
  const token = newSecretToken()
  const sentAt = now(deps)
  const isFiled = await replaceOffer(deps.db, {
    userId: target.id,
    email,
    offeredBy: actor.id,
    tokenHash: hashSecretToken(token),
    sentAt,
    expiresAt: new Date(sentAt.getTime() + TTL_MS),
  })
  // the person used the link before this one between the checks and now
  if (!isFiled) throw new AppError('CONFLICT', SIGN_IN_OFFER_MESSAGES.alreadySignsIn)
  return send(deps, token)
}

/** A new link to the same address (the old one stops working) and another week */
export async function resendSignInOffer(deps: SignInOfferDeps, actor: UserRow, id: string): Promise<SignInOfferSent> {
  const target = await getWithoutSignIn(deps.db, actor, id)
  const offer = await findOpenOffer(deps.db, target.id)
  if (!offer) throw new AppError('NOT_FOUND', SIGN_IN_OFFER_MESSAGES.noOffer)
  await refuseTakenAddress(deps.db, offer.email, SIGN_IN_OFFER_MESSAGES.emailTaken)
  const token = newSecretToken()
  const sentAt = now(deps)
  const isRenewed = await renewOffer(deps.db, target.id, { offeredBy: actor.id, tokenHash: hashSecretToken(token), sentAt, expiresAt: new Date(sentAt.getTime() + TTL_MS) })
  if (!isRenewed) throw new AppError('NOT_FOUND', SIGN_IN_OFFER_MESSAGES.noOffer)
  return send(deps, token)
}

/** Withdraws the waiting link: it stops working at once. Answers the address it went to, for the trail. */
export async function withdrawSignInOffer(db: Db, actor: UserRow, id: string) {
  const target = await getChangeable(db, actor, id, 'withdraw the sign-in link of')
  const removed = await deleteOpenOffer(db, target.id)
  if (!removed) throw new AppError('NOT_FOUND', SIGN_IN_OFFER_MESSAGES.noOffer)
  return { target, email: removed.email }
}

/** What the link's page shows; 404 for a link that never was, 410 for one used or expired, 409 for an address taken since */
export async function previewSignInOffer(deps: Pick<SignInOfferDeps, 'db' | 'now'>, token: string): Promise<SignInOfferPreview> {
  const offer = await getUsable(deps, token)
  await refuseTakenAddress(deps.db, offer.email, SIGN_IN_OFFER_MESSAGES.emailTakenSince)
  const { email, firstName, lastName, offeredByName } = offer
  return { email, firstName, lastName, offeredByName, expiresAt: offer.expiresAt.toISOString() }
}

/**
 * The person chose a password at the link: only now does the account get the address (proved: the
 * link reached it) and the password, and the link is spent. Answers the account, signed in by the route.
 */
export async function acceptSignInOffer(deps: Pick<SignInOfferDeps, 'db' | 'now'>, token: string, body: unknown) {
  const offer = await getUsable(deps, token)
  await refuseTakenAddress(deps.db, offer.email, SIGN_IN_OFFER_MESSAGES.emailTakenSince)
  const input = parseOrThrow(AcceptSignInOffer, body)
  const outcome = await acceptOffer(deps.db, { offer, passwordHash: await hashPassword(input.password), now: now(deps) })
  if (outcome.ok) return { user: outcome.user, offer }
  if (outcome.reason === 'email_taken') {
    throw new AppError('CONFLICT', SIGN_IN_OFFER_MESSAGES.emailTakenSince, { email: [SIGN_IN_OFFER_MESSAGES.emailTakenSince] })
  }
  // spent meanwhile (a simultaneous use, or it expired between the two reads), or the account has a way in already
  throw new AppError('GONE', SIGN_IN_OFFER_MESSAGES.used)
}

/** The account staff act on, which must have no way in yet: no e-mail and no linked provider account */
async function getWithoutSignIn(db: Db, actor: UserRow, id: string) {
  const target = await getChangeable(db, actor, id, 'give a sign-in to')
  if (target.signsIn) throw new AppError('CONFLICT', SIGN_IN_OFFER_MESSAGES.alreadySignsIn)
  return target
}

async function refuseTakenAddress(db: Db, email: string, message: string) {
  if (await findUserByEmail(db, email)) throw new AppError('CONFLICT', message, { email: [message] })
}

async function getUsable(deps: Pick<SignInOfferDeps, 'db' | 'now'>, token: string) {
  const offer = await findOfferByTokenHash(deps.db, hashSecretToken(token))
  if (!offer || !offer.isUserActive) throw new AppError('NOT_FOUND', SIGN_IN_OFFER_MESSAGES.notFound)
  if (offer.acceptedAt) throw new AppError('GONE', SIGN_IN_OFFER_MESSAGES.used)
  if (offer.expiresAt <= now(deps)) throw new AppError('GONE', SIGN_IN_OFFER_MESSAGES.expired)
  // a link puts an address of the sender's choosing on someone's account: it works only while they are
  // still staff, or a departing agent could sign in as the person watched through a link to their own address
  if (!offer.isOffererActive || !offer.offeredByRole || !can(offer.offeredByRole, 'users.manage')) {
    throw new AppError('GONE', SIGN_IN_OFFER_MESSAGES.withdrawn)
  }
  return offer
}

async function send(deps: SignInOfferDeps, token: string): Promise<SignInOfferSent> {
  const offer = await findOfferByTokenHash(deps.db, hashSecretToken(token))
  // replaced by another member of staff's offer in the meantime: theirs is the one mailed
  if (!offer) throw new AppError('CONFLICT', SIGN_IN_OFFER_MESSAGES.replaced)
  const link = appLink(deps.publicUrl, `/sign-in-offers/${token}`)
  const mail = signInOfferMail({ firstName: offer.firstName, offeredByName: offer.offeredByName, email: offer.email, link, ttlDays: SIGN_IN_OFFER_TTL_DAYS })
  const result = await deps.mailer.send({ to: offer.email, ...mail })
  return { offer: toPending(offer), emailError: result.error ?? (result.isMailOff ? MAIL_OFF_ERROR : null) }
}
