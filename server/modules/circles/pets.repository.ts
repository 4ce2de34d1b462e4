// Whether a cat or dog lives in the home: kept on the client's row with the home's other settings
import { and, eq, ne } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { Db } from '../../lib/db'

export async function findPetsAtHome(db: Db, clientId: string): Promise<boolean> {
  const [row] = await db.select({ petsAtHome: users.petsAtHome }).from(users).where(eq(users.id, clientId))
  return row?.petsAtHome ?? false
}

/** Answers whether it changed: setting the value it already has writes nothing */
export async function writePetsAtHome(db: Db, clientId: string, petsAtHome: boolean): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ petsAtHome })
    .where(and(eq(users.id, clientId), ne(users.petsAtHome, petsAtHome)))
    .returning({ id: users.id })
  return changed.length > 0
}
