// What each request cost the server it reached: its time (the request's arrival to the answer's last
// byte, as the server sees it, so without the client's side of the wire) and the statements it sent to
// the database. Works for requests that overlap (a page's reads in a browser): every request runs in an
// AsyncLocalStorage context of its own, and a statement counts for the request whose work sent it.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Db } from '../../server/lib/db'

export interface Metered {
  method: string
  url: string
  status: number
  /** from the request's arrival to the answer's end (for a live stream: to its first write, see `firstWriteMs`) */
  ms: number
  /** from arrival to the first bytes written after the head: for a stream, how soon it said 'ready' */
  firstWriteMs: number | undefined
  queries: number
  /** the statements, as sent, with their parameters */
  sql: { text: string; values: unknown[] }[]
  /** the body's bytes as sent (compressed where the client asked) */
  bytes: number
  /** when it arrived, performance.now() of this process */
  at: number
  done: boolean
}

type QueryTarget = { query: (...args: unknown[]) => unknown }

/** Starts metering `server`'s requests and the statements of `db`; `stop()` puts both back */
export function meterRequests(server: Server, db: Db) {
  const store = new AsyncLocalStorage<Metered>()
  const requests: Metered[] = []
  let unattributed = 0

  const client = (db as unknown as { $client: QueryTarget }).$client
  const query = client.query
  client.query = function (this: unknown, ...args: unknown[]) {
    const current = store.getStore()
    if (current) {
      current.queries++
      const config = args[0] as string | { text?: string; values?: unknown[] } | undefined
      const text = typeof config === 'string' ? config : (config?.text ?? '?')
      const values = Array.isArray(args[1]) ? (args[1] as unknown[]) : typeof config === 'object' ? (config.values ?? []) : []
      current.sql.push({ text, values })
    } else unattributed++
    return query.apply(this, args)
  }

  const emit = server.emit as (this: Server, event: string, ...args: unknown[]) => boolean
  server.emit = function (this: Server, event: string, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args)
    const [req, res] = args as [IncomingMessage, ServerResponse]
    const record: Metered = { method: req.method ?? '', url: req.url ?? '', status: 0, ms: 0, firstWriteMs: undefined, queries: 0, sql: [], bytes: 0, at: performance.now(), done: false }
    requests.push(record)
    const write = res.write
    const end = res.end
    const count = (chunk: unknown) => {
      if (typeof chunk === 'string') record.bytes += Buffer.byteLength(chunk)
      else if (chunk instanceof Uint8Array) record.bytes += chunk.byteLength
      if (record.firstWriteMs === undefined) record.firstWriteMs = performance.now() - record.at
    }
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      count(chunk)
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
    } as typeof res.write
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (chunk !== undefined && typeof chunk !== 'function') count(chunk)
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest)
    } as typeof res.end
    res.once('finish', () => {
      record.status = res.statusCode
      record.ms = performance.now() - record.at
      record.done = true
    })
    return store.run(record, () => emit.call(this, event, ...args))
  } as typeof server.emit

  return {
    requests,
    /** statements sent outside any request (timers: a live stream's heartbeat check) */
    unattributed: () => unattributed,
    /** forgets what was metered so far */
    clear() {
      requests.length = 0
      unattributed = 0
    },
    stop() {
      client.query = query
      server.emit = emit
    },
  }
}
