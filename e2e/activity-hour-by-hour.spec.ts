// The activity grid's counts in words: a square's count is in its title, which a phone cannot hover
// and a keyboard cannot reach. 'Each hour’s counts' under the grid lists each hour, newest first, with what
// each sensor reported in it.
import { expect as baseExpect, test } from '@playwright/test'
import { startClearOfHour } from './fixtures/midnight'
import { addSensor, apiAsRole, baseURL, newCircle, roomForSensors, sendHubEvents } from './fixtures/seed-circle'

const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** an hour's title as the grid gives it, on the circle's clock (UTC): 'Wed 14:00' */
const hourTitle = (start: number) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short' }).format(start)} ${new Date(start).toISOString().slice(11, 16)}`

test('a carer on a phone reads what each sensor reported, hour by hour, newest first', async ({ browser }) => {
  // the rows are named from hours worked out here before the page reads them: both in the same hour
  await startClearOfHour()
  const circle = await newCircle('Edna')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  const kitchen = await addSensor(admin, circle.clientId, { name: 'Kitchen sensor', location: 'Kitchen' })
  const door = await addSensor(admin, circle.clientId, { name: 'Front door', location: 'Hallway', kind: 'door' })
  const current = Date.now() - (Date.now() % HOUR)
  const kitchenHour = current - 2 * HOUR
  const doorHour = current - 3 * HOUR
  await sendHubEvents(admin, circle.clientId, [
    { deviceId: door.deviceId, timestamp: new Date(doorHour + 20 * MINUTE).toISOString(), door: 'open' },
    { deviceId: door.deviceId, timestamp: new Date(doorHour + 21 * MINUTE).toISOString(), door: 'closed' },
    ...[5, 10, 15].map((m) => ({ deviceId: kitchen.deviceId, timestamp: new Date(kitchenHour + m * MINUTE).toISOString(), motionDetected: true })),
  ])
  await admin.dispose()

  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: await circle.api.storageState(),
    viewport: { width: 320, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.goto('/')
  const patterns = page.getByRole('region', { name: 'Activity Patterns' })
  await expect(patterns.locator('[data-sensor-row="Kitchen sensor"]')).toContainText('3 motion events')

  const table = patterns.getByRole('table', { name: 'What each sensor reported, hour by hour, newest first' })
  await expect(table).toBeHidden()
  await patterns.locator('summary', { hasText: 'Each hour’s counts' }).tap()
  await expect(table).toBeVisible()
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(24)
  await expect(rows.nth(0)).toHaveText(`${hourTitle(current)}Nothing reported`)
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText(hourTitle(kitchenHour))
  await expect(rows.nth(2).getByRole('cell')).toHaveText('Kitchen sensor: 3 motion events')
  await expect(rows.nth(3).getByRole('rowheader')).toHaveText(hourTitle(doorHour))
  await expect(rows.nth(3).getByRole('cell')).toHaveText('Front door: 1 door opening')
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

  // 48 hours lists 48
  await patterns.getByRole('button', { name: '48h' }).tap()
  await expect(rows).toHaveCount(48)
  await context.close()
})

test('the list opens from the keyboard', async ({ page }) => {
  const circle = await newCircle('Ida')
  const admin = await apiAsRole('admin')
  await addSensor(admin, circle.clientId, { name: 'Hall sensor', location: 'Hallway' })
  await admin.dispose()
  await page.context().addCookies((await circle.api.storageState()).cookies)
  await page.goto('/')
  const patterns = page.getByRole('region', { name: 'Activity Patterns' })
  const summary = patterns.locator('summary', { hasText: 'Each hour’s counts' })
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(patterns.getByRole('table', { name: 'What each sensor reported, hour by hour, newest first' }).locator('tbody tr').first()).toContainText(
    'Nothing reported',
  )
})
