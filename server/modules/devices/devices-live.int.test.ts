// A sensor added, edited or removed is told to the home's open pages (another carer's Sensors page, the
// dashboard's counts), which otherwise read the list again only when motion arrives or on a reload.
import { beforeAll, describe, expect, it } from 'vitest'
import { subscriptions } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(
  { home: 'client', elsewhere: 'client', carer: { role: 'carer', in: 'home' }, support: 'support' },
  { hear: ['home', 'elsewhere'] },
)
const { ids, cookie: cookies } = t
const heard = t.heard.home!
const heardElsewhere = t.heard.elsewhere!

beforeAll(async () => {
  await t.db.insert(subscriptions).values({ userId: ids.home!, plan: 'basic', status: 'active', maxSensors: 5 })
})

// carers add and edit sensors; removing one (and its history) is staff's
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[method === 'DELETE' ? 'support' : 'carer']! }, ...(payload ? { payload } : {}) })
const changes = () => heard.filter((e) => e.type === 'devices.changed')
const settle = () => new Promise((resolve) => setTimeout(resolve, 200))
const form = { name: 'Kitchen', location: 'Kitchen', deviceId: 'MSH-LIVE0001' }

describe("the home's open pages", () => {
  it('are told once of a sensor added, of an edit that changes it, and of one removed; of a save that changes nothing, not at all', async () => {
    const added = await call('POST', '/api/devices', form)
    expect(added.statusCode).toBe(201)
    const id = added.json().id as string
    await expect.poll(changes).toEqual([{ type: 'devices.changed', circleId: ids.home }])

    // the form sends every field; saved as it was, nobody needs to read it again
    expect((await call('PUT', `/api/devices/${id}`, form)).statusCode).toBe(200)
    await settle()
    expect(changes()).toHaveLength(1)

    expect((await call('PUT', `/api/devices/${id}`, { ...form, name: 'Kitchen by the fridge' })).statusCode).toBe(200)
    await expect.poll(() => changes().length).toBe(2)
    expect((await call('PUT', `/api/devices/${id}`, { ...form, name: 'Kitchen by the fridge', isActive: false })).statusCode).toBe(200)
    await expect.poll(() => changes().length).toBe(3)

    expect((await call('DELETE', `/api/devices/${id}?clientId=${ids.home}`)).statusCode).toBe(204)
    await expect.poll(() => changes().length).toBe(4)
  })

  it('are not told of a refused change, and another home hears nothing', async () => {
    const before = changes().length
    expect((await call('POST', '/api/devices', { ...form, deviceId: '' })).statusCode).toBe(400)
    expect((await call('PUT', '/api/devices/00000000-0000-4000-8000-000000000000', form)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/devices/00000000-0000-4000-8000-000000000000?clientId=${ids.home}`)).statusCode).toBe(404)
    await settle()
    expect(changes()).toHaveLength(before)
    expect(heardElsewhere).toEqual([])
  })
})
