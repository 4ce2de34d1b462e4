import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * For an answer a page asks for again on a timer (the homes on offer, the alert lists; decision 0058):
 * its ETag is a hash of its content, and a request whose If-None-Match names it is answered 304 with no
 * body, the page keeping what it has. The answer is still worked out each time, but not sent: a staff
 * agent's homes at 2,000 homes are 87 kB compressed a poll. `no-store` keeps it out of the browser's own
 * cache (a shared computer's disk); the page sends If-None-Match itself (web/src/lib/api-client.ts).
 */
export function unlessUnchanged<T>(req: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`
  reply.header('ETag', etag).header('Cache-Control', 'no-store')
  if (!req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return body
  return reply.code(304).send()
}
