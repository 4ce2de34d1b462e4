// Giving a sign-in to someone whose home was added without one (decision 0025): staff send, resend and
// withdraw the link, as they add the home; the link's own routes are public, the link being the key.
import { randomBytes } from 'node:crypto'
import { users } from '../../db/schema'
import { signInOffers } from '../../db/platform-schema'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import type { MatrixWorld } from './actors'
import { all, staffOnly, type MatrixRow } from './expectations'

const address = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`

/** a fresh home with no e-mail and no password (Add Home's account) */
async function homeWithoutSignIn(w: MatrixWorld) {
  const [row] = await w.db.insert(users).values({ email: null, firstName: 'Nora', lastName: 'Nosignin', role: 'client' }).returning()
  return row!.id
}

/** such a home with a link waiting: its id, and the token the link carries */
async function offered(w: MatrixWorld) {
  const id = await homeWithoutSignIn(w)
  const token = newSecretToken()
  const sentAt = new Date()
  await w.db.insert(signInOffers).values({
    userId: id,
    email: address('offer'),
    tokenHash: hashSecretToken(token),
    offeredBy: w.ids.admin,
    sentAt,
    expiresAt: new Date(sentAt.getTime() + 86_400_000),
  })
  return { id, token }
}

export const SIGN_IN_OFFER_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/users/:id/sign-in-offer',
    request: async (w) => ({ method: 'GET', url: `/api/users/${(await offered(w)).id}/sign-in-offer` }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/users/:id/sign-in-offer',
    request: async (w) => ({ method: 'POST', url: `/api/users/${await homeWithoutSignIn(w)}/sign-in-offer`, payload: { email: address('new') } }),
    expect: staffOnly(201),
  },
  {
    route: 'POST /api/users/:id/sign-in-offer/resend',
    request: async (w) => ({ method: 'POST', url: `/api/users/${(await offered(w)).id}/sign-in-offer/resend` }),
    expect: staffOnly(200),
  },
  {
    route: 'DELETE /api/users/:id/sign-in-offer',
    request: async (w) => ({ method: 'DELETE', url: `/api/users/${(await offered(w)).id}/sign-in-offer` }),
    expect: staffOnly(204),
  },
  {
    route: 'GET /api/sign-in-offers/:token',
    request: async (w) => ({ method: 'GET', url: `/api/sign-in-offers/${(await offered(w)).token}` }),
    expect: all(200),
  },
  // using it signs the caller in as the home's person (sign-in-offers.int.test.ts shows it); here an
  // unknown link, which every caller reaches and none gets past
  {
    route: 'POST /api/sign-in-offers/:token/accept',
    request: () => ({
      method: 'POST',
      url: `/api/sign-in-offers/${newSecretToken()}/accept`,
      payload: { password: 'secret1', confirmPassword: 'secret1' },
    }),
    expect: all(404),
  },
]
