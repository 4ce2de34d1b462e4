// The ingest API of ARCHITECTURE.md ("Interfaces"): what a hub posts, what it gets back, and the home
// keys it posts with. The route, the ingest service and MQTT all parse with these schemas.
import { z } from 'zod'
import { IsoDateTime } from './date-time'
import type { DeviceKind } from './enums'
import { NUL_MESSAGE } from './errors'

export const INGEST_BATCH_MAX = 1000
/** 1,000 events at their longest fit in ~450 KB; anything past 1 MiB is refused with 413 */
export const INGEST_BODY_LIMIT_BYTES = 1024 * 1024
/** Sensor clocks drift; more than this ahead of the server is a wrong clock, not an event */
export const INGEST_FUTURE_TOLERANCE_MS = 5 * 60_000
/**
 * A call whose newest event is further ahead than INGEST_FUTURE_TOLERANCE_MS comes from a hub whose clock
 * runs ahead (local time sent as UTC east of Greenwich): the call is moved back so that its newest event
 * is its arrival (docs/decisions/0066-a-hub-whose-clock-runs-ahead.md); events ahead alone, far after
 * the rest of a call that is on time, are refused instead (a wrong time of their own). No time zone is
 * more than 14 hours ahead of UTC (Kiribati's Line Islands): a time further ahead than that is a clock
 * that is simply wrong (year 2999, a date set by hand), and is refused.
 */
export const INGEST_AHEAD_LIMIT_HOURS = 14
/** Older than this is a hub whose clock was reset (1970, year 1…), not a late event: it would file history in the wrong month */
export const INGEST_PAST_LIMIT_DAYS = 30
/**
 * A call whose newest event carries a time this long before it arrived came late; a hub whose calls
 * all come late for INGEST_LATE_FOR_MINUTES has a wrong clock or time zone (local time sent as UTC),
 * not a backlog: the engine sees the home that much in the past and may raise false quiet alerts. It was
 * 30 min: a review's probe had a hub clock 20 min slow, never flagged, its every quiet 20 min longer to the
 * engine, so an ordinary sit alerted 20 min early. A hub that sends as things happen is a minute late at most.
 */
export const INGEST_LATE_MINUTES = 10
export const INGEST_LATE_FOR_MINUTES = 60
/** `event_key` is varchar(200): 'id:' and the sender's id */
export const EVENT_ID_MAX = 190
export const INGEST_KEY_PREFIX = 'hwk_'
/**
 * A hub that sends heartbeats (an empty batch, `{ "events": [] }`) is watched like the Zigbee2MQTT
 * bridge: it must send one at least this often, and silence well past it means the home cannot be heard
 */
export const HUB_HEARTBEAT_EVERY_MINUTES = 5

/**
 * What one hub key may send (decision 0125), counted in the database for every instance together. A
 * busy home whose hub posts each sensor's every change as a call of its own (Home Assistant's
 * `rest_command`) makes ~180 calls a minute (30 sensors, each at most every 10 s; a PIR rests 10-60 s
 * between reports); a hub sending a backlog after an outage posts batches of up to 1,000 events. A
 * call past either limit is refused whole with 429, `Retry-After` (seconds to the minute's end) and a
 * message naming the limit, before anything of it is stored: sent again then, it is taken whole.
 */
export const INGEST_CALLS_PER_MINUTE = 600
/** A day's backlog of a busy home (~50,000 events) goes in 3 minutes; real time stays far below it */
export const INGEST_EVENTS_PER_MINUTE = 20_000
/**
 * Calls with a missing, wrong or revoked key one address may make in 15 minutes; past it, 429 instead of
 * 401 until the 15 minutes end. A good key is never counted or refused here, so a home's working hub is
 * heard beside one still calling with a revoked key.
 */
export const INGEST_KEY_FAILURES_PER_IP = 60
export const INGEST_KEY_FAILURES_WINDOW_MINUTES = 15

/** The envelope; each event is checked on its own (IngestEvent) so one bad event rejects only itself */
export const IngestBatch = z.object({
  events: z.array(z.unknown()).max(INGEST_BATCH_MAX, `At most ${INGEST_BATCH_MAX} events per request`),
})
export type IngestBatch = z.infer<typeof IngestBatch>

/**
 * A hub's time: ISO 8601 with a zone, also in the forms RFC 3339 allows beside it, a space or a small t
 * between date and time and a small z (Home Assistant's `{{ now() }}` renders as
 * '2026-11-26 23:55:40.123456+00:00'); they are read as the same instant, not refused
 */
