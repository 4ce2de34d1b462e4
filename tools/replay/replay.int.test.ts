import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ingestKeys } from '../../server/db/platform-schema'
import { devices } from '../../server/db/schema'
import type { Database } from '../../server/lib/db'
import type { HttpApp } from '../../server/lib/http'
import { buildIngestApp } from '../../server/modules/ingest/ingest.test-app'
import { makers } from '../../server/test/make'
import { storedEvents } from '../../server/test/stored-events'
import { freshDatabase } from '../../server/test/test-db'
import { parseDataset, prefixFor } from './dataset'
import { provisionReplay, revokeReplayKey, sendReplay } from './replay'

let database: Database
let app: HttpApp
let url: string
let client: { id: string; email: string | null }
let dir: string

// a small home made up for the test, in the shared logs' format: 2 hours, 4 sensors, 1,200 lines
function generatedLog() {
  const sensors = [
    ['front-door-reed', 'door', 'entrance'],
    ['hall-pir', 'motion', 'hall'],
    ['bed-mat', 'pressure', 'bedroom'],
    ['fridge-reed', 'contact', 'kitchen'],
  ]
  const lines = ['timestamp,sensor,kind,room,state']
  const start = Date.parse('2008-11-20T06:00:00Z')
  for (let i = 0; i < 1200; i++) {
    const [sensor, kind, room] = sensors[i % 4]!
    const at = new Date(start + i * 6_000).toISOString().slice(0, 19)
    lines.push(`${at},${sensor},${kind},${room},${Math.floor(i / 4) % 2 === 0 ? 1 : 0}`)
  }
  return lines.join('\n') + '\n'
}

beforeAll(async () => {
  database = await freshDatabase()
  app = await buildIngestApp(database)
  url = await app.listen({ host: '127.0.0.1', port: 0 })
  client = await makers(database.db).circle()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-replay-'))
  fs.mkdirSync(path.join(dir, 'tiny-home'))
  fs.writeFileSync(path.join(dir, 'tiny-home', 'events.csv'), generatedLog())
})
afterAll(async () => {
  await app?.close()
  await database?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const eventsOf = (deviceId: string) => storedEvents(database.db, { deviceId })

describe('replay', () => {
  const file = () => path.join(dir, 'tiny-home', 'events.csv')

  it('adds the sensors to the circle and feeds the whole log through the ingest API, moved by whole days to end in the last 24 hours', async () => {
    const dataset = parseDataset(fs.readFileSync(file(), 'utf8'), prefixFor(file()))
    const { clientId, keyId, key, created } = await provisionReplay(database.db, client.email!, dataset.sensors, 'Replay test')
    expect(created).toBe(4)
    expect(clientId).toBe(client.id)

    const rows = await database.db.select().from(devices).where(eq(devices.userId, client.id)).orderBy(asc(devices.deviceId))
    expect(rows.map((d) => [d.deviceId, d.name, d.location, d.kind])).toEqual([
      ['TH-bed-mat', 'Bed mat', 'Bedroom', 'pressure'],
      ['TH-fridge-reed', 'Fridge reed', 'Kitchen', 'contact'],
      ['TH-front-door-reed', 'Front door reed', 'Entrance', 'door'],
      ['TH-hall-pir', 'Hall pir', 'Hallway', 'motion'],
    ])

    const frozen = Date.now() - 60_000
    const summary = await sendReplay(dataset, { url, key, now: () => frozen })
    expect(summary).toEqual({ sent: 1200, accepted: 1200, duplicates: 0, rejected: 0, reasons: [] })

    const door = await eventsOf('TH-front-door-reed')
    expect(door).toHaveLength(300)
    expect(door[0]).toMatchObject({ motionDetected: true, metadata: { door: 'open' } })
    const pir = await eventsOf('TH-hall-pir')
    // the last line of the log lands in the last 24 hours at its own clock time, the rest keep their spacing
    const last = (await eventsOf('TH-fridge-reed')).at(-1)!.timestamp.getTime()
    const logged = dataset.events.at(-1)!.atMs
    expect((last - logged) % 86_400_000).toBe(0)
    expect(frozen - last).toBeGreaterThanOrEqual(0)
    expect(frozen - last).toBeLessThan(86_400_000)
    expect(pir.at(-1)!.timestamp.getTime()).toBe(last - 2 * 6_000)
    expect(pir[1]!.timestamp.getTime() - pir[0]!.timestamp.getTime()).toBe(24_000)

    // the same replay again at the same moment adds nothing
    const again = await sendReplay(dataset, { url, key, now: () => frozen })
    expect(again).toMatchObject({ accepted: 0, duplicates: 1200 })

    await revokeReplayKey(database.db, clientId, keyId)
    const [stored] = await database.db.select().from(ingestKeys).where(eq(ingestKeys.id, keyId))
    expect(stored!.revokedAt).toBeInstanceOf(Date)
    await expect(sendReplay(dataset, { url, key })).rejects.toThrow(/401/)
  })

  it('plays in real time × speed, stamping each event as it is sent', async () => {
    const dataset = parseDataset(fs.readFileSync(file(), 'utf8'), 'FAST')
    const { key } = await provisionReplay(database.db, client.email!, dataset.sensors, 'Replay test, fast')
    const started = Date.now()
    // 2 hours at × 3600: about 2 seconds
    const summary = await sendReplay(dataset, { url, key, speed: 3600 })
    const tookMs = Date.now() - started
    expect(summary).toMatchObject({ sent: 1200, accepted: 1200, rejected: 0 })
    expect(tookMs).toBeGreaterThan(1_800)
    expect(tookMs).toBeLessThan(10_000)
    const pir = await eventsOf('FAST-hall-pir')
    expect(pir[0]!.timestamp.getTime()).toBeGreaterThanOrEqual(started - 5)
    const spreadMs = pir.at(-1)!.timestamp.getTime() - pir[0]!.timestamp.getTime()
    expect(spreadMs).toBeGreaterThan(1_900)
    expect(spreadMs).toBeLessThan(2_100)
  })

  it('refuses device IDs that belong to another circle, and a person who is not a circle', async () => {
    const dataset = parseDataset(fs.readFileSync(file(), 'utf8'), prefixFor(file()))
    const other = await makers(database.db).circle()
    await expect(provisionReplay(database.db, other.email!, dataset.sensors, 'x')).rejects.toThrow(/Another circle already has TH-/)
    const carer = await makers(database.db).user('carer')
    await expect(provisionReplay(database.db, carer.email!, dataset.sensors, 'x')).rejects.toThrow(/not a client/)
    await expect(provisionReplay(database.db, 'nobody@example.com', dataset.sensors, 'x')).rejects.toThrow(/No account/)
  })
})
