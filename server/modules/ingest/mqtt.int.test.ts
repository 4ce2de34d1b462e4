// Against real brokers on 127.0.0.1 only: the system Mosquitto on 1883 (a topic of this run's own),
// and a private Mosquitto with persistence on a free port that the restart test stops and starts.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import mqtt from 'mqtt'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import type { Database, Db } from '../../lib/db'
import { makers } from '../../test/make'
import { storedEventCount, storedEvents } from '../../test/stored-events'
import { freshDatabase } from '../../test/test-db'
import { startMqttIngest, type MqttIngest } from './mqtt'
import { until } from '../../test/until'

const SYSTEM_BROKER = 'mqtt://127.0.0.1:1883'
const run = randomBytes(4).toString('hex')
/** An hour ago: the messages' last_seen times count from here (the ingest refuses events a month old) */
const startedAt = Date.now() - 3_600_000
const quiet = { debug() {}, info() {}, warn() {}, error() {} }

let database: Database
let clientId: string

beforeAll(async () => {
  database = await freshDatabase()
  clientId = (await makers(database.db).circle()).id
  await database.db.insert(devices).values([
    { userId: clientId, name: 'Hall PIR', deviceId: `PIR-${run}`, location: 'Hallway' },
    { userId: clientId, name: 'Front door', deviceId: `DOOR-${run}`, location: 'Hallway', kind: 'door' },
    { userId: clientId, name: 'Named like the bridge', deviceId: 'bridge', location: 'Hallway' },
    { userId: clientId, name: 'Restart PIR', deviceId: `RESTART-${run}`, location: 'Kitchen' },
    { userId: clientId, name: 'Ack PIR', deviceId: `ACK-${run}`, location: 'Bedroom' },
    { userId: clientId, name: 'Clock PIR', deviceId: `CLOCK-${run}`, location: 'Kitchen' },
  ])
})
afterAll(() => database?.close())

const eventsOf = (deviceId: string) => storedEvents(database.db, { deviceId })
const countOf = (deviceId: string) => storedEventCount(database.db, { deviceId })

/** Ends the broker's copy of a persistent session, so test runs leave nothing behind */
async function forgetSession(url: string, id: string) {
  const c = await mqtt.connectAsync(url, { clientId: id, clean: true, reconnectPeriod: 0 })
  await c.endAsync()
}

