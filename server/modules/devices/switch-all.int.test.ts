// Every sensor of a home switched off for a stay in hospital, and on again when she is back, at once.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/platform-schema'
import { devices } from '../../db/schema'
import { HOME_WITH_CARER, useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({ ...HOME_WITH_CARER, other: 'client' })
let home: string
let other: string
let cookie: string

beforeAll(async () => {
  home = t.ids.home!
  other = t.ids.other!
  cookie = t.cookie.carer!
  await t.db.insert(devices).values([
    { userId: home, name: 'Hall', deviceId: 'SW-HALL', location: 'Hallway' },
    { userId: home, name: 'Kitchen', deviceId: 'SW-KITCHEN', location: 'Kitchen' },
    { userId: home, name: 'Door', deviceId: 'SW-DOOR', location: 'Front Door', kind: 'door', isActive: false },
    { userId: other, name: 'Theirs', deviceId: 'SW-OTHER', location: 'Kitchen' },
  ])
})

const switchAll = (payload: unknown, query = '') => t.app.inject({ method: 'PUT', url: `/api/devices/switch${query}`, headers: { cookie }, payload: payload as object })
const switches = async (clientId: string) =>
  (await t.db.select({ deviceId: devices.deviceId, isActive: devices.isActive }).from(devices).where(eq(devices.userId, clientId))).map((d) => `${d.deviceId}:${d.isActive}`).sort()

describe('PUT /api/devices/switch', () => {
  it('switches every sensor of the home off, then on, says how many it changed, and puts each on the trail', async () => {
    const off = await switchAll({ isActive: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({ switched: 2 })
    expect(await switches(home)).toEqual(['SW-DOOR:false', 'SW-HALL:false', 'SW-KITCHEN:false'])
    // another home's are not touched
    expect(await switches(other)).toEqual(['SW-OTHER:true'])

    expect((await switchAll({ isActive: true })).json()).toEqual({ switched: 3 })
    expect(await switches(home)).toEqual(['SW-DOOR:true', 'SW-HALL:true', 'SW-KITCHEN:true'])
    // nothing to change: no entry
    expect((await switchAll({ isActive: true })).json()).toEqual({ switched: 0 })
    const trail = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'sensor.all_switched'), eq(auditLog.circleId, home)))
    expect(trail.map((e) => e.details)).toEqual([
      { isActive: false, count: 2 },
      { isActive: true, count: 3 },
    ])
  })

  it('refuses a body without a true or false, naming the field, and changes nothing', async () => {
    for (const body of [{}, { isActive: 'no' }]) {
      const res = await switchAll(body)
      expect(res.statusCode).toBe(400)
      expect(res.json().details.isActive).toEqual(['isActive must be true or false'])
    }
    expect(await switches(home)).toEqual(['SW-DOOR:true', 'SW-HALL:true', 'SW-KITCHEN:true'])
  })
})
