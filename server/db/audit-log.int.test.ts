import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../lib/db'
import { freshDatabase } from '../test/test-db'
import { auditLog } from './platform-schema'

let database: Database
beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(() => database.close())

describe('the audit trail', () => {
  it('takes new rows but refuses to change or remove them', async () => {
    const { db } = database
    await db.insert(auditLog).values({ action: 'user.sign_in', actorEmail: 'a@example.com' })
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'allowed',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      )
    expect(await refusal(db.execute(sql`update audit_log set action = 'nothing'`))).toMatch(/append-only/)
    expect(await refusal(db.execute(sql`delete from audit_log`))).toMatch(/append-only/)
    const rows = await db.select({ action: auditLog.action }).from(auditLog)
    expect(rows).toEqual([{ action: 'user.sign_in' }])
  })
})
