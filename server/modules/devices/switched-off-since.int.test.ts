// Since when a sensor has been switched off: the Sensors page says it ('Switched off 3 days ago'), so a
// family sees a sensor they switched off for what it is, not a fault.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { devices, subscriptions } from '../../db/schema'
import { HOME_WITH_CARER, useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp(HOME_WITH_CARER)
let home: string
let cookie: string

beforeAll(async () => {
  home = t.ids.home!
  cookie = t.cookie.carer!
  await t.db.insert(subscriptions).values({ userId: home, plan: 'basic', status: 'active', maxSensors: 5 })
})

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
const form = (deviceId: string, isActive: boolean, name = 'Hall') => ({ name, location: 'Hallway', deviceId, isActive })
/** Each sensor's switchedOffAt as GET /api/devices sends it, by device ID */
const sinceOf = async () => Object.fromEntries(((await call('GET', '/api/devices')).json() as { deviceId: string; switchedOffAt: string | null }[]).map((d) => [d.deviceId, d.switchedOffAt]))
const between = (at: string | null | undefined, from: Date, to: Date) => at != null && Date.parse(at) >= from.getTime() && Date.parse(at) <= to.getTime()

describe('since when a sensor is switched off', () => {
  it('is kept from the moment it is switched off, through other edits, and forgotten once it is on again', async () => {
    const before = new Date()
    const hall = (await call('POST', '/api/devices', form('MSH-SINCE001', true))).json()
    const spare = (await call('POST', '/api/devices', form('MSH-SINCE002', false, 'Spare'))).json()
    const added = new Date()
    expect(await sinceOf()).toMatchObject({ 'MSH-SINCE001': null })
    // registered switched off: off since then
    expect(between((await sinceOf())['MSH-SINCE002'], before, added)).toBe(true)

    await new Promise((r) => setTimeout(r, 20))
    const offFrom = new Date()
    expect((await call('PUT', `/api/devices/${hall.id}`, form('MSH-SINCE001', false))).statusCode).toBe(200)
    const offAt = (await sinceOf())['MSH-SINCE001']
    expect(between(offAt, offFrom, new Date())).toBe(true)

    // renamed while off: still off since it was switched off, not since the rename
    await new Promise((r) => setTimeout(r, 20))
    await call('PUT', `/api/devices/${hall.id}`, form('MSH-SINCE001', false, 'Front hall'))
    expect((await sinceOf())['MSH-SINCE001']).toBe(offAt)

    await call('PUT', `/api/devices/${hall.id}`, form('MSH-SINCE001', true, 'Front hall'))
    expect((await sinceOf())['MSH-SINCE001']).toBeNull()
    expect(spare.switchedOffAt).not.toBeNull()
  })

  it('all at once for a stay away: each switched off then, but one already off keeps its own time', async () => {
    const [spareBefore] = await t.db.select({ at: devices.switchedOffAt }).from(devices).where(eq(devices.deviceId, 'MSH-SINCE002'))
    await new Promise((r) => setTimeout(r, 20))
    const from = new Date()
    expect((await call('PUT', '/api/devices/switch', { isActive: false })).json()).toEqual({ switched: 1 })
    const since = await sinceOf()
    expect(between(since['MSH-SINCE001'], from, new Date())).toBe(true)
    expect(since['MSH-SINCE002']).toBe(spareBefore!.at!.toISOString())

    await call('PUT', '/api/devices/switch', { isActive: true })
    expect(await sinceOf()).toEqual({ 'MSH-SINCE001': null, 'MSH-SINCE002': null })
  })
})
