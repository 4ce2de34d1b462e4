// Against a private Mosquitto with persistence (server/test/private-broker.ts) that the tests stop and
// start: nothing acknowledged is lost across restarts of the broker or of the ingest, and the
// self-hosting guide's Mosquitto settings keep what is sent while Hearthwatch is away.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { drizzle } from 'drizzle-orm/node-postgres'
import mqtt from 'mqtt'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import type { Db } from '../../lib/db'
import { useScheduledHome } from '../../test/scheduled-home'
import { PrivateBroker } from '../../test/private-broker'
import { freePort } from '../../test/tcp-proxy'
import { storedEventCount } from '../../test/stored-events'
import { until } from '../../test/until'
import { startMqttIngest } from './mqtt'

const run = randomBytes(4).toString('hex')

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

const t = useScheduledHome([
  { name: 'Restart PIR', deviceId: `RESTART-${run}`, location: 'Kitchen' },
  { name: 'Ack PIR', deviceId: `ACK-${run}`, location: 'Bedroom' },
])

const countOf = (deviceId: string) => storedEventCount(t.database.db, { deviceId })

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

    const healthy = startMqttIngest({ db: t.database.db, url: broker.url, baseTopic: base, clientId: id, log: quiet, reconnectPeriodMs: 200 })
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
    const start = () => startMqttIngest({ db: t.database.db, url: broker.url, baseTopic: base, log, clientId: ingestId, reconnectPeriodMs: 200, now })
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
    await t.database.db.insert(devices).values({ userId: t.home, name: 'Away PIR', deviceId: device, location: 'Landing' })
  })
  afterAll(() => broker?.stop())

  it('stores every report sent while it was stopped, not only the first thousand', { timeout: 120_000 }, async () => {
    // a home of ten sensors sends a few hundred reports an hour: 1,500 is a server down overnight
    const start = () => startMqttIngest({ db: t.database.db, url: broker.url, baseTopic: 'z2m', log: quiet, clientId: ingestId, reconnectPeriodMs: 200 })
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
