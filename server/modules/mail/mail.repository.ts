import { eq, lt } from 'drizzle-orm'
import { mailOutbox } from '../../db/platform-schema'
import type { Db } from '../../lib/db'

export type OutboxRow = typeof mailOutbox.$inferSelect

export async function insertOutbox(db: Db, message: { to: string; subject: string; text: string; html?: string }) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
    .returning({ id: mailOutbox.id })
  return row!.id
}

export async function markDelivered(db: Db, id: number, at: Date) {
  await db.update(mailOutbox).set({ deliveredAt: at, error: null }).where(eq(mailOutbox.id, id))
}

export async function markFailed(db: Db, id: number, error: string) {
  await db.update(mailOutbox).set({ error: error.slice(0, 2000) }).where(eq(mailOutbox.id, id))
}

/** Deletes the messages recorded before `before` */
export async function deleteMailBefore(db: Db, before: Date) {
  await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, before))
}
