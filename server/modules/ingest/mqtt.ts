// MQTT adapter (issue 4 §5): Zigbee2MQTT's `<base>/<friendly name>` messages into ingestEvents().
//
// No message may be lost: QoS 1, a persistent session (clean: false, a stable client id, MQTT 3.1.1 so
// the broker keeps it across disconnects), and a message is acknowledged only after its event is in
// the database — mqtt.js sends PUBACK when `handleMessage`'s callback runs, one message at a time.
// A broker that never got the PUBACK sends the message again (DUP set, same packet id), so each event
// gets an id that the redelivery reproduces and the database stores it once.
import { createHash } from 'node:crypto'
import mqtt, { type IPublishPacket } from 'mqtt'
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import { baseTopics } from './base-topics'
import { HUB_HEARTBEAT_MS } from './bridge-watch'
import { matchDevice } from './device-match'
import { findDevicesByDeviceId } from './ingest.repository'
import { NEVER_LOST, takeReaderLock, type ReaderLock } from './mqtt-reader-lock'
import { ingestEvents } from './ingest.service'
import { connectionReporter, STILL_DOWN_EVERY_MS, TOPIC_NOTICE_EVERY_MS, topicNotices } from './mqtt-log'
import { readBridgeState, readingTime, readZ2mPayload, z2mPayloadProblem } from './zigbee2mqtt'

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
  /** tells open dashboards about new motion */
  live?: LiveBus
  /** how often the bridge's status is written while it stays the same */
  hubHeartbeatMs?: number
  /** how often the homes' own base topics are read again from the database (base-topics.ts) */
  homeTopicsEveryMs?: number
  /** false: read without taking the one-reader lock (a test of the reader alone) */
  exclusive?: boolean
  /** while another process reads the broker, how often to see whether it still does */
  standbyRetryMs?: number
}

export interface MqttIngest {
  /** resolves once the subscription is in place (a session the broker kept counts) */
  ready: Promise<void>
  stop(): Promise<void>
}

const RETRY_MAX_MS = 30_000
/** a process standing by sees this often whether the reader has gone */
const STANDBY_RETRY_MS = 10_000
const STOP_WAIT_MS = 5_000
/** packets the broker may resend; it never has more than its in-flight window (20 by default) out */
const REMEMBERED_PACKETS = 10_000

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
      const reader = readBroker(options)
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

