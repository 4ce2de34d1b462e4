import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD_RESET_MESSAGES } from '../../../contracts/password-reset'
import { users } from '../../db/schema'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { makers } from '../../test/make'
import { startTestApp } from '../../test/test-app'
import { insertPasswordReset } from './password-reset.repository'

let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp({ AUTH_ATTEMPTS_PER_IP: 3 })
})
afterAll(() => t.close())

/** A reset link for a new person, working for `minutes` more (negative: expired that long ago) */
async function linkFor(minutes = 30) {
  const person = await makers(t.db).user('client')
  const token = newSecretToken()
  await insertPasswordReset(t.db, { userId: person.id, tokenHash: hashSecretToken(token), expiresAt: new Date(Date.now() + minutes * 60_000) })
  return { token, person }
}
let nextIp = 1
/** Each test asks from its own address, so the limit of three is its own */
const newIp = () => `192.0.2.${nextIp++}`
const check = (token: string, ip: string) => t.app.inject({ method: 'GET', url: `/api/password-resets/${encodeURIComponent(token)}`, remoteAddress: ip })
const reset = (token: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/auth/reset-password', remoteAddress: ip, payload: { token, password: 'new-secret', confirmPassword: 'new-secret' } })

describe('checking a reset link when its page opens', () => {
  it('answers until when a usable link works, and nothing about whose account it is', async () => {
    const { token } = await linkFor(30)
    const res = await check(token, newIp())
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json())).toEqual(['expiresAt'])
    expect(new Date(res.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000)
  })

  it('refuses a made-up token with 404 and the not-valid message', async () => {
    const res = await check('made-up-token-made-up-token-made-up-token-00', newIp())
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: PASSWORD_RESET_MESSAGES.invalid })
  })

  it('refuses a link whose account was deactivated as not valid', async () => {
    const { token, person } = await linkFor(30)
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, person.id))
    expect((await check(token, newIp())).json()).toMatchObject({ code: 'NOT_FOUND', message: PASSWORD_RESET_MESSAGES.invalid })
  })

  it('says an expired link has expired, with 410', async () => {
    const { token } = await linkFor(-1)
    const res = await check(token, newIp())
    expect(res.statusCode).toBe(410)
    expect(res.json()).toMatchObject({ code: 'GONE', message: PASSWORD_RESET_MESSAGES.expired })
  })

  it('says a link already used has been used, with 410', async () => {
    const { token } = await linkFor(30)
    const ip = newIp()
    expect((await reset(token, ip)).statusCode).toBe(200)
    const res = await check(token, ip)
    expect(res.statusCode).toBe(410)
    expect(res.json()).toMatchObject({ code: 'GONE', message: PASSWORD_RESET_MESSAGES.used })
  })
})

describe('from one IP address (limit three)', () => {
  it('counts only the links refused: opening and using good links does not run into the limit', async () => {
    const ip = newIp()
    for (let i = 0; i < 4; i++) {
      const { token } = await linkFor(30)
      expect((await check(token, ip)).statusCode).toBe(200)
      expect((await reset(token, ip)).statusCode).toBe(200)
    }
    const tries = []
    for (let i = 0; i < 4; i++) tries.push((await check(newSecretToken(), ip)).statusCode)
    expect(tries).toEqual([404, 404, 404, 429])
    expect((await check((await linkFor(30)).token, ip)).json()).toMatchObject({ code: 'RATE_LIMITED' })
  })

  it('counts resets refused', async () => {
    const ip = newIp()
    const tries = []
    for (let i = 0; i < 4; i++) tries.push((await reset(newSecretToken(), ip)).statusCode)
    expect(tries).toEqual([400, 400, 400, 429])
  })
})
