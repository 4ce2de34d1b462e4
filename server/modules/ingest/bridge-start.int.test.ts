// Against the system Mosquitto: what a Zigbee2MQTT bridge publishes as it starts. After its 'online' it
// sends every device's cached state (advanced.cache_state_send_on_startup, on by default), and without
// last_seen (off by default) those came stamped at their arrival: after a power cut, five PIRs 'fired' in
// the same second while she was out, the hall sorted last, and 32 min later the family was told
// 'Possible fall in the hall' while she was at the shops.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import { makers } from '../../test/make'
import { storedEventCount, storedEvents } from '../../test/stored-events'
import { freshDatabase } from '../../test/test-db'
import { until } from '../../test/until'
import { BRIDGE_START_REPLAY_MS } from './bridge-start'
import { startMqttIngest, type MqttIngest } from './mqtt'
import { captureLog } from '../../test/capture-log'
import { forgetMqttSession, SYSTEM_BROKER } from '../../test/system-broker'

const run = randomBytes(4).toString('hex')
const base = `hwtest-${run}/zigbee2mqtt`
const ingestId = `hw-test-start-${run}`
const { log, lines } = captureLog('info')
const [HALL, KITCHEN, DOOR, SEEN, LATE] = ['HALL', 'KITCHEN', 'DOOR', 'SEEN', 'LATE'].map((name) => `${name}-${run}`) as [string, string, string, string, string]

let database: Database
let publisher: mqtt.MqttClient
/** the ingest's clock runs this far ahead of the real one */
let aheadMs = 0
const start = () => startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: base, log, clientId: ingestId, now: () => new Date(Date.now() + aheadMs) })
let ingest: MqttIngest

beforeAll(async () => {
  database = await freshDatabase()
  const clientId = (await makers(database.db).circle()).id
  await database.db.insert(devices).values([
    { userId: clientId, name: 'Hall PIR', deviceId: HALL, location: 'Hallway' },
    { userId: clientId, name: 'Kitchen PIR', deviceId: KITCHEN, location: 'Kitchen' },
    { userId: clientId, name: 'Front door', deviceId: DOOR, location: 'Hallway', kind: 'door' },
    { userId: clientId, name: 'Bedroom PIR', deviceId: SEEN, location: 'Bedroom' },
    { userId: clientId, name: 'Landing PIR', deviceId: LATE, location: 'Landing' },
  ])
  ingest = start()
  await ingest.ready
  publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-test-pub-start-${run}` })
})
afterAll(async () => {
  await ingest?.stop()
  // no retained state left behind, nor the broker's copy of the session
  await publisher?.publishAsync(`${base}/bridge/state`, '', { qos: 1, retain: true })
  await publisher?.endAsync()
  await forgetMqttSession(SYSTEM_BROKER, ingestId)
  await database?.close()
})

// as Zigbee2MQTT publishes them: its state retained, a device's whole cached state as JSON
const publish = (topic: string, payload: object, retain = false) => publisher.publishAsync(`${base}/${topic}`, JSON.stringify(payload), { qos: 1, retain })
const countOf = (deviceId: string) => storedEventCount(database.db, { deviceId })
const lastSeenOf = async (deviceId: string) =>
  (await database.db.select({ at: devices.lastActivity }).from(devices).where(eq(devices.deviceId, deviceId)))[0]!.at

describe("a Zigbee2MQTT bridge's start", () => {
  it("takes no cached state sent after its 'online' as news, the stale 'occupied' of a power cut included, and moves no sensor's last seen", async () => {
    await publish(HALL, { occupancy: true, battery: 90, linkquality: 120 })
    await publish(HALL, { occupancy: false, battery: 90, linkquality: 120 })
    await until(async () => (await countOf(HALL)) === 2)
    const hallSeen = await lastSeenOf(HALL)

    // the power comes back: the bridge says online, then every device's cached state in the same second
    // (the hall's saved while she was there, before its 'clear' was)
    await publish('bridge/state', { state: 'online' }, true)
    await publish(KITCHEN, { occupancy: true, battery: 80, linkquality: 90 })
    await publish(DOOR, { contact: true, battery: 70, linkquality: 60 })
    await publish(HALL, { occupancy: true, battery: 90, linkquality: 120 })
    // with last_seen on, the cached state says itself when it was: stored at that time, not as news
    const seenAt = new Date(Date.now() - 3 * 3_600_000)
    await publish(SEEN, { occupancy: true, last_seen: seenAt.toISOString() })
    // then the hall sensor itself, a few seconds on: someone is there
    await publish(HALL, { occupancy: true, battery: 88, linkquality: 110 })
    await until(async () => (await countOf(HALL)) === 3)

    expect((await storedEvents(database.db, { deviceId: HALL })).map((e) => e.motionDetected)).toEqual([true, false, true])
    expect(await countOf(KITCHEN)).toBe(0)
    expect(await countOf(DOOR)).toBe(0)
    expect(await lastSeenOf(KITCHEN)).toBeNull()
    expect(await lastSeenOf(DOOR)).toBeNull()
    // said in the log, so that a test message sent in those seconds does not vanish without a word
    expect(lines.filter((l) => l.topic === `${base}/${KITCHEN}`).map((l) => l.msg)).toEqual([
      expect.stringContaining("not used: the bridge came online seconds ago, so a sensor's first message is taken as its remembered state"),
    ])
    expect((await lastSeenOf(HALL))!.getTime()).toBeGreaterThan(hallSeen!.getTime())
    expect((await storedEvents(database.db, { deviceId: SEEN })).map((e) => e.timestamp)).toEqual([seenAt])
  })

  it("takes a device's first message as news again once the start is over", async () => {
    aheadMs = BRIDGE_START_REPLAY_MS + 1_000
    await publish(LATE, { occupancy: true })
    await until(async () => (await countOf(LATE)) === 1)
  })

  it("does not take the retained 'online' a subscription is sent (this server's own restart) for a start", async () => {
    aheadMs = 0
    await ingest.stop()
    ingest = start()
    await ingest.ready
    await publish(KITCHEN, { occupancy: true, battery: 80, linkquality: 90 })
    await until(async () => (await countOf(KITCHEN)) === 1)
  })
})
