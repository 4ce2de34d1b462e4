// Device IDs are matched whatever their letter case (decision 0116): a sensor registered as 'msh-ec000005' gets the
// events a hub sends for 'MSH-EC000005', over HTTP and MQTT. Sensors a database took before registration refused
// IDs differing only in case keep their own events: the exact ID goes to its own sensor, and one that could be
// either is refused naming both, never stored in one of them at a guess.
import { randomBytes } from 'node:crypto'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import type { HttpApp } from '../../lib/http'
import { makers } from '../../test/make'
import { storedEventCount } from '../../test/stored-events'
import { freshDatabase } from '../../test/test-db'
import { until } from '../../test/until'
import { createIngestKey } from '../ingest-keys/ingest-keys.service'
import { buildIngestApp } from './ingest.test-app'
import { startMqttIngest, type MqttIngest } from './mqtt'
import { forgetMqttSession, SYSTEM_BROKER } from '../../test/system-broker'

const run = randomBytes(4).toString('hex').toUpperCase()
let database: Database
let app: HttpApp
let key: string
const warned: string[] = []
const said = (_: unknown, msg?: string) => void warned.push(msg ?? '')
const log = { debug() {}, info: said, warn: said, error() {} } as unknown as Parameters<typeof startMqttIngest>[0]['log']

beforeAll(async () => {
  database = await freshDatabase()
  app = await buildIngestApp(database)
  const make = makers(database.db)
  const home = await make.circle()
  const other = await make.circle()
  await database.db.insert(devices).values([
    { userId: home.id, name: 'Hall PIR', deviceId: `msh-ec${run}`, location: 'Hallway' },
    // two that differ only in case, as a database could hold them from before registration refused such a pair
    { userId: home.id, name: 'Old kitchen', deviceId: `msh-kit${run}`, location: 'Kitchen' },
    { userId: home.id, name: 'New kitchen', deviceId: `MSH-KIT${run}`, location: 'Kitchen' },
    // and across two homes, for MQTT, whose topics name no home
    { userId: home.id, name: 'Landing', deviceId: `z2m-land${run}`, location: 'Landing' },
    { userId: other.id, name: 'Their landing', deviceId: `Z2M-LAND${run}`, location: 'Landing' },
    { userId: home.id, name: 'Bedroom', deviceId: `z2m-bed${run}`, location: 'Bedroom' },
  ])
  key = (await createIngestKey(database.db, home.id, null, {})).key
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const post = (events: unknown[]) => app.inject({ method: 'POST', url: '/api/ingest/events', headers: { authorization: `Bearer ${key}` }, payload: { events } })
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString()
const countOf = (deviceId: string) => storedEventCount(database.db, { deviceId })

describe('a device ID in another letter case, over HTTP', () => {
  it('is the sensor registered with it', async () => {
    const res = await post([{ deviceId: `MSH-EC${run}`, timestamp: iso(60_000), motionDetected: true }])
    expect(res.json()).toMatchObject({ accepted: 1, rejected: [] })
    expect(await countOf(`msh-ec${run}`)).toBe(1)
  })

  it("goes to the sensor of exactly that ID where two differ only in case, and one that could be either is refused naming both", async () => {
    const res = await post([
      { deviceId: `msh-kit${run}`, timestamp: iso(50_000), motionDetected: true },
      { deviceId: `MSH-KIT${run}`, timestamp: iso(40_000), motionDetected: true },
      { deviceId: `Msh-Kit${run}`, timestamp: iso(30_000), motionDetected: true },
    ])
    const body = res.json()
    expect(body.accepted).toBe(2)
    expect(body.rejected).toEqual([{ index: 2, reason: expect.stringContaining(`"msh-kit${run}", "MSH-KIT${run}"`) }])
    expect(body.rejected[0].reason).toContain('differ only in letter case')
    expect(await countOf(`msh-kit${run}`)).toBe(1)
    expect(await countOf(`MSH-KIT${run}`)).toBe(1)
  })
})

describe('a device ID in another letter case, over MQTT', () => {
  const base = `hwtest-case-${run}/zigbee2mqtt`
  let ingest: MqttIngest
  let publisher: mqtt.MqttClient
  beforeAll(async () => {
    ingest = startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: base, log, clientId: `hw-test-case-${run}` })
    await ingest.ready
    publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-test-case-pub-${run}` })
  })
  afterAll(async () => {
    await publisher?.endAsync()
    await ingest?.stop()
    await forgetMqttSession(SYSTEM_BROKER, `hw-test-case-${run}`)
  })
  const publish = (name: string) => publisher.publishAsync(`${base}/${name}`, JSON.stringify({ occupancy: true, last_seen: iso(20_000) }), { qos: 1 })

  it("stores a friendly name in other case as the sensor's; one that two homes' sensors could be is named, not stored", async () => {
    await publish(`Z2M-BED${run}`)
    await until(async () => (await countOf(`z2m-bed${run}`)) === 1)
    await publish(`z2m-Land${run}`)
    await until(() => warned.some((m) => m.includes(`z2m-Land${run}`)))
    expect(warned.find((m) => m.includes(`z2m-Land${run}`))).toContain(`"z2m-land${run}", "Z2M-LAND${run}" on this server, whose device IDs differ only in letter case`)
    expect(await countOf(`z2m-land${run}`)).toBe(0)
    expect(await countOf(`Z2M-LAND${run}`)).toBe(0)
    // the exact name is its own sensor's
    await publish(`Z2M-LAND${run}`)
    await until(async () => (await countOf(`Z2M-LAND${run}`)) === 1)
    expect(await countOf(`z2m-land${run}`)).toBe(0)
  })
})