describe('MQTT ingest on the system broker', () => {
  const base = `hwtest-${run}/zigbee2mqtt`
  const ingestId = `hw-test-ingest-${run}`
  let ingest: MqttIngest
  let publisher: mqtt.MqttClient

  beforeAll(async () => {
    ingest = startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: base, log: quiet, clientId: ingestId })
    await ingest.ready
    publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-test-pub-${run}` })
  })
  afterAll(async () => {
    await publisher?.endAsync()
    await ingest?.stop()
    await forgetSession(SYSTEM_BROKER, ingestId)
  })

  /** Z2M's last_seen, `minutes` after an hour ago */
  const seen = (minutes: number) => new Date(startedAt + minutes * 60_000).toISOString()
  const publish = (topic: string, payload: object | string) =>
    publisher.publishAsync(`${base}/${topic}`, typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 })

  it('stores motion and door messages, with battery and link quality, through the ingest service', async () => {
    await publish(`PIR-${run}`, { occupancy: true, battery: 87, linkquality: 204, last_seen: seen(0) })
    await publish(`DOOR-${run}`, { contact: false, battery: 64, linkquality: 51 })
    await publish(`DOOR-${run}`, { contact: true, battery: 64, linkquality: 51 })
    await until(async () => (await countOf(`DOOR-${run}`)) === 2 && (await countOf(`PIR-${run}`)) === 1)

    expect(await eventsOf(`PIR-${run}`)).toEqual([{ timestamp: new Date(seen(0)), motionDetected: true, metadata: null, userId: clientId }])
    expect((await eventsOf(`DOOR-${run}`)).map((e) => [e.motionDetected, e.metadata])).toEqual([
      [true, { door: 'open' }],
      [false, { door: 'closed' }],
    ])
    const [door] = await database.db.select().from(devices).where(eq(devices.deviceId, `DOOR-${run}`))
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
    const first = startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: `hwtest-${run}/old`, log: quiet, clientId: ingestId })
    await first.ready
    await first.stop()
    // MQTT_BASE_TOPIC changed in .env, the server started again under the same client id
    const again = startMqttIngest({ db: database.db, url: SYSTEM_BROKER, baseTopic: `hwtest-${run}/new`, log: quiet, clientId: ingestId })
    await again.ready
    const publisher = await mqtt.connectAsync(SYSTEM_BROKER, { clientId: `hw-test-pub-rebase-${run}` })
    await publisher.publishAsync(`hwtest-${run}/new/${device}`, JSON.stringify({ occupancy: true, last_seen: new Date(startedAt + 30 * 60_000).toISOString() }), { qos: 1 })
    await publisher.endAsync()
    try {
      await until(async () => (await countOf(device)) === before + 1, 10_000)
    } finally {
      await again.stop()
      await forgetSession(SYSTEM_BROKER, ingestId)
    }
  })
})

describe('MQTT ingest across broker restarts', () => {
  let broker: PrivateBroker
  const ingestId = `hw-test-restart-${run}`
  const device = `RESTART-${run}`
  const base = 'z2m'

  beforeAll(async () => {
    broker = await PrivateBroker.start()
  })
  afterAll(() => broker?.stop())

  async function publishTo(deviceId: string, payload: string, n: number) {
    const publisher = await mqtt.connectAsync(broker.url, { clientId: `hw-test-pub-${randomBytes(3).toString('hex')}`, reconnectPeriod: 0 })
    for (let i = 0; i < n; i++) await publisher.publishAsync(`${base}/${deviceId}`, payload, { qos: 1 })
    await publisher.endAsync()
  }

  it('acknowledges a message only once it is stored: what the database refused comes to the next start', async () => {
    // a database that is down: nothing listens on this port
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/none` })
    const down = drizzle(pool) as unknown as Db
    const refusals: unknown[] = []
    const id = `hw-test-ack-${run}`
    // the reader alone: with the one-reader lock, a database down from the start keeps it from the broker
    const failing = startMqttIngest({ db: down, url: broker.url, baseTopic: base, clientId: id, exclusive: false, log: { ...quiet, error: (o: unknown) => void refusals.push(o) } })
    await failing.ready
    await publishTo(`ACK-${run}`, JSON.stringify({ occupancy: true }), 3)
    await until(async () => refusals.length > 0)
    await failing.stop()
    await pool.end()
    expect(await countOf(`ACK-${run}`)).toBe(0)

    const healthy = startMqttIngest({ db: database.db, url: broker.url, baseTopic: base, clientId: id, log: quiet, reconnectPeriodMs: 200 })
    await until(async () => (await countOf(`ACK-${run}`)) === 3)
    await healthy.stop()
  })

  it('loses no QoS 1 message while it is away or the broker restarts, and stores each once', { timeout: 90_000 }, async () => {
    const redeliveries: unknown[] = []
    const log = { ...quiet, debug: (obj: unknown, msg?: string) => void (msg === 'MQTT redelivery' && redeliveries.push(obj)) }
    let restartAfter = Infinity
    let restarting: Promise<void> | undefined
    // `now` runs as each message is handled: a way to stop the broker in the middle of a delivery
    const now = () => {
      if (--restartAfter === 0) restarting = broker.restart()
      return new Date()
    }
    const start = () => startMqttIngest({ db: database.db, url: broker.url, baseTopic: base, log, clientId: ingestId, reconnectPeriodMs: 200, now })
    // the same payload every time: only the broker's delivery tells these messages apart
    const payload = JSON.stringify({ occupancy: true, battery: 90, linkquality: 180 })
    const publishMany = (n: number) => publishTo(device, payload, n)

    let ingest = start()
    await ingest.ready
    await publishMany(1)
    await until(async () => (await countOf(device)) === 1)

    // away: the broker queues for the session, and keeps the queue across its own restart
    await ingest.stop()
    await publishMany(60)
    await broker.restart()
    await publishMany(60)

    // back, and the broker stops again while the queue is being delivered (~20 messages in)
    restartAfter = 40
    ingest = start()
    await until(async () => restarting !== undefined)
    await restarting
    await until(async () => (await countOf(device)) >= 121, 60_000)
    await publishMany(1)
    await until(async () => (await countOf(device)) >= 122)
    await new Promise((r) => setTimeout(r, 500))
    await ingest.stop()

    expect(await countOf(device)).toBe(122)
    // the restart did catch messages in flight, and their redeliveries were recognised
    expect(redeliveries.length).toBeGreaterThan(0)
  })
})

