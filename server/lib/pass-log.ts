// How a background loop (the engine's tick, the alert notifications' sending) reports a pass that
// failed. While the database cannot be reached every pass fails the same way, every few seconds: that
// is one warning with its reason when it starts and one line when it ends, not a stack trace a pass
// (a self-hoster's journal during a PostgreSQL restart was a screen of DrizzleQueryErrors). Anything
// else is a bug and is logged whole, every time.
import { isDatabaseUnreachable, unreachableReason } from './db-errors'
import type { Logger } from './logger'

export interface PassLog {
  /** a pass threw */
  failed(err: unknown, fields?: Record<string, unknown>): void
  /** a pass went through: if the database had been away, say it is back */
  succeeded(): void
}

/** `what`: the loop, for its lines ('alert notifications', 'the engine tick') */
export function createPassLog(log: Pick<Logger, 'error' | 'warn' | 'info'>, what: string): PassLog {
  let awaySince: number | null = null
  return {
    failed(err, fields = {}) {
      if (!isDatabaseUnreachable(err)) return log.error({ ...fields, err }, `${what} failed`)
      if (awaySince !== null) return
      awaySince = Date.now()
      log.warn({ ...fields, reason: unreachableReason(err) }, `${what}: the database cannot be reached; trying again at every pass`)
    },
    succeeded() {
      if (awaySince === null) return
      log.info({ awayMs: Date.now() - awaySince }, `${what}: the database is back`)
      awaySince = null
    },
  }
}
