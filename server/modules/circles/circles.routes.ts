import { CircleSummary } from '../../../contracts/circles'
import type { Db } from '../../lib/db'
import { unlessUnchanged } from '../../lib/etag'
import type { HttpApp } from '../../lib/http'
import { requireCircle } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { listCirclePeople, listVisibleCircles } from './circles.service'

export function circlesRoutes(app: HttpApp, { db }: { db: Db }) {
  // the circle picker: every home the caller may look at
  // asked for again every 30 s by a tab with several homes: answered 304 when nothing changed
  app.get('/api/circles', { config: { access: { signedIn: true } }, schema: { response: { 200: CircleSummary.array() } } }, async (req, reply) =>
    unlessUnchanged(req, reply, await listVisibleCircles(db, requireUser(req))),
  )
  // the people of the circle on screen (Quick Contact); who may see it is the circle rule's question
  app.get('/api/circle/members', { config: { access: { circle: true } } }, async (req) =>
    listCirclePeople(db, requireCircle(req).clientId, requireUser(req)),
  )
}
