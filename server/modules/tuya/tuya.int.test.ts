// Sync and status through the real routes, against the stand-in Tuya cloud that checks signatures.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLAN_LIMIT_OPENING } from '../../../contracts/devices'
import { tuyaSyncState } from '../../db/platform-schema'
import { devices, subscriptions } from '../../db/schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { useSignedInApp } from '../../test/signed-in-app'
import { signIn, startTestApp } from '../../test/test-app'
import { startFakeTuyaCloud, type FakeTuyaCloud, type FakeTuyaDevice } from './tuya.test-cloud'

const ACCESS_ID = 'hw-int-access-id'
const SECRET = randomBytes(16).toString('hex')
let cloud: FakeTuyaCloud

beforeAll(async () => {
  cloud = await startFakeTuyaCloud({ accessId: ACCESS_ID, secret: SECRET })
})
afterAll(() => cloud?.close())
// after the stand-in cloud is there (and closed before it)
const t = useSignedInApp(
  { home: 'client', small: 'client', neighbour: 'client', carer: { role: 'carer', in: 'home' }, admin: 'admin' },
  { env: () => ({ TUYA_ACCESS_ID: ACCESS_ID, TUYA_ACCESS_SECRET: SECRET, TUYA_ENDPOINT: cloud.url }) },
)
const { ids: who } = t

beforeAll(async () => {
  await t.db.insert(subscriptions).values({ userId: who.home!, plan: 'premium', status: 'active', maxSensors: 10 })
  await t.db.insert(subscriptions).values({ userId: who.neighbour!, plan: 'premium', status: 'active', maxSensors: 10 })
})

