// 'Active Devices' counts the sensors Online as the rest of the app does (decisions 0017, 0124): switched
// on, with no open offline:<sensor> alert, and heard from. Its own database, so the figures are this file's alone.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { alerts, devices, subscriptions } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { addDevice } from '../devices/devices.service'
import { isSensorActive } from '../../../contracts/sensor-state'

const t = useSignedInApp({ admin: 'admin', edith: { role: 'client', firstName: 'Edith', lastName: 'Clarke' } })
const { ids } = t
const sensor = (deviceId: string, name: string) => ({ name, location: name, deviceId, isActive: true })

beforeAll(async () => {
  await t.db.insert(subscriptions).values({ userId: ids.edith!, plan: 'premium', status: 'active', maxSensors: 10, pricePerMonth: 19.99, billingCycle: 'monthly' })
  const hall = await addDevice(t.db, ids.edith!, sensor('MSH-EDITH001', 'Hall'))
  const kitchen = await addDevice(t.db, ids.edith!, sensor('MSH-EDITH002', 'Kitchen'))
  // the kitchen sensor reported a minute ago, as ingest stores it (one never heard from is not active: decision 0124)
  await t.db.update(devices).set({ lastActivity: new Date(Date.now() - 60_000) }).where(eq(devices.id, kitchen.id))
  // the engine's finding that the hall sensor has been silent for days, as the scheduler stores it
  await t.db.insert(alerts).values({
    userId: ids.edith!,
    deviceId: hall.id,
    type: 'sensor_offline',
    severity: 'medium',
    title: 'Sensor offline',
    description: 'Hall has not reported for 3 days.',
    dedupeKey: `offline:${hall.id}`,
    createdAt: new Date(Date.now() - 3 * 86_400_000),
  })
})

const get = (who: string, url: string) => t.as(who, 'GET', url)

describe("the Overview's Active Devices", () => {
  it('leaves out a switched-on sensor the engine has an open offline alert about, out of every sensor', async () => {
    expect((await get('admin', '/api/business/stats')).json()).toMatchObject({ totalClients: 1, totalDevices: 2, activeDevices: 1 })
  })

  it("agrees with the home's own Sensors page and dashboard", async () => {
    const listed = (await get('edith', '/api/devices')).json() as { isActive: boolean; offlineSince: string | null; lastActivity: string | null }[]
    const online = listed.filter(isSensorActive).length
    expect((await get('edith', '/api/dashboard/stats')).json()).toMatchObject({ totalDevices: 2, activeDevices: online })
    expect((await get('admin', '/api/business/stats')).json().activeDevices).toBe(online)
  })

  it("still lists every sensor in the client's Devices column", async () => {
    expect((await get('admin', '/api/business/clients')).json().clients).toMatchObject([{ id: ids.edith, deviceCount: 2 }])
  })
})
