// Homes without a topic of their own, read together on the shared base topic (decisions 0115, 0116, 0118). A message
// there names a device, not a home, so it goes to the one home whose sensor has that device ID: registration refuses
// an ID another home has in any letter case, so no two homes' sensors can answer to one name. Where a database holds
// two differing only in case (from before that refusal), the exact name is its own sensor's, and a home with its own
// topic keeps its exact name even when the message comes on the shared topic: it is refused there, never handed to
// a shared-topic home's sensor that has the same name in other letters.
// What no rule can tell: which Zigbee2MQTT sent a message. MQTT gives a reader the topic and the payload, not the
// sender, so a device of another home's hub published under a name this home registered is taken for this home's
// sensor. Only topics of their own (and the broker's ACL) keep homes apart; docs/self-hosting.md says so.
import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices, motionEvents, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { makers } from '../../test/make'
import { storedEvents } from '../../test/stored-events'
import { freshDatabase } from '../../test/test-db'
import { until } from '../../test/until'
import { addDevice } from '../devices/devices.service'
import { startMqttIngest, type MqttIngest } from './mqtt'

const BROKER = 'mqtt://127.0.0.1:1883'
const run = randomBytes(4).toString('hex')
const shared = `h48test/${run}/zigbee2mqtt`
const topicE = `h48test/${run}/home-e`
const lines: string[] = []
const said = (_: unknown, text?: string) => void lines.push(text ?? String(_))
const log = { debug() {}, info: said, warn: said, error: said }

let database: Database
let ingest: MqttIngest
let publisher: mqtt.MqttClient
// A, B and C read on the shared topic; E has its own
const home: Record<'a' | 'b' | 'c' | 'e', string> = { a: '', b: '', c: '', e: '' }
const ingestId = `h48-mqtt-shared-${run}`

beforeAll(async () => {
  database = await freshDatabase()
  const make = makers(database.db)
  for (const name of ['a', 'b', 'c', 'e'] as const) home[name] = (await make.circle()).id
  await database.db.update(users).set({ mqttBaseTopic: topicE }).where(eq(users.id, home.e))
  await database.db.insert(devices).values([
    { userId: home.a, name: 'Hall', deviceId: `h48-hall-${run}`, location: 'Hallway' },
    // a pair differing only in case, as an old database may hold: B's on the shared topic, E's on its own
    { userId: home.b, name: 'Landing', deviceId: `h48-land-${run}`, location: 'Landing' },
    { userId: home.e, name: 'Landing', deviceId: `H48-LAND-${run}`, location: 'Landing' },
  ])
  ingest = startMqttIngest({ db: database.db, url: BROKER, baseTopic: shared, log, clientId: ingestId })
  await ingest.ready
  publisher = await mqtt.connectAsync(BROKER, { clientId: `h48-mqtt-shared-pub-${run}` })
})

afterAll(async () => {
  await publisher?.endAsync()
  await ingest?.stop()
  const c = await mqtt.connectAsync(BROKER, { clientId: ingestId, clean: true, reconnectPeriod: 0 })
  await c.endAsync()
  await database?.close()
})

const publish = (topic: string, minutesAgo: number) =>
  publisher.publishAsync(topic, JSON.stringify({ occupancy: true, last_seen: new Date(Date.now() - minutesAgo * 60_000).toISOString() }), { qos: 1 })
const eventsOf = async (clientId: string) => (await database.db.select({ n: count() }).from(motionEvents).where(eq(motionEvents.userId, clientId)))[0]!.n
const homesOf = async (deviceId: string) => (await storedEvents(database.db, { deviceId })).map((e) => e.userId)

describe('two homes on the shared MQTT topic', () => {
  it("cannot both have a sensor answering to one device ID, so a message there is the one home's that registered it", async () => {
    // C's carer types A's ID in capitals: refused, the field named
    await expect(addDevice(database.db, home.c, { name: 'Hall', deviceId: `H48-HALL-${run}`, location: 'Hallway', isActive: true })).rejects.toMatchObject({
      details: { deviceId: ['Device ID is already in use'] },
    })
    await publish(`${shared}/H48-HALL-${run}`, 30)
    await until(async () => (await homesOf(`h48-hall-${run}`)).length === 1)
    expect(await homesOf(`h48-hall-${run}`)).toEqual([home.a])
    expect(await eventsOf(home.c)).toBe(0)
  })

  it("keeps an own-topic home's exact name from a shared-topic home's sensor that differs from it only in case", async () => {
    // E's Zigbee2MQTT still set to the shared topic: E's sensor by its exact name, refused there, and not B's
    await publish(`${shared}/H48-LAND-${run}`, 25)
    await until(() => lines.some((l) => l.startsWith(`MQTT message on ${shared}/H48-LAND-${run} not used`)))
    expect(lines.find((l) => l.startsWith(`MQTT message on ${shared}/H48-LAND-${run}`))).toContain(`is of a home with its own base topic, so its messages count only on ${topicE}/H48-LAND-${run}`)
    // and B's exact name on E's topic is not E's
    await publish(`${topicE}/h48-land-${run}`, 24)
    await until(() => lines.some((l) => l.startsWith(`MQTT message on ${topicE}/h48-land-${run} not used`)))
    expect(await eventsOf(home.b)).toBe(0)
    expect(await eventsOf(home.e)).toBe(0)
    // each exact name on its own home's topic is its own
    await publish(`${shared}/h48-land-${run}`, 23)
    await publish(`${topicE}/H48-LAND-${run}`, 22)
    await until(async () => (await eventsOf(home.b)) === 1 && (await eventsOf(home.e)) === 1)
    expect(await homesOf(`h48-land-${run}`)).toEqual([home.b])
    expect(await homesOf(`H48-LAND-${run}`)).toEqual([home.e])
  })
})