const call = (person: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.as(person, method, url, payload)
const link = (person: string, circle: string, tuyaUserId: unknown) => call(person, 'PUT', `/api/tuya/account?clientId=${who[circle]!}`, { tuyaUserId })
const sync = (person: string, circle?: string) => call(person, 'POST', `/api/tuya/sync-devices${circle ? `?clientId=${who[circle]!}` : ''}`)
const status = (person: string, circle?: string) => call(person, 'GET', `/api/tuya/status${circle ? `?clientId=${who[circle]!}` : ''}`)
const stateOf = async (circle: string) => (await t.db.select().from(tuyaSyncState).where(eq(tuyaSyncState.userId, who[circle]!)))[0]
const inCloud = (...list: FakeTuyaDevice[]) => cloud.devices.push(...list)

describe('Tuya cloud sync', () => {
  it('is connected in no circle before a first sync', async () => {
    const res = await status('carer')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ configured: true, connected: false, lastSyncedAt: null, error: null, tuyaUserId: null })
  })

  it("lets only staff sync a home not linked to a Tuya account, and link it (a carer's sync must not pull in other homes' sensors)", async () => {
    inCloud({ id: 'pir-elsewhere-00', name: 'Someone else\'s PIR', category: 'pir', uid: 'uidother0002' })
    const refused = await sync('carer')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: 'This home is not linked to a Tuya account yet. Ask your support team to link it.' })
    expect((await link('carer', 'home', 'uidhome0001')).statusCode).toBe(403)
    const bad = await link('admin', 'home', 'not a tuya id!')
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('tuyaUserId')
    const linked = await link('admin', 'home', 'uidhome0001')
    expect(linked.statusCode, linked.body).toBe(200)
    expect(linked.json()).toMatchObject({ configured: true, connected: false, tuyaUserId: 'uidhome0001' })
    expect((await status('carer')).json()).toMatchObject({ tuyaUserId: 'uidhome0001' })
    // nothing was imported by the refused sync, and the other account's sensor is still nobody's
    expect(await t.db.select().from(devices).where(eq(devices.tuyaDeviceId, 'pir-elsewhere-00'))).toEqual([])
  })

  it('imports the PIR and door sensors, skips the rest, and keeps the state and time of the sync', async () => {
    inCloud(
      { id: 'pir-hall-01', name: 'PIR', customName: 'Hall motion', category: 'pir', productId: 'prodPIR', localKey: 'local-secret-1', uid: 'uidhome0001' },
      { id: 'mcs-front-01', name: 'Front door contact', category: 'mcs', productId: 'prodMCS', uid: 'uidhome0001' },
      { id: 'plug-01', name: 'Kettle plug', category: 'cz', uid: 'uidhome0001' },
    )
    const before = Date.now()
    const res = await sync('carer')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ imported: 2, alreadyImported: 0 })
    expect(body.devices.map((d: { name: string; kind: string; deviceId: string }) => [d.name, d.kind, d.deviceId])).toEqual([
      ['Hall motion', 'motion', 'pir-hall-01'],
      ['Front door contact', 'door', 'mcs-front-01'],
    ])
    // only the linked account's devices: the other account's PIR is not even listed
    expect(body.skipped).toEqual([{ tuyaDeviceId: 'plug-01', name: 'Kettle plug', reason: 'Not a motion or door sensor (Tuya category "cz").' }])
    expect(cloud.requests.some((r) => r.path === '/v1.0/users/uidhome0001/devices')).toBe(true)
    expect(cloud.requests.every((r) => r.refusedWith === undefined)).toBe(true)

    const [stored] = await t.db.select().from(devices).where(eq(devices.tuyaDeviceId, 'pir-hall-01'))
    expect(stored).toMatchObject({ userId: who.home!, tuyaLocalKey: 'local-secret-1', tuyaProductId: 'prodPIR', location: 'Not set', isActive: true })
    // the local key unlocks the device on the home network: it never leaves the server
    const listed = await call('carer', 'GET', '/api/devices')
    expect(listed.json()).toHaveLength(2)
    expect(listed.body).not.toContain('local-secret-1')

    const state = await stateOf('home')
    expect(state).toMatchObject({ status: 'connected', lastError: null })
    expect(state!.lastSyncedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect((await status('carer')).json()).toEqual({ configured: true, connected: true, lastSyncedAt: state!.lastSyncedAt!.toISOString(), error: null, tuyaUserId: 'uidhome0001' })
  })

  it('leaves sensors it imported before as they are', async () => {
    const res = await sync('carer')
    expect(res.json()).toMatchObject({ imported: 0, alreadyImported: 2, devices: [] })
    expect(await t.db.select().from(devices).where(eq(devices.userId, who.home!))).toHaveLength(2)
  })

  it("never takes a sensor another circle already has", async () => {
    // staff syncing a home with no linked account see the whole project (the installer's case)
    const res = await sync('admin', 'neighbour')
    expect(res.statusCode).toBe(200)
    expect(res.json().devices.map((d: { deviceId: string }) => d.deviceId)).toEqual(['pir-elsewhere-00'])
    expect(res.json().skipped).toEqual(
      expect.arrayContaining([
        { tuyaDeviceId: 'pir-hall-01', name: 'Hall motion', reason: 'Already registered to another home.' },
        { tuyaDeviceId: 'mcs-front-01', name: 'Front door contact', reason: 'Already registered to another home.' },
      ]),
    )
    expect(res.body).not.toContain(who.home!)
    const [hall] = await t.db.select().from(devices).where(eq(devices.tuyaDeviceId, 'pir-hall-01'))
    expect(hall!.userId).toBe(who.home!)
  })

  it("imports no more than the circle's plan allows and names the limit for the rest", async () => {
    inCloud(
      { id: 'pir-bed-02', name: 'Bedroom PIR', category: 'pir' },
      { id: 'mcs-back-02', name: 'Back door', category: 'mcs' },
      { id: 'pir-kitchen-02', name: 'Kitchen PIR', category: 'pir' },
    )
    // no subscription: one sensor
    const res = await sync('admin', 'small')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ imported: 1, devices: [{ name: 'Bedroom PIR' }] })
    const limited = res.json().skipped.filter((s: { reason: string }) => s.reason.startsWith(PLAN_LIMIT_OPENING))
    expect(limited).toEqual([
      { tuyaDeviceId: 'mcs-back-02', name: 'Back door', reason: "This home's plan allows 1 sensor and 1 is registered. Upgrade the plan to add more." },
      { tuyaDeviceId: 'pir-kitchen-02', name: 'Kitchen PIR', reason: "This home's plan allows 1 sensor and 1 is registered. Upgrade the plan to add more." },
    ])
    expect(await t.db.select().from(devices).where(eq(devices.userId, who.small!))).toHaveLength(1)
  })

  it('lets a carer sync but not the client, who may not add sensors', async () => {
    expect((await sync('home')).statusCode).toBe(403)
    expect((await status('home')).json()).toMatchObject({ configured: true, connected: true })
  })

  it('keeps a refusal from the cloud and shows it, with the last good sync time, until a sync works again', async () => {
    const lastGood = (await stateOf('home'))!.lastSyncedAt!.toISOString()
    cloud.resetSecret('a-secret-this-server-does-not-know')
    const res = await sync('carer')
    expect(res.statusCode).toBe(503)
    const message = "The Tuya cloud did not accept this server's access ID and secret (sign invalid, code 1004)."
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message })
    expect(cloud.requests.at(-1)!.refusedWith).toBe(1004)
    expect(await stateOf('home')).toMatchObject({ status: 'error', lastError: message })
    expect((await status('carer')).json()).toEqual({ configured: true, connected: false, lastSyncedAt: lastGood, error: message, tuyaUserId: 'uidhome0001' })

    cloud.resetSecret(SECRET)
    expect((await sync('carer')).statusCode).toBe(200)
    const back = (await status('carer')).json()
    expect(back).toMatchObject({ connected: true, error: null })
    expect(back.lastSyncedAt > lastGood).toBe(true)
  })
})

