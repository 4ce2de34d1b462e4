// A home whose clock is a half or three quarters of an hour off UTC (India +05:30, the Chatham Islands
// +12:45) closes its hours at :30 or :15 past the UTC hour. The learned routine of the hour that just
// closed goes to activity_patterns when the home's own hour turns, not when UTC's does.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityPatterns, devices, motionEvents, users } from '../../db/schema'
import type { Database } from '../../lib/db'
import { createLiveBus } from '../../lib/live-bus'
import { localInstant } from '../../engine/synthetic-home'
import { makers } from '../../test/make'
import { freshDatabase } from '../../test/test-db'
import { runTick } from './scheduler'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const firstDay = Math.round(Date.UTC(2026, 9, 1) / DAY)
const log = { error: () => {}, info: () => {}, debug: () => {} }

let database: Database

beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(async () => {
  await database.close()
})

/** A circle in `timeZone` with ten days of someone moving every 10 minutes from 07:00 to 22:00 local */
async function homeIn(timeZone: string) {
  const clientId = (await makers(database.db).circle()).id
  await database.db.update(users).set({ timeZone }).where(eq(users.id, clientId))
  const [living] = await database.db.insert(devices).values({ userId: clientId, name: 'Living', location: 'Living Room', deviceId: `MSH-${clientId.slice(0, 8).toUpperCase()}` }).returning()
  const rows = []
  for (let d = 0; d < 10; d++) {
    for (let minute = 7 * 60; minute <= 22 * 60; minute += 10) {
      rows.push({ deviceId: living!.id, userId: clientId, timestamp: new Date(localInstant(firstDay + d, minute, timeZone)), motionDetected: true, createdAt: new Date(firstDay * DAY - DAY) })
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await database.db.insert(motionEvents).values(rows.slice(i, i + 1000))
  return clientId
}

const hoursWritten = async (clientId: string) =>
  (await database.db.select({ hour: activityPatterns.hour }).from(activityPatterns).where(and(eq(activityPatterns.userId, clientId)))).map((r) => r.hour).sort((a, b) => a - b)

describe.each(['Asia/Kolkata', 'Pacific/Chatham'])('activity_patterns in %s', (timeZone) => {
  it("writes an hour when the home's own hour closes, and not an hour still going on", async () => {
    const live = await createLiveBus()
    const clientId = await homeIn(timeZone)
    const tickAt = (minute: number) => runTick({ db: database.db, live, log, now: () => new Date(localInstant(firstDay + 9, minute, timeZone)), intervalMs: MINUTE, instanceId: 'a' })
    // the UTC hour turns at 15:30 local in Kolkata (+05:30), at 15:45 in Chatham in October (+13:45)
    const utcTurn = Array.from({ length: 59 }, (_, i) => 15 * 60 + 1 + i).find((minute) => localInstant(firstDay + 9, minute, timeZone) % (60 * MINUTE) === 0)!
    await tickAt(14 * 60 + 50)
    await tickAt(15 * 60 + 5) // 14:00–15:00 local closed, within one UTC hour
    expect(await hoursWritten(clientId)).toEqual([14])
    await tickAt(utcTurn - 5)
    await tickAt(utcTurn + 5) // UTC's hour turned; 15:00 local is still going on
    expect(await hoursWritten(clientId)).toEqual([14])
    await live.close()
  })
})
