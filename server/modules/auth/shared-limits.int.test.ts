// ARCHITECTURE.md lets several instances of the app run on one database (ROLE=api|worker|all behind a
// load balancer). The sign-in limits must hold across them, and across a restart: counted in each
// process's memory, two instances gave an attacker twice the guesses, and a restart gave them all back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { connectPostgres, type Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { makers } from '../../test/make'
import { TEST_ENV } from '../../test/test-app'
import { useFreshDatabase } from '../../test/test-db'

const database = useFreshDatabase()
const opened: Database[] = []
const apps: HttpApp[] = []
let email: string

/** An instance of the app of its own: its own pool of connections to the one database (PGlite: the one handle) */
async function instance() {
  const own = database.url ? await connectPostgres(database.url) : database
  if (own !== database) opened.push(own)
  const app = await buildApp({ env: { ...TEST_ENV, AUTH_ATTEMPTS_PER_IP: 100, AUTH_ATTEMPTS_PER_ADDRESS: 4 }, database: own })
  await app.ready()
  apps.push(app)
  return app
}

beforeAll(async () => {
  email = (await makers(database.db).user('client')).email!
})
afterAll(async () => {
  for (const app of apps) await app.close()
  for (const own of opened) await own.close()
})

const wrongPassword = (app: HttpApp, ip = '203.0.113.40') =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password: 'not-her-password' }).toString(),
  })

describe('the sign-in limit with two instances on one database', () => {
  it('is one limit: guesses spread over both instances are counted together', async () => {
    const [a, b] = [await instance(), await instance()]
    // four wrong passwords, two through each instance: the address's limit (4) is used up
    const answers = []
    for (const app of [a, b, a, b]) answers.push((await wrongPassword(app)).statusCode)
    expect(answers).toEqual([303, 303, 303, 303])
    // in each process's memory each instance had counted two, and let two more through
    for (const app of [a, b]) {
      const refused = await wrongPassword(app)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minutes and try again.' })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800)
    }
  })

  it('survives a restart: an instance started again refuses what the one before it had counted', async () => {
    const ip = '203.0.113.41'
    const other = (await makers(database.db).user('carer')).email!
    const first = await instance()
    const guess = (app: HttpApp) =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: other, password: 'wrong' }).toString(),
      })
    for (let i = 0; i < 4; i++) expect((await guess(first)).statusCode).toBe(303)
    await first.close()
    apps.splice(apps.indexOf(first), 1)
    const again = await instance()
    const refused = await guess(again)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.')
  })
})
