import type { FastifyRequest } from 'fastify'
import { IngestKeyCreate, IngestKeyCreated, IngestKeyParams, IngestKeySummary } from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { requireCircle, type AccessRule } from '../access/access.plugin'
import { requireUser } from '../auth/session.plugin'
import { refuseAddingIfEnded } from '../circles/monitoring-end.repository'
import { createIngestKey, listIngestKeys, revokeIngestKey } from './ingest-keys.service'
import { validationError } from '../../lib/validation-message'

const MANAGE: AccessRule = { circle: true, permission: 'sensors.manage' }

export function ingestKeysRoutes(app: HttpApp, { db }: { db: Db }) {
  app.post(
    '/api/ingest-keys',
    {
      config: { access: MANAGE },
      schema: { body: IngestKeyCreate.nullish(), response: { 201: IngestKeyCreated } },
      preValidation: clientIdFromBody,
    },
    async (req, reply) => {
      const { clientId } = requireCircle(req)
      await refuseAddingIfEnded(db, clientId)
      const created = await createIngestKey(db, clientId, requireUser(req), req.body ?? {})
      return reply.code(201).send(created)
    },
  )

  app.get('/api/ingest-keys', { config: { access: MANAGE }, schema: { response: { 200: IngestKeySummary.array() } } }, async (req) =>
    listIngestKeys(db, requireCircle(req).clientId, new Date()),
  )

  app.delete('/api/ingest-keys/:id', { config: { access: MANAGE }, schema: { params: IngestKeyParams } }, async (req, reply) => {
    await revokeIngestKey(db, requireCircle(req).clientId, req.params.id, new Date())
    return reply.code(204).send()
  })
}

/**
 * The circle rule reads `?clientId=`; this route also takes it in the body (issue 4 §3), so the body's
 * value is handed to the rule before it runs. Both given and different is a mistake worth naming.
 */
async function clientIdFromBody(req: FastifyRequest) {
  const fromBody = (req.body as { clientId?: unknown } | null | undefined)?.clientId
  if (typeof fromBody !== 'string') return
  const query = req.query as Record<string, unknown>
  if (query.clientId !== undefined && query.clientId !== fromBody) {
    throw validationError({ clientId: ['clientId in the query and the body differ'] })
  }
  query.clientId = fromBody
}
