import { isStaff } from '../../../contracts/access'
import { CareNoteInput, CareNoteUpdate } from '../../../contracts/care-notes'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { recordAudit } from '../audit/audit.service'
import type { UserRow } from '../users/users.repository'
import { deleteNote, findNote, insertNote, listNotes, updateNote, type CareNoteRow } from './care-notes.repository'

type Req = Parameters<typeof recordAudit>[1]

/** A private note is seen by its author and by staff only (ARCHITECTURE.md) */
const canSee = (actor: UserRow, note: CareNoteRow) => !note.isPrivate || note.authorId === actor.id || isStaff(actor.role)

/** The notes the actor may see, newest first; only the newest `limit` when given */
export function listCareNotes(db: Db, actor: UserRow, clientId: string, limit?: number) {
  return listNotes(db, clientId, { id: actor.id, includePrivate: isStaff(actor.role) }, limit)
}

async function getVisibleNote(db: Db, actor: UserRow, clientId: string, id: string) {
  const note = await findNote(db, clientId, id)
  if (!note || !canSee(actor, note)) throw new AppError('NOT_FOUND', 'Care note not found')
  return note
}

export async function addCareNote(db: Db, actor: UserRow, clientId: string, input: CareNoteInput) {
  return insertNote(db, { ...CareNoteInput.parse(input), userId: clientId, authorId: actor.id })
}

/**
 * The author edits their note; staff may edit any (decision 0009). A change is marked on the note (who,
 * when) and recorded in the audit trail with the fields that changed, never the words (decision 0011).
 * A category or Private switch the edit leaves out keeps its stored value: a private note stays private.
 */
export async function editCareNote(db: Db, actor: UserRow, clientId: string, id: string, input: CareNoteUpdate, req: Req) {
  const note = await getVisibleNote(db, actor, clientId, id)
  if (note.authorId !== actor.id && !isStaff(actor.role)) throw new AppError('FORBIDDEN', 'Only the author or staff can edit this note')
  const values = CareNoteUpdate.parse(input)
  const changed = (['category', 'content', 'isPrivate'] as const).filter((field) => values[field] !== undefined && values[field] !== note[field])
  if (changed.length === 0) return note
  const updated = await updateNote(db, id, { ...values, editedAt: new Date(), editedBy: actor.id })
  await recordAudit(db, req, {
    action: 'care_note.edited',
    actor,
    target: { type: 'care_note', id },
    circleId: clientId,
    details: { authorId: note.authorId, category: updated.category, changed },
  })
  return updated
}

export async function removeCareNote(db: Db, actor: UserRow, clientId: string, id: string, req: Req) {
  const note = await getVisibleNote(db, actor, clientId, id)
  await deleteNote(db, id)
  await recordAudit(db, req, {
    action: 'care_note.deleted',
    actor,
    target: { type: 'care_note', id },
    circleId: clientId,
    details: { authorId: note.authorId, category: note.category, isPrivate: note.isPrivate, writtenAt: note.createdAt.toISOString() },
  })
}
