// A home's own MQTT base topic is read as soon as it is saved (decision 0118), not at the ingest's next reading of
// the homes' topics: a self-hoster who saves it on the Sensors page and then pairs a sensor loses nothing. The
// ingest here reads the topics again only every minute, so only the news of the change can make it hear them.
// On PostgreSQL the page's server and the ingest have live buses of their own (two processes on one database, told
// by LISTEN/NOTIFY); on the embedded database they share one, as in its single process.
import { randomBytes } from 'node:crypto'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { devices } from '../../db/schema'
import type { HttpApp } from '../../lib/http'
import { createLiveBus, type LiveBus } from '../../lib/live-bus'
import { makers, TEST_PASSWORD } from '../../test/make'
import { storedEventCount } from '../../test/stored-events'
import { signIn, TEST_ENV } from '../../test/test-app'
import { freshDatabase } from '../../test/test-db'
import { startMqttIngest, type MqttIngest } from './mqtt'

const BROKER = 'mqtt://127.0.0.1:1883'
const run = randomBytes(4).toString('hex')
const shared = `h48test/${run}/zigbee2mqtt`
const sensor = `h48-pir-${run}`
const silent = { debug() {}, info() {}, warn() {}, error() {} }

let database: Awaited<ReturnType<typeof freshDatabase>>
let appLive: LiveBus
let ingestLive: LiveBus
let app: HttpApp
let ingest: MqttIngest
let publisher: mqtt.MqttClient
let home: string
let cookie: string
const ingestId = `h48-mqtt-once-${run}`

beforeAll(async () => {
  database = await freshDatabase()
  appLive = await createLiveBus(database.url ? { databaseUrl: database.url } : {})
  ingestLive = database.url ? await createLiveBus({ databaseUrl: database.url }) : appLive
  app = await buildApp({ env: { ...TEST_ENV, MQTT_URL: BROKER, MQTT_BASE_TOPIC: shared }, database, live: appLive })
  await app.ready()
  const make = makers(database.db)
  home = (await make.circle()).id
  const carer = await make.user('carer')
  await make.member(home, carer.id)
  cookie = await signIn(app, carer.email!, TEST_PASSWORD)
  await database.db.insert(devices).values({ userId: home, name: 'Hall', deviceId: sensor, location: 'Hallway' })
  ingest = startMqttIngest({ db: database.db, url: BROKER, baseTopic: shared, log: silent, clientId: ingestId, live: ingestLive, homeTopicsEveryMs: 60_000 })
  await ingest.ready
  publisher = await mqtt.connectAsync(BROKER, { clientId: `h48-mqtt-once-pub-${run}` })
})

afterAll(async () => {
  await publisher?.endAsync()
  await ingest?.stop()
  // the ingest's session stays on the broker otherwise
  const c = await mqtt.connectAsync(BROKER, { clientId: ingestId, clean: true, reconnectPeriod: 0 })
  await c.endAsync()
  await app?.close()
  if (ingestLive !== appLive) await ingestLive?.close()
  await appLive?.close()
  await database?.close()
})

const setTopic = (baseTopic: string) =>
  app.inject({ method: 'PUT', url: `/api/circle/mqtt?clientId=${home}`, headers: { cookie }, payload: { baseTopic } })

/**
 * Sends a motion report on `topic` every 25 ms from `from` until one is stored (each its own event). Answers how many
 * went unread (sent before the ingest heard the topic), and how long after `from` the first one read was sent;
 * throws after `withinMs`
 */
async function heardAfter(topic: string, from: number, withinMs: number) {
  const count = () => storedEventCount(database.db, { deviceId: sensor })
  const before = await count()
  const sent: number[] = []
  for (let i = 0; (await count()) === before; i++) {
    if (Date.now() - from > withinMs) throw new Error(`nothing on ${topic} was stored within ${withinMs} ms of the change`)
    sent.push(Date.now())
    await publisher.publishAsync(`${topic}/${sensor}`, JSON.stringify({ occupancy: true, last_seen: new Date(Date.now() - 60_000 - i).toISOString() }), { qos: 1 })
    await new Promise((r) => setTimeout(r, 25))
  }
  // the ones still on their way are stored too; the broker keeps their order, so the unread are the first ones
  await new Promise((r) => setTimeout(r, 500))
  const lost = sent.length - ((await count()) - before)
  return { ms: sent[lost]! - from, lost }
}

describe("a home's own MQTT base topic", () => {
  it('is heard as soon as it is saved, and a second one in its place as soon as that is', async () => {
    for (const topic of [`h48test/${run}/home-a`, `h48test/${run}/home-b`]) {
      const res = await setTopic(topic)
      expect(res.statusCode).toBe(200)
      const saved = Date.now()
      const { ms } = await heardAfter(topic, saved, 3_000)
      // what was sent from the moment the page said 'saved' went unread for a few tens of ms at most (measured:
      // none unread; the topic subscribed 15-145 ms after the PUT was sent, against 0-10 s before)
      expect(ms, topic).toBeLessThan(1_000)
    }
  })
})
