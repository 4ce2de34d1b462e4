// A sensor switched on that has never reported is No Data, not active (decision 0124): the dashboard's
// 'N/M sensors active' (GET /api/dashboard/stats) and Business Management's Active Devices count it as the
// Sensors page's counters do (its own No Data), never as active. Its own database, so the figures are this file's.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sensorCountLine } from '../../../contracts/sensor-count'
import { devices, subscriptions } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { addDevice } from '../devices/devices.service'

const t = useSignedInApp({ admin: 'admin', edith: { role: 'client', firstName: 'Edith', lastName: 'Clarke' } })
const { ids } = t
const sensor = (deviceId: string, name: string, isActive = true) => ({ name, location: name, deviceId, isActive })
const get = (who: string, url: string) => t.as(who, 'GET', url)

beforeAll(async () => {
  await t.db.insert(subscriptions).values({ userId: ids.edith!, plan: 'premium', status: 'active', maxSensors: 10, pricePerMonth: 19.99, billingCycle: 'monthly' })
  const hall = await addDevice(t.db, ids.edith!, sensor('MSH-NEVER001', 'Hall'))
  // the kitchen sensor is fitted but its hub not yet plugged in: it has never reported
  await addDevice(t.db, ids.edith!, sensor('MSH-NEVER002', 'Kitchen'))
  // the bedroom's is in a drawer, switched off
  await addDevice(t.db, ids.edith!, sensor('MSH-NEVER003', 'Bedroom', false))
  // the hall sensor reported a minute ago, as ingest stores it
  await t.db.update(devices).set({ lastActivity: new Date(Date.now() - 60_000) }).where(eq(devices.id, hall.id))
})

describe('a sensor that has never reported', () => {
  it("is not counted in the dashboard's sensors active, but among the sensors switched on", async () => {
    const figures = (await get('edith', '/api/dashboard/stats')).json()
    expect(figures).toMatchObject({ totalDevices: 3, activeDevices: 1, noDataDevices: 1, switchedOffDevices: 1 })
    expect(sensorCountLine(figures)).toBe('1/2 sensors active · 1 switched off')
  })

  it("is not counted in Business Management's Active Devices", async () => {
    expect((await get('admin', '/api/business/stats')).json()).toMatchObject({ totalDevices: 3, activeDevices: 1 })
  })

  it("is listed without a last event, the Sensors page's No Data", async () => {
    const listed = (await get('edith', '/api/devices')).json() as { name: string; isActive: boolean; lastActivity: string | null; offlineSince: string | null }[]
    expect(listed.map((d) => [d.name, d.isActive, d.lastActivity === null, d.offlineSince])).toEqual([
      ['Bedroom', false, true, null],
      ['Hall', true, false, null],
      ['Kitchen', true, true, null],
    ])
  })
})
