import { CareNoteInput, CareNoteParams } from '../../../contracts/care-notes'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { addCareNote, editCareNote, listCareNotes, removeCareNote } from './care-notes.service'

export function careNotesRoutes(app: HttpApp, { db }: { db: Db }) {
  app.get('/api/care-notes', { config: { access: { circle: true } } }, async (req) =>
    listCareNotes(db, requireUser(req), requireCircle(req).clientId),
  )

  app.post(
    '/api/care-notes',
    { config: { access: { circle: true, permission: 'notes.write' } }, schema: { body: CareNoteInput } },
    async (req, reply) => reply.code(201).send(await addCareNote(db, requireUser(req), requireCircle(req).clientId, req.body)),
  )

  app.put(
    '/api/care-notes/:id',
    { config: { access: { circle: true, permission: 'notes.write' } }, schema: { params: CareNoteParams, body: CareNoteInput } },
    async (req) => editCareNote(db, requireUser(req), requireCircle(req).clientId, req.params.id, req.body),
  )

  app.delete(
    '/api/care-notes/:id',
    { config: { access: { circle: true, permission: 'notes.delete' } }, schema: { params: CareNoteParams } },
    async (req, reply) => {
      await removeCareNote(db, requireUser(req), requireCircle(req).clientId, req.params.id)
      return reply.code(204).send()
    },
  )
}
