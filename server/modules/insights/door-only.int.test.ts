// The dashboard's figures say when a home watches only its front door (decision 0031): there the
// engine reads every door as going out, so its 'out' and its quiet mean nothing.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({ dora: { role: 'client', firstName: 'Dora', lastName: 'Doorway' } })

describe('GET /api/dashboard/stats of a home with only a front door', () => {
  it('says nothing inside is watched until a sensor inside is switched on, and again once it is switched off', async () => {
    const dora = t.ids.dora!
    const stats = async () => {
      const res = await t.as('dora', 'GET', '/api/dashboard/stats')
      expect(res.statusCode).toBe(200)
      return res.json() as { totalDevices: number; watchesNothingInside: boolean; allSwitchedOff: boolean }
    }
    const add = async (name: string, kind: 'door' | 'motion') =>
      (await t.db.insert(devices).values({ userId: dora, name, kind, deviceId: `${kind}-${dora.slice(0, 8)}`, location: name }).returning())[0]!

    // no sensors at all is its own case (Monitoring Not Started)
    expect(await stats()).toMatchObject({ totalDevices: 0, watchesNothingInside: false })
    await add('Front door', 'door')
    expect(await stats()).toMatchObject({ totalDevices: 1, watchesNothingInside: true })
    const hall = await add('Hall', 'motion')
    expect(await stats()).toMatchObject({ totalDevices: 2, watchesNothingInside: false })
    await t.db.update(devices).set({ isActive: false }).where(eq(devices.id, hall.id))
    expect(await stats()).toMatchObject({ totalDevices: 2, watchesNothingInside: true, allSwitchedOff: false })
    // the front door switched off too (a stay away): every sensor is, which the status says instead of 'offline'
    await t.db.update(devices).set({ isActive: false }).where(eq(devices.userId, dora))
    expect(await stats()).toMatchObject({ totalDevices: 2, watchesNothingInside: false, allSwitchedOff: true })
  })
})
