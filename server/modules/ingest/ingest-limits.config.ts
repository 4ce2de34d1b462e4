// What hubs may send, as settings (decision 0130): server/lib/env.ts spreads INGEST_LIMITS_ENV into its schema
// (it alone reads process.env), so a wrong value stops the start with a line naming the setting; the defaults are
// decision 0125's (the HTTP ingest API, per hub key) and 0130's (MQTT, per base topic), in contracts/ingest.ts.
import { wholeNumber } from '../../lib/env-number'
import {
  INGEST_CALLS_PER_MINUTE,
  INGEST_EVENTS_PER_MINUTE,
  INGEST_KEY_FAILURES_PER_IP,
  MQTT_MESSAGES_BURST,
  MQTT_MESSAGES_PER_MINUTE,
} from '../../../contracts/ingest'
import type { IngestLimits } from './hub-limits'
import type { MqttLimits } from './mqtt-limits'

const atLeastOne = (what: string, e: string) => wholeNumber(`a whole number of ${what}, 1 or more (e.g. ${e})`, 1)

export const INGEST_LIMITS_ENV = {
  /** calls one hub key may make a minute (POST /api/ingest/events) */
  INGEST_CALLS_PER_MINUTE: atLeastOne('calls a minute', '600').default(INGEST_CALLS_PER_MINUTE),
  /** events one hub key may send a minute */
  INGEST_EVENTS_PER_MINUTE: atLeastOne('events a minute', '20000').default(INGEST_EVENTS_PER_MINUTE),
  /** calls with a missing, wrong or revoked key one address may make in 15 minutes */
  INGEST_KEY_FAILURES_PER_IP: atLeastOne('calls in 15 minutes', '60').default(INGEST_KEY_FAILURES_PER_IP),
  /** messages one MQTT base topic (one home's Zigbee2MQTT) may send a minute, on average */
  MQTT_MESSAGES_PER_MINUTE: atLeastOne('messages a minute', '600').default(MQTT_MESSAGES_PER_MINUTE),
  /** how many messages one MQTT base topic may send at once (what the broker kept while we were away) */
  MQTT_MESSAGES_BURST: atLeastOne('messages', '20000').default(MQTT_MESSAGES_BURST),
}

export interface IngestLimitsEnv {
  INGEST_CALLS_PER_MINUTE?: number
  INGEST_EVENTS_PER_MINUTE?: number
  INGEST_KEY_FAILURES_PER_IP?: number
  MQTT_MESSAGES_PER_MINUTE?: number
  MQTT_MESSAGES_BURST?: number
}

/** The HTTP ingest API's limits from the settings (unset: the defaults) */
export const hubLimitsFrom = (env: IngestLimitsEnv): Partial<IngestLimits> => ({
  callsPerMinute: env.INGEST_CALLS_PER_MINUTE,
  eventsPerMinute: env.INGEST_EVENTS_PER_MINUTE,
  keyFailuresPerIp: env.INGEST_KEY_FAILURES_PER_IP,
})

/** MQTT ingest's limits from the settings (unset: the defaults) */
export const mqttLimitsFrom = (env: IngestLimitsEnv): Partial<MqttLimits> => ({
  messagesPerMinute: env.MQTT_MESSAGES_PER_MINUTE,
  burst: env.MQTT_MESSAGES_BURST,
})
