// Live updates for open dashboards: services publish what changed in a circle; the SSE route passes
// it on. With PostgreSQL, LISTEN/NOTIFY carries events between instances (an alert raised by a worker
// reaches a browser connected to another instance); with the embedded database there is one process.
import { EventEmitter } from 'node:events'
import pg from 'pg'
import { POOL_TIMEOUTS } from './db'
import { idleConnectionErrorHandler, unreachableReason } from './db-errors'
import type { Logger } from './logger'
import { LIVE_EVENT_TYPES, type LiveEventType } from '../../contracts/live'

export type { LiveEventType }

export interface LiveEvent {
  type: LiveEventType
  /** the home, or for a person's own news (settings.changed) their own channel (personalChannel) */
  circleId: string
  /** ids, never health data: browsers refetch what they are allowed to see */
  id?: string
  /** members.changed: the person who left the circle (their open streams end) */
  removedUserId?: string
  /** the token the tab that made the change sent with it (OWN_CHANGE_HEADER): its own word, not someone else's */
  change?: string
}

const CHANNEL = 'hearthwatch_live'

/** Where a person's own news goes (their notification settings changed): only their own streams listen to it */
export const personalChannel = (userId: string) => `user:${userId}`

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>
  subscribe(circleId: string, listener: (event: LiveEvent) => void): () => void
  /** Every circle's events (the notification dispatcher wakes on a new alert raised by any process) */
  subscribeAll(listener: (event: LiveEvent) => void): () => void
  /**
   * For each type, how long (ms) this process has heard no event of it about the circle (about any
   * circle without one): since the last, or since it began to hear every event (it started, or its
   * LISTEN connection came back); 0 while it hears none. A stream's 'ready' says it, so that a page
   * reads again only what may have changed since it read it (decision 0088).
   */
  quietMs(circleId?: string): Record<LiveEventType, number>
  close(): Promise<void>
}

/**
 * Open streams on one home past which the log warns, and again at each doubling: a family and its
 * staff keep a few tabs each, so hundreds mean streams that outlive their browsers (session 17 found
 * one). The emitter's own warning is off, as it counts every home's listeners against one limit.
 */
export const STREAMS_PER_HOME_WARNING = 100

export async function createLiveBus({
  databaseUrl,
  log,
  retryMs,
}: { databaseUrl?: string; log?: Pick<Logger, 'warn' | 'error'>; retryMs?: number } = {}): Promise<LiveBus> {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  let warnAt = STREAMS_PER_HOME_WARNING
  const ANY = Symbol('any circle')
  // when each type was last heard, by `<circle> <type>` and `* <type>`: a map as long as the homes with events
  const lastHeard = new Map<string, number>()
  let hearingSince: number | undefined = databaseUrl ? undefined : Date.now()
  const deliver = (event: LiveEvent) => {
    const at = Date.now()
    lastHeard.set(`${event.circleId} ${event.type}`, at)
    lastHeard.set(`* ${event.type}`, at)
    emitter.emit(event.circleId, event)
    emitter.emit(ANY, event)
  }

  let listener: Listener | undefined
  let publisher: pg.Pool | undefined
  if (databaseUrl) {
    publisher = new pg.Pool({ connectionString: databaseUrl, max: 2, ...POOL_TIMEOUTS })
    publisher.on('error', idleConnectionErrorHandler(log, databaseUrl, 'live bus publisher connection'))
    listener = new Listener(databaseUrl, deliver, (hearing) => void (hearingSince = hearing ? Date.now() : undefined), log, retryMs)
    await listener.start()
  }

  return {
    async publish(event) {
      if (!publisher) {
        deliver(event)
        return
      }
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)])
    },
    subscribe(circleId, fn) {
      emitter.on(circleId, fn)
      const open = emitter.listenerCount(circleId)
      if (open >= warnAt) {
        log?.warn({ circleId, open }, 'live: this many open streams on one home; are streams outliving their browsers?')
        warnAt = open * 2
      }
      return () => emitter.off(circleId, fn)
    },
    subscribeAll(fn) {
      emitter.on(ANY, fn)
      return () => emitter.off(ANY, fn)
    },
    quietMs(circleId) {
      const now = Date.now()
      const quiet = (type: LiveEventType) => (hearingSince === undefined ? 0 : now - Math.max(hearingSince, lastHeard.get(`${circleId ?? '*'} ${type}`) ?? 0))
      return Object.fromEntries(LIVE_EVENT_TYPES.map((type) => [type, quiet(type)])) as Record<LiveEventType, number>
    },
    async close() {
      await listener?.stop()
      await publisher?.end().catch(() => {})
    },
  }
}

/**
 * A dedicated connection that LISTENs, and reconnects when the database restarts. Exactly one client
 * at a time: a lost client is ended and forgotten before one reconnect is scheduled, however many
 * 'error' and 'end' events it fires (a terminated backend fires both), so restarts never pile up
 * listening connections or deliver an event twice.
 */
class Listener {
  private client: pg.Client | undefined
  private reconnect: NodeJS.Timeout | undefined
  private isStopped = false

  constructor(
    private readonly url: string,
    private readonly deliver: (e: LiveEvent) => void,
    /** true once LISTEN holds (every event is heard from then), false as the connection is lost */
    private readonly hearing: (isHearing: boolean) => void,
    private readonly log?: Pick<Logger, 'warn' | 'error'>,
    private readonly retryMs = 2000,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, ...POOL_TIMEOUTS })
    this.client = client
    client.on('notification', (msg) => {
      if (client !== this.client || msg.channel !== CHANNEL || !msg.payload) return
      try {
        this.deliver(JSON.parse(msg.payload) as LiveEvent)
      } catch (err) {
        this.log?.warn({ err }, 'ignored a malformed live event')
      }
    })
    const lost = (err?: Error) => {
      if (client !== this.client || this.isStopped) return
      this.client = undefined
      this.hearing(false)
      client.end().catch(() => {})
      // a reason, not `err`: the logger's error serializer takes a string apart letter by letter
      this.log?.warn({ reason: err ? unreachableReason(err) : 'connection closed' }, 'live bus connection lost; reconnecting')
      this.scheduleReconnect()
    }
    client.on('error', lost)
    client.on('end', () => lost())
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
      if (client === this.client) this.hearing(true)
    } catch (err) {
      if (client === this.client) this.client = undefined
      client.end().catch(() => {})
      throw err
    }
  }

  private scheduleReconnect() {
    if (this.reconnect || this.isStopped) return
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined
      if (this.isStopped || this.client) return
      this.start().catch((err: unknown) => {
        this.log?.error({ reason: unreachableReason(err) }, 'live bus reconnect failed')
        this.scheduleReconnect()
      })
    }, this.retryMs)
    this.reconnect.unref()
  }

  async stop() {
    this.isStopped = true
    if (this.reconnect) clearTimeout(this.reconnect)
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => {})
  }
}
