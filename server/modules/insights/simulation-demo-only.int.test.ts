// The demo on (SIMULATION with it) on a server where an admin also sets up a real client's home: Simulate Motion
// stays the demo home's alone. In the real home its made-up movement would be stored as the sensors' own, and the
// engine would learn it in her learning week; the dashboard is told which home is the demo's (GET /api/circles)
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { SIMULATION_DEMO_ONLY } from '../../../contracts/auth'
import { devices, motionEvents } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({ admin: 'admin', demoCarer: { demo: 'carer' }, client: 'client', daughter: { role: 'carer', in: 'client' } }, { demo: true })
const storedIn = async (clientId: string) => (await t.db.select({ n: count() }).from(motionEvents).where(eq(motionEvents.userId, clientId)))[0]!.n
let demoHome = ''

beforeAll(async () => {
  await t.db.insert(devices).values({ userId: t.ids.client!, name: 'Hall', location: 'Hallway', deviceId: 'MSH-REALHOME1' })
  demoHome = ((await t.as('demoCarer', 'GET', '/api/circles')).json() as { clientId: string }[])[0]!.clientId
})

describe('Simulate Motion with the demo on', () => {
  it("refuses it in a real client's home, to staff and to her carer, saying why, and stores nothing there", async () => {
    for (const who of ['admin', 'daughter']) {
      const res = await t.as(who, 'POST', `/api/ml/simulate-motion?clientId=${t.ids.client}`)
      expect(res.statusCode, who).toBe(403)
      expect(res.json().message).toBe(SIMULATION_DEMO_ONLY)
    }
    expect(await storedIn(t.ids.client!)).toBe(0)
  })

  it("still adds movement to the demo's own home", async () => {
    const before = await storedIn(demoHome)
    const res = await t.as('admin', 'POST', `/api/ml/simulate-motion?clientId=${demoHome}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(await storedIn(demoHome)).toBe(before + res.json().events)
  })

  it('tells the dashboard which home is the demo, so a real home is offered no Simulate Motion', async () => {
    const homes = (await t.as('admin', 'GET', '/api/circles')).json() as { clientId: string; isDemo?: boolean }[]
    expect(homes.find((h) => h.clientId === demoHome)?.isDemo).toBe(true)
    expect(homes.find((h) => h.clientId === t.ids.client)?.isDemo).toBe(false)
    const own = (await t.as('daughter', 'GET', '/api/circles')).json() as { isDemo?: boolean }[]
    expect(own.map((h) => h.isDemo)).toEqual([false])
  })
})
