// Homes read together on the shared base topic each have their own limit there (decision 0142), against the system
// Mosquitto under topics of this run's own: one home's sensor reporting in a loop is held to its home's burst, and
// the home beside it on the same topic still has every report of its own burst stored (one bucket for the topic
// dropped them all with the flood). The drops are said and marked for the topic, as for any.
import { randomBytes } from 'node:crypto'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import { captureLog, LEVEL } from '../../test/capture-log'
import { makers } from '../../test/make'
import { storedEventCount } from '../../test/stored-events'
import { SYSTEM_BROKER, leaveSystemBroker } from '../../test/system-broker'
import { freshDatabase } from '../../test/test-db'
import { until } from '../../test/until'
import { startMqttIngest, type MqttIngest } from './mqtt'

const run = randomBytes(4).toString('hex')
const shared = `msl-${run}/zigbee2mqtt`
const LOOPING = `SL-LOOP-${run}`
const CALM = `SL-CALM-${run}`
/** a burst of 5, then one a minute: nothing refills while the test runs */
const LIMITS = { messagesPerMinute: 1, burst: 5 }
const FLOOD = 50

let database: Database
const { log, lines } = captureLog('info')
const ingestId = `hw-mqtt-shared-limits-${run}`
let ingest: MqttIngest
let publisher: mqtt.MqttClient

const report = (i: number) => JSON.stringify({ occupancy: i % 2 === 0, last_seen: new Date(Date.now() - (i + 1) * 1000).toISOString() })

beforeAll(async () => {
  database = await freshDatabase()
  const make = makers(database.db)
  const loud = (await make.circle()).id
  const calm = (await make.circle()).id
  // neither home has a topic of its own: both are read on the shared one
  await database.db.insert(devices).values([
    { userId: loud, name: 'Hall PIR', deviceId: LOOPING, location: 'Hallway' },
    { userId: calm, name: 'Hall PIR', deviceId: CALM, location: 'Hallway' },
  ])
  ingest = startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: shared, log, clientId: ingestId, limits: LIMITS })
  await ingest.ready
  publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-mqtt-shared-limits-pub-${run}` })
}, 60_000)

afterAll(() => leaveSystemBroker({ publisher, ingest, ingestId, database }))

describe('homes sharing the shared base topic', () => {
  it('holds a looping sensor to its own home’s burst and stores the other home’s reports', { timeout: 60_000 }, async () => {
    for (let i = 0; i < FLOOD; i++) await publisher.publishAsync(`${shared}/${LOOPING}`, report(i), { qos: 1 })
    for (let i = 0; i < LIMITS.burst; i++) await publisher.publishAsync(`${shared}/${CALM}`, report(i), { qos: 1 })
    await until(async () => (await storedEventCount(database.db, { deviceId: CALM })) === LIMITS.burst, 30_000)
    expect(await storedEventCount(database.db, { deviceId: LOOPING })).toBe(LIMITS.burst)
    const said = lines.filter((l) => l.level === LEVEL.warn && l.msg.startsWith('MQTT messages on'))
    expect(said.map((l) => l.topic)).toEqual([shared])
  })
})
