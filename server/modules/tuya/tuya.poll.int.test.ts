// Polling the stand-in cloud for the sensors' reports: through ingestEvents(), each event once.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tuyaSyncState } from '../../db/platform-schema'
import { devices, subscriptions } from '../../db/schema'
import type { Database } from '../../lib/db'
import { makers } from '../../test/make'
import { storedEvents } from '../../test/stored-events'
import { freshDatabase } from '../../test/test-db'
import { createTuyaClient, type TuyaClient } from './tuya.client'
import { pollAll, pollCircle } from './tuya.poller'
import { syncTuyaDevices } from './tuya.service'
import { startFakeTuyaCloud, type FakeTuyaCloud } from './tuya.test-cloud'

const ACCESS_ID = 'hw-poll-access-id'
const SECRET = randomBytes(16).toString('hex')
const quiet = { debug() {}, info() {}, warn() {}, error() {} }
let database: Database
let cloud: FakeTuyaCloud
let tuya: TuyaClient
let home: string
const MIN = 60_000

beforeAll(async () => {
  database = await freshDatabase()
  cloud = await startFakeTuyaCloud({
    accessId: ACCESS_ID,
    secret: SECRET,
    devices: [
      { id: 'poll-pir-1', name: 'Landing PIR', category: 'pir' },
      { id: 'poll-door-1', name: 'Front door', category: 'mcs' },
    ],
  })
  tuya = createTuyaClient({ accessId: ACCESS_ID, secret: SECRET, endpoint: cloud.url })
  home = (await makers(database.db).circle()).id
  await database.db.insert(subscriptions).values({ userId: home, plan: 'basic', status: 'active', maxSensors: 5 })
  await syncTuyaDevices(database.db, tuya, home, { role: 'admin' })
})
afterAll(async () => {
  await database?.close()
  await cloud?.close()
})

const eventsOf = (tuyaDeviceId: string) => storedEvents(database.db, { tuyaDeviceId })
const deviceRow = async (tuyaDeviceId: string) => (await database.db.select().from(devices).where(eq(devices.tuyaDeviceId, tuyaDeviceId)))[0]!
const state = async () => (await database.db.select().from(tuyaSyncState).where(eq(tuyaSyncState.userId, home)))[0]!

describe('the Tuya poll', () => {
  it('brings new PIR and door reports in as motion and door events, battery included', async () => {
    const now = Date.now()
    cloud.report(
      'poll-pir-1',
      { code: 'battery_percentage', value: 76, event_time: now - 30 * MIN },
      { code: 'pir', value: 'pir', event_time: now - 20 * MIN },
      { code: 'pir', value: 'none', event_time: now - 19 * MIN },
    )
    cloud.report('poll-door-1', { code: 'doorcontact_state', value: true, event_time: now - 10 * MIN }, { code: 'doorcontact_state', value: false, event_time: now - 9 * MIN })

    const result = await pollCircle({ db: database.db, tuya, log: quiet }, home, new Date(now))
    expect(result).toEqual({ accepted: 4, duplicates: 0 })
    expect((await eventsOf('poll-pir-1')).map((e) => e.motionDetected)).toEqual([true, false])
    // a door opening is a motion_events row with motion true, as the ingest API stores doors
    expect(await eventsOf('poll-door-1')).toEqual([
      { timestamp: new Date(now - 10 * MIN), motionDetected: true, metadata: { door: 'open' }, userId: home },
      { timestamp: new Date(now - 9 * MIN), motionDetected: false, metadata: { door: 'closed' }, userId: home },
    ])
    expect(await deviceRow('poll-pir-1')).toMatchObject({ lastActivity: new Date(now - 19 * MIN), batteryLevel: 76 })
    expect(await state()).toMatchObject({ status: 'connected', lastError: null, lastPolledAt: new Date(now) })
  })

  it('stores each event once when it polls the same reports again', async () => {
    const again = await pollCircle({ db: database.db, tuya, log: quiet }, home)
    expect(again.accepted).toBe(0)
    expect(await eventsOf('poll-pir-1')).toHaveLength(2)
    expect(await eventsOf('poll-door-1')).toHaveLength(2)
  })

  it('stores each event once when two server processes poll at the same moment', async () => {
    const now = Date.now()
    cloud.report('poll-pir-1', ...Array.from({ length: 30 }, (_, i) => ({ code: 'pir', value: i % 2 ? 'none' : 'pir', event_time: now - 60_000 + i * 1000 })))
    // another process has its own client and token
    const otherProcess = createTuyaClient({ accessId: ACCESS_ID, secret: SECRET, endpoint: cloud.url })
    const [a, b] = await Promise.all([
      pollCircle({ db: database.db, tuya, log: quiet }, home, new Date(now)),
      pollCircle({ db: database.db, tuya: otherProcess, log: quiet }, home, new Date(now)),
    ])
    expect(a.accepted + b.accepted).toBe(30)
    expect(await eventsOf('poll-pir-1')).toHaveLength(32)
  })

  it('reads only from a little before the last poll', async () => {
    const before = cloud.requests.length
    const polledAt = (await state()).lastPolledAt!.getTime()
    await pollCircle({ db: database.db, tuya, log: quiet }, home)
    const read = cloud.requests.slice(before).filter((r) => r.path.endsWith('/report-logs'))
    expect(read).toHaveLength(2)
    for (const r of read) expect(Number(r.query.start_time)).toBe(polledAt - 5 * MIN)
  })

  it('keeps a failed poll as the circle state without moving the poll time, and recovers', async () => {
    const polledAt = (await state()).lastPolledAt
    cloud.resetSecret('reset-in-the-console')
    const failed = await pollAll({ db: database.db, tuya, log: quiet })
    expect(failed).toEqual({ accepted: 0, failed: 1 })
    expect(await state()).toMatchObject({
      status: 'error',
      lastError: "The Tuya cloud did not accept this server's access ID and secret (sign invalid, code 1004).",
      lastPolledAt: polledAt,
    })
    cloud.resetSecret(SECRET)
    expect(await pollAll({ db: database.db, tuya, log: quiet })).toEqual({ accepted: 0, failed: 0 })
    expect(await state()).toMatchObject({ status: 'connected', lastError: null })
  })
})
