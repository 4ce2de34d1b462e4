// Settings for web push. server/lib/env.ts spreads VAPID_ENV into its schema (it alone reads
// process.env) and checks the key pair with checkVapidEnv. Unset, the server makes a key pair once
// and keeps it in the database (vapid-keys.ts), so a self-hoster has nothing to set up.
import { z } from 'zod'
import { vapidKeyProblem } from './web-push-crypto'

export const VAPID_ENV = {
  /** the key pair push messages are signed with, base64url as any VAPID key generator writes them: both or neither */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** who the push services can contact about our messages */
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || URL.parse(value)?.protocol === 'https:', 'must be a mailto: address or an https:// URL')
    .optional(),
}

export type VapidEnv = { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string }

/** For env.ts: half a key pair, or a pair that does not belong together, is a mistake to stop on */
export function checkVapidEnv(env: VapidEnv, ctx: z.RefinementCtx) {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env
  if (!publicKey && !privateKey) return
  if (!publicKey || !privateKey) {
    const missing = publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'
    ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${publicKey ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'} (set both or neither)` })
    return
  }
  const problem = vapidKeyProblem({ publicKey, privateKey })
  if (problem) {
    const [name, ...rest] = problem.split(' ')
    ctx.addIssue({ code: 'custom', path: [name!], message: rest.join(' ') })
  }
}

/**
 * The VAPID subject: VAPID_SUBJECT, else the app's own https address, else the sender of our e-mails
 * (push services want a way to reach whoever sends, and some refuse a localhost one).
 */
export function vapidSubject(env: VapidEnv & { PUBLIC_URL?: string; MAIL_FROM?: string }) {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT
  const url = env.PUBLIC_URL ? URL.parse(env.PUBLIC_URL) : null
  if (url?.protocol === 'https:') return url.origin
  const address = /<([^>]+)>/.exec(env.MAIL_FROM ?? '')?.[1] ?? env.MAIL_FROM
  return `mailto:${address && address.includes('@') ? address : 'no-reply@localhost'}`
}