function readBroker({
  db,
  url,
  baseTopic,
  log,
  clientId = 'hearthwatch-ingest',
  reconnectPeriodMs = 2_000,
  reconnectMaxMs = 60_000,
  stillDownEveryMs = STILL_DOWN_EVERY_MS,
  topicNoticeEveryMs = TOPIC_NOTICE_EVERY_MS,
  now = () => new Date(),
  live,
  hubHeartbeatMs = HUB_HEARTBEAT_MS,
  homeTopicsEveryMs,
}: MqttIngestOptions): MqttIngest {
  const base = baseTopic.replace(/\/+$/, '')
  const status = connectionReporter(log, redact(url), { stillDownEveryMs })
  const notice = topicNotices(log, { everyMs: topicNoticeEveryMs })
  const client = mqtt.connect(url, {
    clientId,
    clean: false,
    protocolVersion: 4,
    reconnectPeriod: reconnectPeriodMs,
    // we subscribe ourselves on every connection (below), not mqtt.js from its own list
    resubscribe: false,
  })
  const firstSeen = new Map<string, number>()
  const topics = baseTopics({ db, client, shared: base, log, now, hubHeartbeatMs, everyMs: homeTopicsEveryMs })

  let markReady: () => void
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  client.on('connect', () => {
    status.connected()
    client.options.reconnectPeriod = reconnectPeriodMs
    // on every connection, kept session or not (base-topics.ts): the shared base topic and each home's own
    topics.subscribeAll().then(
      () => markReady(),
      (err: unknown) => log.error({ err }, 'MQTT subscribe failed'),
    )
  })
  // mqtt.js waits reconnectPeriod after each close; it reads the option anew every time, so a
  // longer wait after each failed attempt is a back-off (2 s, 4 s … 60 s), reset once connected
  client.on('reconnect', () => {
    client.options.reconnectPeriod = Math.min(reconnectMaxMs, (client.options.reconnectPeriod ?? reconnectPeriodMs) * 2)
    log.debug({ nextWaitMs: client.options.reconnectPeriod }, 'MQTT reconnecting')
  })
  client.on('error', (err) => status.error(err))
  client.on('close', () => status.closed())

  let stopping: () => void
  const stopped = new Promise<void>((resolve) => (stopping = resolve))
  let isStopped = false
  let inFlight: Promise<void> | undefined

  client.handleMessage = (packet, done) => {
    inFlight = (async () => {
      for (let attempt = 0; !isStopped; attempt++) {
        try {
          await handle(packet)
          return done()
        } catch (err) {
          // not acknowledged, not dropped: try again until the database answers (or we stop, and
          // the broker gives it to the next start)
          const waitMs = Math.min(RETRY_MAX_MS, 500 * 2 ** attempt)
          log.error({ err, topic: packet.topic, waitMs }, 'MQTT message not stored; retrying')
          await Promise.race([stopped, new Promise((r) => setTimeout(r, waitMs))])
        }
      }
    })()
  }

  async function handle(packet: IPublishPacket) {
    const match = topics.match(packet.topic)
    if (!match) return log.debug({ topic: packet.topic }, 'MQTT topic ignored')
    const { bridge, replays } = match.base
    if (match.bridgeState) {
      const said = readBridgeState(packet.payload as Buffer)
      if (said === 'online' && !packet.retain) replays.started(now().getTime())
      return said ? bridge.heard(said) : log.debug({ topic: packet.topic }, 'MQTT bridge state not understood')
    }
    const { name } = match
    // a retained message replays a state from before we subscribed, not something that just happened
    if (packet.retain) return log.debug({ topic: packet.topic }, 'MQTT retained message ignored')
    const payload = packet.payload as Buffer
    const candidates = await findDevicesByDeviceId(db, name)
    if (candidates.length === 0) {
      // a light or a plug has no sensor here and is no news; a motion or door report is a sensor whose
      // Zigbee2MQTT friendly name is not its device ID
      if (z2mPayloadProblem(payload)) return log.debug({ topic: packet.topic }, 'MQTT message for an unknown device')
      return notice('info', packet.topic, `no sensor has the device ID "${name}": register the sensor with that device ID, or rename the device in Zigbee2MQTT to its device ID`)
    }
    // the same name in another letter case is the same sensor (decision 0116); two such, in old data, are named, not guessed between
    const found = matchDevice(name, candidates, 'on this server')
    if ('reason' in found) return notice('warn', packet.topic, `the event was rejected: ${found.reason}`)
    const device = found.device
    // a sensor counts only on its home's own base topic, or on the shared one while its home has none: what
    // can write on another home's topic (its Zigbee2MQTT) cannot move this home's sensors (decision 0115)
    const refusal = wrongTopic(device.deviceId, match.base.base, device.homeTopic, base)
    if (refusal) return notice('warn', packet.topic, refusal)
    const reading = readZ2mPayload(payload, device.kind)
    if (!reading) return notice('info', packet.topic, z2mPayloadProblem(payload) ?? 'it is no motion or door report')

    const receivedAt = arrivalTime(packet)
    const { lastSeen, ...values } = reading
    // said at info (once per topic and period): a self-hoster's test message in those seconds vanished without a word
    if (replays.isCachedState(name, receivedAt, lastSeen !== undefined)) {
      return notice('info', packet.topic, "the bridge came online seconds ago, so a sensor's first message is taken as its remembered state, not a report (send it again, or turn on Zigbee2MQTT's last_seen)")
    }
    const event = {
      deviceId: name,
      timestamp: readingTime(lastSeen, receivedAt).toISOString(),
      eventId: eventIdOf(packet, lastSeen ? undefined : receivedAt),
      ...values,
    }
    const result = await ingestEvents(db, { clientId: device.clientId, hubKey: bridge.key }, [event], now())
    if (result.rejected.length) notice('warn', packet.topic, `the event was rejected: ${result.rejected[0]!.reason}`)
    if (result.accepted > 0) await live?.publish({ type: 'motion', circleId: device.clientId })
  }

  /** A resent packet keeps the time it first arrived, so it makes the same event id */
  function arrivalTime(packet: IPublishPacket) {
    if (packet.qos === 0 || packet.messageId === undefined) return now().getTime()
    const key = `${packet.topic}\0${packet.messageId}\0${digest(packet.payload)}`
    const known = packet.dup ? firstSeen.get(key) : undefined
    if (known !== undefined) {
      log.debug({ topic: packet.topic, messageId: packet.messageId }, 'MQTT redelivery')
      return known
    }
    const at = now().getTime()
    firstSeen.delete(key)
    firstSeen.set(key, at)
    if (firstSeen.size > REMEMBERED_PACKETS) firstSeen.delete(firstSeen.keys().next().value!)
    return at
  }

  return {
    ready,
    async stop() {
      isStopped = true
      topics.stop()
      status.stopping()
      stopping()
      // let the message in hand be stored and acknowledged, so the next start is not sent it again
      await Promise.race([inFlight, new Promise((r) => setTimeout(r, STOP_WAIT_MS))])
      // the session stays on the broker: what arrives meanwhile waits there for the next start
      await client.endAsync()
    },
  }
}

/**
 * With `last_seen` the payload alone tells messages apart; without it, identical payloads are told
 * apart by packet id and arrival time (packet ids are reused, so never by packet id alone).
 */
function eventIdOf(packet: IPublishPacket, receivedAt: number | undefined) {
  const parts = receivedAt === undefined ? [packet.topic, digest(packet.payload)] : [packet.topic, digest(packet.payload), packet.messageId ?? '', receivedAt]
  return `mqtt:${createHash('sha256').update(parts.join('\0')).digest('base64url')}`
}

const digest = (payload: IPublishPacket['payload']) => createHash('sha256').update(payload).digest('base64url')

/**
 * Why a message for `deviceId` on base topic `on` is not taken for it, when its home's own topic is
 * `homeTopic` (null: the home uses the shared topic `shared`); undefined when it is taken
 */
export function wrongTopic(deviceId: string, on: string, homeTopic: string | null, shared: string): string | undefined {
  const own = homeTopic ?? shared
  if (own === on) return undefined
  const where = `its messages count only on ${own}/${deviceId}`
  if (on === shared) return `the sensor "${deviceId}" is of a home with its own base topic, so ${where}; this one was ignored (a Zigbee2MQTT still set to ${shared}, or another home's device with the same friendly name?)`
  return `"${deviceId}" is no sensor of the home whose base topic is ${on}: a home's base topic carries only its own sensors, so this message was ignored; ${where}`
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@')
