// MQTT adapter (issue 4 §5): Zigbee2MQTT's `<base>/<friendly name>` messages into ingestEvents().
// This file decides which process reads the broker; mqtt-broker-reader.ts holds the connection (no message
// lost), mqtt-message.ts turns one message into an event, mqtt-redelivery.ts stores a resent one once.
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import { lastBridgeCheckAt } from './hub.repository'
import { readBroker, redact } from './mqtt-broker-reader'
import type { MqttLimits } from './mqtt-limits'
import { NEVER_LOST, takeReaderLock, type ReaderLock } from './mqtt-reader-lock'

export interface MqttIngestOptions {
  db: Db
  url: string
  baseTopic: string
  log: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>
  /** the broker keeps the session (and queues messages while we are away) under this id */
  clientId?: string
  /** the first wait before reconnecting; it doubles on each failed attempt up to `reconnectMaxMs` */
  reconnectPeriodMs?: number
  reconnectMaxMs?: number
  /** while the broker stays unreachable, a reminder in the log this often */
  stillDownEveryMs?: number
  /** a message that cannot be used is explained at most this often per topic */
  topicNoticeEveryMs?: number
  now?: () => Date
  /** tells open dashboards about new motion; tells the ingest of a home's new base topic (base-topics.ts) */
  live?: LiveBus
  /** how often the bridge's status is written while it stays the same */
  hubHeartbeatMs?: number
  /** how often the homes' own base topics are read again from the database (base-topics.ts) */
  homeTopicsEveryMs?: number
  /** false: read without taking the one-reader lock (a test of the reader alone) */
  exclusive?: boolean
  /** while another process reads the broker, how often to see whether it still does */
  standbyRetryMs?: number
  /** what each base topic may send (mqtt-limits.ts; MQTT_MESSAGES_PER_MINUTE, MQTT_MESSAGES_BURST) */
  limits?: Partial<MqttLimits>
  /** a topic over its limit is said in the log at most this often */
  limitReportEveryMs?: number
}

export interface MqttIngest {
  /** resolves once the subscription is in place (a session the broker kept counts) */
  ready: Promise<void>
  stop(): Promise<void>
}

/** a process standing by sees this often whether the reader has gone */
const STANDBY_RETRY_MS = 10_000

/**
 * Reads the broker while no other process sharing the database does (mqtt-reader-lock.ts); otherwise
 * stands by, connected to nothing, and takes over when that process stops, dies or loses the
 * database. Every process must use the same MQTT_CLIENT_ID: the one taking over then gets the
 * messages the broker kept for the session meanwhile.
 */
export function startMqttIngest(options: MqttIngestOptions): MqttIngest {
  const { db, log, exclusive = true, standbyRetryMs = STANDBY_RETRY_MS } = options
  const name = `mqtt ingest ${redact(options.url)} ${options.baseTopic.replace(/\/+$/, '')}`
  let markReady: () => void
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  let isStopped = false
  let wake = () => {}
  const pause = (ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    wake = () => {
      clearTimeout(timer)
      resolve()
    }
  })
  let wakeOnStop!: () => void
  const stopRequested = new Promise<void>((resolve) => (wakeOnStop = resolve))

  const running = (async () => {
    let standingBy = false
    while (!isStopped) {
      let lock: ReaderLock | null
      try {
        lock = exclusive ? await takeReaderLock(db, name) : NEVER_LOST
      } catch (err) {
        log.debug({ err }, 'MQTT ingest: the database cannot be reached to take the reader lock')
        await pause(standbyRetryMs)
        continue
      }
      if (!lock) {
        if (!standingBy) log.info('MQTT ingest stands by: another Hearthwatch process reads this broker; this one takes over if it stops')
        standingBy = true
        await pause(standbyRetryMs)
        continue
      }
      if (isStopped) {
        await lock.release()
        break
      }
      if (standingBy) log.info('MQTT ingest taking over: no other process reads this broker now')
      standingBy = false
      // when a reader last vouched for the bridges: what the broker kept since then comes at once
      const awaySince = await lastBridgeCheckAt(db).catch(() => null)
      const reader = readBroker({ ...options, awaySince })
      void reader.ready.then(() => markReady())
      const lost = await Promise.race([lock.lost.then(() => true), stopRequested.then(() => false)])
      if (lost) log.warn('MQTT ingest paused: the database connection that makes this process the only reader failed; reading again once it is back')
      await reader.stop()
      await lock.release()
    }
  })()

  return {
    ready,
    async stop() {
      isStopped = true
      wakeOnStop()
      wake()
      await running
    },
  }
}
