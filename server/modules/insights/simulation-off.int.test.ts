// Where real homes are watched (SIMULATION off, as it is whenever the demo is off), the dashboard's Simulate
// Motion is neither offered nor carried out: made-up movement is stored as the sensors' own, and would put
// off a real quiet alert and teach the routine what never happened.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { SIMULATION_OFF } from '../../../contracts/auth'
import { devices, motionEvents } from '../../db/schema'
import { parseEnv } from '../../lib/env'
import { HOME_WITH_CARER, useSignedInApp } from '../../test/signed-in-app'

const t = useSignedInApp({ ...HOME_WITH_CARER, admin: 'admin' }, { env: { SIMULATION: false } })
const { ids } = t

beforeAll(async () => {
  await t.db.insert(devices).values({ userId: ids.home!, name: 'Hall', location: 'Hallway', deviceId: 'MSH-SIMOFF01' })
})

describe('on a server that watches real homes', () => {
  it('says so before anyone signs in, so the dashboard offers no simulation', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/options' })).json()).toEqual({ registration: 'open', simulation: false })
  })

  it('refuses a carer and an admin, saying why and how to turn it on, and stores nothing', async () => {
    for (const who of ['carer', 'admin']) {
      const res = await t.as(who, 'POST', `/api/ml/simulate-motion?clientId=${ids.home}`)
      expect(res.statusCode, who).toBe(403)
      expect(res.json().message).toBe(SIMULATION_OFF)
    }
    expect((await t.db.select({ n: count() }).from(motionEvents).where(eq(motionEvents.userId, ids.home!)))[0]!.n).toBe(0)
  })

  it('is what a server gets without the demo, unless SIMULATION says otherwise', () => {
    expect(parseEnv({ DEMO: '1' }).SIMULATION).toBe(true)
    expect(parseEnv({ DEMO: '0' }).SIMULATION).toBe(false)
    expect(parseEnv({ NODE_ENV: 'production' }).SIMULATION).toBe(false)
    expect(parseEnv({ DATABASE_URL: 'postgres://hw@127.0.0.1/hw' }).SIMULATION).toBe(false)
    expect(parseEnv({ DEMO: '0', SIMULATION: '1' }).SIMULATION).toBe(true)
    expect(parseEnv({ DEMO: '1', SIMULATION: 'no' }).SIMULATION).toBe(false)
  })
})
