import { eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { Db } from '../../lib/db'

/**
 * Whether a home is the demo's own: its client account carries the seed's `demoAccount` mark (server/demo/seed.ts).
 * Only there may made-up movement go (Simulate Motion): in anyone else's home it would be stored as the sensors'
 * own, and taught to the routine during its learning week (insights.routes.ts)
 */
export const isDemoHomeSql = sql<boolean>`coalesce(${users.profileData}->>'demoAccount' = 'true', false)`

export async function isDemoHome(db: Db, clientId: string): Promise<boolean> {
  const [row] = await db.select({ isDemo: isDemoHomeSql }).from(users).where(eq(users.id, clientId)).limit(1)
  return row?.isDemo === true
}
