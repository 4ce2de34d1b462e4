// What a family member fitting sensors meets: a sensor's type chosen at registration decides which
// readings the ingest API takes from it, and a device ID that no MQTT topic can carry is refused.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEVICE_ID_FORBIDDEN_MESSAGE } from '../../../contracts/devices'
import { hubs } from '../../db/platform-schema'
import { subscriptions } from '../../db/schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { HOME_WITH_CARER, useSignedInApp } from '../../test/signed-in-app'
import { signIn, startTestApp } from '../../test/test-app'

const t = useSignedInApp(HOME_WITH_CARER)
let key: string

beforeAll(async () => {
  await t.db.insert(subscriptions).values({ userId: t.ids.home!, plan: 'basic', status: 'active', maxSensors: 10 })
  key = (await call('POST', '/api/ingest-keys', { name: 'Hub' })).json().key
})

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: t.cookie.carer! }, ...(payload ? { payload } : {}) })
}
const send = (deviceId: string, reading: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest/events',
    headers: { authorization: `Bearer ${key}` },
    payload: { events: [{ deviceId, timestamp: new Date(Date.now() - 60_000).toISOString(), ...reading }] },
  })
const sensor = (deviceId: string, extra: object = {}) => ({ name: 'Front door', location: 'Hallway', deviceId, ...extra })

describe('the sensor type', () => {
  it('is stored as registered, and a front door registered as one sends "door": "open"', async () => {
    const added = await call('POST', '/api/devices', sensor('MSH-FRONTDR1', { kind: 'door' }))
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ deviceId: 'MSH-FRONTDR1', kind: 'door' })
    expect((await call('GET', '/api/devices')).json()).toEqual([expect.objectContaining({ deviceId: 'MSH-FRONTDR1', kind: 'door' })])

    const res = await send('MSH-FRONTDR1', { door: 'open' })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] })
  })

  it('is motion when none is chosen, and a door reading then says how to change it', async () => {
    const added = await call('POST', '/api/devices', sensor('MSH-BACKDR01'))
    expect(added.json()).toMatchObject({ kind: 'motion' })
    const res = await send('MSH-BACKDR01', { door: 'open' })
    expect(res.statusCode).toBe(422)
    expect(res.json().rejected).toEqual([
      {
        index: 0,
        reason:
          'door: sensor "MSH-BACKDR01" is registered as a motion sensor; send motionDetected (true or false), or change its Sensor type on the Sensors page (Edit Sensor)',
      },
    ])

    // changed on the Sensors page, the same reading is taken
    const edited = await call('PUT', `/api/devices/${added.json().id}`, sensor('MSH-BACKDR01', { kind: 'door' }))
    expect(edited.json()).toMatchObject({ kind: 'door' })
    expect((await send('MSH-BACKDR01', { door: 'closed' })).json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] })
  })

  it('takes a mat and another contact by their own names', async () => {
    for (const kind of ['pressure', 'contact'] as const) {
      const added = await call('POST', '/api/devices', sensor(`MSH-${kind.toUpperCase()}`, { kind }))
      expect(added.json()).toMatchObject({ kind })
    }
    expect((await call('POST', '/api/devices', sensor('MSH-WINDOW01', { kind: 'window' }))).statusCode).toBe(400)
  })
})

describe('an edit that leaves the sensor type out', () => {
  it('keeps a front door a front door, so its door readings are still taken', async () => {
    const added = (await call('POST', '/api/devices', sensor('MSH-PORCHDR1', { kind: 'door', isActive: false, batteryLevel: 70 }))).json()
    expect(added).toMatchObject({ kind: 'door', isActive: false })

    // an API client changing only the name sends neither kind nor isActive
    const edited = await call('PUT', `/api/devices/${added.id}`, { name: 'Porch door', location: 'Hallway', deviceId: 'MSH-PORCHDR1' })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ name: 'Porch door', kind: 'door', isActive: false, batteryLevel: 70 })
    const stored = (await call('GET', '/api/devices')).json() as { id: string }[]
    expect(stored.find((d) => d.id === added.id)).toMatchObject({ name: 'Porch door', kind: 'door', isActive: false, batteryLevel: 70 })

    await call('PUT', `/api/devices/${added.id}`, { name: 'Porch door', location: 'Hallway', deviceId: 'MSH-PORCHDR1', isActive: true })
    expect((await send('MSH-PORCHDR1', { door: 'open' })).json()).toEqual({ accepted: 1, duplicates: 0, rejected: [] })
  })

  it('refuses a sensor type that does not exist with a 400 naming kind, and changes nothing', async () => {
    const [door] = ((await call('GET', '/api/devices')).json() as { id: string; deviceId: string }[]).filter((d) => d.deviceId === 'MSH-PORCHDR1')
    for (const kind of ['window', null, '']) {
      const res = await call('PUT', `/api/devices/${door!.id}`, { name: 'Renamed', location: 'Hallway', deviceId: 'MSH-PORCHDR1', kind })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION', details: { kind: [expect.any(String)] } })
    }
    expect((await call('GET', '/api/devices')).json()).toContainEqual(expect.objectContaining({ id: door!.id, name: 'Porch door', kind: 'door' }))
  })
})

