import { AuditQuery } from '../../../contracts/audit'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { pageAudit } from './audit.service'

export function auditRoutes(app: HttpApp, { db }: { db: Db }) {
  app.get(
    '/api/audit',
    { config: { access: { signedIn: true, permission: 'audit.view' } }, schema: { querystring: AuditQuery } },
    async (req) => pageAudit(db, req.query),
  )
}
