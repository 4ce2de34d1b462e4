// The server's clock put back: it ran two hours ahead (it booted with its hardware clock in local time)
// and NTP put it right. Self-hosted, the broker shares that clock, so the events are stamped with it as
// they arrive: ahead before the step, true after. Through the scheduler and PostgreSQL: every home is
// evaluated again at once, and a fall after the step is found as it would be with a right clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { motionEvents } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import { makers } from '../../test/make'
import { evaluate } from '../../engine/engine'
import { syntheticHome } from '../../engine/synthetic-home'
import { historyUploadStep } from './history-upload'
import { DAY, day0, HOUR, livingRoomHome, MINUTE, type LivingRoomHome } from './living-room-test-kit'
import { claimDueCircles } from './claims.repository'
import { EVENT_LIMITS, loadCircles } from './monitoring.repository'
import { CLAIM_LEASE_MS } from './scheduler'

const day10 = day0 + 10 * DAY
/** the server's clock reads two hours more from 08:00 to 10:00 (true time) */
const AHEAD = 2 * HOUR
const aheadFrom = day10 + 8 * HOUR
const stepAt = day10 + 10 * HOUR
/** her last movement: in the living room, and nothing after it */
const fall = day10 + 10 * HOUR + 30 * MINUTE

let kit: LivingRoomHome
let database: LivingRoomHome['database']
let home: string
let living: string
let tick: LivingRoomHome['tick']
let quietAlerts: LivingRoomHome['quietAlerts']

const serverClock = (t: number) => (t >= aheadFrom && t < stepAt ? t + AHEAD : t)

beforeAll(async () => {
  // someone up from 07:00 to 22:00 moving every 10 minutes, on days 0-9
  kit = await livingRoomHome()
  ;({ database, home, living, tick, quietAlerts } = kit)
})
afterAll(() => kit.close())

describe('after the server clock is put back two hours', () => {
  it('finds a fall after the step when the quiet since her last movement passes the limit, as with a right clock', async () => {
    let raisedAt: number | null = null
    for (let t = day10 + 7 * HOUR; t <= day10 + 14 * HOUR && raisedAt === null; t += MINUTE) {
      const server = serverClock(t)
      // her movement every 10 minutes until the fall, stamped and stored by the server's clock as it arrives
      if (t <= fall && (t - day10) % (10 * MINUTE) === 0) {
        await database.db.insert(motionEvents).values({ deviceId: living, userId: home, timestamp: new Date(server), motionDetected: true, createdAt: new Date(server) })
      }
      await tick(server)
      // a server on another host claims the home in the last minute before the step, and dies holding it
      if (t === stepAt - MINUTE) {
        const claimed = await claimDueCircles(database.db, { instanceId: 'elsewhere:4242:dead', now: new Date(server + 59_000), intervalMs: MINUTE, leaseMs: CLAIM_LEASE_MS, limit: 10 })
        expect(claimed).toEqual([home])
      }
      if ((await quietAlerts()).length > 0) raisedAt = t
    }
    expect(raisedAt).not.toBeNull()
    expect(raisedAt!).toBeGreaterThan(fall)
    const [alert] = await quietAlerts()
    const metadata = alert!.metadata as Record<string, unknown>
    expect(Date.parse(String(metadata.lastMovementAt))).toBe(fall)
    // the first look at which the quiet since 10:30 passed the limit (each event is read a minute after it is stored)
    const limit = Number(metadata.limitMinutes)
    expect((raisedAt! - fall) / MINUTE).toBeGreaterThan(limit)
    expect((raisedAt! - fall) / MINUTE).toBeLessThanOrEqual(limit + 2)
  })
})

describe('what was stored before the step', () => {
  const now = day10 + 12 * HOUR
  const settledBefore = new Date(now - 2000)
  const store = async (clientId: string, rows: { at: number; storedAt: number }[]) =>
    database.db
      .insert(motionEvents)
      .values(rows.map(({ at, storedAt }) => ({ deviceId: living, userId: clientId, timestamp: new Date(at), motionDetected: true, createdAt: new Date(storedAt) })))
      .returning({ id: motionEvents.id })

  it('is read, not left for real time to pass it while the cursor goes past it for good', async () => {
    const other = (await makers(database.db).circle()).id
    // one stored in the last moments before the clock went back two hours, one after
    const rows = await store(other, [
      { at: now + AHEAD - 30_000, storedAt: now + AHEAD - 30_000 },
      { at: now - MINUTE, storedAt: now - MINUTE },
    ])
    // not yet evaluated since the step, a row stored 'in the future' is no more than a row not stored yet
    expect((await loadCircles(database.db, [other], settledBefore))[0]!.events.map((e) => e.id)).toEqual([rows[1]!.id])
    // its last evaluation was before the step: the rows stored before it are read with the others
    await database.db.insert(engineState).values({ userId: other, lastEvaluatedAt: new Date(now + AHEAD - MINUTE) })
    const [circle] = await loadCircles(database.db, [other], settledBefore)
    expect(circle!.events.map((e) => e.id)).toEqual(rows.map((r) => r.id))
    // a new home whose first events came before the step is not waiting for them to settle
    expect(circle!.firstEventsSettling).toBe(false)
  })

  it("holds no new home's evaluation waiting for history that only looks as if it was just sent", async () => {
    const other = (await makers(database.db).circle()).id
    // a hub with a right clock, its report stored while the server's clock read two hours more
    const event = { at: now - 30_000, storedAt: now + AHEAD - 30_000 }
    await store(other, [event])
    const events = [{ timestamp: new Date(event.at), storedAt: new Date(event.storedAt) }]
    expect(await historyUploadStep(database.db, { clientId: other, events, stored: null, now: new Date(now), batchLimit: EVENT_LIMITS.perCircle })).toBeNull()
  })

  it("does not begin a new home's state again for reports older than the time its clock reached while ahead", async () => {
    const other = (await makers(database.db).circle()).id
    await store(other, [{ at: now - 5 * MINUTE, storedAt: now - 5 * MINUTE }])
    // its state was evaluated while the server's clock read two hours more; a report after the step is live
    const home = syntheticHome('UTC')
    const stored = evaluate(null, [{ deviceKey: 'living-pir', kind: 'motion', room: 'living', timestamp: new Date(now - 5 * MINUTE), active: true }], new Date(now + AHEAD - MINUTE), home).state
    const events = [{ timestamp: new Date(now - 30_000), storedAt: new Date(now - 30_000) }]
    expect(await historyUploadStep(database.db, { clientId: other, events, stored, now: new Date(now), batchLimit: EVENT_LIMITS.perCircle })).toBeNull()
  })
})
