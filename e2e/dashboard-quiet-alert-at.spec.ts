// By when something must move before Hearthwatch alerts (engine/quiet-forecast.ts). Iris's home is fitted
// by support with five motion sensors and a front door; the hub sends ten of her usual days (up at 07:00,
// out 14:00-15:30, in bed at 22:45) and this morning's, the kitchen 3 min ago last. The support agent who
// watches over her opens the dashboard: under the last activity it says 'If nothing moves by HH:MM, Hearthwatch will alert.', the
// time the engine's own limits give, on the home's clock. She walks to the bathroom, a room falls happen
// in: the line follows with the time that now holds.
//
// The routine is learned on the home's clock: the home is given the fixed-offset zone whose clock reads
// 10:xx now, and the browser the same zone, so the times carry no zone label.
import { expect as baseExpect, test } from '@playwright/test'
import { apiAsRole, baseURL, newCircle, roomForSensors, sendHubEvents, watchCircle } from './fixtures/seed-circle'
import { fitUsualHome, HOUR_MS, MINUTE_MS, USUAL_DAY, zoneAt } from './fixtures/usual-day'
import { openDashboard } from './fixtures/dashboard'

// the machine is shared and slow: pages and the engine's ticks (every 2 s here) get time
const expect = baseExpect.configure({ timeout: 20_000 })

const LINE = /^If nothing moves by (\d\d:\d\d), Hearthwatch will alert\.$/

test('support sees by when something must move before an alert, in the home’s time, and it follows her to the bathroom', async ({ browser }) => {
  test.slow()
  const circle = await newCircle('Iris')
  const staff = await apiAsRole('support')
  await roomForSensors(staff, circle.clientId)
  const started = Date.now()
  const { ahead, zone } = zoneAt(10, started)
  const { report, usualDays, at } = await fitUsualHome(staff, circle.clientId, zone, ahead, started)
  // this morning up to 4 min ago, as every day, then the kitchen 3 min ago
  const nowMinute = Math.floor((started + ahead * HOUR_MS) / MINUTE_MS) % (24 * 60)
  const morning = USUAL_DAY.filter(([minute]) => minute < nowMinute - 4).flatMap(([minute, sensor]) => report(sensor, at(0, minute)))
  const kitchenAt = started - 3 * MINUTE_MS
  await sendHubEvents(staff, circle.clientId, [...usualDays(10), ...morning, ...report('kitchen', kitchenAt)])

  /** When the server says the alert would come, on the home's clock (HH:MM), once the engine has read the events */
  const alertAt = async () => {
    let clock = ''
    await expect
      .poll(
        async () => {
          const stats = (await (await staff.get(`/api/dashboard/stats?clientId=${circle.clientId}`)).json()) as { lastMotionAt: string | null; engine: { quietAlertAt: string | null } | null }
          const at = stats.engine?.quietAlertAt
          clock = at ? new Date(new Date(at).getTime() + ahead * HOUR_MS).toISOString().slice(11, 16) : ''
          return { last: stats.lastMotionAt, at: at ?? null }
        },
        { message: 'the engine has read the events and gives a time', timeout: 30_000 },
      )
      .toMatchObject({ at: expect.any(String) })
    return clock
  }
  const afterKitchen = await alertAt()
  // learned: not the learning week's twelve hours, and not before a quiet of a quarter of an hour
  const kitchenClock = new Date(kitchenAt + ahead * HOUR_MS)
  const minutesAfter = (hhmm: string, from: Date) => {
    const [h, m] = hhmm.split(':').map(Number)
    return ((((h ?? 0) * 60 + (m ?? 0) - (from.getUTCHours() * 60 + from.getUTCMinutes())) % 1440) + 1440) % 1440
  }
  expect(minutesAfter(afterKitchen, kitchenClock)).toBeGreaterThanOrEqual(15)
  expect(minutesAfter(afterKitchen, kitchenClock)).toBeLessThan(6 * 60)

  const context = await browser.newContext({ baseURL: baseURL(), timezoneId: zone, storageState: await staff.storageState() })
  const page = await context.newPage()
  await watchCircle(page, circle.clientId)
  await openDashboard(page, circle.name)
  const line = page.getByTestId('quiet-alert-at')
  await expect(line).toHaveText(`If nothing moves by ${afterKitchen}, Hearthwatch will alert.`)
  await expect(page.getByTestId('last-activity')).toContainText('Active recently')

  // to the bathroom now: a room falls happen in has its own, shorter limit, and the page follows live
  await sendHubEvents(staff, circle.clientId, report('bathroom', Date.now()))
  let afterBathroom = afterKitchen
  await expect.poll(async () => (afterBathroom = await alertAt()), { message: 'a new time once the bathroom is read', timeout: 30_000 }).not.toBe(afterKitchen)
  await expect(line).toHaveText(LINE)
  await expect(line).toHaveText(`If nothing moves by ${afterBathroom}, Hearthwatch will alert.`)
  await context.close()
  await staff.dispose()
})
