import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorBody } from '../../contracts/errors'
import { isDatabaseUnreachable, unreachableReason } from './db-errors'
import type { HttpApp } from './http'
import { AppError } from './errors'
import { RateLimitedError } from './rate-limiter'
import { kindOverAbsence, valueAt } from './plain-messages'
import { validationMessage } from './validation-message'

/** How soon a caller should try again while the database cannot be reached */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what a route's callers are told while the database cannot be reached (a hub: to send its events again) */
    unavailableMessage?: string
  }
}

/** One error shape for every failure: `{ message, code, details? }` (STYLE.md). */
export function installErrorHandler(app: HttpApp) {
  app.setErrorHandler((error: FastifyError | AppError | Error, req, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.code(error.status).send(body(error.code, error.message, error.details))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string[]> = {}
      const sent = sentPart(req, error.validationContext)
      for (const issue of error.validation) {
        const path = issue.instancePath.split('/').slice(1).filter(Boolean)
        const field = path.join('.') || (error.validationContext ?? 'body')
        const message = kindOverAbsence({ code: issue.keyword, message: issue.message ?? 'is invalid', expected: issue.params.expected }, valueAt(sent, path))
        ;(details[field] ??= []).push(message)
      }
      return reply.code(400).send(body('VALIDATION', validationMessage(details), details))
    }
    // the database restarting or out of reach is an outage, not a bug: 503 to come back, a warning, no stack
    if (isDatabaseUnreachable(error)) {
      req.log.warn({ reason: unreachableReason(error) }, 'request refused: the database cannot be reached')
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      const message = req.routeOptions.config?.unavailableMessage ?? 'The database cannot be reached just now. Please try again in a moment.'
      return reply.code(503).send(body('UNAVAILABLE', message))
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status === 413) return reply.code(413).send(body('PAYLOAD_TOO_LARGE', `Request body is too large (at most ${sizeText(req.routeOptions.bodyLimit ?? req.server.initialConfig.bodyLimit)})`))
    if (status === 429) return reply.code(429).send(body('RATE_LIMITED', error.message))
    if (status >= 400 && status < 500) return reply.code(status).send(body('BAD_REQUEST', error.message))
    req.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'))
  })
}

/** The part of the request a route's schema refused: its body, query string, path or headers */
function sentPart(req: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return req.query
  if (context === 'params') return req.params
  if (context === 'headers') return req.headers
  return req.body
}

/**
 * Errors the router answers before any route or hook runs (Fastify's `frameworkErrors`), in the same
 * shape: a part of the path longer than 100 characters (its own body and a 414 before) and a path
 * that is not valid percent-encoding.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `A part of the address is longer than ${MAX_PARAM_LENGTH} characters: no id or link is that long`
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid: a % in it must be followed by two hexadecimal digits'
        : error.message
  return reply.code(400).send(body('BAD_REQUEST', message))
}

/** Fastify's default: our ids are 36 characters and our link tokens 43 */
export const MAX_PARAM_LENGTH = 100

export const sendNotFound = (req: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send(body('NOT_FOUND', `No route for ${req.method} ${req.url.split('?')[0]}`))

const body = (code: ErrorBody['code'], message: string, details?: ErrorBody['details']): ErrorBody =>
  details ? { message, code, details } : { message, code }

/** A body limit as a sender reads it: '1 MiB', '64 KiB' */
function sizeText(bytes: number | undefined) {
  if (bytes === undefined) return 'the limit'
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB` : `${Math.ceil(bytes / 1024)} KiB`
}
