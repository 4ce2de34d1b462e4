import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { Db } from '../../lib/db'

export type UserRow = typeof users.$inferSelect
export type UserInsert = typeof users.$inferInsert

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)
  return row
}

/** Inserts, or answers undefined when the e-mail is taken */
export async function insertUser(db: Db, values: UserInsert) {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email?.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning()
  return row
}
