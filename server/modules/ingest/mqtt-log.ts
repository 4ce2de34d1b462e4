// What MQTT ingest tells the operator, sized for a log on an SD card: one short line when the broker
// connection changes state (and a reminder while it stays down), never a stack per reconnect attempt;
// and for messages it cannot use, at most one line per topic per interval saying what is wrong.
import type { Logger } from '../../lib/logger'
import { isNoAnswer, isNoSuchHost } from '../../lib/network-trouble'

type MqttLog = Pick<Logger, 'debug' | 'info' | 'warn'>

export const STILL_DOWN_EVERY_MS = 15 * 60_000
export const TOPIC_NOTICE_EVERY_MS = 10 * 60_000
/** topics remembered for the rate limit; past this the oldest is forgotten (topics come from the broker) */
const REMEMBERED_TOPICS = 1_000

export interface ConnectionReporter {
  error(err: unknown): void
  connected(): void
  closed(): void
  stopping(): void
}

/**
 * States: starting → connected ⇄ down. A line when the broker is first unreachable, when a connection
 * is lost, when it is back, and every `stillDownEveryMs` while it stays unreachable. An error event is
 * only remembered (at debug): the close that follows it reports it.
 */
export function connectionReporter(log: MqttLog, url: string, { stillDownEveryMs = STILL_DOWN_EVERY_MS, now = Date.now } = {}): ConnectionReporter {
  let state: 'starting' | 'connected' | 'down' | 'stopped' = 'starting'
  let reason = 'connection closed'
  let downSince = 0
  let reportedAt = 0
  let attempts = 0

  return {
    error(err) {
      reason = reasonOf(err)
      log.debug({ url, reason }, 'MQTT connection error')
    },
    connected() {
      if (state === 'down') log.info({ url, downForMs: now() - downSince }, `MQTT connected to ${url} again after ${duration(now() - downSince)}`)
      else log.info({ url }, `MQTT connected to ${url}`)
      state = 'connected'
      reason = 'connection closed'
    },
    closed() {
      if (state === 'stopped') return
      attempts++
      if (state === 'starting' || state === 'connected') {
        log.warn(
          { url, reason },
          state === 'starting'
            ? `cannot reach the MQTT broker at ${url} (${reason}): ${brokerHint(reason, url)}; retrying with a growing wait`
            : `MQTT connection to ${url} lost (${reason}); reconnecting`,
        )
        state = 'down'
        downSince = reportedAt = now()
        attempts = 0
      } else if (now() - reportedAt >= stillDownEveryMs) {
        reportedAt = now()
        log.warn({ url, reason, attempts }, `MQTT broker at ${url} still unreachable after ${duration(now() - downSince)} (${reason}): ${brokerHint(reason, url)}; still retrying`)
      }
    },
    stopping() {
      state = 'stopped'
    },
  }
}

/** `notice(topic, …)` logs at most once per topic per `everyMs`; the rest go to debug */
export function topicNotices(log: MqttLog, { everyMs = TOPIC_NOTICE_EVERY_MS, now = Date.now } = {}) {
  const lastAt = new Map<string, number>()
  return (level: 'info' | 'warn', topic: string, problem: string) => {
    const at = now()
    const previous = lastAt.get(topic)
    if (previous !== undefined && at - previous < everyMs) return log.debug({ topic, problem }, 'MQTT message not used')
    lastAt.delete(topic)
    lastAt.set(topic, at)
    if (lastAt.size > REMEMBERED_TOPICS) lastAt.delete(lastAt.keys().next().value!)
    log[level]({ topic, problem }, `MQTT message on ${topic} not used: ${problem} (said once per ${duration(everyMs)} per topic)`)
  }
}

/** What to look at for an unreachable broker, from the reason the connection gave */
export function brokerHint(reason: string, url: string): string {
  const tls = url.startsWith('mqtts:')
  if (reason === 'ECONNREFUSED') return `nothing answers there: is the broker (e.g. Mosquitto) running, and is MQTT_URL's port right (${tls ? '8883 for mqtts://' : '1883 for mqtt://'})?`
  if (isNoSuchHost(reason)) return "no such host: check the name in MQTT_URL, or use the broker's address"
  if (isNoAnswer(reason)) return "the host does not answer: check the address in MQTT_URL and that this machine can reach it"
  if (/not authori[sz]ed|bad user ?name or password/i.test(reason)) return 'the broker refused the user name or password: put them in MQTT_URL (mqtt://user:password@host:1883, the password percent-encoded)'
  if (tls && (reason === 'ECONNRESET' || /SSL|TLS|certificate|EPROTO/i.test(reason))) return 'no TLS there: mqtts:// needs the broker\'s TLS port (usually 8883) and a certificate this machine trusts; mqtt:// is the plain port (1883)'
  return 'check MQTT_URL and that the broker is running'
}

function reasonOf(err: unknown) {
  if (err && typeof err === 'object') {
    const { code, message } = err as { code?: unknown; message?: unknown }
    if (typeof code === 'string') return code
    if (typeof message === 'string' && message) return message
  }
  return String(err)
}

function duration(ms: number) {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`
  return `${Math.round(ms / 360_000) / 10} h`
}
