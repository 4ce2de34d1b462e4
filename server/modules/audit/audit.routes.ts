import { z } from 'zod'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { pageAudit } from './audit.service'

const AuditQuery = z.object({ before: z.coerce.number().int().positive('before must be an entry id').optional() })

export function auditRoutes(app: HttpApp, { db }: { db: Db }) {
  app.get(
    '/api/audit',
    { config: { access: { signedIn: true, permission: 'audit.view' } }, schema: { querystring: AuditQuery } },
    async (req) => pageAudit(db, req.query.before),
  )
}
