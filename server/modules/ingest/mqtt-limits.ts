// What one MQTT base topic (one Zigbee2MQTT bridge, one home) may send (decision 0130): a hub flooding its
// topic must not fill the database nor hold up every other home's messages behind its own in the one reader.
//
// A token bucket per base topic (on the shared topic, per home under it: decision 0142): `perMinute` messages a minute on average, bursts of up to `burst`. What the
// broker kept for us while we were away (stopped, restarted, cut off from it) comes at once when we are back,
// and passes whole: for an hour after we are back, each topic may also send what it could have sent at its
// average while we were away (`away`), so a Raspberry Pi down for a weekend loses none of a busy home's last
// hours, the ones its next tick reads (a backlog cut short would read as her hours of quiet). A message past it
// is dropped before anything of it is read or stored: the reader acknowledges it, so nothing is half-stored
// and the broker does not send it again. Counted here, in the one process that reads the broker (mqtt.ts's
// reader lock), not in the database: a dropped message costs no statement at all. Another process taking
// over starts with full buckets, which lets one more burst through.
//
// Said once per topic per `reportEveryMs` in the log (warn, with what the window before it dropped), and
// marked on the bridge's hub row, which the Sensors page shows beside whether the bridge is heard.
import { MQTT_MESSAGES_BURST, MQTT_MESSAGES_PER_MINUTE } from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import type { Logger } from '../../lib/logger'
import { bridgeHub } from './bridge-watch'
import { recordHubLimited } from './hub.repository'

export interface MqttLimits {
  /** messages a minute on one base topic, on average */
  messagesPerMinute: number
  /** how many may come at once (the bucket's size) */
  burst: number
}

export const MQTT_LIMITS: MqttLimits = { messagesPerMinute: MQTT_MESSAGES_PER_MINUTE, burst: MQTT_MESSAGES_BURST }

/** the log says a topic is over its limit at most this often; the hub's row is written as often */
export const LIMIT_REPORT_EVERY_MS = 10 * 60_000
/** after we were away, a topic may send its backlog credit (the away time at its average) for this long */
export const BACKLOG_WINDOW_MS = 60 * 60_000
/** while messages are dropped, their count on the hub's row is brought up to date this often */
const MARK_EVERY_MS = 5_000

interface Bucket {
  tokens: number
  at: number
  /** the last backlog credit given (`Credit.gen`) */
  gen: number
}

/** what one base topic (one bridge, one hub row) dropped, whichever of its buckets it was in */
interface Report {
  /** the report window: when its first message was dropped, and how many have been since */
  windowAt: number
  dropped: number
  /** the count last written to the hub's row */
  marked: number
  markedAt: number
}

/** what each topic may send, beyond its burst, of what the broker kept while we were away */
interface Credit {
  gen: number
  tokens: number
  /** given to a topic heard until then; what is left of it is gone then */
  until: number
}

export interface TopicLimitOptions {
  db: Db
  log: Pick<Logger, 'warn' | 'error'>
  limits?: Partial<MqttLimits>
  reportEveryMs?: number
  now?: () => number
}

const count = (n: number) => n.toLocaleString('en-US')

export function topicLimits({ db, log, limits = {}, reportEveryMs = LIMIT_REPORT_EVERY_MS, now = Date.now }: TopicLimitOptions) {
  const { messagesPerMinute, burst } = { ...MQTT_LIMITS, ...definedOnly(limits) }
  const perMs = messagesPerMinute / 60_000
  const buckets = new Map<string, Bucket>()
  const reports = new Map<string, Report>()
  let credit: Credit = { gen: 0, tokens: 0, until: 0 }
  let writing: Promise<void> = Promise.resolve()
  const what = (dropped: number, base: string) =>
    `${count(dropped)} message${dropped === 1 ? '' : 's'} on ${base} dropped: more than ${count(messagesPerMinute)} a minute came (bursts of up to ${count(burst)} pass)`

  /** Writes the window's count to the hub's row, one write at a time; a failure is said, never thrown */
  function mark(base: string, report: Report, at: number) {
    if (report.dropped === report.marked) return
    const dropped = report.dropped
    report.marked = dropped
    report.markedAt = at
    writing = writing
      .then(() => recordHubLimited(db, bridgeHub(base).key, new Date(at), what(dropped, base).slice(0, 300)))
      .catch((err: unknown) => log.error({ err, topic: base }, 'MQTT limit not marked on the hub'))
  }

  // a flood that stopped between two marks still has its last count written
  const timer = setInterval(() => {
    for (const [base, report] of reports) mark(base, report, now())
  }, MARK_EVERY_MS)
  timer.unref()

  return {
    /**
     * Counts one message on base topic `base` in the bucket `unit`: the topic itself, or on the shared topic the
     * home the message's sensor is of (decision 0142), so that one home there cannot spend the others' limit.
     * False: over the limit, drop it. What is dropped is said and marked for the base topic, whatever its bucket
     */
    admit(base: string, unit = base): boolean {
      const at = now()
      let bucket = buckets.get(unit)
      if (!bucket) {
        bucket = { tokens: burst, at, gen: 0 }
        buckets.set(unit, bucket)
      }
      if (bucket.tokens < burst) bucket.tokens = Math.min(burst, bucket.tokens + (at - bucket.at) * perMs)
      else if (at > credit.until) bucket.tokens = burst
      if (bucket.gen < credit.gen && at <= credit.until) {
        bucket.tokens += credit.tokens
        bucket.gen = credit.gen
      }
      bucket.at = at
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return true
      }
      let report = reports.get(base)
      if (!report) {
        report = { windowAt: 0, dropped: 0, marked: 0, markedAt: 0 }
        reports.set(base, report)
      }
      if (report.dropped === 0 || at - report.windowAt >= reportEveryMs) {
        const before = report.dropped
        mark(base, report, at)
        report.windowAt = at
        report.dropped = report.marked = 0
        log.warn(
          { topic: base, messagesPerMinute, burst, droppedBefore: before },
          `MQTT messages on ${base}/… dropped: more than ${count(messagesPerMinute)} a minute came (bursts of up to ${count(burst)} pass); ` +
            `the ones past it are dropped and counted${before > 0 ? ` (${count(before)} in the ${minutes(reportEveryMs)} before)` : ''}, ` +
            `said again in ${minutes(reportEveryMs)} if it goes on. A device reporting in a loop? Check this home's Zigbee2MQTT`,
        )
      }
      report.dropped++
      if (report.dropped === 1 || at - report.markedAt >= MARK_EVERY_MS) mark(base, report, at)
      return false
    },
    /**
     * We read nothing from `fromMs` until `toMs` (stopped, or cut off from the broker): for an hour each topic
     * may send, beyond its burst, what it could have sent at its average meanwhile, the backlog the broker kept
     */
    away(fromMs: number, toMs: number) {
      if (!(toMs > fromMs)) return
      credit = { gen: credit.gen + 1, tokens: (toMs - fromMs) * perMs, until: toMs + BACKLOG_WINDOW_MS }
    },
    /** Writes what is not yet on the hubs' rows and waits for it */
    async stop() {
      clearInterval(timer)
      for (const [base, report] of reports) mark(base, report, now())
      await writing
    },
  }
}

export type TopicLimits = ReturnType<typeof topicLimits>

function minutes(ms: number) {
  const m = Math.round(ms / 60_000)
  return m >= 1 ? `${m} min` : `${Math.round(ms / 1000)} s`
}

/** The settings given, without those left undefined (which would hide the defaults) */
export function definedOnly<T extends object>(given: T): Partial<T> {
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<T>
}
