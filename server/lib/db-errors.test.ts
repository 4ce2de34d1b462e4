import { describe, expect, it } from 'vitest'
import { databaseAddress, isDatabaseUnreachable, refusalExplained, unreachableHint, unreachableReason } from './db-errors'

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('telling an unreachable database from a bug', () => {
  it.each([
    ['a refused connection', pgError('ECONNREFUSED')],
    ['a name that does not resolve yet', pgError('EAI_AGAIN')],
    ['a server starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a server shutting down (57P01)', pgError('57P01')],
    ['a connection exception (class 08)', pgError('08006')],
    ['too many connections (53300)', pgError('53300')],
    ['a database closed to connections for maintenance (55000)', pgError('55000', 'database "hw" is not currently accepting connections')],
    ['a connection cut under a query', new Error('Connection terminated unexpectedly')],
    ['a statement past the server’s limit on a host that froze', Object.assign(new Error('Failed query: select 1'), { cause: new Error('Query read timeout') })],
    ["drizzle's wrapper around one", Object.assign(new Error('Failed query: select 1'), { cause: pgError('ECONNREFUSED') })],
    ['an AggregateError of refused addresses', new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], 'connect failed')],
  ])('counts %s as unreachable', (_, err) => {
    expect(isDatabaseUnreachable(err)).toBe(true)
  })

  it.each([
    ['a missing table (42P01)', pgError('42P01', 'relation "x" does not exist')],
    ['a unique violation (23505)', pgError('23505')],
    ['another 55000, a query of its own', pgError('55000', 'cannot take a lock on this object now')],
    ['a wrong password (28P01)', pgError('28P01')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['nothing', undefined],
  ])('does not count %s', (_, err) => {
    expect(isDatabaseUnreachable(err)).toBe(false)
  })

  it('gives the innermost code as the reason', () => {
    expect(unreachableReason(Object.assign(new Error('Failed query'), { cause: pgError('ECONNREFUSED') }))).toBe('ECONNREFUSED')
    expect(unreachableReason(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated unexpectedly')
  })

  it('names host and port, never the user or password', () => {
    expect(databaseAddress('postgres://hw:secret@db.home.arpa:5433/hw')).toBe('db.home.arpa:5433')
    expect(databaseAddress('postgresql://hw:secret@127.0.0.1/hw')).toBe('127.0.0.1:5432')
  })
})

describe('refusalExplained', () => {
  const url = 'postgres://hearthwatch:s3cret%23x@127.0.0.1:5432/hearthwatch'
  it('says what to check in DATABASE_URL for a wrong password, or a URL without one, never the password', () => {
    const wrong = refusalExplained(pgError('28P01', 'password authentication failed for user "hearthwatch"'), url)!.message
    expect(wrong).toBe(
      'PostgreSQL at 127.0.0.1:5432 refused the user "hearthwatch" (password authentication failed for user "hearthwatch"). Check the user name and password in DATABASE_URL (a password\'s @ : / # % written percent-encoded), or make the user: sudo -u postgres createuser --pwprompt hearthwatch (docs/self-hosting.md).',
    )
    const none = refusalExplained(new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string'), 'postgres://hearthwatch@127.0.0.1/hearthwatch')!.message
    expect(none).toMatch(/^PostgreSQL at 127\.0\.0\.1:5432 asks for a password, and DATABASE_URL has none for "hearthwatch"\. Check the user name/)
    expect(wrong + none).not.toContain('s3cret')
  })

  it('leaves every other error alone', () => {
    expect(refusalExplained(pgError('42P01', 'relation "x" does not exist'), url)).toBeUndefined()
    expect(refusalExplained(undefined, url)).toBeUndefined()
  })
})

describe('unreachableHint', () => {
  it('points at the host name for a name that does not resolve, at the address for a host that does not answer', () => {
    expect(unreachableHint('ENOTFOUND')).toBe('no such host: check the host name in DATABASE_URL')
    expect(unreachableHint('EHOSTUNREACH')).toMatch(/^the host does not answer: check the address in DATABASE_URL, and that PostgreSQL listens there \(listen_addresses\)/)
    expect(unreachableHint('timeout exceeded when trying to connect')).toMatch(/^the host does not answer/)
    expect(unreachableHint('ECONNREFUSED')).toBe("is it running, and is DATABASE_URL's port right?")
  })
})