const HubDateTime = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ t]\d/.test(value) ? `${value.slice(0, 10)}T${value.slice(11)}` : value),
  z.preprocess((value) => (typeof value === 'string' ? value.replace(/z$/, 'Z') : value), IsoDateTime),
)

const percent = z.number().int().min(0).max(100)
/**
 * A battery or signal percentage as hubs send it: a number, text from a template ("85"), a decimal from
 * Home Assistant (87.5, rounded). One that cannot be a percentage (255, Zigbee's 'unknown'; -1; "n/a")
 * is no reading, as null is: the event is kept without it, never refused for it (a hub that always
 * sent one lost every movement, and the home looked silent). The service says which field it set aside.
 */
const hubPercent = z.preprocess(
  (value) => (value === null ? undefined : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z.number().transform(Math.round).pipe(percent).optional().catch(undefined),
)
/** The fields an event may carry a percentage in that cannot refuse it */
export const HUB_PERCENT_FIELDS = ['batteryLevel', 'signalStrength'] as const
/** PostgreSQL text cannot hold NUL: such an id is refused with the event, not at the database */
const noNul = (text: z.ZodString) => text.refine((value) => !value.includes('\u0000'), NUL_MESSAGE)

export const IngestEvent = z
  .object({
    deviceId: noNul(z.string().min(1).max(100)),
    // a zone is required: a wall-clock time without one means a different instant in every home
    timestamp: HubDateTime,
    motionDetected: z.boolean().optional(),
    door: z.enum(['open', 'closed']).optional(),
    eventId: noNul(z.string().min(1).max(EVENT_ID_MAX)).optional(),
    batteryLevel: hubPercent,
    signalStrength: hubPercent,
  })
  .refine((e) => (e.motionDetected === undefined) !== (e.door === undefined), {
    message: 'send either motionDetected or door',
    path: ['motionDetected'],
  })
export type IngestEvent = z.infer<typeof IngestEvent>

/**
 * The reading each kind of sensor sends: a PIR `motionDetected`, a door `door`; a mat or another switch
 * either (on/off). Any other is refused: `"door": "open"` from a PIR is not motion.
 */
export const READINGS_OF_KIND: Readonly<Record<DeviceKind, readonly ('motionDetected' | 'door')[]>> = {
  motion: ['motionDetected'],
  door: ['door'],
  pressure: ['motionDetected', 'door'],
  contact: ['motionDetected', 'door'],
}

export const IngestRejection = z.object({ index: z.number().int(), reason: z.string() })
/** A field of a stored event that was no reading (HUB_PERCENT_FIELDS): the event was kept without it */
export const IngestSetAside = z.object({ index: z.number().int(), field: z.enum(HUB_PERCENT_FIELDS), reason: z.string() })
/**
 * The call's times were moved back (INGEST_AHEAD_LIMIT_HOURS): how many of its events (stored now, or
 * before when duplicates), by how much, and why, for the hub's log
 */
export const IngestTimeCorrected = z.object({ events: z.number().int(), movedBackMs: z.number().int(), reason: z.string() })
export const IngestResult = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(IngestRejection),
  /** only when something was set aside: every other answer is as ARCHITECTURE.md and decision 0012 show it */
  setAside: z.array(IngestSetAside).optional(),
  /** only when the call's times were moved back, as `setAside` */
  timeCorrected: IngestTimeCorrected.optional(),
})
export type IngestResult = z.infer<typeof IngestResult>

/**
 * 422 when a batch had events and every one was rejected (docs/decisions/0012-ingest-answers.md):
 * the one error shape, and the result's own fields so a hub reads the reasons as it does after a 202.
 */
export const IngestAllRejected = IngestResult.extend({ message: z.string(), code: z.literal('UNPROCESSABLE') })
export type IngestAllRejected = z.infer<typeof IngestAllRejected>

/**
 * 429 past a key's calls or events a minute, or an address's calls with keys that do not work
 * (INGEST_CALLS_PER_MINUTE and below): the one error shape, its message naming the limit; `Retry-After`
 * says in how many seconds to send the same call again. Nothing of the call was stored.
 */
export const IngestLimited = z.object({ message: z.string(), code: z.literal('RATE_LIMITED') })

// ——— MQTT ———

/**
 * What one MQTT base topic (one Zigbee2MQTT bridge, one home) may send (decision 0130), counted by the one
 * process reading the broker: 600 messages a minute on average, with bursts of up to 20,000. A busy home
 * sends ~180 a minute at most (30 sensors, each at most every 10 s); what the broker kept for us while we
 * were away (its max_queued_messages, a day or two of a busy home in 20,000) comes at once when we are
 * back and passes whole. Past it, a message is dropped (acknowledged, nothing of it stored) and counted.
 * A message is at most one event, so this is also the events' limit.
 */
