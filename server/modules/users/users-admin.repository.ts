import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { Role } from '../../../contracts/enums'
import { sessions, users } from '../../db/schema'
import type { Db } from '../../lib/db'

const managed = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  isActive: users.isActive,
  authProvider: users.authProvider,
  createdAt: users.createdAt,
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export function listUsers(db: Db, { search, role }: { search?: string; role?: Role }) {
  const pattern = search ? `%${escapeLike(search)}%` : undefined
  return db
    .select(managed)
    .from(users)
    .where(
      and(
        role ? eq(users.role, role) : undefined,
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
}

export async function countUsersByRole(db: Db) {
  return db.select({ role: users.role, n: count() }).from(users).groupBy(users.role)
}

export async function findManagedUser(db: Db, id: string) {
  const [row] = await db.select(managed).from(users).where(eq(users.id, id))
  return row
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(managed)
  return row
}

export async function deleteUser(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id))
}

export async function deleteSessionsOf(db: Db, userId: string) {
  await db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`)
}
