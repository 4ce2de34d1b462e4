// Sessions that ran out are deleted while the server runs: a sign-in never signed out of (a phone, a
// browser whose cookies were cleared) left its row for good once its 30 days had passed.
import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { freshDatabase } from '../../test/test-db'
import { until } from '../../test/until'
import { installSessions } from './session.plugin'
import { insertSession } from './sessions.repository'

describe('expired sessions', () => {
  let database: Database
  let app: HttpApp

  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('are deleted as the server runs, and sessions still valid are kept', async () => {
    const { db } = database
    const data = { userId: '00000000-0000-4000-8000-000000000001', createdAt: new Date().toISOString() }
    await insertSession(db, data, -60_000)
    const valid = await insertSession(db, data, 60 * 60_000)
    app = Fastify() as unknown as HttpApp
    await app.register(cookie)
    installSessions(app, { db, maxAgeDays: 30, sweepEveryMs: 50 })
    await app.ready()
    await until(async () => (await db.select().from(sessions)).length === 1, 5_000)
    // one that runs out while the server runs goes at a later sweep
    await insertSession(db, data, -1)
    await until(async () => (await db.select().from(sessions)).length === 1, 5_000)
    const [left] = await db.select({ expire: sessions.expire }).from(sessions)
    expect(left!.expire.getTime()).toBe(valid.expire.getTime())
  })
})