export const MQTT_MESSAGES_PER_MINUTE = 600
export const MQTT_MESSAGES_BURST = 20_000

/**
 * GET /api/ingest/mqtt: whether this server reads Zigbee2MQTT (MQTT_URL is set) and the base topic it
 * reads, for the Sensors page's instructions. Never the broker's address: it may carry a password.
 * `bridge`: whether the Zigbee2MQTT bridge on that topic is heard now (its `bridge/state`), and when it
 * last was; null while no bridge has ever been heard there (or MQTT is off).
 */
export const MqttSettings = z.object({
  enabled: z.boolean(),
  baseTopic: z.string(),
  bridge: z
    .object({
      heard: z.boolean(),
      lastSeenAt: z.string().nullable(),
      /**
       * the messages on this topic were last over its limit (MQTT_MESSAGES_PER_MINUTE) at `at` (within the
       * last day), and what was dropped; null otherwise
       */
      limited: z.object({ at: z.string(), what: z.string() }).nullable(),
    })
    .nullable(),
})
export type MqttSettings = z.infer<typeof MqttSettings>

export const HOME_MQTT_TOPIC_MAX = 100
/** Lower-case letters, digits, - and _, in parts joined by / (no MQTT wildcards, no $, no empty part) */
export const HOME_MQTT_TOPIC_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/

/**
 * `PUT /api/circle/mqtt`: the home's own MQTT base topic (decision 0115), which its Zigbee2MQTT's
 * `base_topic` must be; null or empty: the home uses the server's shared base topic again
 */
export const HomeMqttUpdate = z.strictObject({
  baseTopic: z
    .string({ message: 'baseTopic must be text, or null for the shared base topic' })
    .trim()
    .max(HOME_MQTT_TOPIC_MAX, { message: `baseTopic must be at most ${HOME_MQTT_TOPIC_MAX} characters` })
    .refine((t) => t === '' || HOME_MQTT_TOPIC_PATTERN.test(t), {
      message: 'baseTopic may have only lower-case letters, digits, - and _, in parts joined by / (for example care/smith-home)',
    })
    .nullable(),
})
export type HomeMqttUpdate = z.infer<typeof HomeMqttUpdate>

/**
 * `GET /api/circle/mqtt`: the base topic this home's Zigbee2MQTT publishes on (its own, or the server's
 * shared one), whether it is its own, and whether the bridge there is heard (as MqttSettings.bridge)
 */
export const HomeMqtt = MqttSettings.extend({ ownTopic: z.boolean(), sharedBaseTopic: z.string() })
export type HomeMqtt = z.infer<typeof HomeMqtt>

// ——— home keys ———

export const INGEST_KEY_NAME_MAX = 100

export const IngestKeyCreate = z.object({
  clientId: z.uuid({ message: 'clientId must be a circle id' }).optional(),
  name: z.string().trim().min(1).max(INGEST_KEY_NAME_MAX).optional(),
})
export type IngestKeyCreate = z.infer<typeof IngestKeyCreate>

/** The key itself is in this answer only: the server keeps its hash */
export const IngestKeyCreated = z.object({ id: z.string(), key: z.string() })
export type IngestKeyCreated = z.infer<typeof IngestKeyCreated>

export const IngestKeySummary = z.object({
  id: z.string(),
  name: z.string().nullable(),
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** who made it, and whether they are still in the care circle (a key outlives its maker's place); null once their account is gone */
  createdBy: z.object({ name: z.string(), stillInCircle: z.boolean() }).nullable(),
  /** the hub's heartbeats, once it has sent one: when it was last heard, and whether that is recent enough for its sensors to be heard */
  heartbeat: z.object({ lastAt: z.string(), heard: z.boolean() }).nullable(),
  /** the latest call with refused events and why, so whoever sets the hub up sees what to fix */
  lastRefusal: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** every call for the last hour or more arrived this many minutes after the time its newest event carries (INGEST_LATE_MINUTES) */
  runningLate: z.object({ since: z.string(), minutes: z.number().int() }).nullable(),
  /** the latest call with events carried times this many minutes ahead of its arrival (moved back to it), and every call since the first such */
  runningAhead: z.object({ since: z.string(), minutes: z.number().int() }).nullable(),
})
export type IngestKeySummary = z.infer<typeof IngestKeySummary>

export const IngestKeyParams = z.object({ id: z.uuid({ message: 'id must be a key id' }) })
