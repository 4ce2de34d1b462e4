// The token a tab names its own change with (contracts/live.ts OWN_CHANGE_HEADER), passed on in the live word of it
import type { FastifyRequest } from 'fastify'
import { OWN_CHANGE_HEADER, OWN_CHANGE_PATTERN } from '../../contracts/live'

/** The request's own-change token, or undefined when it sent none (or not a token) */
export function ownChangeOf(req: Pick<FastifyRequest, 'headers'>): string | undefined {
  const value = req.headers[OWN_CHANGE_HEADER]
  return typeof value === 'string' && OWN_CHANGE_PATTERN.test(value) ? value : undefined
}
