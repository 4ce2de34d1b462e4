import type { FastifyRequest } from 'fastify'
import { INGEST_BODY_LIMIT_BYTES, IngestBatch, IngestResult } from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { authenticateHub, type HubIdentity } from '../ingest-keys/ingest-keys.service'
import { ingestEvents } from './ingest.service'

const hubs = new WeakMap<FastifyRequest, HubIdentity>()

export function ingestRoutes(app: HttpApp, { db, live }: { db: Db; live?: LiveBus }) {
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
    async (req, reply) => {
      const hub = hubs.get(req)!
      const result = await ingestEvents(db, hub, req.body.events, new Date())
      // open dashboards of the circle refresh within a second or two
      if (result.accepted > 0) await live?.publish({ type: 'motion', circleId: hub.clientId })
      return reply.code(202).send(result)
    },
  )
}
