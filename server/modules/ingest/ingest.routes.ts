import type { FastifyRequest } from 'fastify'
import { INGEST_BODY_LIMIT_BYTES, IngestAllRejected, IngestBatch, IngestLimited, IngestResult, MqttSettings } from '../../../contracts/ingest'
import { MONITORING_ENDED_REFUSAL } from '../../../contracts/home-settings'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import { findMonitoringEnd } from '../circles/monitoring-end.repository'
import { withinMs } from '../../lib/deadline'
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../lib/error-handler'
import type { HttpApp } from '../../lib/http'
import type { LiveBus } from '../../lib/live-bus'
import { recordKeyRefusal } from '../ingest-keys/ingest-keys.repository'
import { noteKeyLateness } from '../ingest-keys/key-lateness'
import { authenticateHub, type HubIdentity } from '../ingest-keys/ingest-keys.service'
import { bridgeStatus } from './bridge-watch'
import { heardFromHttpHub, watchHttpHubs } from './http-hub'
import { hubLimits, type IngestLimits } from './hub-limits'
import { ingestEvents } from './ingest.service'

const hubs = new WeakMap<FastifyRequest, HubIdentity>()
/**
 * How long a hub waits for the database before it is told 503: less than the usual hubs' own timeouts
 * (Home Assistant's rest_command gives up after 10 s). A batch stored after all is stored once when sent again.
 */
export const INGEST_DEADLINE_MS = 8_000

/** What this instance was started with: MQTT_URL set (the worker reads the broker), MQTT_BASE_TOPIC */
export interface MqttConfig {
  url?: string
  baseTopic?: string
}

export function ingestRoutes(app: HttpApp, { db, live, mqtt = {}, limits }: { db: Db; live?: LiveBus; mqtt?: MqttConfig; limits?: Partial<IngestLimits> }) {
  const limited = hubLimits(db, limits)
  // the Sensors page's Zigbee2MQTT instructions: the topic to name and whether anyone reads it
  const enabled = Boolean(mqtt.url)
  const baseTopic = (mqtt.baseTopic ?? 'zigbee2mqtt').replace(/\/+$/, '')
  app.get('/api/ingest/mqtt', { config: { access: { signedIn: true } }, schema: { response: { 200: MqttSettings } } }, async (): Promise<MqttSettings> => ({
    enabled,
    baseTopic,
    bridge: enabled ? await bridgeStatus(db, baseTopic, new Date()) : null,
  }))

  // this instance is here to hear hubs that send heartbeats
  let httpHubs: { stop(): void } | undefined
  app.addHook('onReady', async () => {
    httpHubs = watchHttpHubs({ db, log: app.log })
  })
  app.addHook('onClose', async () => httpHubs?.stop())

  app.post(
    '/api/ingest/events',
    {
      // a database that cannot be reached is an outage: 503 with Retry-After (the app's error handler), so
      // the hub keeps its events and sends them again
      config: { access: { hubKey: true }, unavailableMessage: `The database cannot be reached; send these events again in ${UNAVAILABLE_RETRY_AFTER_SECONDS} seconds` },
      bodyLimit: INGEST_BODY_LIMIT_BYTES,
      schema: { body: IngestBatch, response: { 202: IngestResult, 422: IngestAllRejected, 429: IngestLimited } },
      // before the body is read: a wrong key, or a key past its calls a minute, costs us no parsing
      onRequest: async (req) => {
        const known = async () => {
          const hub = await authenticateHub(db, req.headers.authorization, new Date(), () => limited.countKeyFailure(req.ip))
          await limited.countCall(hub.keyId)
          return hub
        }
        hubs.set(req, await withinMs(known(), INGEST_DEADLINE_MS, 'the database'))
      },
      // JSON sent as a form (curl -d without its Content-Type) or as text was read as something else, and answered
      // "events is required" though the events were there: the header to add is named instead
      preValidation: async (req) => {
        const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
        if (type && type !== 'application/json') {
          const message = `Send the events as JSON: add the header Content-Type: application/json (this call was sent as ${type})`
          // the key's line on the Sensors page says it too
          await recordKeyRefusal(db, hubs.get(req)!.keyId, new Date(), message)
          throw new AppError('BAD_REQUEST', message, { 'content-type': [`must be application/json, not ${type}`] })
        }
      },
    },
    async (req, reply) => {
      const hub = hubs.get(req)!
      const now = new Date()
      // the home's watching was ended (decision 0045): the whole call, a heartbeat too, is refused, and
      // a hub treats a 4xx as final; the key stays good for a restart, and the Sensors page shows why
      if (await withinMs(findMonitoringEnd(db, hub.clientId), INGEST_DEADLINE_MS, 'the database')) {
        await recordKeyRefusal(db, hub.keyId, now, MONITORING_ENDED_REFUSAL)
        throw new AppError('CONFLICT', MONITORING_ENDED_REFUSAL)
      }
      const stored = async () => {
        // refused whole before anything of it is stored: sent again after Retry-After, it is taken whole
        await limited.countEvents(hub.keyId, req.body.events.length)
        const hubKey = await heardFromHttpHub(db, hub, req.body.events.length === 0, now)
        const { newestAt, movedBackMs, ...result } = await ingestEvents(db, { clientId: hub.clientId, hubKey, isWatchedChecked: true, aheadByMinutes: hub.lateness.aheadByMinutes }, req.body.events, now)
        if (result.rejected.length > 0) await recordKeyRefusal(db, hub.keyId, now, describeRefusal(result.rejected, req.body.events.length))
        await noteKeyLateness(db, hub.keyId, hub.lateness, newestAt, now, movedBackMs)
        return result
      }
      const result = await withinMs(stored(), INGEST_DEADLINE_MS, 'the database')
      // open dashboards of the circle refresh within a second or two
      if (result.accepted > 0) await live?.publish({ type: 'motion', circleId: hub.clientId })
      if (result.rejected.length > 0 && result.rejected.length === req.body.events.length) {
        const message = `No event was accepted (${describeRefusal(result.rejected, req.body.events.length)})`
        return reply.code(422).send({ message, code: 'UNPROCESSABLE', ...result })
      }
      return reply.code(202).send(result)
    },
  )
}

/** '2 rejected; the first: deviceId: …', or '2 of 5 rejected; the first: …' when some were accepted */
function describeRefusal(rejected: IngestResult['rejected'], sent: number) {
  const count = rejected.length === sent ? `${rejected.length}` : `${rejected.length} of ${sent}`
  return `${count} rejected; the first: ${rejected[0]!.reason}`
}
