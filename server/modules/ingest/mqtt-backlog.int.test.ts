// What the broker kept for us while nobody read it passes a topic's limit whole (decision 0130, mqtt-limits.ts
// `away`): a start whose last reader vouched for the bridges an hour ago stores a home's hour of messages in full,
// far past its burst; a start after a reader that read just now (a takeover) holds the same to the burst. The
// messages are sent once the reader is up, as the broker sends its backlog right after we connect.
import { randomBytes } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hubs } from '../../db/platform-schema'
import { devices, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { captureLog } from '../../test/capture-log'
import { makers } from '../../test/make'
import { storedEventCount } from '../../test/stored-events'
import { forgetMqttSession, SYSTEM_BROKER } from '../../test/system-broker'
import { freshDatabase } from '../../test/test-db'
import { until } from '../../test/until'
import { bridgeHub } from './bridge-watch'
import { startMqttIngest, type MqttIngest } from './mqtt'

const run = randomBytes(4).toString('hex')
const shared = `mb-${run}/zigbee2mqtt`
const home = `mb-${run}/home`
const PIR = `B-PIR-${run}`
/** one a minute, bursts of 5: an hour away is 60 more */
const LIMITS = { messagesPerMinute: 1, burst: 5 }
const BACKLOG = 40

let database: Database
const { log } = captureLog('info')
const ingestId = `hw-mqtt-backlog-${run}`
let ingest: MqttIngest | undefined
let publisher: mqtt.MqttClient

const start = async () => {
  ingest = startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: shared, log, clientId: ingestId, limits: LIMITS })
  await ingest.ready
}
const stop = async () => {
  await ingest?.stop()
  ingest = undefined
}
/** `n` motion reports, each its own event, an hour old: the backlog the broker sends as we connect */
async function sendBacklog(n: number, from: number) {
  for (let i = from; i < from + n; i++) {
    await publisher.publishAsync(`${home}/${PIR}`, JSON.stringify({ occupancy: i % 2 === 0, last_seen: new Date(Date.now() - 3_600_000 + i * 1000).toISOString() }), { qos: 1 })
  }
}
/** as if the last reader last vouched for the bridges `minutes` ago */
const lastReadAgo = (minutes: number) => database.db.update(hubs).set({ checkedAt: new Date(Date.now() - minutes * 60_000) }).where(like(hubs.key, `zigbee2mqtt:mb-${run}/%`))
const stored = () => storedEventCount(database.db, { deviceId: PIR })

beforeAll(async () => {
  database = await freshDatabase()
  const circle = (await makers(database.db).circle()).id
  await database.db.insert(devices).values({ userId: circle, name: 'Hall PIR', deviceId: PIR, location: 'Hallway' })
  await database.db.update(users).set({ mqttBaseTopic: home }).where(eq(users.id, circle))
  publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-mqtt-backlog-pub-${run}` })
  // the home's bridge, heard by a reader before
  await database.db.insert(hubs).values({ key: bridgeHub(home).key, name: 'The Zigbee2MQTT bridge', lastSeenAt: new Date(), checkedAt: new Date() })
}, 60_000)

afterAll(async () => {
  await publisher?.endAsync()
  await stop()
  await forgetMqttSession(SYSTEM_BROKER, ingestId)
  await database?.close()
})

describe('the broker’s backlog after nobody read it', () => {
  it('stores all of an hour’s backlog, far past the burst, when the last reader read an hour ago', { timeout: 60_000 }, async () => {
    await lastReadAgo(60)
    await start()
    await sendBacklog(BACKLOG, 0)
    await until(async () => (await stored()) === BACKLOG, 30_000)
    await stop()
    expect(await stored()).toBe(BACKLOG)
  })

  it('holds the same backlog to the burst when the last reader read just now', { timeout: 60_000 }, async () => {
    await lastReadAgo(0)
    await start()
    await sendBacklog(BACKLOG, BACKLOG)
    await until(async () => (await stored()) === BACKLOG + LIMITS.burst, 30_000)
    // the rest was dropped, not kept for later: nothing more comes
    await new Promise((r) => setTimeout(r, 1_000))
    await stop()
    expect(await stored()).toBe(BACKLOG + LIMITS.burst)
  })
})