describe('a device ID', () => {
  it.each(['kitchen/pir', 'hall+1', 'door#2'])('with a character MQTT topics cannot carry (%j) is refused with 400 naming deviceId', async (deviceId) => {
    const res = await call('POST', '/api/devices', sensor(deviceId))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION', details: { deviceId: [DEVICE_ID_FORBIDDEN_MESSAGE] } })
    expect((await call('GET', '/api/devices')).json()).not.toContainEqual(expect.objectContaining({ deviceId }))
  })

  it('cannot be changed to one either', async () => {
    const [first] = (await call('GET', '/api/devices')).json() as { id: string; deviceId: string }[]
    const res = await call('PUT', `/api/devices/${first!.id}`, sensor('kitchen/pir'))
    expect(res.statusCode).toBe(400)
    expect(res.json().details.deviceId).toEqual([DEVICE_ID_FORBIDDEN_MESSAGE])
  })
})

describe('the MQTT settings the Sensors page explains', () => {
  it('say MQTT is off when MQTT_URL is not set, with the base topic Zigbee2MQTT uses by default', async () => {
    const res = await call('GET', '/api/ingest/mqtt')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ enabled: false, baseTopic: 'zigbee2mqtt', bridge: null })
  })

  it('say MQTT is on with the configured base topic, and never the broker address', async () => {
    const other = await startTestApp({ MQTT_URL: 'mqtt://hub:secret@192.168.1.10:1883', MQTT_BASE_TOPIC: 'home/z2m/' })
    try {
      const carer = await makers(other.db).user('carer')
      const res = await other.app.inject({ method: 'GET', url: '/api/ingest/mqtt', headers: { cookie: await signIn(other.app, carer.email!, TEST_PASSWORD) } })
      expect(res.json()).toEqual({ enabled: true, baseTopic: 'home/z2m', bridge: null })
      expect(res.body).not.toContain('secret')
      expect((await other.app.inject({ method: 'GET', url: '/api/ingest/mqtt' })).statusCode).toBe(401)
    } finally {
      await other.close()
    }
  })

  it('say whether the Zigbee2MQTT bridge on that topic is heard now, and when it last was', async () => {
    const other = await startTestApp({ MQTT_URL: 'mqtt://127.0.0.1:1883', MQTT_BASE_TOPIC: 'home/z2m' })
    try {
      const carer = await makers(other.db).user('carer')
      const cookie = await signIn(other.app, carer.email!, TEST_PASSWORD)
      const bridge = async () => (await other.app.inject({ method: 'GET', url: '/api/ingest/mqtt', headers: { cookie } })).json().bridge
      const key = 'zigbee2mqtt:home/z2m'
      const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000)
      expect(await bridge()).toBeNull()
      // heard a minute ago
      const seen = ago(1)
      await other.db.insert(hubs).values({ key, name: 'The Zigbee2MQTT bridge (home/z2m)', lastSeenAt: seen, checkedAt: seen })
      expect(await bridge()).toEqual({ heard: true, lastSeenAt: seen.toISOString(), limited: null })
      // it said it is offline: checked since, not seen
      await other.db.update(hubs).set({ checkedAt: ago(0) }).where(eq(hubs.key, key))
      expect(await bridge()).toEqual({ heard: false, lastSeenAt: seen.toISOString(), limited: null })
      // seen and checked, but nobody has vouched for it for ten minutes (no listener running)
      const old = ago(10)
      await other.db.update(hubs).set({ lastSeenAt: old, checkedAt: old }).where(eq(hubs.key, key))
      expect(await bridge()).toEqual({ heard: false, lastSeenAt: old.toISOString(), limited: null })
    } finally {
      await other.close()
    }
  })
})
