// A Zigbee2MQTT bridge that drops off the network, from the broker's last will to the family's alert:
// the real system broker on 127.0.0.1:1883 (a base topic of this run's own), the MQTT ingest, the
// scheduler and PostgreSQL. One clock drives the ingest's heartbeats and the scheduler's ticks.
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hubs } from '../../db/platform-schema'
import { alerts, devices, motionEvents } from '../../db/schema'
import type { Database } from '../../lib/db'
import { createLiveBus, type LiveBus } from '../../lib/live-bus'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { BRIDGE_START_REPLAY_MS } from '../ingest/bridge-start'
import { startMqttIngest, type MqttIngest } from '../ingest/mqtt'
import { runTick } from './scheduler'
import { until } from '../../test/until'
import { forgetMqttSession, SYSTEM_BROKER as BROKER } from '../../test/system-broker'

const run = randomBytes(4).toString('hex')
const base = `hwtest-${run}/z2m`
const hubKey = `zigbee2mqtt:${base}`
const MINUTE = 60_000
const quiet = { debug() {}, info() {}, warn() {}, error() {} }
/** what the ingest said in its log: the bridge's changes of state are the test's sign they were heard */
const said: string[] = []
const ingestLog = { ...quiet, info: (_: unknown, message?: string) => void said.push(message ?? '') }

let database: Database
let live: LiveBus
let ingest: MqttIngest | undefined
let home: string
let clock = Date.now()
const now = () => new Date(clock)

beforeAll(async () => {
  database = await freshDatabase()
  live = await createLiveBus()
  home = (await makers(database.db).circle()).id
  await database.db.insert(devices).values([
    { userId: home, name: 'Hall PIR', deviceId: `HALL-${run}`, location: 'Hallway' },
    { userId: home, name: 'Kitchen PIR', deviceId: `KITCHEN-${run}`, location: 'Kitchen' },
  ])
  ingest = startMqttIngest({ db: database.db, url: BROKER, baseTopic: base, log: ingestLog, clientId: `hw-test-hub-${run}`, now, hubHeartbeatMs: 100 })
  await ingest.ready
})
afterAll(async () => {
  await ingest?.stop()
  const cleaner = await mqtt.connectAsync(BROKER, { clientId: `hw-test-hub-clean-${run}` })
  await cleaner.publishAsync(`${base}/bridge/state`, '', { retain: true, qos: 1 })
  await cleaner.endAsync()
  await forgetMqttSession(BROKER, `hw-test-hub-${run}`)
  await live.close()
  await database.close()
})

/** Zigbee2MQTT as it connects: its last will says offline, then it says online, both retained */
async function bridgeComesUp() {
  const bridge = await mqtt.connectAsync(BROKER, {
    clientId: `hw-test-bridge-${run}`,
    reconnectPeriod: 0,
    will: { topic: `${base}/bridge/state`, payload: Buffer.from(JSON.stringify({ state: 'offline' })), qos: 1, retain: true },
  })
  await bridge.publishAsync(`${base}/bridge/state`, JSON.stringify({ state: 'online' }), { qos: 1, retain: true })
  return bridge
}

const hubRow = async () => (await database.db.select().from(hubs).where(eq(hubs.key, hubKey)))[0]
const hubAlerts = () => database.db.select().from(alerts).where(and(eq(alerts.userId, home), eq(alerts.dedupeKey, `hub:${hubKey}`)))
const tick = () => runTick({ db: database.db, live, log: quiet, now, intervalMs: MINUTE, instanceId: 'a' })

describe('a Zigbee2MQTT bridge that stops reporting', () => {
  let bridge: mqtt.MqttClient

  it('is heard as up, and the sensors that report through it are known to be behind it', async () => {
    bridge = await bridgeComesUp()
    await until(async () => (await hubRow())?.lastSeenAt?.getTime() === clock)
    // a sensor's first message just after the bridge's start is its cached state, no report (ingest/bridge-start.ts)
    clock += BRIDGE_START_REPLAY_MS + 1_000
    await bridge.publishAsync(`${base}/HALL-${run}`, JSON.stringify({ occupancy: true }), { qos: 1 })
    await until(async () => (await database.db.select().from(motionEvents)).length === 1)
    const [hall] = await database.db.select().from(devices).where(eq(devices.deviceId, `HALL-${run}`))
    const [kitchen] = await database.db.select().from(devices).where(eq(devices.deviceId, `KITCHEN-${run}`))
    expect(hall?.hubKey).toBe(hubKey)
    expect(kitchen?.hubKey).toBeNull()
    expect(await hubRow()).toMatchObject({ name: `The Zigbee2MQTT bridge (${base})`.slice(0, 100) })

    clock += 2 * MINUTE
    await tick()
    expect(await hubAlerts()).toEqual([])
  })

  it('raises a high alert for the family once its last will has stood for more than 30 minutes', async () => {
    await until(async () => (await hubRow())!.lastSeenAt!.getTime() === clock)
    const upUntil = clock
    // dropped off the network: no goodbye, the broker publishes its last will
    bridge.stream.destroy()
    await until(async () => said.at(-1) === 'Zigbee2MQTT bridge offline')
    clock += MINUTE
    await until(async () => (await hubRow())!.checkedAt.getTime() === clock)
    expect((await hubRow())!.lastSeenAt!.getTime()).toBe(upUntil)

    clock += 25 * MINUTE
    await until(async () => (await hubRow())!.checkedAt.getTime() === clock)
    await tick()
    expect(await hubAlerts()).toEqual([])

    clock += 6 * MINUTE
    await until(async () => (await hubRow())!.checkedAt.getTime() === clock)
    await tick()
    const [alert] = await hubAlerts()
    expect(alert).toMatchObject({ type: 'sensor_offline', severity: 'high', title: 'Hub stopped reporting', isResolved: false, deviceId: null })
    expect(alert!.description).toMatch(new RegExp(`^The Zigbee2MQTT bridge \\(hwtest-${run}/z2m\\) has not been heard for 32 min: none of the sensors behind it`))
  })

  it('resolves it when the bridge is back', async () => {
    bridge = await bridgeComesUp()
    await until(async () => said.at(-1) === 'Zigbee2MQTT bridge online')
    clock += MINUTE
    await until(async () => (await hubRow())!.lastSeenAt!.getTime() === clock)
    await tick()
    expect((await hubAlerts()).map((a) => a.isResolved)).toEqual([true])
    await bridge.endAsync()
  })

  it('judges nothing while no listener vouches for the bridge (the ingest stopped)', async () => {
    await ingest!.stop()
    ingest = undefined
    clock += 60 * MINUTE
    await tick()
    expect((await hubAlerts()).filter((a) => !a.isResolved)).toEqual([])
  })
})
