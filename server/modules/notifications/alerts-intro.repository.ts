import { eq, isNull, sql } from 'drizzle-orm'
import { notificationSettings } from '../../db/platform-schema'
import type { Db } from '../../lib/db'

/**
 * She joined a home as a carer: the card saying how alerts reach her is due, unless she was already
 * offered it (a carer joining a second home who dismissed it is not told again)
 */
export async function markAlertsIntroDue(db: Db, userId: string) {
  await db
    .insert(notificationSettings)
    .values({ userId, alertsIntro: 'due' })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { alertsIntro: 'due' }, setWhere: isNull(notificationSettings.alertsIntro) })
}

/** She dismissed it, on this device or another: it stays gone on all of them */
export async function markAlertsIntroSeen(db: Db, userId: string) {
  await db
    .update(notificationSettings)
    .set({ alertsIntro: 'seen', updatedAt: sql`now()` })
    .where(eq(notificationSettings.userId, userId))
}
