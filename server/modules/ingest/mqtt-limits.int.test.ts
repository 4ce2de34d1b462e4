// A home flooding its own MQTT topic is held to its limit (decision 0130), against the system Mosquitto under
// topics of this run's own: what is past it is dropped (nothing of it stored) and counted, said in one warning
// line per topic and window, and marked on the bridge's hub for the Sensors page; a home beside it that sends a
// busy home's messages has every one stored.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hubs } from '../../db/platform-schema'
import { devices, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { captureLog, LEVEL } from '../../test/capture-log'
import { makers } from '../../test/make'
import { storedEventCount } from '../../test/stored-events'
import { SYSTEM_BROKER, forgetMqttSession, leaveSystemBroker } from '../../test/system-broker'
import { freshDatabase } from '../../test/test-db'
import { until } from '../../test/until'
import { bridgeHub, bridgeStatus } from './bridge-watch'
import { startMqttIngest, type MqttIngest } from './mqtt'

const run = randomBytes(4).toString('hex')
const shared = `ml-${run}/zigbee2mqtt`
const flooding = `ml-${run}/flood-home`
const calm = `ml-${run}/calm-home`
const FLOOD_PIR = `F-PIR-${run}`
const CALM_PIR = `C-PIR-${run}`
/** a burst of 20, then one a minute: nothing refills while the test runs */
const LIMITS = { messagesPerMinute: 1, burst: 20 }
const FLOOD = 200
/** the calm home's messages meanwhile, one for every ten of the flood's: its whole burst, each stored */
const BUSY = 20

let database: Database
const { log, lines } = captureLog('info')
const ingestId = `hw-mqtt-limits-${run}`
let ingest: MqttIngest
let publisher: mqtt.MqttClient

const publish = (topic: string, payload: string) => publisher.publishAsync(topic, payload, { qos: 1 })
/** a motion report dated `i` seconds ago: each its own event */
const report = (i: number) => JSON.stringify({ occupancy: i % 2 === 0, last_seen: new Date(Date.now() - (i + 1) * 1000).toISOString() })
const limitLines = () => lines.filter((l) => l.level === LEVEL.warn && l.msg.startsWith('MQTT messages on'))
const hubRow = async (topic: string) => (await database.db.select().from(hubs).where(eq(hubs.key, bridgeHub(topic).key)))[0]

beforeAll(async () => {
  database = await freshDatabase()
  const make = makers(database.db)
  const floodHome = (await make.circle()).id
  const calmHome = (await make.circle()).id
  await database.db.insert(devices).values([
    { userId: floodHome, name: 'Hall PIR', deviceId: FLOOD_PIR, location: 'Hallway' },
    { userId: calmHome, name: 'Hall PIR', deviceId: CALM_PIR, location: 'Hallway' },
  ])
  await database.db.update(users).set({ mqttBaseTopic: flooding }).where(eq(users.id, floodHome))
  await database.db.update(users).set({ mqttBaseTopic: calm }).where(eq(users.id, calmHome))
  ingest = startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: shared, log, clientId: ingestId, limits: LIMITS, limitReportEveryMs: 60_000 })
  await ingest.ready
  publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-mqtt-limits-pub-${run}` })
  // both bridges are known hubs (a bridge's state is never counted nor dropped)
  for (const topic of [flooding, calm]) await publish(`${topic}/bridge/state`, 'online')
  await until(async () => !!(await hubRow(flooding)) && !!(await hubRow(calm)))
}, 60_000)

afterAll(() => leaveSystemBroker({ publisher, ingest, ingestId, database }))

describe('MQTT messages past a topic’s limit', () => {
  it('stores a flood only up to its limit and drops the rest whole, while the home beside it has every message stored', { timeout: 60_000 }, async () => {
    for (let i = 0; i < FLOOD; i++) {
      await publish(`${flooding}/${FLOOD_PIR}`, report(i))
      if (i % (FLOOD / BUSY) === 0) await publish(`${calm}/${CALM_PIR}`, report(i))
    }
    // every dropped message is counted and marked (the count is brought up to date within 5 s)
    await until(async () => (await hubRow(flooding))?.lastLimit?.startsWith(`${FLOOD - LIMITS.burst} messages on ${flooding} dropped`) ?? false, 30_000)
    await until(async () => (await storedEventCount(database.db, { deviceId: CALM_PIR })) === BUSY)

    expect(await storedEventCount(database.db, { deviceId: FLOOD_PIR })).toBe(LIMITS.burst)
    expect(await storedEventCount(database.db, { deviceId: CALM_PIR })).toBe(BUSY)
    expect((await hubRow(flooding))!.lastLimit).toBe(`180 messages on ${flooding} dropped: more than 1 a minute came (bursts of up to 20 pass)`)
    expect((await hubRow(calm))!.lastLimitedAt).toBeNull()
  })

  it('says so in one warning line for the flooding topic, not one a message, and none for the calm one', () => {
    expect(limitLines().map((l) => [l.topic, l.msg])).toEqual([
      [
        flooding,
        `MQTT messages on ${flooding}/… dropped: more than 1 a minute came (bursts of up to 20 pass); the ones past it are dropped and counted, said again in 1 min if it goes on. A device reporting in a loop? Check this home's Zigbee2MQTT`,
      ],
    ])
  })

  it('shows the flooding bridge as limited where its status is read (the Sensors page), and the calm one not', async () => {
    const now = new Date()
    expect((await bridgeStatus(database.db, flooding, now))?.limited).toEqual({ at: expect.any(String), what: `180 messages on ${flooding} dropped: more than 1 a minute came (bursts of up to 20 pass)` })
    expect((await bridgeStatus(database.db, calm, now))?.limited).toBeNull()
    // a day later it is no longer news
    expect((await bridgeStatus(database.db, flooding, new Date(now.getTime() + 25 * 3_600_000)))?.limited).toBeNull()
  })

  it('says it again once a window has passed while the flood goes on, with what the window before dropped', { timeout: 60_000 }, async () => {
    const topic = `ml-${run}/second-flood`
    const id = `hw-mqtt-limits-window-${run}`
    const windowed = captureLog('info')
    const second = startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: topic, log: windowed.log, clientId: id, limits: { messagesPerMinute: 1, burst: 5 }, limitReportEveryMs: 1_000 })
    const said = () => windowed.lines.filter((l) => l.level === LEVEL.warn && l.msg.startsWith('MQTT messages on'))
    try {
      await second.ready
      await publish(`${topic}/bridge/state`, 'online')
      await until(async () => !!(await hubRow(topic)))
      for (let i = 0; i < 30; i++) await publish(`${topic}/looping-plug`, report(i))
      await until(async () => (await hubRow(topic))?.lastLimit?.startsWith('25 messages') ?? false)
      await new Promise((r) => setTimeout(r, 1_100))
      for (let i = 0; i < 10; i++) await publish(`${topic}/looping-plug`, report(i))
      await until(async () => (await hubRow(topic))?.lastLimit?.startsWith('10 messages') ?? false)
    } finally {
      await second.stop()
      await forgetMqttSession(SYSTEM_BROKER, id)
    }
    expect(said().map((l) => l.droppedBefore)).toEqual([0, 25])
    expect(said()[1]!.msg).toContain('the ones past it are dropped and counted (25 in the 1 s before), said again in 1 s if it goes on')
  })
})
