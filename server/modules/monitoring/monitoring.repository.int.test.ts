import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devices, motionEvents, users } from '../../db/schema'
import { engineState } from '../../db/platform-schema'
import type { Database } from '../../lib/db'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { eventsSince, loadCircle, loadCircles } from './monitoring.repository'
import { homeOf } from './monitoring.service'

let database: Database
afterAll(async () => database.close())
beforeAll(async () => {
  database = await freshDatabase()
})

async function circleWithEvents(count: number) {
  const id = (await makers(database.db).circle()).id
  const [device] = await database.db.insert(devices).values({ userId: id, name: 'Hall', location: 'Hall', deviceId: `MSH-${id.slice(0, 8).toUpperCase()}` }).returning()
  if (count === 0) return { id, eventIds: [] }
  const rows = await database.db
    .insert(motionEvents)
    .values(Array.from({ length: count }, (_, i) => ({ deviceId: device!.id, userId: id, timestamp: new Date(Date.UTC(2026, 9, 1, 8, i)), motionDetected: true, createdAt: new Date(Date.UTC(2026, 9, 1)) })))
    .returning({ id: motionEvents.id })
  return { id, eventIds: rows.map((r) => r.id) }
}

describe("the scheduler's reads", () => {
  it('gives each circle of a batch exactly its own events after its own cursor, oldest first', async () => {
    const ahead = await circleWithEvents(5)
    const behind = await circleWithEvents(4)
    const fresh = await circleWithEvents(3)
    // no events of its own, and a cursor past everyone else's
    const late = await circleWithEvents(0)
    await database.db.insert(engineState).values([
      { userId: ahead.id, lastEventId: ahead.eventIds[2]! },
      { userId: behind.id, lastEventId: 0 },
      { userId: late.id, lastEventId: fresh.eventIds[2]! },
    ])
    const circles = await loadCircles(database.db, [ahead.id, behind.id, fresh.id, late.id], new Date(Date.UTC(2026, 9, 2)))
    const idsOf = (id: string) => circles.find((c) => c.clientId === id)?.events.map((e) => e.id)
    expect(idsOf(ahead.id)).toEqual(ahead.eventIds.slice(3))
    expect(idsOf(behind.id)).toEqual(behind.eventIds)
    expect(idsOf(fresh.id)).toEqual(fresh.eventIds)
    expect(idsOf(late.id)).toEqual([])
    expect(circles.find((c) => c.clientId === ahead.id)?.events[0]).toMatchObject({ timestamp: new Date(Date.UTC(2026, 9, 1, 8, 3)), motionDetected: true })
  })

  it('leaves events stored in the last moments for the next tick', async () => {
    const circle = await circleWithEvents(2)
    const circles = await loadCircles(database.db, [circle.id], new Date(Date.UTC(2026, 8, 30)))
    expect(circles[0]?.events).toEqual([])
  })

  it("gives the dashboard one circle's own events after its cursor, oldest first, at most the limit", async () => {
    const circle = await circleWithEvents(6)
    // another home's events stored after this one's, which the read must pass over
    await circleWithEvents(3)
    const settled = new Date(Date.UTC(2026, 9, 2))
    const events = await eventsSince(database.db, circle.id, circle.eventIds[1]!, settled, 3)
    expect(events.map((e) => e.id)).toEqual(circle.eventIds.slice(2, 5))
    expect(events[0]).toEqual({ id: circle.eventIds[2], deviceId: expect.any(String), timestamp: new Date(Date.UTC(2026, 9, 1, 8, 2)), motionDetected: true, storedAt: expect.any(Date) })
    expect(await eventsSince(database.db, circle.id, circle.eventIds[5]!, settled)).toEqual([])
    expect(await eventsSince(database.db, circle.id, 0, new Date(Date.UTC(2026, 8, 30)))).toEqual([])
  })

  it("gives the engine the family's answer that a cat or dog lives there, and no pet where they have not said so", async () => {
    const withCat = await circleWithEvents(1)
    const without = await circleWithEvents(1)
    await database.db.update(users).set({ petsAtHome: true }).where(eq(users.id, withCat.id))
    const circles = await loadCircles(database.db, [withCat.id, without.id], new Date(Date.UTC(2026, 9, 2)))
    const homeFor = (id: string) => {
      const circle = circles.find((c) => c.clientId === id)!
      return homeOf(circle, circle.devices, circle.hubs)
    }
    expect(homeFor(withCat.id).pets).toBe(true)
    expect(homeFor(without.id)).not.toHaveProperty('pets')
    // the dashboard's own read of one circle, for its scores
    const one = async (id: string) => {
      const circle = (await loadCircle(database.db, id))!
      return homeOf(circle, circle.devices)
    }
    expect((await one(withCat.id)).pets).toBe(true)
    expect(await one(without.id)).not.toHaveProperty('pets')
  })

  it('gives the engine the motion sensors the family says the pet cannot set off, and no mark on the others', async () => {
    const withCat = await circleWithEvents(1)
    await database.db.update(users).set({ petsAtHome: true }).where(eq(users.id, withCat.id))
    const [bathroom] = await database.db
      .insert(devices)
      .values({ userId: withCat.id, name: 'Bathroom', location: 'Bathroom', deviceId: `MSH-BATH-${withCat.id.slice(0, 8)}`, petImmune: true })
      .returning()
    const [circle] = await loadCircles(database.db, [withCat.id], new Date(Date.UTC(2026, 9, 2)))
    const one = (await loadCircle(database.db, withCat.id))!
    // the scheduler's read and the dashboard's; the hall sensor of circleWithEvents goes in unmarked
    for (const home of [homeOf(circle!, circle!.devices, circle!.hubs), homeOf(one, one.devices)]) {
      expect(home.devices).toHaveLength(2)
      expect(home.devices.find((d) => d.key === bathroom!.id)).toMatchObject({ kind: 'motion', room: 'bathroom', petImmune: true })
      expect(home.devices.find((d) => d.key !== bathroom!.id)).not.toHaveProperty('petImmune')
    }
  })
})
