// A start that cannot go on for a reason the self-hoster can change (a port in use, a database PostgreSQL
// does not have) is said as what to change, in one line a person reads: the message alone, with no error
// object, stack or 'caused by' after it (pino's error serializer appends the cause's words to the message).
// What the system itself said (EADDRINUSE, PostgreSQL's own sentence) goes on a debug line just before, for
// whoever runs with LOG_LEVEL=debug.
import type { Logger } from './logger'

/** Longest text kept of what the system said */
const MAX_SAID = 500

export class StartProblem extends Error {
  override readonly name = 'StartProblem'

  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause })
  }

  /** what the system said, e.g. 'listen EADDRINUSE: address already in use 0.0.0.0:3000' */
  get said(): string | undefined {
    const said = this.cause instanceof Error ? this.cause.message : typeof this.cause === 'string' ? this.cause : undefined
    return said?.slice(0, MAX_SAID)
  }

  /** the system's code for it (EADDRINUSE, 3D000) */
  get code(): string | undefined {
    const code = (this.cause as { code?: unknown } | undefined)?.code
    return typeof code === 'string' ? code : undefined
  }
}

/** The last words of a start that failed: a StartProblem as its sentence alone, anything else with its stack */
export function logStartFailure(log: Pick<Logger, 'debug' | 'fatal'>, err: unknown) {
  if (err instanceof StartProblem) {
    if (err.said) log.debug({ said: err.said, code: err.code }, 'what the system said')
    log.fatal(err.message)
    return
  }
  log.fatal({ err }, err instanceof Error ? err.message : 'start-up failed')
}
