import { z } from 'zod'
import { CareNoteInput, CareNoteParams, CareNoteUpdate } from '../../../contracts/care-notes'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { ownChangeOf } from '../../lib/own-change'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { NOTES_LIMIT_MAX } from './care-notes.repository'
import { addCareNote, editCareNote, listCareNotes, removeCareNote } from './care-notes.service'

// the dashboard's card asks for the newest few; the Care Notes page for all of them
const CareNoteListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NOTES_LIMIT_MAX, `limit is at most ${NOTES_LIMIT_MAX}`).optional(),
  clientId: z.string().optional(),
})

export function careNotesRoutes(app: HttpApp, { db, live }: { db: Db; live: LiveBus }) {
  // every change tells open pages of the circle to refetch (they see only what they may); the tab that made it by
  // its own token, as it reads the notes again itself (decision 0135)
  const changed = (circleId: string, id: string, req: Parameters<typeof ownChangeOf>[0]) =>
    live.publish({ type: 'notes.changed', circleId, id, change: ownChangeOf(req) })
  app.get('/api/care-notes', { config: { access: { circle: true } }, schema: { querystring: CareNoteListQuery } }, async (req) =>
    listCareNotes(db, requireUser(req), requireCircle(req).clientId, req.query.limit),
  )

  app.post(
    '/api/care-notes',
    { config: { access: { circle: true, permission: 'notes.write' } }, schema: { body: CareNoteInput } },
    async (req, reply) => {
      const { clientId } = requireCircle(req)
      const note = await addCareNote(db, requireUser(req), clientId, req.body)
      await changed(clientId, note.id, req)
      return reply.code(201).send(note)
    },
  )

  app.put(
    '/api/care-notes/:id',
    { config: { access: { circle: true, permission: 'notes.write' } }, schema: { params: CareNoteParams, body: CareNoteUpdate } },
    async (req) => {
      const { clientId } = requireCircle(req)
      const note = await editCareNote(db, requireUser(req), clientId, req.params.id, req.body, req)
      await changed(clientId, req.params.id, req)
      return note
    },
  )

  app.delete(
    '/api/care-notes/:id',
    { config: { access: { circle: true, permission: 'notes.delete' } }, schema: { params: CareNoteParams } },
    async (req, reply) => {
      const { clientId } = requireCircle(req)
      await removeCareNote(db, requireUser(req), clientId, req.params.id, req)
      await changed(clientId, req.params.id, req)
      return reply.code(204).send()
    },
  )
}
