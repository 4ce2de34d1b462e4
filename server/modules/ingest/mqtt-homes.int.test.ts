// Several homes' Zigbee2MQTT on one broker (decision 0115), against the system Mosquitto under topics of
// this run's own: a home with its own base topic is heard there only, and a message on another home's
// topic (or on the shared one) for its sensors is refused with a line saying why; a home without one is
// read on the shared base topic as before; each base topic's bridge state is its own hub.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices, users } from '../../db/schema'
import { makers } from '../../test/make'
import { useScheduledHome } from '../../test/scheduled-home'
import { storedEventCount } from '../../test/stored-events'
import { until } from '../../test/until'
import { bridgeHub } from './bridge-watch'
import { findHub } from './hub.repository'
import { startMqttIngest, type MqttIngest } from './mqtt'
import { SYSTEM_BROKER, leaveSystemBroker } from '../../test/system-broker'

const run = randomBytes(4).toString('hex')
const shared = `mh-${run}/zigbee2mqtt`
const topicA = `mh-${run}/home-a`
const topicB = `mh-${run}/home-b`

const lines: { level: string; text: string }[] = []
const log = {
  debug() {},
  info: (_: unknown, text?: string) => void lines.push({ level: 'info', text: text ?? String(_) }),
  warn: (_: unknown, text?: string) => void lines.push({ level: 'warn', text: text ?? String(_) }),
  error: (_: unknown, text?: string) => void lines.push({ level: 'error', text: text ?? String(_) }),
}

// home A (the scheduled home) and home B each have their own base topic; home C uses the shared one
const t = useScheduledHome([{ name: 'A hall', deviceId: `A-PIR-${run}`, location: 'Hallway' }])
let homeB: string
let homeC: string

const countOf = (deviceId: string) => storedEventCount(t.database.db, { deviceId })
const setTopic = (home: string, topic: string | null) => t.database.db.update(users).set({ mqttBaseTopic: topic }).where(eq(users.id, home))

describe('MQTT ingest for several homes on one broker', () => {
  const ingestId = `hw-mqtt-homes-${run}`
  let ingest: MqttIngest
  let publisher: mqtt.MqttClient
  const publish = (topic: string, payload: object | string) => publisher.publishAsync(topic, typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 })
  const motion = (minutesAgo: number) => ({ occupancy: true, last_seen: new Date(Date.now() - minutesAgo * 60_000).toISOString() })

  beforeAll(async () => {
    const make = makers(t.database.db)
    homeB = (await make.circle()).id
    homeC = (await make.circle()).id
    await t.database.db.insert(devices).values([
      { userId: homeB, name: 'B hall', deviceId: `B-PIR-${run}`, location: 'Hallway' },
      { userId: homeC, name: 'C hall', deviceId: `C-PIR-${run}`, location: 'Hallway' },
    ])
    await setTopic(t.home, topicA)
    await setTopic(homeB, topicB)
    ingest = startMqttIngest({ db: t.database.db, url: SYSTEM_BROKER, baseTopic: shared, log, clientId: ingestId, homeTopicsEveryMs: 200 })
    await ingest.ready
    publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-mqtt-homes-pub-${run}` })
  })
  afterAll(() => leaveSystemBroker({ publisher, ingest, ingestId }))

  it("stores a home's sensor on its own base topic, and refuses it on another home's topic, saying why", async () => {
    await publish(`${topicB}/A-PIR-${run}`, motion(30))
    await publish(`${topicA}/A-PIR-${run}`, motion(20))
    await until(async () => (await countOf(`A-PIR-${run}`)) >= 1)
    // B's Zigbee2MQTT (or anything that can write on B's topic) does not move A's sensor
    await new Promise((r) => setTimeout(r, 300))
    expect(await countOf(`A-PIR-${run}`)).toBe(1)
    expect(lines).toContainEqual({
      level: 'warn',
      text: expect.stringMatching(new RegExp(`^MQTT message on ${topicB}/A-PIR-${run} not used: "A-PIR-${run}" is no sensor of the home whose base topic is ${topicB}: .*its messages count only on ${topicA}/A-PIR-${run}`)),
    })
  })

  it("refuses a home's sensor on the shared base topic once the home has its own, and reads a home without one there as before", async () => {
    await publish(`${shared}/A-PIR-${run}`, motion(15))
    await publish(`${shared}/C-PIR-${run}`, motion(14))
    await until(async () => (await countOf(`C-PIR-${run}`)) === 1)
    await new Promise((r) => setTimeout(r, 300))
    expect(await countOf(`A-PIR-${run}`)).toBe(1)
    expect(lines).toContainEqual({ level: 'warn', text: expect.stringContaining(`MQTT message on ${shared}/A-PIR-${run} not used: the sensor "A-PIR-${run}" is of a home with its own base topic`) })
    // and C's sensor on a home's own topic is refused too
    await publish(`${topicB}/C-PIR-${run}`, motion(13))
    await until(() => lines.some((l) => l.text.includes(`${topicB}/C-PIR-${run} not used`)))
    expect(await countOf(`C-PIR-${run}`)).toBe(1)
  })

  it("takes each base topic's bridge state for its own hub only", async () => {
    await publish(`${topicA}/bridge/state`, { state: 'online' })
    await until(async () => !!(await findHub(t.database.db, bridgeHub(topicA).key)))
    await new Promise((r) => setTimeout(r, 300))
    expect(await findHub(t.database.db, bridgeHub(topicB).key)).toBeUndefined()
    expect(await findHub(t.database.db, bridgeHub(shared).key)).toBeUndefined()
    // A's sensor now reports through A's bridge, B's through B's
    await publish(`${topicB}/B-PIR-${run}`, motion(10))
    await publish(`${topicA}/A-PIR-${run}`, motion(9))
    await until(async () => (await countOf(`B-PIR-${run}`)) === 1 && (await countOf(`A-PIR-${run}`)) === 2)
    const hubOf = async (deviceId: string) => (await t.database.db.select({ hubKey: devices.hubKey }).from(devices).where(eq(devices.deviceId, deviceId)))[0]?.hubKey
    expect(await hubOf(`A-PIR-${run}`)).toBe(bridgeHub(topicA).key)
    expect(await hubOf(`B-PIR-${run}`)).toBe(bridgeHub(topicB).key)
  })

  it('hears a home on the base topic it is given while running, and no longer on the shared one', async () => {
    const topicC = `mh-${run}/home-c`
    await setTopic(homeC, topicC)
    // the ingest reads the homes' topics again every 200 ms here; until it has, a message there is lost, so
    // the same one is sent until it is stored (once: the same last_seen is the same event)
    const message = motion(5)
    await until(async () => {
      await publish(`${topicC}/C-PIR-${run}`, message)
      return (await countOf(`C-PIR-${run}`)) >= 2
    }, 10_000)
    const before = await countOf(`C-PIR-${run}`)
    await publish(`${shared}/C-PIR-${run}`, motion(4))
    await until(() => lines.some((l) => l.text.startsWith(`MQTT message on ${shared}/C-PIR-${run} not used`)))
    expect(await countOf(`C-PIR-${run}`)).toBe(before)
  })
})
