// The activity grid counts by the home's clock hours, whatever the database's own time zone.
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { devices, motionEvents, users } from '../../db/schema'
import { useSignedInApp } from '../../test/signed-in-app'
import { hourlyActivity } from './activity.service'

// each test makes its own homes, signed in as they need
const t = useSignedInApp({})
const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** A home in `timeZone` with one motion sensor that saw movement at each of `times` */
async function homeWithMotion(timeZone: string, times: Date[]) {
  const home = await t.make.circle()
  await t.db.update(users).set({ timeZone }).where(eq(users.id, home.id))
  const [sensor] = await t.db
    .insert(devices)
    .values({ userId: home.id, name: 'Hall', location: 'Hallway', deviceId: `MSH-${home.id.slice(0, 8)}` })
    .returning({ id: devices.id })
  if (times.length > 0) await t.db.insert(motionEvents).values(times.map((timestamp) => ({ deviceId: sensor!.id, userId: home.id, timestamp, motionDetected: true })))
  return { home, sensorId: sensor!.id }
}

const rowsOf = (rows: { hourStart: Date; count: number }[]) => rows.map((r) => [r.hourStart.toISOString(), r.count])

describe('the activity grid by the home’s hours', () => {
  it('counts a home half an hour off UTC by its own hours (India: 05:40 and 06:20 are two hours)', async () => {
    // two hours back from the current UTC hour: :10 and :50 UTC are :40 and :20 of two Kolkata hours
    const hourAgo = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR
    const { home } = await homeWithMotion('Asia/Kolkata', [new Date(hourAgo + 10 * MINUTE), new Date(hourAgo + 50 * MINUTE)])
    const cookie = await t.signIn(home)
    const res = await t.app.inject({ method: 'GET', url: '/api/activity?hours=24', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    expect((res.json() as { hourStart: string; count: number }[]).map((r) => [r.hourStart, r.count])).toEqual([
      [new Date(hourAgo - 30 * MINUTE).toISOString(), 1],
      [new Date(hourAgo + 30 * MINUTE).toISOString(), 1],
    ])
  })

  it('keeps the two 01:00 hours of the night the clocks go back apart, and starts at the oldest square', async () => {
    // London, 25 Oct 2026: 01:30 BST (00:30 UTC), then 01:30 GMT (01:30 UTC); 12:20 GMT now
    const now = new Date('2026-10-25T12:20:00Z')
    const times = ['2026-10-24T12:50:00Z', '2026-10-24T13:05:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T12:10:00Z'].map((s) => new Date(s))
    const { home } = await homeWithMotion('Europe/London', times)
    expect(rowsOf(await hourlyActivity(t.db, home.id, 24, 'Europe/London', now))).toEqual([
      // 12:50 UTC the day before is in the hour before the oldest square (13:00): not counted
      ['2026-10-24T13:00:00.000Z', 1],
      ['2026-10-25T00:00:00.000Z', 1],
      ['2026-10-25T01:00:00.000Z', 1],
      ['2026-10-25T12:00:00.000Z', 1],
    ])
  })

  it('counts Lord Howe’s hours across its half-hour change, from the oldest square the web draws', async () => {
    // 4 Oct 2026: 02:00 +10:30 (15:30 UTC) became 02:30 +11. Now 03:10 +11 (16:10 UTC); 24 squares
    // begin at 18:00 +10:30 the day before (2 Oct 17:30 UTC)
    const now = new Date('2026-10-03T16:10:00Z')
    const times = ['2026-10-02T17:20:00Z', '2026-10-02T17:40:00Z', '2026-10-03T15:05:00Z', '2026-10-03T15:20:00Z', '2026-10-03T15:35:00Z', '2026-10-03T16:05:00Z'].map((s) => new Date(s))
    const { home } = await homeWithMotion('Australia/Lord_Howe', times)
    expect(rowsOf(await hourlyActivity(t.db, home.id, 24, 'Australia/Lord_Howe', now))).toEqual([
      // 17:20 UTC is 03:50 +10:30, the hour before the oldest square: not counted
      ['2026-10-02T17:30:00.000Z', 1],
      // 01:35 and 01:50 +10:30: the hour 01:00-02:00
      ['2026-10-03T14:30:00.000Z', 2],
      // 02:35 +11: the half hour 02:30-03:00
      ['2026-10-03T15:30:00.000Z', 1],
      ['2026-10-03T16:00:00.000Z', 1],
    ])
  })

  it('counts by the home’s hours when the database itself is set to another zone', async () => {
    const hourAgo = Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR
    const { home } = await homeWithMotion('Europe/London', [new Date(hourAgo + 5 * MINUTE), new Date(hourAgo + 45 * MINUTE)])
    const cookie = await t.signIn(home)
    // PostgreSQL set up in India: its session zone is the server's, not the home's
    await t.db.execute(sql`SET TIME ZONE 'Asia/Kolkata'`)
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/activity?hours=24', headers: { cookie } })
      expect((res.json() as { hourStart: string; count: number }[]).map((r) => [r.hourStart, r.count])).toEqual([[new Date(hourAgo).toISOString(), 2]])
    } finally {
      await t.db.execute(sql`SET TIME ZONE 'UTC'`)
    }
  })
})
