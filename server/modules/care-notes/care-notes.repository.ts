import { and, desc, eq, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { careNotes, users } from '../../db/schema'
import type { Db } from '../../lib/db'

export type CareNoteRow = typeof careNotes.$inferSelect

const editor = alias(users, 'editor')

const withAuthor = {
  id: careNotes.id,
  userId: careNotes.userId,
  authorId: careNotes.authorId,
  category: careNotes.category,
  content: careNotes.content,
  isPrivate: careNotes.isPrivate,
  createdAt: careNotes.createdAt,
  updatedAt: careNotes.updatedAt,
  editedAt: careNotes.editedAt,
  editedBy: careNotes.editedBy,
  author: { firstName: users.firstName, lastName: users.lastName },
  /** who changed it last, as they are called now (null before any edit, or once they are deleted) */
  editor: { firstName: editor.firstName, lastName: editor.lastName },
}

/**
 * The most a caller may ask for with `limit`. The Care Notes page takes every note (its counts and
 * search cover them all; a note is never out of reach); the dashboard's card asks for the newest three,
 * where it fetched the whole history (650 kB for a busy home's year) to show them.
 */
export const NOTES_LIMIT_MAX = 500

/** Newest first, the newest `limit` when given; private notes only when `viewerId` wrote them, unless `includePrivate` (staff) */
export function listNotes(db: Db, clientId: string, viewer: { id: string; includePrivate: boolean }, limit?: number) {
  const query = db
    .select(withAuthor)
    .from(careNotes)
    .leftJoin(users, eq(users.id, careNotes.authorId))
    .leftJoin(editor, eq(editor.id, careNotes.editedBy))
    .where(
      and(
        eq(careNotes.userId, clientId),
        viewer.includePrivate ? undefined : or(eq(careNotes.isPrivate, false), eq(careNotes.authorId, viewer.id)),
      ),
    )
    .orderBy(desc(careNotes.createdAt))
  return limit === undefined ? query : query.limit(limit)
}

export async function findNote(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(careNotes)
    .where(and(eq(careNotes.userId, clientId), eq(careNotes.id, id)))
  return row
}

export async function insertNote(db: Db, values: typeof careNotes.$inferInsert) {
  const [row] = await db.insert(careNotes).values(values).returning()
  return row!
}

/** A field left out or undefined keeps its stored value (drizzle leaves undefined out of the SET) */
export async function updateNote(db: Db, id: string, values: Partial<typeof careNotes.$inferInsert>) {
  const [row] = await db.update(careNotes).set(values).where(eq(careNotes.id, id)).returning()
  return row!
}

export async function deleteNote(db: Db, id: string) {
  await db.delete(careNotes).where(eq(careNotes.id, id))
}
