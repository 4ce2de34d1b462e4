// The dashboard's figures say when a home watches only its front door (decision 0031): there the
// engine reads every door as going out, so its 'out' and its quiet mean nothing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices } from '../../db/schema'
import { makers, TEST_PASSWORD } from '../../test/make'
import { signIn, startTestApp } from '../../test/test-app'

let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('GET /api/dashboard/stats of a home with only a front door', () => {
  it('says nothing inside is watched until a sensor inside is switched on, and again once it is switched off', async () => {
    const circle = await makers(t.db).circle({ firstName: 'Dora', lastName: 'Doorway' })
    const cookie = await signIn(t.app, circle.email!, TEST_PASSWORD)
    const stats = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } })
      expect(res.statusCode).toBe(200)
      return res.json() as { totalDevices: number; watchesNothingInside: boolean; allSwitchedOff: boolean }
    }
    const add = async (name: string, kind: 'door' | 'motion') =>
      (await t.db.insert(devices).values({ userId: circle.id, name, kind, deviceId: `${kind}-${circle.id.slice(0, 8)}`, location: name }).returning())[0]!

    // no sensors at all is its own case (Monitoring Not Started)
    expect(await stats()).toMatchObject({ totalDevices: 0, watchesNothingInside: false })
    await add('Front door', 'door')
    expect(await stats()).toMatchObject({ totalDevices: 1, watchesNothingInside: true })
    const hall = await add('Hall', 'motion')
    expect(await stats()).toMatchObject({ totalDevices: 2, watchesNothingInside: false })
    await t.db.update(devices).set({ isActive: false }).where(eq(devices.id, hall.id))
    expect(await stats()).toMatchObject({ totalDevices: 2, watchesNothingInside: true, allSwitchedOff: false })
    // the front door switched off too (a stay away): every sensor is, which the status says instead of 'offline'
    await t.db.update(devices).set({ isActive: false }).where(eq(devices.userId, circle.id))
    expect(await stats()).toMatchObject({ totalDevices: 2, watchesNothingInside: false, allSwitchedOff: true })
  })
})