describe('MQTT ingest away for hours, with the Mosquitto settings of the self-hosting guide', () => {
  let broker: PrivateBroker
  const ingestId = `hw-test-away-${run}`
  const device = `AWAY-${run}`

  beforeAll(async () => {
    // the guide's mosquitto.conf lines, but for the folder (the broker's own temporary one)
    const guide = fs.readFileSync(new URL('../../../docs/self-hosting.md', import.meta.url), 'utf8')
    const block = /```\n( *persistence true\n[\s\S]*?)```/.exec(guide)![1]!
    const settings = block.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#') && !line.startsWith('persistence'))
    broker = await PrivateBroker.start(settings)
    await database.db.insert(devices).values({ userId: clientId, name: 'Away PIR', deviceId: device, location: 'Landing' })
  })
  afterAll(() => broker?.stop())

  it('stores every report sent while it was stopped, not only the first thousand', { timeout: 120_000 }, async () => {
    // a home of ten sensors sends a few hundred reports an hour: 1,500 is a server down overnight
    const start = () => startMqttIngest({ db: database.db, url: broker.url, baseTopic: 'z2m', log: quiet, clientId: ingestId, reconnectPeriodMs: 200 })
    let ingest = start()
    await ingest.ready
    await ingest.stop()

    const publisher = await mqtt.connectAsync(broker.url, { clientId: `hw-test-pub-${randomBytes(3).toString('hex')}`, reconnectPeriod: 0 })
    for (let i = 0; i < 1_500; i++) await publisher.publishAsync(`z2m/${device}`, JSON.stringify({ occupancy: i % 2 === 0, battery: 90 }), { qos: 1 })
    await publisher.endAsync()

    ingest = start()
    await ingest.ready
    // until nothing more arrives for 5 s (a loaded machine may pause that long before the first)
    let stored = -1
    for (let previous = -2; stored !== previous || stored === 0; await new Promise((r) => setTimeout(r, 5_000))) [previous, stored] = [stored, await countOf(device)]
    await ingest.stop()
    expect(stored).toBe(1_500)
  })
})

/** A Mosquitto of this test's own, persisting its sessions to a temporary folder */
class PrivateBroker {
  private process: ChildProcess | undefined
  private constructor(
    private readonly dir: string,
    private readonly port: number,
  ) {}

  get url() {
    return `mqtt://127.0.0.1:${this.port}`
  }

  /** `settings`: more lines for its configuration */
  static async start(settings: string[] = []) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-mosquitto-'))
    const port = await freePort()
    fs.writeFileSync(
      path.join(dir, 'mosquitto.conf'),
      [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence true', `persistence_location ${dir}/`, 'log_dest none',
        // run as root, Mosquitto would switch to its own user, which cannot write into our temp folder
        `user ${os.userInfo().username}`, ...settings].join('\n') + '\n',
    )
    const broker = new PrivateBroker(dir, port)
    await broker.launch()
    return broker
  }

  private async launch() {
    this.process = spawn('mosquitto', ['-c', path.join(this.dir, 'mosquitto.conf')], { stdio: 'ignore' })
    await until(() => canConnect(this.port), 10_000)
  }

  /** SIGTERM: Mosquitto writes its sessions and queued messages to disk on the way out */
  private async halt() {
    const child = this.process
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }

  async restart() {
    await this.halt()
    await this.launch()
  }

  async stop() {
    await this.halt()
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function canConnect(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
