// What MQTT ingest writes to the log, against a port nothing listens on, a relay to the system
// Mosquitto that the test cuts and restores, and the system Mosquitto itself (a topic of this run's own).
import { randomBytes } from 'node:crypto'
import mqtt from 'mqtt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import type { Database } from '../../lib/db'
import { captureLog, LEVEL } from '../../test/capture-log'
import { makers } from '../../test/make'
import { storedEventCount } from '../../test/stored-events'
import { freePort, tcpProxy } from '../../test/tcp-proxy'
import { freshDatabase } from '../../test/test-db'
import { startMqttIngest } from './mqtt'
import { until } from '../../test/until'
import { forgetMqttSession, SYSTEM_BROKER, SYSTEM_BROKER_PORT } from '../../test/system-broker'

const run = randomBytes(4).toString('hex')

let database: Database
beforeAll(async () => {
  database = await freshDatabase()
  const clientId = (await makers(database.db).circle()).id
  await database.db.insert(devices).values([
    { userId: clientId, name: 'Hall PIR', deviceId: `LOG-PIR-${run}`, location: 'Hallway' },
    { userId: clientId, name: 'Front door', deviceId: `LOG-DOOR-${run}`, location: 'Hallway', kind: 'door' },
  ])
}, 60_000)
afterAll(() => database?.close())

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
describe('the broker connection in the log', () => {
  it('backs off while the broker is unreachable and says so in one short line, then a reminder, never a stack', async () => {
    const url = `mqtt://127.0.0.1:${await freePort()}`
    const { log, lines } = captureLog('debug')
    const ingest = startMqttIngest({ db: database.db, url, baseTopic: 'z2m', log, clientId: `hw-log-dead-${run}`, reconnectPeriodMs: 50, reconnectMaxMs: 400, stillDownEveryMs: 1_500 })
    const waitsSoFar = () => lines.filter((l) => l.msg === 'MQTT reconnecting').map((l) => l.nextWaitMs)
    try {
      // stop once the reminder is out, not after a fixed time that late timers stretch into a second
      // reminder. The first four waits are out by 0.75 s and the reminder comes at 1.5 s; only timers
      // each 0.4 s late would swap them, but a loaded machine may do that, so wait for both
      await until(() => lines.some((l) => l.msg.startsWith(`MQTT broker at ${url} still unreachable`)) && waitsSoFar().length >= 4)
    } finally {
      await ingest.stop()
    }

    const waits = waitsSoFar()
    expect(waits.slice(0, 4)).toEqual([100, 200, 400, 400])
    // 50 ms apart without the back-off: ~30 attempts before the reminder
    expect(waits.length).toBeLessThan(12)
    const warnings = lines.filter((l) => l.level >= LEVEL.warn)
    expect(warnings.map((l) => l.msg)).toEqual([
      `cannot reach the MQTT broker at ${url} (ECONNREFUSED): nothing answers there: is the broker (e.g. Mosquitto) running, and is MQTT_URL's port right (1883 for mqtt://)?; retrying with a growing wait`,
      expect.stringMatching(new RegExp(`^MQTT broker at ${url} still unreachable after \\d+ s \\(ECONNREFUSED\\): nothing answers there: .*; still retrying$`)),
    ])
    expect(lines.some((l) => l.err !== undefined)).toBe(false)
  })

  it('says once that the connection was lost, and once that it is back', { timeout: 30_000 }, async () => {
    const proxy = await tcpProxy(SYSTEM_BROKER_PORT)
    await proxy.start()
    const url = `mqtt://127.0.0.1:${proxy.port}`
    const clientId = `hw-log-lost-${run}`
    const { log, lines } = captureLog('info')
    const ingest = startMqttIngest({ db: database.db, url, baseTopic: `hwlog-${run}`, log, clientId, reconnectPeriodMs: 100, stillDownEveryMs: 60_000 })
    try {
      await ingest.ready
      await proxy.stop()
      await sleep(1_500)
      await proxy.start()
      await until(() => lines.some((l) => l.msg.startsWith(`MQTT connected to ${url} again after`)))
    } finally {
      await ingest.stop()
      await proxy.stop()
      await forgetMqttSession(SYSTEM_BROKER, clientId)
    }
    expect(lines.map((l) => [l.level, l.msg.replace(/after \d+ s/, 'after N s').replace(/lost \(.*\)/, 'lost (…)')])).toEqual([
      [LEVEL.info, `MQTT connected to ${url}`],
      [LEVEL.warn, `MQTT connection to ${url} lost (…); reconnecting`],
      [LEVEL.info, `MQTT connected to ${url} again after N s`],
    ])
  })
})

