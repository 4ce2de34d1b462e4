import { isStaff } from '../../../contracts/access'
import { CareNoteInput } from '../../../contracts/care-notes'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { UserRow } from '../users/users.repository'
import { deleteNote, findNote, insertNote, listNotes, updateNote, type CareNoteRow } from './care-notes.repository'

/** A private note is seen by its author and by staff only (ARCHITECTURE.md) */
const canSee = (actor: UserRow, note: CareNoteRow) => !note.isPrivate || note.authorId === actor.id || isStaff(actor.role)

export function listCareNotes(db: Db, actor: UserRow, clientId: string) {
  return listNotes(db, clientId, { id: actor.id, includePrivate: isStaff(actor.role) })
}

async function getVisibleNote(db: Db, actor: UserRow, clientId: string, id: string) {
  const note = await findNote(db, clientId, id)
  if (!note || !canSee(actor, note)) throw new AppError('NOT_FOUND', 'Care note not found')
  return note
}

export async function addCareNote(db: Db, actor: UserRow, clientId: string, input: CareNoteInput) {
  return insertNote(db, { ...CareNoteInput.parse(input), userId: clientId, authorId: actor.id })
}

/** The author edits their note; staff may edit any */
export async function editCareNote(db: Db, actor: UserRow, clientId: string, id: string, input: CareNoteInput) {
  const note = await getVisibleNote(db, actor, clientId, id)
  if (note.authorId !== actor.id && !isStaff(actor.role)) throw new AppError('FORBIDDEN', 'Only the author or staff can edit this note')
  return updateNote(db, id, CareNoteInput.parse(input))
}

export async function removeCareNote(db: Db, actor: UserRow, clientId: string, id: string) {
  await getVisibleNote(db, actor, clientId, id)
  await deleteNote(db, id)
}
