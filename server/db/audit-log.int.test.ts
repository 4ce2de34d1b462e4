import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../lib/db'
import { freshDatabase } from '../test/test-db'
import { AUDIT_KEPT_YEARS } from '../modules/audit/audit.repository'
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

  it('lets an entry go only once it is older than the years it is kept (decision 0067)', async () => {
    const { db } = database
    const yearsAgo = (days: number) => sql`now() - make_interval(years => ${AUDIT_KEPT_YEARS}, days => ${days})`
    await db.execute(sql`insert into audit_log (action, at) values ('young', ${yearsAgo(-1)}), ('old', ${yearsAgo(1)})`)
    const refused = await db.execute(sql`delete from audit_log where action = 'young'`).then(
      () => 'allowed',
      (err: Error & { cause?: Error }) => (err.cause ?? err).message,
    )
    expect(refused).toMatch(/append-only/)
    await db.execute(sql`delete from audit_log where action = 'old'`)
    expect((await db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action).sort()).toEqual(['user.sign_in', 'young'])
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow()
  })
})
