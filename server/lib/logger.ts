import pino from 'pino'
import type { Env } from './env'
import { redactError, redactRequest } from './log-redaction'

/**
 * JSON lines on stdout, each written before the call returns. Written asynchronously (pino's default), a
 * line could still be on its way when the process exits or a fatal line is written at once after it, so a
 * failed start's last sentence sometimes came out before the line written just before it, or not at all.
 */
export function standardOutput() {
  return pino.destination({ dest: 1, sync: true })
}

/** One logger for the server and its request lines (request-log.ts). Tokens of e-mailed links never reach it (log-redaction.ts). */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination: pino.DestinationStream = standardOutput()) {
  const options: pino.LoggerOptions = {
    level: env.LOG_LEVEL,
    base: { app: 'hearthwatch' },
    serializers: { req: redactRequest, err: redactError, error: redactError },
  }
  return pino(options, destination)
}
export type Logger = ReturnType<typeof createLogger>
