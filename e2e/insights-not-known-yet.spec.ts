// What the insights say while a home is learning and its bedroom sensor has never reported: Nora's home is fitted
// with five motion sensors and a front door; the hub sends two of her usual days and this morning, the kitchen
// 3 min ago last, and nothing ever from the bedroom. The Health Score showed 'Sleep quality 75' from two nights
// (a score that starts at 100 and loses only what the nights show); the Fall Risk of a sensor that was not the
// last to move showed 'LOW · No fall detected · 50% confidence', stand-ins read as measures.
import { expect as baseExpect, test } from '@playwright/test'
import { apiAsRole, newCircle, roomForSensors, sendHubEvents } from './fixtures/seed-circle'
import { fitUsualHome, HOUR_MS, MINUTE_MS, USUAL_DAY, zoneAt } from './fixtures/usual-day'
import { openDashboardAs } from './fixtures/dashboard'

// the machine is shared and slow: pages and the engine's ticks (every 2 s here) get time
const expect = baseExpect.configure({ timeout: 20_000 })

test('a learning home whose bedroom never reported: sleep quality and the activity score wait, and a sensor not judged says so', async ({ page }) => {
  test.slow()
  const circle = await newCircle('Nora')
  const staff = await apiAsRole('support')
  await roomForSensors(staff, circle.clientId)
  const started = Date.now()
  const { ahead, zone } = zoneAt(10, started)
  const { ids, report, usualDays, at } = await fitUsualHome(staff, circle.clientId, zone, ahead, started)
  const nowMinute = Math.floor((started + ahead * HOUR_MS) / MINUTE_MS) % (24 * 60)
  const morning = USUAL_DAY.filter(([minute]) => minute < nowMinute - 4).flatMap(([minute, sensor]) => report(sensor, at(0, minute)))
  // the bedroom sensor is fitted and never reports
  const events = [...usualDays(2), ...morning, ...report('kitchen', started - 3 * MINUTE_MS)].filter((e) => e.deviceId !== ids.bedroom)
  await sendHubEvents(staff, circle.clientId, events)
  // once the engine has read the history: day 3 of learning
  await expect
    .poll(async () => ((await (await staff.get(`/api/dashboard/stats?clientId=${circle.clientId}`)).json()) as { engine: { learningDay: number } | null }).engine?.learningDay ?? null, {
      timeout: 60_000,
    })
    .toBe(3)
  await staff.dispose()

  await openDashboardAs(page, 'support', circle)
  await expect(page.getByTestId('header-badge')).toHaveText('Learning the routine: day 3 of 7')
  await expect(page.getByTestId('activity-score')).toHaveText('–')
  await expect(page.getByTestId('activity-score-note')).toHaveText('Scored once the routine is learned')

  const health = page.getByRole('tabpanel', { name: 'Health Score' })
  await expect(health.getByTestId('health-score')).toHaveText('not enough data yet')
  // two nights read, both without the bedroom: no sleep score yet, how many more nights it needs, and the same among the recommendations
  await expect(health.locator('dl > div').filter({ has: page.getByText('Sleep quality', { exact: true }) }).locator('dd')).toHaveText('Not enough data yet: 1 more night needed')
  await expect(health).toContainText('Not enough data yet for sleep quality: it is worked out from 3 nights of sleep in the past week (2 seen so far, 1 more needed).')

  await page.getByRole('tab', { name: 'Fall Risk' }).click()
  await page.getByLabel('Sensor', { exact: true }).selectOption({ label: 'Bathroom sensor (Bathroom)' })
  const result = page.getByTestId('fall-risk-result')
  await expect(result).toContainText('Not assessed')
  await expect(result).toContainText(/Last activity was elsewhere \(the kitchen\), \d+ min ago/)
  await expect(result).not.toContainText('% confidence')
  await expect(result).not.toContainText('LOW')
})
