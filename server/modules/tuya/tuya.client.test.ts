// The client against the stand-in cloud on loopback, which checks every signature on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTuyaClient, describeTuyaError, TuyaError } from './tuya.client'
import { startFakeTuyaCloud, type FakeTuyaCloud } from './tuya.test-cloud'

const ACCESS_ID = 'test-access-id'
const SECRET = 'test-secret-0123456789abcdef'
let clock = Date.parse('2025-06-01T12:00:00Z')
const now = () => clock
let cloud: FakeTuyaCloud

beforeAll(async () => {
  const devices = Array.from({ length: 45 }, (_, i) => ({ id: `dev${String(i).padStart(3, '0')}`, name: `Sensor ${i}`, category: i % 2 ? 'pir' : 'mcs' }))
  cloud = await startFakeTuyaCloud({ accessId: ACCESS_ID, secret: SECRET, devices, now })
})
afterAll(() => cloud.close())

const client = (secret = SECRET, options: { now?: () => number } = {}) =>
  createTuyaClient({ accessId: ACCESS_ID, secret, endpoint: cloud.url }, { now: options.now ?? now })
const calls = (path: string | RegExp) => cloud.requests.filter((r) => (typeof path === 'string' ? r.path === path : path.test(r.path)))

describe('the Tuya cloud client', () => {
  it('gets a token once, then lists every device page by page with signed calls', async () => {
    const before = cloud.requests.length
    const tuya = client()
    const devices = await tuya.listDevices()
    expect(devices).toHaveLength(45)
    expect(devices[44]).toMatchObject({ id: 'dev044', category: 'mcs', name: 'Sensor 44' })
    const made = cloud.requests.slice(before)
    expect(made.map((r) => r.path)).toEqual(['/v1.0/token', '/v2.0/cloud/thing/device', '/v2.0/cloud/thing/device', '/v2.0/cloud/thing/device'])
    expect(made.every((r) => r.refusedWith === undefined)).toBe(true)
    expect(made[3]!.query).toMatchObject({ last_id: 'dev039', page_size: '20' })
    await tuya.listDevices()
    expect(cloud.requests.slice(before).filter((r) => r.path === '/v1.0/token')).toHaveLength(1)
  })

  it('refreshes its token with the refresh token shortly before it expires', async () => {
    const tuya = client()
    await tuya.listDevices()
    const refreshesBefore = calls(/^\/v1\.0\/token\/.+/).length
    const grantsBefore = calls('/v1.0/token').length
    clock += 7200_000 - 4 * 60_000 // four minutes left of the two hours
    await tuya.listDevices()
    expect(calls(/^\/v1\.0\/token\/.+/)).toHaveLength(refreshesBefore + 1)
    expect(calls('/v1.0/token')).toHaveLength(grantsBefore)
    expect(cloud.requests.at(-1)!.refusedWith).toBeUndefined()
  })

  it('gets a new token and tries again when the cloud says the token is expired', async () => {
    const tuya = client()
    await tuya.listDevices()
    cloud.expireTokens()
    const before = cloud.requests.length
    await expect(tuya.listDevices()).resolves.toHaveLength(45)
    const made = cloud.requests.slice(before)
    expect(made[0]).toMatchObject({ path: '/v2.0/cloud/thing/device', refusedWith: 1010 })
    expect(made.slice(1).every((r) => r.refusedWith === undefined)).toBe(true)
  })

  it('reports a wrong secret as Tuya does, with words that say what to check', async () => {
    const error = await client('not-the-secret').listDevices().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TuyaError)
    expect(error).toMatchObject({ code: 1004, message: 'sign invalid' })
    expect(describeTuyaError(error)).toBe("The Tuya cloud did not accept this server's access ID and secret (sign invalid, code 1004).")
  })

  it('is refused with 1013 when its clock is more than five minutes off', async () => {
    const error = await client(SECRET, { now: () => clock + 10 * 60_000 }).listDevices().catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 1013 })
    expect(describeTuyaError(error)).toMatch(/check this server's clock/)
  })

  it('says the cloud could not be reached when nothing answers', async () => {
    const closed = await startFakeTuyaCloud({ accessId: ACCESS_ID, secret: SECRET })
    await closed.close()
    const error = await createTuyaClient({ accessId: ACCESS_ID, secret: SECRET, endpoint: closed.url }).listDevices().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TuyaError)
    expect((error as TuyaError).code).toBeUndefined()
    expect(describeTuyaError(error)).toMatch(/^The Tuya cloud could not be reached at 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\.$/)
  })

  it("reads a sensor's report log across pages, only the codes and times asked for", async () => {
    const start = clock - 3_600_000
    for (let i = 0; i < 250; i++) cloud.report('dev001', { code: 'pir', value: i % 2 ? 'none' : 'pir', event_time: start + i * 1000 })
    cloud.report('dev001', { code: 'switch_1', value: true, event_time: start + 5 }, { code: 'pir', value: 'pir', event_time: start - 1 })
    const { logs, isComplete } = await client().reportLogs('dev001', { codes: ['pir', 'battery_percentage'], startMs: start, endMs: clock })
    expect(isComplete).toBe(true)
    expect(logs).toHaveLength(250)
    expect(new Set(logs.map((l) => l.event_time)).size).toBe(250)
    expect(logs.every((l) => l.code === 'pir' && l.event_time >= start)).toBe(true)
    const pages = calls('/v2.0/cloud/thing/dev001/report-logs')
    expect(pages).toHaveLength(3)
    expect(pages[0]!.query).toMatchObject({ codes: 'pir,battery_percentage', size: '100', start_time: String(start) })
  })
})
