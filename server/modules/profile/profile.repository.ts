import { eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { Db } from '../../lib/db'

/**
 * Sets or removes `phone` in the person's profileData, in one statement that keeps every other key
 * (a concurrent change to another key is never lost to a read-modify-write). Answers the stored value.
 */
export async function writePhone(db: Db, userId: string, phone: string | null) {
  const profileData =
    phone === null
      ? sql`coalesce(${users.profileData}, '{}'::jsonb) - 'phone'`
      : sql`coalesce(${users.profileData}, '{}'::jsonb) || jsonb_build_object('phone', ${phone}::text)`
  const [row] = await db
    .update(users)
    .set({ profileData, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ phone: sql<string | null>`${users.profileData}->>'phone'` })
  return row
}
