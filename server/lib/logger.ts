import pino from 'pino'
import type { Env } from './env'
import { redactError, redactRequest } from './log-redaction'

/** JSON lines on stdout; Fastify's request logs use the same logger. Tokens and query values never reach it. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    base: { app: 'hearthwatch' },
    serializers: { req: redactRequest, err: redactError, error: redactError },
  }
  return destination ? pino(options, destination) : pino(options)
}
export type Logger = ReturnType<typeof createLogger>