describe('messages that cannot be used', () => {
  it('are explained once per topic at info (a rejected event at warn); a device with no sensor only when it reports motion or a door', { timeout: 30_000 }, async () => {
    const base = `hwlog-${run}/zigbee2mqtt`
    const ingestId = `hw-log-topics-${run}`
    const broker = SYSTEM_BROKER
    const { log, lines } = captureLog('info')
    const ingest = startMqttIngest({ db: database.db, url: broker, baseTopic: base, log, clientId: ingestId })
    const publisher = await mqtt.connectAsync(broker, { clientId: `hw-log-pub-${run}` })
    const publish = (name: string, payload: object | string) =>
      publisher.publishAsync(`${base}/${name}`, typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 })
    try {
      await ingest.ready
      for (let i = 0; i < 3; i++) {
        await publish('Hallway motion', { occupancy: true })
        await publish('Living room lamp', { state: 'ON', brightness: 200 })
        await publish(`LOG-PIR-${run}`, 'online')
        await publish(`LOG-DOOR-${run}`, { battery: 90, linkquality: 120 })
        await publish(`LOG-DOOR-${run}`, { occupancy: true })
      }
      // one publisher's messages arrive in order: once this one is stored, the others were handled
      await publish(`LOG-PIR-${run}`, { occupancy: true })
      await until(async () => (await storedEventCount(database.db, { deviceId: `LOG-PIR-${run}` })) === 1)
    } finally {
      await publisher.endAsync()
      await ingest.stop()
      await forgetMqttSession(broker, ingestId)
    }
    const notices = lines.filter((l) => l.topic !== undefined).map((l) => [l.level, l.msg])
    const said = ' (said once per 10 min per topic)'
    expect(notices).toEqual([
      [LEVEL.info, `MQTT message on ${base}/Hallway motion not used: no sensor has the device ID "Hallway motion": register the sensor with that device ID, or rename the device in Zigbee2MQTT to its device ID${said}`],
      [LEVEL.info, `MQTT message on ${base}/LOG-PIR-${run} not used: the payload is not JSON (Zigbee2MQTT's advanced.output must be json or attribute_and_json)${said}`],
      [LEVEL.info, `MQTT message on ${base}/LOG-DOOR-${run} not used: it has neither occupancy nor contact (true/false), so it is no motion or door report${said}`],
    ])
    // the door's rejected occupancy shares the door topic's notice; alone, it is a warning naming the field
    expect(lines.some((l) => l.msg.includes('Living room lamp'))).toBe(false)
  })

  it('names the field when the event is rejected', { timeout: 30_000 }, async () => {
    const base = `hwlog2-${run}/zigbee2mqtt`
    const ingestId = `hw-log-reject-${run}`
    const broker = SYSTEM_BROKER
    const { log, lines } = captureLog('info')
    const ingest = startMqttIngest({ db: database.db, url: broker, baseTopic: base, log, clientId: ingestId })
    const publisher = await mqtt.connectAsync(broker, { clientId: `hw-log-pub2-${run}` })
    try {
      await ingest.ready
      await publisher.publishAsync(`${base}/LOG-DOOR-${run}`, JSON.stringify({ occupancy: true }), { qos: 1 })
      await until(() => lines.some((l) => l.topic !== undefined))
    } finally {
      await publisher.endAsync()
      await ingest.stop()
      await forgetMqttSession(broker, ingestId)
    }
    expect(lines.filter((l) => l.topic !== undefined).map((l) => [l.level, l.msg])).toEqual([
      [
        LEVEL.warn,
        `MQTT message on ${base}/LOG-DOOR-${run} not used: the event was rejected: motionDetected: sensor "LOG-DOOR-${run}" is registered as a door sensor; send door ("open" or "closed"), or change its Sensor type on the Sensors page (Edit Sensor) (said once per 10 min per topic)`,
      ],
    ])
  })
})
