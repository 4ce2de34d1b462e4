import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices, motionEvents, users } from '../../server/db/schema'
import { engineState } from '../../server/db/platform-schema'
import type { Database } from '../../server/lib/db'
import { createLiveBus, type LiveBus } from '../../server/lib/live-bus'
import { circlesBehind } from '../../server/modules/monitoring/claims.repository'
import { makers } from '../../server/test/make'
import { freshDatabase } from '../../server/test/test-db'
import { catchUpEngine } from './catch-up'

const HOUR = 3_600_000
const errors: unknown[] = []
const log = { error: (o: unknown) => errors.push(o), info: () => {}, debug: () => {} }
const sleeps: number[] = []
const sleep = async (ms: number) => void sleeps.push(ms)

let database: Database
let live: LiveBus
let seeded: string
let ended: string
let demoOff: string

/** Three days of movement every 20 minutes, stored a moment ago as a seed stores it (a hub sending history looks the same) */
async function historyStoredJustNow(clientId: string) {
  const [sensor] = await database.db.insert(devices).values({ userId: clientId, name: 'Living', location: 'Living Room', deviceId: `MSH-${clientId.slice(0, 8)}` }).returning()
  const now = Date.now()
  const rows = []
  for (let t = now - 3 * 24 * HOUR; t < now - HOUR; t += 20 * 60_000) rows.push({ deviceId: sensor!.id, userId: clientId, timestamp: new Date(t), motionDetected: true, createdAt: new Date(now - 10_000) })
  await database.db.insert(motionEvents).values(rows)
}

beforeAll(async () => {
  database = await freshDatabase()
  live = await createLiveBus()
  const make = makers(database.db)
  seeded = (await make.circle()).id
  ended = (await make.circle()).id
  demoOff = (await make.circle()).id
  for (const home of [seeded, ended, demoOff]) await historyStoredJustNow(home)
  await database.db.update(users).set({ monitoringEndedAt: new Date() }).where(eq(users.id, ended))
  await database.db.update(users).set({ profileData: { demoOff: true } }).where(eq(users.id, demoOff))
})
afterAll(async () => {
  await live.close()
  await database.close()
})

describe("the bench's engine catch-up", () => {
  it('counts behind only the homes the scheduler watches, and catches a just-seeded home up in one tick', async () => {
    expect((await circlesBehind(database.db, new Date())).map((c) => c.clientId)).toEqual([seeded])
    expect(await catchUpEngine({ db: database.db, live, log, sleep })).toBe(1)
    expect(sleeps).toEqual([])
    expect(errors).toEqual([])
    expect(await circlesBehind(database.db, new Date())).toEqual([])
  })

  it('ends at once, naming the home, when a tick reads nothing more of a home behind', async () => {
    const stuck = (await makers(database.db).circle()).id
    await historyStoredJustNow(stuck)
    await database.db.insert(engineState).values({ userId: stuck, packedState: null, state: { version: 1, broken: true } })
    await expect(catchUpEngine({ db: database.db, live, log, sleep })).rejects.toThrow(`the engine read nothing more in a tick: 1 homes behind, ${stuck} (read to event 0 of`)
    expect(sleeps).toEqual([])
    expect(errors).toEqual([expect.objectContaining({ clientId: stuck })])
  })
})
