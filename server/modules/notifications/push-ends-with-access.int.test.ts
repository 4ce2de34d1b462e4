import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { pushSubscriptions } from '../../db/platform-schema'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { useSignedInApp } from '../../test/signed-in-app'
import { insertPasswordReset } from '../password-reset/password-reset.repository'
import { browserKeys } from './web-push.test-service'

// A push shows an alert's title, home and description on the device. A laptop left signed in (or
// stolen) must stop showing them once the owner resets the password, which signs them out everywhere,
// or once an admin deactivates them: their browsers' subscriptions go with their sessions.

const t = useSignedInApp({ admin: 'admin', resetter: 'carer', leaver: 'carer', bystander: 'carer' })
const { ids, cookie } = t
beforeAll(async () => {
  for (const person of ['resetter', 'leaver', 'bystander']) {
    for (const device of ['laptop', 'phone']) {
      const { p256dh, auth } = browserKeys()
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push-subscriptions',
        headers: { cookie: cookie[person]! },
        payload: { endpoint: `https://push.example/${person}-${device}`, expirationTime: null, keys: { p256dh, auth } },
      })
      expect(res.statusCode).toBe(204)
    }
  }
})

const endpointsOf = async (person: string) =>
  (await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, ids[person]!))).map((s) => s.endpoint)

describe("a person's push subscriptions", () => {
  it('all end when they reset their password, like their sessions; another person keeps theirs', async () => {
    const token = newSecretToken()
    await insertPasswordReset(t.db, { userId: ids.resetter!, tokenHash: hashSecretToken(token), expiresAt: new Date(Date.now() + 60 * 60_000) })
    const res = await t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: 'brand-new-1', confirmPassword: 'brand-new-1' } })
    expect(res.statusCode).toBe(200)
    expect(await endpointsOf('resetter')).toEqual([])
    expect((await endpointsOf('bystander')).sort()).toEqual(['https://push.example/bystander-laptop', 'https://push.example/bystander-phone'])
  })

  it('all end when an admin deactivates them, like their sessions', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/users/${ids.leaver}/deactivate`, headers: { cookie: cookie.admin! } })
    expect(res.statusCode).toBe(200)
    expect(await endpointsOf('leaver')).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookie.leaver! } })).statusCode).toBe(401)
    expect(await endpointsOf('bystander')).toHaveLength(2)
  })
})
