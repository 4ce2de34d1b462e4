// Two processes with MQTT ingest on one database (two ROLE=all instances, or an api and a worker both
// given MQTT_URL): one reads the broker, the other stands by and takes over when it stops. On the
// system Mosquitto under a topic of this run's own. PostgreSQL only: the embedded database serves one process.
import { randomBytes } from 'node:crypto'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import { makers } from '../../test/make'
import { storedEventCount } from '../../test/stored-events'
import { freshDatabase } from '../../test/test-db'
import { startMqttIngest, type MqttIngest } from './mqtt'
import { until } from '../../test/until'
import { forgetMqttSession, SYSTEM_BROKER as BROKER } from '../../test/system-broker'

const run = randomBytes(4).toString('hex')
const base = `hwtest-${run}/one-reader`
const quiet = { debug() {}, info() {}, warn() {}, error() {} }

let database: Database & { url?: string }
const started: MqttIngest[] = []
const sessions: string[] = []

beforeAll(async () => {
  database = await freshDatabase()
  const home = await makers(database.db).circle()
  await database.db.insert(devices).values([
    { userId: home.id, name: 'Hall PIR', deviceId: `ONE-${run}`, location: 'Hallway' },
    { userId: home.id, name: 'Kitchen PIR', deviceId: `TWO-${run}`, location: 'Kitchen' },
  ])
})
afterAll(async () => {
  for (const ingest of started) await ingest.stop()
  for (const id of sessions) await forgetMqttSession(BROKER, id)
  await database?.close()
})

const countOf = (deviceId: string) => storedEventCount(database.db, { deviceId })
function start(clientId: string, log: { warn?: (obj: unknown) => void } = {}) {
  sessions.push(clientId)
  const ingest = startMqttIngest({ db: database.db, url: BROKER, baseTopic: base, clientId, log: { ...quiet, ...log }, reconnectPeriodMs: 200, standbyRetryMs: 200 })
  started.push(ingest)
  return ingest
}

/** `n` reports with nothing to tell them apart but their arrival, as Zigbee2MQTT sends without last_seen */
async function publish(deviceId: string, n: number) {
  const publisher = await mqtt.connectAsync(BROKER, { clientId: `hw-test-pub-${randomBytes(3).toString('hex')}` })
  for (let i = 0; i < n; i++) await publisher.publishAsync(`${base}/${deviceId}`, JSON.stringify({ occupancy: true, battery: 90 }), { qos: 1 })
  await publisher.endAsync()
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes with MQTT ingest on one database', () => {
  it('store each message once, whatever their client ids, and the one standing by takes over when the reader stops', async () => {
    const lostConnections: unknown[] = []
    const countLost = { warn: (o: unknown) => void lostConnections.push(o) }
    const first = start(`hw-test-one-${run}`, countLost)
    await first.ready
    // the same client id (the default MQTT_CLIENT_ID on both), and another one
    const sameId = start(`hw-test-one-${run}`, countLost)
    const otherId = start(`hw-test-other-${run}`, countLost)
    await new Promise((r) => setTimeout(r, 3_000))

    await publish(`ONE-${run}`, 20)
    await until(async () => (await countOf(`ONE-${run}`)) >= 20)
    await new Promise((r) => setTimeout(r, 1_000))
    expect(await countOf(`ONE-${run}`)).toBe(20)
    // no process took the broker's session from another
    expect(lostConnections).toEqual([])

    // the reader stops; one standing by reads on, under its session if it shares the client id
    await first.stop()
    await Promise.race([sameId.ready, otherId.ready])
    await publish(`TWO-${run}`, 5)
    await until(async () => (await countOf(`TWO-${run}`)) >= 5)
    await new Promise((r) => setTimeout(r, 1_000))
    expect(await countOf(`TWO-${run}`)).toBe(5)
  })
})
