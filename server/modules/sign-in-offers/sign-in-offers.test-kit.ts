// The world both sign-in offer test files share (decision 0025): a test app, staff, a carer and a home,
// and the calls staff and the person make. Each file gets its own (vitest loads it once per file).
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { users } from '../../db/schema'
import { auditLog, mailOutbox } from '../../db/platform-schema'
import { makers } from '../../test/make'
import { signInEach, startTestApp } from '../../test/test-app'

export const world = {} as { t: Awaited<ReturnType<typeof startTestApp>>; make: ReturnType<typeof makers> }
export const cookie: Record<string, string> = {}
export const ids: Record<string, string> = {}

/** Starts the app and signs its people in before the file's tests, and closes it after them */
export function startOfferWorld() {
  beforeAll(async () => {
    world.t = await startTestApp({ PUBLIC_URL: 'https://care.example.org' })
    world.make = makers(world.t.db)
    const home = await world.make.circle({ firstName: 'Other', lastName: 'Home' })
    const people = {
      admin: await world.make.user('admin', { firstName: 'Ada', lastName: 'Admin' }),
      support: await world.make.user('support', { firstName: 'Sam', lastName: 'Support' }),
      carer: await world.make.user('carer'),
      client: home,
    }
    await world.make.member(home.id, people.carer.id)
    await signInEach(world.t.app, people, { ids, cookie })
  })
  afterAll(() => world.t.close())
}

export const PASSWORD = { password: 'garden-gate', confirmPassword: 'garden-gate' }
export const fresh = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.org`

export const as = (who: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: who ? { cookie: cookie[who]! } : {}, ...(payload ? { payload } : {}) })
export const offer = (who: string | null, id: string, payload: object) => as(who, 'POST', `/api/users/${id}/sign-in-offer`, payload)
export const pendingOf = async (id: string) => (await as('support', 'GET', `/api/users/${id}/sign-in-offer`)).json().offer
export const preview = (token: string) => world.t.app.inject({ method: 'GET', url: `/api/sign-in-offers/${token}` })
export const accept = (token: string, payload: object = PASSWORD) => world.t.app.inject({ method: 'POST', url: `/api/sign-in-offers/${token}/accept`, payload })
export const stored = async (id: string) => (await world.t.db.select().from(users).where(eq(users.id, id)))[0]!
export const trail = (id: string, action: string) => world.t.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)))

/** A home for someone who does not sign in, made through Add Home */
export async function addHome(firstName = 'Margaret', lastName = 'Oakes') {
  const res = await as('support', 'POST', '/api/users/homes', { firstName, lastName, phone: '+44 7700 900123' })
  expect(res.statusCode).toBe(201)
  return res.json().clientId as string
}

/** The newest mail to `email`, and the token of the sign-in link in it (the test app has no SMTP_URL: it is in the outbox) */
export async function mailTo(email: string) {
  const [mail] = await world.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1)
  const token = mail?.text.match(/https:\/\/care\.example\.org\/sign-in-offers\/([\w-]+)/)?.[1]
  return { mail, token: token! }
}

/** Offers a sign-in as support and answers the token the e-mailed link carries */
export async function offered(id: string, email: string) {
  expect((await offer('support', id, { email })).statusCode).toBe(201)
  return (await mailTo(email)).token
}
