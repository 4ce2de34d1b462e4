import pino from 'pino'
import type { Env } from './env'

/** JSON lines on stdout; Fastify's request logs use the same logger. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>) {
  return pino({ level: env.LOG_LEVEL, base: { app: 'hearthwatch' } })
}
export type Logger = ReturnType<typeof createLogger>
