// A Zigbee2MQTT bridge's own status traffic (decision 0142), against the system Mosquitto under topics of this run's
// own: its bridge/info, bridge/logging, bridge/devices and bridge/event, and each device's availability topic, are
// not read at all (Hearthwatch subscribes to `<base>/+` and `<base>/bridge/state` only); its bridge/state, said
// over and over (a crash loop, a script), is never counted against the topic's limit and writes the hub's row
// only when it changes, the heartbeat keeping the row up to date meanwhile. None of it is stored as an event, and
// the sensors' messages after it still have the whole burst.
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hubs } from '../../db/platform-schema'
import { devices, motionEvents, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { captureLog, LEVEL } from '../../test/capture-log'
import { makers } from '../../test/make'
import { storedEventCount } from '../../test/stored-events'
import { SYSTEM_BROKER, leaveSystemBroker } from '../../test/system-broker'
import { freshDatabase } from '../../test/test-db'
import { until } from '../../test/until'
import { bridgeHub } from './bridge-watch'
import { startMqttIngest, type MqttIngest } from './mqtt'

const run = randomBytes(4).toString('hex')
const shared = `mbc-${run}/zigbee2mqtt`
const home = `mbc-${run}/home`
const PIR = `BC-PIR-${run}`
/** a burst of 5, then one a minute: nothing refills while the test runs */
const LIMITS = { messagesPerMinute: 1, burst: 5 }
const CHATTER = 60

let database: Database
const { log, lines } = captureLog('info')
const ingestId = `hw-mqtt-chatter-${run}`
let ingest: MqttIngest
let publisher: mqtt.MqttClient

const publish = (topic: string, payload: string, retain = false) => publisher.publishAsync(topic, payload, { qos: 1, retain })
/** how many times the hubs table was written (a trigger counts them) */
const hubWrites = async () => Number(((await database.db.execute(sql`select n from hub_writes`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)

beforeAll(async () => {
  database = await freshDatabase()
  const circle = (await makers(database.db).circle()).id
  await database.db.insert(devices).values({ userId: circle, name: 'Hall PIR', deviceId: PIR, location: 'Hallway' })
  await database.db.update(users).set({ mqttBaseTopic: home }).where(eq(users.id, circle))
  await database.db.execute(sql`create table hub_writes (n integer not null)`)
  await database.db.execute(sql`insert into hub_writes values (0)`)
  await database.db.execute(sql`create function count_hub_write() returns trigger language plpgsql as $$ begin update hub_writes set n = n + 1; return null; end $$`)
  await database.db.execute(sql`create trigger hub_written after insert or update on hubs for each row execute function count_hub_write()`)
  // a heartbeat far longer than the test: every write seen is one a message made
  ingest = startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: shared, log, clientId: ingestId, limits: LIMITS, hubHeartbeatMs: 3_600_000 })
  await ingest.ready
  publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-mqtt-chatter-pub-${run}` })
  await publish(`${home}/bridge/state`, '{"state":"online"}')
  await until(async () => (await database.db.select().from(hubs).where(eq(hubs.key, bridgeHub(home).key))).length === 1)
}, 60_000)

afterAll(() => leaveSystemBroker({ publisher, ingest, ingestId, database }))

describe('a bridge’s own status traffic', () => {
  it('stores none of it, writes the hub once per change, and leaves the sensors their whole burst', { timeout: 60_000 }, async () => {
    const writesBefore = await hubWrites()
    for (let i = 0; i < CHATTER; i++) {
      await publish(`${home}/bridge/state`, '{"state":"online"}')
      await publish(`${home}/bridge/info`, JSON.stringify({ version: '1.40.2', coordinator: { type: 'zStack3x0' }, i }), true)
      await publish(`${home}/bridge/logging`, JSON.stringify({ level: 'info', message: `MQTT publish: topic '${home}/${PIR}' (${i})` }))
      await publish(`${home}/bridge/devices`, JSON.stringify([{ friendly_name: PIR, ieee_address: '0x00158d0001', i }]), true)
      await publish(`${home}/bridge/event`, JSON.stringify({ type: 'device_announce', data: { friendly_name: PIR } }))
      await publish(`${home}/${PIR}/availability`, JSON.stringify({ state: i % 2 ? 'online' : 'offline' }), true)
    }
    // then the sensor's burst: read after all of the above (one publisher, in order, one reader)
    for (let i = 0; i < LIMITS.burst; i++) await publish(`${home}/${PIR}`, JSON.stringify({ occupancy: i % 2 === 0, last_seen: new Date(Date.now() - (i + 1) * 1000).toISOString() }))
    await until(async () => (await storedEventCount(database.db, { deviceId: PIR })) === LIMITS.burst, 30_000)

    // the bridge said nothing new: its row was not written for each 'online'
    expect((await hubWrites()) - writesBefore).toBe(0)
    // nothing dropped, nothing else stored
    expect(lines.filter((l) => l.level === LEVEL.warn && l.msg.startsWith('MQTT messages on'))).toEqual([])
    expect(await database.db.$count(motionEvents)).toBe(LIMITS.burst)
    const [row] = await database.db.select().from(hubs).where(eq(hubs.key, bridgeHub(home).key))
    expect(row!.lastLimitedAt).toBeNull()

    // a change is written at once
    await publish(`${home}/bridge/state`, '{"state":"offline"}')
    await until(async () => (await hubWrites()) > writesBefore, 10_000)
  })
})
