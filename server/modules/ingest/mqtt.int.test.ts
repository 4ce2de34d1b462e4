// Against the system Mosquitto on 127.0.0.1:1883, under a topic of this run's own: what the ingest
// stores, and what it ignores. The broker restarts and its queue are in mqtt-restarts.int.test.ts.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import { useScheduledHome } from '../../test/scheduled-home'
import { storedEventCount, storedEvents } from '../../test/stored-events'
import { until } from '../../test/until'
import { startMqttIngest, type MqttIngest } from './mqtt'
import { SYSTEM_BROKER, forgetMqttSession, leaveSystemBroker } from '../../test/system-broker'

const run = randomBytes(4).toString('hex')
/** An hour ago: the messages' last_seen times count from here (the ingest refuses events a month old) */
const startedAt = Date.now() - 3_600_000

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

const t = useScheduledHome([
  { name: 'Hall PIR', deviceId: `PIR-${run}`, location: 'Hallway' },
  { name: 'Front door', deviceId: `DOOR-${run}`, location: 'Hallway', kind: 'door' },
  { name: 'Named like the bridge', deviceId: 'bridge', location: 'Hallway' },
  { name: 'Clock PIR', deviceId: `CLOCK-${run}`, location: 'Kitchen' },
])

const eventsOf = (deviceId: string) => storedEvents(t.database.db, { deviceId })
const countOf = (deviceId: string) => storedEventCount(t.database.db, { deviceId })

describe('MQTT ingest on the system broker', () => {
  const base = `hwtest-${run}/zigbee2mqtt`
  const ingestId = `hw-test-ingest-${run}`
  let ingest: MqttIngest
  let publisher: mqtt.MqttClient

  beforeAll(async () => {
    ingest = startMqttIngest({ db: t.database.db, url: SYSTEM_BROKER, baseTopic: base, log: quiet, clientId: ingestId })
    await ingest.ready
    publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-test-pub-${run}` })
  })
  afterAll(() => leaveSystemBroker({ publisher, ingest, ingestId }))

  /** Z2M's last_seen, `minutes` after an hour ago */
  const seen = (minutes: number) => new Date(startedAt + minutes * 60_000).toISOString()
  const publish = (topic: string, payload: object | string) =>
    publisher.publishAsync(`${base}/${topic}`, typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 })

  it('stores motion and door messages, with battery and link quality, through the ingest service', async () => {
    await publish(`PIR-${run}`, { occupancy: true, battery: 87, linkquality: 204, last_seen: seen(0) })
    await publish(`DOOR-${run}`, { contact: false, battery: 64, linkquality: 51 })
    await publish(`DOOR-${run}`, { contact: true, battery: 64, linkquality: 51 })
    await until(async () => (await countOf(`DOOR-${run}`)) === 2 && (await countOf(`PIR-${run}`)) === 1)

    expect(await eventsOf(`PIR-${run}`)).toEqual([{ timestamp: new Date(seen(0)), motionDetected: true, metadata: null, userId: t.home }])
    expect((await eventsOf(`DOOR-${run}`)).map((e) => [e.motionDetected, e.metadata])).toEqual([
      [true, { door: 'open' }],
      [false, { door: 'closed' }],
    ])
    const [door] = await t.database.db.select().from(devices).where(eq(devices.deviceId, `DOOR-${run}`))
    expect(door).toMatchObject({ batteryLevel: 64, signalStrength: 20 })
  })

  it('stores a message sent twice with the same last_seen once', async () => {
    const message = { occupancy: false, last_seen: seen(5) }
    await publish(`PIR-${run}`, message)
    await publish(`PIR-${run}`, message)
    await publish(`PIR-${run}`, { occupancy: true, last_seen: seen(6) })
    await until(async () => (await countOf(`PIR-${run}`)) >= 3)
    await new Promise((r) => setTimeout(r, 300))
    expect((await eventsOf(`PIR-${run}`)).map((e) => e.motionDetected)).toEqual([true, false, true])
  })

  it("stores a reading at its arrival when the bridge's clock is hours ahead, instead of refusing it", async () => {
    const before = Date.now()
    await publish(`CLOCK-${run}`, { occupancy: true, last_seen: new Date(Date.now() + 3 * 3_600_000).toISOString() })
    await until(async () => (await countOf(`CLOCK-${run}`)) === 1)
    const [stored] = await eventsOf(`CLOCK-${run}`)
    expect(stored!.timestamp.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(stored!.timestamp.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('ignores bridge topics, unknown devices and payloads it cannot read', async () => {
    await publish('bridge', { occupancy: true })
    await publish('bridge/state', { state: 'online' })
    await publish(`NOBODY-${run}`, { occupancy: true })
    await publish(`PIR-${run}`, 'online')
    await publish(`PIR-${run}/availability`, { occupancy: true })
    // messages from one publisher arrive in order: once this one is stored, the others were handled
    await publish(`PIR-${run}`, { occupancy: false, last_seen: seen(7) })
    await until(async () => (await countOf(`PIR-${run}`)) === 4)
    expect(await countOf('bridge')).toBe(0)
    expect(await countOf(`PIR-${run}`)).toBe(4)
  })
})

describe('MQTT ingest after its base topic was changed', () => {
  it("reads the new base topic though the broker kept the session subscribed to the old one", async () => {
    const ingestId = `hw-test-rebase-${run}`
    const device = `PIR-${run}`
    const before = await countOf(device)
    const first = startMqttIngest({ db: t.database.db, url: SYSTEM_BROKER, baseTopic: `hwtest-${run}/old`, log: quiet, clientId: ingestId })
    await first.ready
    await first.stop()
    // MQTT_BASE_TOPIC changed in .env, the server started again under the same client id
    const again = startMqttIngest({ db: t.database.db, url: SYSTEM_BROKER, baseTopic: `hwtest-${run}/new`, log: quiet, clientId: ingestId })
    await again.ready
    const publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-test-pub-rebase-${run}` })
    await publisher.publishAsync(`hwtest-${run}/new/${device}`, JSON.stringify({ occupancy: true, last_seen: new Date(startedAt + 30 * 60_000).toISOString() }), { qos: 1 })
    await publisher.endAsync()
    try {
      await until(async () => (await countOf(device)) === before + 1, 10_000)
    } finally {
      await again.stop()
      await forgetMqttSession(SYSTEM_BROKER, ingestId)
    }
  })
})
