import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { devices, motionEvents, subscriptions, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({ home: 'client', other: 'client', carer: { role: 'carer', in: 'home' }, admin: 'admin' })
const { ids, as: call } = t
const sensor = (deviceId: string, extra: object = {}) => ({ name: 'Kitchen Sensor', location: 'Kitchen', deviceId, ...extra })

describe('sensors', () => {
  it('lets a carer add a sensor to their circle, up to the plan limit of 1 without a subscription', async () => {
    const added = await call('carer', 'POST', '/api/devices', sensor('MSH-AAAA0001', { batteryLevel: 80 }))
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ userId: ids.home!, isActive: true, kind: 'motion', batteryLevel: 80, lastActivity: null })
    expect(added.json()).not.toHaveProperty('tuyaLocalKey')

    // said before the form is filled in: the plan's room and what is used of it
    expect((await call('carer', 'GET', '/api/devices/capacity')).json()).toEqual({ maxSensors: 1, registered: 1 })

    const second = await call('carer', 'POST', '/api/devices', sensor('MSH-AAAA0002'))
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toMatch(/This home's plan allows 1 sensor/)
    // named as the plan's refusal, so the form can offer the way to Billing
    expect(second.json().details).toEqual({ plan: ["This home's plan allows 1 sensor and 1 is registered. Upgrade the plan to add more."] })
  })

  it('follows the subscription\'s maxSensors', async () => {
    await t.db.insert(subscriptions).values({ userId: ids.home!, plan: 'basic', status: 'active', maxSensors: 3 })
    expect((await call('carer', 'POST', '/api/devices', sensor('MSH-AAAA0002'))).statusCode).toBe(201)
    expect((await call('carer', 'POST', '/api/devices', sensor('MSH-AAAA0003'))).statusCode).toBe(201)
    const fourth = await call('carer', 'POST', '/api/devices', sensor('MSH-AAAA0004'))
    expect(fourth.json().message).toMatch(/This home's plan allows 3 sensors and 3 are registered/)
    expect((await call('carer', 'GET', '/api/devices/capacity')).json()).toEqual({ maxSensors: 3, registered: 3 })
    // staff read the home they name; the other home, with no plan and no sensor, has room for one
    expect((await call('admin', 'GET', `/api/devices/capacity?clientId=${ids.other!}`)).json()).toEqual({ maxSensors: 1, registered: 0 })
  })

  it('refuses a device ID registered anywhere, naming the field', async () => {
    const res = await call('other', 'POST', '/api/devices', sensor('MSH-AAAA0001'))
    expect(res.statusCode).toBe(403) // a client may not add sensors at all
    const staff = await call('admin', 'POST', `/api/devices?clientId=${ids.other!}`, sensor('MSH-AAAA0001'))
    expect(staff.statusCode).toBe(409)
    expect(staff.json()).toMatchObject({ details: { deviceId: ['Device ID is already in use'] } })
  })

  // she searched this home for the sensor 'already registered' and found none: it was in the home she set up before
  it('says where a taken device ID is: its sensor in this home, the other home by name to staff, "another home" to a carer', async () => {
    const [home] = await t.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ids.home!))
    const toStaff = await call('admin', 'POST', `/api/devices?clientId=${ids.other!}`, sensor('MSH-AAAA0001'))
    expect(toStaff.json().message).toBe(
      `${home!.firstName} ${home!.lastName}'s home already has a sensor with this device ID ("Kitchen Sensor"). ` +
        'Check the ID printed on the sensor; if it was registered in the wrong home, delete it there first.',
    )
    const [first, second] = (await call('carer', 'GET', '/api/devices')).json() as { id: string; deviceId: string }[]
    const own = await call('carer', 'PUT', `/api/devices/${second!.id}`, sensor(first!.deviceId))
    expect(own.statusCode).toBe(409)
    expect(own.json().message).toBe('"Kitchen Sensor" in this home already has this device ID. Check the ID printed on the sensor.')
    const elsewhere = await call('admin', 'POST', `/api/devices?clientId=${ids.other!}`, sensor('MSH-ELSE0001'))
    const toCarer = await call('carer', 'PUT', `/api/devices/${second!.id}`, sensor('MSH-ELSE0001'))
    expect(toCarer.statusCode).toBe(409)
    expect(toCarer.json()).toMatchObject({
      message: 'Another home already has a sensor with this device ID. Check the ID printed on the sensor; if it was registered in the wrong home, ask Hearthwatch support to remove it there.',
      details: { deviceId: ['Device ID is already in use'] },
    })
    await call('admin', 'DELETE', `/api/devices/${elsewhere.json().id}?clientId=${ids.other!}`)
  })

  // to a person the same label: the second sensor would show No Data for ever while its events went to the first
  it('refuses a device ID that differs from one registered only in letter case, when adding and when editing', async () => {
    const added = await call('admin', 'POST', `/api/devices?clientId=${ids.other!}`, sensor('msh-aaaa0001'))
    expect(added.statusCode).toBe(409)
    expect(added.json()).toMatchObject({ details: { deviceId: ['Device ID is already in use'] } })
    const own = await call('admin', 'POST', `/api/devices?clientId=${ids.other!}`, sensor('MSH-CASE0001'))
    expect(own.statusCode).toBe(201)
    const edited = await call('admin', 'PUT', `/api/devices/${own.json().id}?clientId=${ids.other!}`, sensor('Msh-Aaaa0001'))
    expect(edited.statusCode).toBe(409)
    expect(edited.json()).toMatchObject({ details: { deviceId: ['Device ID is already in use'] } })
    // its own ID in another case is still its own
    const recased = await call('admin', 'PUT', `/api/devices/${own.json().id}?clientId=${ids.other!}`, sensor('msh-case0001'))
    expect(recased.statusCode).toBe(200)
    expect(recased.json()).toMatchObject({ deviceId: 'msh-case0001' })
    await call('admin', 'DELETE', `/api/devices/${own.json().id}?clientId=${ids.other!}`)
  })

  it.each([
    [{ name: '' }, 'name', 'Sensor name is required'],
    [{ name: undefined }, 'name', 'Sensor name is required'],
    [{ name: 5 }, 'name', 'Must be text'],
    [{ location: undefined }, 'location', 'Location is required'],
    [{ deviceId: null }, 'deviceId', 'Device ID is required'],
    [{ name: 'x'.repeat(51) }, 'name', 'Name too long'],
    [{ location: '' }, 'location', 'Location is required'],
    [{ location: 'x'.repeat(101) }, 'location', 'Location too long'],
    [{ deviceId: '' }, 'deviceId', 'Device ID is required'],
    [{ deviceId: 'x'.repeat(101) }, 'deviceId', 'Device ID too long'],
    [{ batteryLevel: 101 }, 'batteryLevel', 'Must be 0-100'],
    [{ signalStrength: 2.5 }, 'signalStrength', 'Must be a whole number'],
  ])('explains a bad field %j', async (change, field, message) => {
    const res = await call('carer', 'POST', '/api/devices', { ...sensor('MSH-BAD00001'), ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().details[field]).toContain(message)
  })

  it('refuses a NUL character in any field with a 400 naming it, and stores nothing', async () => {
    const before = (await call('admin', 'GET', `/api/devices?clientId=${ids.other!}`)).json()
    for (const change of [{ name: 'Kitchen\u0000' }, { location: 'Kit\u0000chen' }, { deviceId: 'MSH-NUL\u00000001' }]) {
      const res = await call('admin', 'POST', `/api/devices?clientId=${ids.other!}`, { ...sensor('MSH-NUL00001'), ...change })
      const field = Object.keys(change)[0]!
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: `Invalid request: ${field} must not contain a NUL character (\\u0000)`, code: 'VALIDATION', details: { [field]: ['must not contain a NUL character (\\u0000)'] } })
    }
    expect((await call('admin', 'GET', `/api/devices?clientId=${ids.other!}`)).json()).toEqual(before)
  })

  it('tells a signed-out or unpermitted caller so before it looks at the body', async () => {
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/devices', payload: {} })
    expect(signedOut.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'DELETE', url: '/api/devices/not-an-id' })).statusCode).toBe(401)
    expect((await call('other', 'POST', '/api/devices', {})).statusCode).toBe(403)
    expect((await call('other', 'POST', '/api/devices', { name: 'a\u0000' })).statusCode).toBe(403)
  })

  it('edits a sensor and keeps other circles out', async () => {
    const [mine] = (await call('carer', 'GET', '/api/devices')).json() as { id: string }[]
    const edited = await call('carer', 'PUT', `/api/devices/${mine!.id}`, sensor('MSH-AAAA0001', { name: 'Pantry', isActive: false }))
    expect(edited.json()).toMatchObject({ name: 'Pantry', isActive: false })
    const stranger = await call('admin', 'PUT', `/api/devices/${mine!.id}?clientId=${ids.other!}`, sensor('MSH-AAAA0001'))
    expect(stranger.statusCode).toBe(404)
  })

  it('counts a sensor\'s events in the last 24 hours for troubleshooting', async () => {
    const [mine] = (await call('carer', 'GET', '/api/devices')).json() as { id: string }[]
    const now = Date.now()
    await t.db.insert(motionEvents).values(
      [1, 2, 30].map((hoursAgo) => ({ deviceId: mine!.id, userId: ids.home!, timestamp: new Date(now - hoursAgo * 3_600_000), motionDetected: true })),
    )
    const stats = (await call('carer', 'GET', `/api/devices/${mine!.id}/stats`)).json()
    expect(stats.eventsLast24h).toBe(2)
    expect(new Date(stats.lastEventAt).getTime()).toBeCloseTo(now - 3_600_000, -3)
  })

  it('lets staff, not carers, delete a sensor with its whole history', async () => {
    const [first] = (await call('carer', 'GET', '/api/devices')).json() as { id: string }[]
    await t.db.insert(motionEvents).values({ deviceId: first!.id, userId: ids.home!, timestamp: new Date(), motionDetected: true })
    expect((await call('carer', 'DELETE', `/api/devices/${first!.id}`)).statusCode).toBe(403)
    const res = await call('admin', 'DELETE', `/api/devices/${first!.id}?clientId=${ids.home!}`)
    expect(res.statusCode).toBe(204)
    const [left] = await t.db.select({ n: count() }).from(motionEvents).where(eq(motionEvents.deviceId, first!.id))
    expect(left!.n).toBe(0)
    expect(await t.db.select().from(devices).where(eq(devices.id, first!.id))).toEqual([])
    expect((await call('admin', 'DELETE', `/api/devices/${first!.id}?clientId=${ids.home!}`)).statusCode).toBe(404)
  })
})
