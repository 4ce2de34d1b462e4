// The dashboard on a phone: the insights' three tabs on one line, a sensor with a long name still
// showing its status badge and battery beside it, and nothing wider than the screen, down to 320 px.
import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { colourFamily } from './fixtures/colour'
import { addSensor, apiAsRole, baseURL, engineAlerts, newCircle, roomForSensors, type Circle } from './fixtures/seed-circle'
import { openDashboard } from './fixtures/dashboard'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** near the 50 characters a sensor name may have; the location is long too */
const LONG_NAME = 'Upstairs landing motion sensor near spare bedroom'
const LONG_LOCATION = 'First floor landing outside the spare bedroom door'
/** the most a sensor name (50) and a location (100) may have, without a space to wrap at */
const UNBROKEN_NAME = 'UpstairsLandingMotionSensorNearTheSpareBedroomDoor'
const UNBROKEN_LOCATION = 'FirstFloorLandingOutsideTheSpareBedroomDoorNextToTheAiringCupboardAndTheBathroomsAtTheTopOfTheStairs'

/** The circle's client on its dashboard, in a phone's browser `width` px wide */
async function dashboardOnPhone(browser: Browser, circle: Circle, width: number) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: await circle.api.storageState(),
    viewport: { width, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await openDashboard(page, circle.name)
  return { context, page }
}

/** Whole within the phone's width, not pushed off its side (a page too wide is zoomed out on a phone, so "in the viewport" is not enough) */
async function expectOnScreen(locator: Locator, width: number) {
  const box = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { left: r.left, right: r.right }
  })
  expect(box.left).toBeGreaterThanOrEqual(0)
  expect(box.right).toBeLessThanOrEqual(width)
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }))
  expect(widths.viewport).toBe(width)
  expect(widths.page, 'no sideways scroll').toBeLessThanOrEqual(width)
}

test('on a 390 px phone the insight tabs share one row, a long sensor name keeps its badge on its line, no sideways scroll', async ({ browser }) => {
  const circle = await newCircle('Phoebe')
  const admin = await apiAsRole('admin')
  await addSensor(admin, circle.clientId, { name: LONG_NAME, location: LONG_LOCATION, batteryLevel: 87 })
  await admin.dispose()
  const { context, page } = await dashboardOnPhone(browser, circle, 390)

  // Health Score, Behavioral Patterns, Fall Risk: the same row, all in view without scrolling the list
  const list = page.getByRole('tablist', { name: 'AI health insights' })
  const tabs = list.getByRole('tab')
  await expect(tabs).toHaveText(['Health Score', 'Behavioral Patterns', 'Fall Risk'])
  // measured in one frame: cards above still loading (alerts, the connection banner) move the page between separate reads
  const [first, ...others] = await list.evaluate((el) =>
    [...el.querySelectorAll('[role="tab"]')].map((tab) => {
      const r = tab.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )
  if (!first) throw new Error('no tabs')
  for (const other of others) {
    expect(Math.abs(other.y - first.y), 'same top').toBeLessThanOrEqual(1)
    expect(Math.abs(other.height - first.height), 'same height').toBeLessThanOrEqual(1)
  }
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth), 'every tab in view').toBe(true)
  const listBox = await list.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { x: r.x, width: r.width, lastRight: Math.max(...[...el.querySelectorAll('[role="tab"]')].map((t) => t.getBoundingClientRect().right)) }
  })
  expect(listBox.lastRight).toBeLessThanOrEqual(listBox.x + listBox.width + 0.5)

  // the sensor row: the whole name and location wrap (nothing only in a title that touch and zoom never
  // see), the badge beside them at the line's end
  const row = page.getByRole('region', { name: 'Sensor Status' }).getByRole('listitem').filter({ hasText: LONG_NAME })
  const name = row.locator('[data-sensor-name]')
  await expect(name).toContainText(LONG_NAME)
  await expect(name).toContainText(LONG_LOCATION)
  const badge = row.locator('[data-tone]')
  await expect(badge).toHaveText('No Data')
  const [nameBox, badgeBox, rowBox] = await row.evaluate((el) =>
    [el.querySelector('[data-sensor-name]')!, el.querySelector('[data-tone]')!, el].map((node) => {
      const r = node.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )
  if (!nameBox || !badgeBox || !rowBox) throw new Error('row not laid out')
  expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(rowBox.y + rowBox.height + 0.5)
  expect(badgeBox.x, 'badge after the name').toBeGreaterThanOrEqual(nameBox.x + nameBox.width)
  expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5)
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight), 'the whole name is shown').toBe(true)

  await expectNoSidewaysScroll(page, 390)
  await context.close()
})

test('on a 320 px phone the longest names wrap or are cut short, counts and batteries stay in view, and a low battery stands out', async ({ browser }) => {
  expect(UNBROKEN_NAME).toHaveLength(50)
  expect(UNBROKEN_LOCATION).toHaveLength(100)
  const circle = await newCircle('Quinn')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  await addSensor(admin, circle.clientId, { name: UNBROKEN_NAME, location: UNBROKEN_LOCATION, batteryLevel: 4 })
  await addSensor(admin, circle.clientId, { name: 'Hallway Sensor', location: 'Hallway', batteryLevel: 87 })
  await admin.dispose()
  const { context, page } = await dashboardOnPhone(browser, circle, 320)

  // Activity Patterns: the whole name wraps onto lines of its own, its count beside it on screen
  const gridRow = page.locator(`[data-sensor-row="${UNBROKEN_NAME}"]`)
  await expect(gridRow).toContainText(UNBROKEN_NAME)
  await expectOnScreen(gridRow.getByText('0 motion events', { exact: true }), 320)

  // Sensor Status: name and location wrap, whole on screen; the battery whole, at the line's end
  const status = page.getByRole('region', { name: 'Sensor Status' })
  const low = status.getByRole('listitem').filter({ hasText: UNBROKEN_NAME })
  const lowName = low.locator('[data-sensor-name]')
  await expect(lowName).toContainText(`${UNBROKEN_NAME} · ${UNBROKEN_LOCATION}`)
  expect(await lowName.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the whole name is shown').toBe(true)
  await expectOnScreen(lowName, 320)
  const lowBattery = low.locator('[data-battery]')
  await expect(lowBattery).toHaveText('Battery 4% low')
  await expect(lowBattery).toHaveAttribute('data-battery', 'low')
  await expectOnScreen(lowBattery, 320)
  expect(await colourFamily(lowBattery)).toBe('red')
  const fine = status.getByRole('listitem').filter({ hasText: 'Hallway Sensor' })
  await expect(fine.locator('[data-battery]')).toHaveText('Battery 87%')
  await expect(fine.locator('[data-battery]')).toHaveAttribute('data-battery', 'ok')
  await expectOnScreen(fine.locator('[data-battery]'), 320)
  expect(await colourFamily(fine.locator('[data-battery]'))).toBe('grey')

  await expectNoSidewaysScroll(page, 320)

  // the Alerts page: the low-battery alert quotes the whole name, and its card wraps it
  await engineAlerts(circle.api, circle.clientId, ['sensor_offline'])
  await page.goto('/alerts')
  const battery = page.getByRole('article').filter({ hasText: 'Sensor battery low' })
  await expect(battery).toContainText(UNBROKEN_NAME)
  await expectOnScreen(battery.getByRole('button', { name: 'Resolve' }), 320)
  await expectNoSidewaysScroll(page, 320)
  await context.close()
})
