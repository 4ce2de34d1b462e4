// The Fall Risk tab and the dashboard's header say the same moment by which something must move: the
// fall risk said 'limit 13 h 56 min' (the limit of this moment, counted from the last movement) while the
// header said 'If nothing moves by 10:45'.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formatHomeDateTime } from '../../../contracts/home-time'
import { users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { sensorIn, walkedThrough } from '../../test/walked-through'
import { runTick } from '../monitoring/scheduler'

const t = useSignedInApp({ carer: { demo: 'carer' } }, { demo: true, live: true })
const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }
const MINUTE = 60_000

describe('GET /api/ml/fall-risk-assessment', () => {
  it("gives the dashboard's 'If nothing moves by …' moment, in the home's time, and no limit of its own", async () => {
    const get = async (url: string) => (await t.as('carer', 'GET', url)).json()
    const [client] = (await get('/api/devices')) as { userId: string }[]
    const userId = client!.userId
    // she walked through the hall to the kitchen a few minutes ago (two rooms: one sensor alone does not bring her back from out)
    const start = new Date()
    const kitchenSensor = await sensorIn(t.db, userId, 'Kitchen')
    await walkedThrough(t.db, userId, ['Hallway', 'Kitchen'], new Date(start.getTime() - 2 * MINUTE))
    await runTick({ db: t.db, live: t.live, log: quiet, now: () => start, intervalMs: MINUTE, instanceId: 'test' })

    const stats = (await get('/api/dashboard/stats')) as { engine: { quietAlertAt: string | null } }
    expect(stats.engine.quietAlertAt).not.toBeNull()
    const [home] = await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId))
    const risk = (await get(`/api/ml/fall-risk-assessment?deviceId=${kitchenSensor.id}`)) as { riskFactors: string[] }
    expect(risk.riskFactors).toContain(`If nothing moves by ${formatHomeDateTime(new Date(stats.engine.quietAlertAt!), home!.timeZone ?? 'UTC')}, Hearthwatch will alert`)
    expect(risk.riskFactors.join(' ')).not.toMatch(/limit/)
  })
})
