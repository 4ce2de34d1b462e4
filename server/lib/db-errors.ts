// Which database failures mean "the server is not there (yet)" rather than a bug in a query: start-up
// waits and tries again, the ingest route tells a hub to come back later (503) instead of 500.
import { isNoAnswer, isNoSuchHost } from './network-trouble'
import { StartProblem } from './start-problem'

// the socket could not be opened or was cut: server down, starting, restarting, or the network is
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])
// SQLSTATE class 08 is "connection exception"; these say the server is shutting down, starting or full
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])
// node-postgres gives these no code: its own text is all there is to go on
// (a statement past the server's query timeout is a host that stopped answering: db.ts)
const PG_CONNECTION_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Query read timeout/]

// a database that refuses connections for now (ALTER DATABASE … ALLOW_CONNECTIONS false during
// maintenance) answers 55000, a class that otherwise means a query's own mistake: told by its text
const NOT_ACCEPTING = /is not currently accepting connections/

/** True for a connection-level failure anywhere in the error's cause chain (drizzle wraps pg's error) */
export function isDatabaseUnreachable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true
  if (code === '55000' && typeof message === 'string' && NOT_ACCEPTING.test(message)) return true
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.some((re) => re.test(message))) return true
  // Node reports a refused connection to a name with several addresses as an AggregateError
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnreachable(e, depth + 1))) return true
  return isDatabaseUnreachable(cause, depth + 1)
}

/** A short reason for a log line: the innermost code, or the message (pg's messages hold no password) */
export function unreachableReason(err: unknown): string {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] }
    if (typeof code === 'string') return code
    const next = cause ?? (Array.isArray(errors) ? errors[0] : undefined)
    if (!next) return typeof message === 'string' ? message : 'unknown error'
    e = next
  }
  return 'unknown error'
}

/** What to look at when start-up gives up on an unreachable PostgreSQL, from unreachableReason's reason */
export function unreachableHint(reason: string): string {
  if (isNoSuchHost(reason)) return 'no such host: check the host name in DATABASE_URL'
  if (isNoAnswer(reason) || /^timeout exceeded/.test(reason)) {
    return "the host does not answer: check the address in DATABASE_URL, and that PostgreSQL listens there (listen_addresses) and a firewall lets it through"
  }
  if (reason === '57P03') return 'it is still starting'
  if (reason === '53300') return 'it has no free connection (max_connections)'
  return "is it running, and is DATABASE_URL's port right?"
}

/** host:port of a connection URL, never its user or password */
export function databaseAddress(url: string): string {
  try {
    const u = new URL(url)
    const host = u.hostname || u.searchParams.get('host') || 'localhost'
    return `${host}:${u.port || 5432}`
  } catch {
    return 'the configured address'
  }
}

/**
 * A PostgreSQL that answered but will not let us in, said as what to change in DATABASE_URL (pg's own
 * words name the database or user, never the password); undefined for anything else
 */
export function refusalExplained(err: unknown, url: string): Error | undefined {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown }
  const said = typeof message === 'string' ? message : ''
  let user = 'USER'
  let database = 'hearthwatch'
  try {
    const u = new URL(url)
    user = decodeURIComponent(u.username) || user
    database = decodeURIComponent(u.pathname.slice(1)) || user
  } catch {
    // databaseAddress below says 'the configured address'
  }
  const at = `PostgreSQL at ${databaseAddress(url)}`
  const credentials = `Check the user name and password in DATABASE_URL (a password's @ : / # % written percent-encoded), or make the user: sudo -u postgres createuser --pwprompt ${user} (docs/self-hosting.md).`
  if (code === '3D000') {
    return new StartProblem(`${at} has no database "${database}". Make it (sudo -u postgres createdb --owner ${user} ${database}), or correct the name at the end of DATABASE_URL (docs/self-hosting.md).`, err)
  }
  if (code === '28000' || code === '28P01') return new StartProblem(`${at} refused the user "${user}" (${said}). ${credentials}`, err)
  // node-postgres, asked for a password by the server when the URL has none
  if (/^SASL: |password must be a string/.test(said)) return new StartProblem(`${at} asks for a password, and DATABASE_URL has none for "${user}". ${credentials}`, err)
  return undefined
}

/** when each PostgreSQL address was last said to be lost, so that every pool to it says so once a minute */
const lossSaidAt = new Map<string, number>()
const LOSS_SAID_EVERY_MS = 60_000

/**
 * For a pool's 'error' event (an idle connection failed): PostgreSQL restarting or stopped is said once
 * a minute per address, as a warning with what it means and what to do, not a stack per idle connection
 * at error level; anything else stays an error with its stack.
 */
export function idleConnectionErrorHandler(log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void } | undefined, url: string, what: string) {
  const address = databaseAddress(url)
  return (err: unknown) => {
    if (!isDatabaseUnreachable(err)) return log?.error({ err }, `${what} failed`)
    const now = Date.now()
    if (now - (lossSaidAt.get(address) ?? -Infinity) < LOSS_SAID_EVERY_MS) return
    lossSaidAt.set(address, now)
    const reason = unreachableReason(err)
    log?.warn(
      { database: address, reason },
      `lost the connection to PostgreSQL at ${address} (${reason}): it is restarting or stopped. Pages and hubs get 503 until it is back, and nothing already stored is lost; if it does not come back, start PostgreSQL (docs/self-hosting.md)`,
    )
  }
}
