// Old e-mails, long-expired password-reset links, hubs nobody needs and audit entries past their six years
// are deleted while the server runs; recent ones, and a reset link that expired lately (it still says
// 'expired' when opened), are kept.
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { auditLog, hubs, ingestKeys, mailOutbox, passwordResets } from '../../db/platform-schema'
import { devices, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { buildApp } from '../../app'
import { makers } from '../../test/make'
import { TEST_ENV } from '../../test/test-app'
import { freshDatabase } from '../../test/test-db'
import { until } from '../../test/until'
import { AUDIT_KEPT_YEARS } from '../audit/audit.repository'
import { installHousekeeping, MAIL_KEPT_DAYS, RESET_KEPT_DAYS_AFTER_EXPIRY } from './housekeeping.plugin'

const DAY = 86_400_000
const NOW = new Date('2026-12-03T09:00:00Z').getTime()
const daysAgo = (days: number) => new Date(NOW - days * DAY)

describe('housekeeping', () => {
  let database: Database
  let app: HttpApp | undefined

  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('deletes e-mails older than their keeping time and reset links long expired, as the server runs, and keeps the rest', async () => {
    const { db } = database
    const mail = (subject: string, days: number) => ({ to: 'margaret@example.com', subject, text: 'text', createdAt: daysAgo(days) })
    await db.insert(mailOutbox).values([mail('old', MAIL_KEPT_DAYS + 1), mail('kept', MAIL_KEPT_DAYS - 1), mail('today', 0)])
    const person = await makers(db).user('carer')
    const reset = (tokenHash: string, expiredDaysAgo: number, used = false) => ({
      userId: person.id,
      tokenHash: tokenHash.padEnd(64, '0'),
      expiresAt: daysAgo(expiredDaysAgo),
      usedAt: used ? daysAgo(expiredDaysAgo + 1) : null,
    })
    await db
      .insert(passwordResets)
      .values([
        reset('a', RESET_KEPT_DAYS_AFTER_EXPIRY + 1),
        reset('b', RESET_KEPT_DAYS_AFTER_EXPIRY + 5, true),
        reset('c', RESET_KEPT_DAYS_AFTER_EXPIRY - 1),
        reset('d', -1 / 24),
      ])

    let now = NOW
    app = Fastify() as unknown as HttpApp
    installHousekeeping(app, { db, everyMs: 50, now: () => new Date(now) })
    await app.ready()
    const subjects = async () => (await db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((m) => m.subject).sort()
    const links = async () => (await db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets)).map((r) => r.tokenHash[0]).sort()
    await until(async () => (await subjects()).length === 2 && (await links()).length === 2, 5_000)
    expect(await subjects()).toEqual(['kept', 'today'])
    expect(await links()).toEqual(['c', 'd'])

    // two days on, the e-mail and the link kept then have passed their time too, at a later pass
    now += 2 * DAY
    await until(async () => (await subjects()).length === 1 && (await links()).length === 1, 5_000)
    expect(await subjects()).toEqual(['today'])
    expect(await links()).toEqual(['d'])
    await app.close()
    app = undefined
  })

  it('deletes the rows of HTTP hubs whose key is gone or revoked and that carry no sensor, and keeps the others', async () => {
    const { db } = database
    const make = makers(db)
    const home = await make.circle()
    const gone = await make.circle()
    const key = (clientId: string, revoked: boolean) =>
      db
        .insert(ingestKeys)
        .values({ userId: clientId, keyHash: randomUUID().replace(/-/g, '').padEnd(64, '0'), keyPrefix: 'hwk_test', revokedAt: revoked ? new Date() : null })
        .returning({ id: ingestKeys.id })
        .then(([row]) => `http:${row!.id}`)
    const live = await key(home.id, false)
    const revokedCarrying = await key(home.id, true)
    const revokedEmpty = await key(home.id, true)
    const ofDeletedHome = await key(gone.id, false)
    const bridge = 'mqtt:zigbee2mqtt'
    await db.insert(hubs).values([live, revokedCarrying, revokedEmpty, ofDeletedHome, bridge].map((k) => ({ key: k, name: k, checkedAt: new Date() })))
    await db.insert(devices).values({ userId: home.id, name: 'Hall', deviceId: 'HK-HALL', location: 'Hallway', hubKey: revokedCarrying })
    await db.delete(users).where(eq(users.id, gone.id))

    app = Fastify() as unknown as HttpApp
    installHousekeeping(app, { db, everyMs: 50 })
    await app.ready()
    const kept = async () => (await db.select({ key: hubs.key }).from(hubs)).map((h) => h.key).sort()
    await until(async () => (await kept()).length === 3, 5_000)
    expect(await kept()).toEqual([live, revokedCarrying, bridge].sort())
    await app.close()
    app = undefined
  })

  it('deletes audit entries older than their six years, a batch at a time, and keeps every younger one', async () => {
    const { db } = database
    // the trail's clock is the database's (its trigger checks it), so these are placed from today
    const yearsAgo = (years: number, days = 0) => {
      const at = new Date()
      at.setUTCFullYear(at.getUTCFullYear() - years)
      return new Date(at.getTime() - days * DAY)
    }
    const entry = (action: string, at: Date) => ({ action, at, circleId: randomUUID() })
    await db.insert(auditLog).values([
      ...[400, 30, 3, 2].map((days) => entry(`old.${days}`, yearsAgo(AUDIT_KEPT_YEARS, days))),
      entry('kept.almost', yearsAgo(AUDIT_KEPT_YEARS, -2)),
      entry('kept.recent', yearsAgo(1)),
      entry('kept.today', new Date()),
    ])
    app = Fastify() as unknown as HttpApp
    // two at a time: four old entries take three batches in one pass
    installHousekeeping(app, { db, everyMs: 60_000, auditBatchRows: 2 })
    await app.ready()
    const actions = async () => (await db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action).sort()
    await until(async () => !(await actions()).some((a) => a.startsWith('old.')), 5_000)
    expect(await actions()).toEqual(['kept.almost', 'kept.recent', 'kept.today'])
    await app.close()
    app = undefined
  })

  it('is done by the server itself: an e-mail past its time is gone once the server has started', async () => {
    const { db } = database
    await db.delete(mailOutbox)
    await db.insert(mailOutbox).values({ to: 'margaret@example.com', subject: 'old', text: 'text', createdAt: new Date(Date.now() - (MAIL_KEPT_DAYS + 1) * DAY) })
    const server = await buildApp({ env: TEST_ENV, database: { ...database, close: async () => undefined } })
    try {
      await server.ready()
      await until(async () => (await db.select().from(mailOutbox)).length === 0, 5_000)
    } finally {
      await server.close()
    }
  })
})
