import type { FastifyRequest } from 'fastify'
import { INGEST_BODY_LIMIT_BYTES, IngestBatch, IngestResult } from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { authenticateHub, type HubIdentity } from '../ingest-keys/ingest-keys.service'
import { ingestEvents } from './ingest.service'

const hubs = new WeakMap<FastifyRequest, HubIdentity>()

export function ingestRoutes(app: HttpApp, { db }: { db: Db }) {
  app.post(
    '/api/ingest/events',
    {
      config: { access: { hubKey: true } },
      bodyLimit: INGEST_BODY_LIMIT_BYTES,
      schema: { body: IngestBatch, response: { 202: IngestResult } },
      // before the body is read: a wrong key costs us no parsing
      onRequest: async (req) => {
        hubs.set(req, await authenticateHub(db, req.headers.authorization, new Date()))
      },
    },
    async (req, reply) => reply.code(202).send(await ingestEvents(db, hubs.get(req)!, req.body.events, new Date())),
  )
}
