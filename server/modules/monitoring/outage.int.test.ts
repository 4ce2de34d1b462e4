// A power cut where Hearthwatch runs: the scheduler stops, the sensors' events of those hours are
// lost, and when it starts again the person has been up and about all along. Through the scheduler
// and PostgreSQL: no 'No movement for 2 h' at start-up, and the quiet is judged from what was watched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY, day0, HOUR, livingRoomHome, MINUTE, type LivingRoomHome } from './living-room-test-kit'

let kit: LivingRoomHome
let tick: LivingRoomHome['tick']
let quietAlerts: LivingRoomHome['quietAlerts']

beforeAll(async () => {
  // on days 0-9, and on day 10 until 09:00, its events stored as they happen, so each tick reads only those before it
  kit = await livingRoomHome({ days: 11, lastDayUntil: 9 * HOUR, storedAt: (at, d) => (d === 10 ? at : new Date(day0)) })
  ;({ tick, quietAlerts } = kit)
})
afterAll(() => kit.close())

describe('after a power cut where Hearthwatch runs', () => {
  it('raises no quiet alert when it starts again, though nothing was heard for two and a half hours', async () => {
    // watching every minute until the power goes at 09:05 (the last event was at 09:00)
    for (let t = day0 + 10 * DAY + 8 * HOUR; t <= day0 + 10 * DAY + 9 * HOUR + 5 * MINUTE; t += MINUTE) await tick(t)
    expect(await quietAlerts()).toEqual([])
    // back at 11:35: the events of 09:05-11:35 were never stored
    await tick(day0 + 10 * DAY + 11 * HOUR + 35 * MINUTE)
    expect(await quietAlerts()).toEqual([])
  })

  it('raises it once the minutes it watched pass the limit, saying how much was not counted', async () => {
    let raisedAt: number | null = null
    for (let t = day0 + 10 * DAY + 11 * HOUR + 36 * MINUTE; t <= day0 + 10 * DAY + 13 * HOUR && raisedAt === null; t += MINUTE) {
      await tick(t)
      if ((await quietAlerts()).length > 0) raisedAt = t
    }
    const [alert] = await quietAlerts()
    expect(alert).toBeDefined()
    const limit = Number((alert!.metadata as Record<string, unknown>).limitMinutes)
    // 5 minutes watched before the cut (09:00-09:05), the rest after 11:35
    expect((raisedAt! - (day0 + 10 * DAY + 11 * HOUR + 35 * MINUTE)) / MINUTE + 5).toBeGreaterThan(limit)
    expect(alert!.description).toMatch(/^No movement for \d+ h \d+ min at home \(last in the living room\) — .*2 h 30 min of it passed while Hearthwatch could not hear the home, and is not counted/)
  })
})
