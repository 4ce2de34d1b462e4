// The dashboard on a 390 px phone: the insights' three tabs on one line, a sensor with a long name
// still showing its status badge beside it, and nothing wider than the screen.
import { expect as baseExpect, test } from '@playwright/test'
import { addSensor, apiAsRole, baseURL, newCircle } from './fixtures/seed-circle'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** near the 50 characters a sensor name may have; the location is long too */
const LONG_NAME = 'Upstairs landing motion sensor near spare bedroom'
const LONG_LOCATION = 'First floor landing outside the spare bedroom door'

test('on a 390 px phone the insight tabs share one row, a long sensor name keeps its badge on its line, no sideways scroll', async ({ browser }) => {
  const circle = await newCircle('Phoebe')
  const admin = await apiAsRole('admin')
  await addSensor(admin, circle.clientId, { name: LONG_NAME, location: LONG_LOCATION, batteryLevel: 87 })
  await admin.dispose()
  const context = await browser.newContext({
    baseURL: baseURL(),
    storageState: await circle.api.storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: `Monitoring ${circle.name}` })).toBeVisible()

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

  // the sensor row: the name cut short with the whole of it in its title, the badge on the same line
  const row = page.getByRole('region', { name: 'Sensor Status' }).getByRole('listitem').filter({ hasText: LONG_NAME })
  const name = row.locator('[title]')
  await expect(name).toHaveAttribute('title', `${LONG_NAME} · ${LONG_LOCATION} · 87%`)
  await expect(name).toContainText(LONG_NAME)
  const badge = row.locator('[data-tone]')
  await expect(badge).toHaveText('No Data')
  const [nameBox, badgeBox, rowBox] = await row.evaluate((el) =>
    [el.querySelector('[title]')!, el.querySelector('[data-tone]')!, el].map((node) => {
      const r = node.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )
  if (!nameBox || !badgeBox || !rowBox) throw new Error('row not laid out')
  expect(badgeBox.y, 'badge not below the name').toBeLessThan(nameBox.y + nameBox.height)
  expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(rowBox.y + rowBox.height + 0.5)
  expect(badgeBox.x, 'badge after the name').toBeGreaterThanOrEqual(nameBox.x + nameBox.width)
  expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5)
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth), 'the name is cut short').toBe(true)

  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }))
  expect(widths.viewport).toBe(390)
  expect(widths.page).toBeLessThanOrEqual(390)
  await context.close()
})
