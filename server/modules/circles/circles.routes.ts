import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { requireUser } from '../auth/session.plugin'
import { listVisibleCircles } from './circles.service'

export function circlesRoutes(app: HttpApp, { db }: { db: Db }) {
  // the circle picker: every home the caller may look at
  app.get('/api/circles', { config: { access: { signedIn: true } } }, async (req) => listVisibleCircles(db, requireUser(req)))
}