describe('Tuya cloud sync on a server without a Tuya project, or one that cannot reach it', () => {
  it('says Not configured (200, not 404) and refuses a sync with a reason', async () => {
    const bare = await startTestApp()
    try {
      const admin = await makers(bare.db).user('admin')
      const circle = await makers(bare.db).circle()
      const cookie = await signIn(bare.app, admin.email!, TEST_PASSWORD)
      const get = await bare.app.inject({ method: 'GET', url: `/api/tuya/status?clientId=${circle.id}`, headers: { cookie } })
      expect(get.statusCode).toBe(200)
      expect(get.json()).toEqual({ configured: false, connected: false, lastSyncedAt: null, error: null, tuyaUserId: null })
      const post = await bare.app.inject({ method: 'POST', url: `/api/tuya/sync-devices?clientId=${circle.id}`, headers: { cookie } })
      expect(post.statusCode).toBe(409)
      expect(post.json()).toEqual({ code: 'CONFLICT', message: 'Tuya cloud sync is not set up on this server.' })
    } finally {
      await bare.close()
    }
  })

  it('stores and shows that the cloud could not be reached', async () => {
    const gone = await startFakeTuyaCloud({ accessId: ACCESS_ID, secret: SECRET })
    await gone.close()
    const app = await startTestApp({ TUYA_ACCESS_ID: ACCESS_ID, TUYA_ACCESS_SECRET: SECRET, TUYA_ENDPOINT: gone.url })
    try {
      const admin = await makers(app.db).user('admin')
      const circle = await makers(app.db).circle()
      const cookie = await signIn(app.app, admin.email!, TEST_PASSWORD)
      const post = await app.app.inject({ method: 'POST', url: `/api/tuya/sync-devices?clientId=${circle.id}`, headers: { cookie } })
      expect(post.statusCode).toBe(503)
      expect(post.json().message).toMatch(/^The Tuya cloud could not be reached at 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\.$/)
      const get = await app.app.inject({ method: 'GET', url: `/api/tuya/status?clientId=${circle.id}`, headers: { cookie } })
      expect(get.json()).toEqual({ configured: true, connected: false, lastSyncedAt: null, error: post.json().message, tuyaUserId: null })
    } finally {
      await app.close()
    }
  })
})
