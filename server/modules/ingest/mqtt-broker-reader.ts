// One connection to the broker, for as long as this process is its only reader (mqtt.ts).
//
// No message may be lost: QoS 1, a persistent session (clean: false, a stable client id, MQTT 3.1.1 so
// the broker keeps it across disconnects), and a message is acknowledged only after its event is in
// the database — mqtt.js sends PUBACK when `handleMessage`'s callback runs, one message at a time. What
// the broker sends again is stored once (mqtt-redelivery.ts).
import mqtt from 'mqtt'
import { baseTopics } from './base-topics'
import { HUB_HEARTBEAT_MS } from './bridge-watch'
import { connectionReporter, STILL_DOWN_EVERY_MS, TOPIC_NOTICE_EVERY_MS, topicNotices } from './mqtt-log'
import { topicLimits } from './mqtt-limits'
import { mqttMessageHandler } from './mqtt-message'
import type { MqttIngest, MqttIngestOptions } from './mqtt'

const RETRY_MAX_MS = 30_000
const STOP_WAIT_MS = 5_000

export function readBroker({
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
  limits: given,
  limitReportEveryMs,
  awaySince,
}: MqttIngestOptions & { awaySince?: Date | null }): MqttIngest {
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
  const topics = baseTopics({ db, client, shared: base, log, now, hubHeartbeatMs, everyMs: homeTopicsEveryMs, live })
  const limits = topicLimits({ db, log, limits: given, reportEveryMs: limitReportEveryMs })
  const handle = mqttMessageHandler({ db, base, topics, notice, limits, log, now, live })

  let markReady: () => void
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  // since when nothing was read: the broker's backlog for that time passes its topics' limits whole
  let awayAt: number | null = awaySince?.getTime() ?? null
  client.on('connect', () => {
    if (awayAt !== null) limits.away(awayAt, Date.now())
    awayAt = null
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
  client.on('close', () => {
    awayAt ??= Date.now()
    status.closed()
  })

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

  return {
    ready,
    async stop() {
      isStopped = true
      topics.stop()
      status.stopping()
      stopping()
      // let the message in hand be stored and acknowledged, so the next start is not sent it again
      await Promise.race([inFlight, new Promise((r) => setTimeout(r, STOP_WAIT_MS))])
      // the messages dropped since the last mark are on the hubs' rows
      await Promise.race([limits.stop(), new Promise((r) => setTimeout(r, STOP_WAIT_MS))])
      // the session stays on the broker: what arrives meanwhile waits there for the next start
      await client.endAsync()
    },
  }
}

/** The broker's address without its password, for the log */
export const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@')
