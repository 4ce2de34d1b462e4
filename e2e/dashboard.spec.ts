// A client's own dashboard read panel by panel: a new home with nothing in it yet, and the Door Activity
// panel's display rules (from fixed answers). The demo home's tour: dashboard-demo-home.spec.ts; the
// alerts card: dashboard-alerts-card.spec.ts; how an open dashboard stays current: dashboard-updates.spec.ts.
import { expect as baseExpect, test } from '@playwright/test'
import { browserAsClient, newCircle } from './fixtures/seed-circle'
import { openDashboard } from './fixtures/dashboard'
import { runAxe } from './fixtures/axe'
import { sidewaysPx } from './fixtures/sideways'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test('a new client sees their own empty circle: their name, zero sensors, monitoring not started, no alerts, no horizontal scroll at 375 px', async ({ browser }) => {
  const circle = await newCircle()
  const { context, page } = await browserAsClient(browser, circle)
  await page.setViewportSize({ width: 375, height: 800 })
  await openDashboard(page, circle.name)
  await expect(page.getByTestId('sensor-count')).toHaveText('0/0 sensors active')
  await expect(page.getByTestId('last-activity')).toContainText('No activity yet')
  // nothing watches a home without sensors: never All Clear or Everything Looks Good (no-sensors.spec.ts)
  await expect(page.getByText('No Alerts', { exact: true })).toBeVisible()
  await expect(page.getByTestId('door-status')).toHaveText('Status Unknown')
  await expect(page.getByTestId('overall-status')).toHaveText('Monitoring Not Started')
  await expect(page.getByText('No sensors yet, so nothing is watching this home.')).toBeVisible()
  // a client cannot simulate motion
  await expect(page.getByRole('button', { name: 'Simulate Motion' })).toHaveCount(0)
  // the 24h/48h toggle works by keyboard
  await page.getByRole('button', { name: '48h' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: '48h' })).toHaveAttribute('aria-pressed', 'true')
  const axe = await runAxe(page)
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  const overflow = await sidewaysPx(page)
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
})

test('door events (fixed answers, to pin the display rules): four newest, Currently Home, confidence colours', async ({ browser }) => {
  const circle = await newCircle('Olive')
  const { context, page } = await browserAsClient(browser, circle)
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
  const door = (id: string, minutes: number, eventType: string, confidence: number) => ({ id, timestamp: at(minutes), eventType, confidence, details: `door ${id}` })
  await page.route(
    (url) => url.pathname === '/api/door-events',
    (route) => route.fulfill({ json: [door('a', 300, 'left', 95), door('b', 5, 'entered', 92), door('c', 60, 'visitor_left', 80), door('d', 90, 'visitor_arrived', 60), door('e', 120, 'left', 99)] }),
  )
  await page.goto('/dashboard')
  await expect(page.getByTestId('door-status')).toHaveText('Currently Home')
  await expect(page.getByText(/^door [a-e]$/)).toHaveCount(4)
  await expect(page.getByText('door a', { exact: true })).toHaveCount(0)
  await expect(page.locator('[data-tone]', { hasText: '92% confidence' })).toHaveAttribute('data-tone', 'green')
  await expect(page.locator('[data-tone]', { hasText: '80% confidence' })).toHaveAttribute('data-tone', 'yellow')
  await expect(page.locator('[data-tone]', { hasText: '60% confidence' })).toHaveAttribute('data-tone', 'red')
  // on a small phone each badge stays on its event's first line, on one line of its own
  await page.setViewportSize({ width: 320, height: 640 })
  for (const badge of await page.locator('[data-tone]', { hasText: '% confidence' }).all()) {
    const [box, row] = await Promise.all([badge.boundingBox(), badge.locator('xpath=..').boundingBox()])
    expect(box!.height, await badge.innerText()).toBeLessThan(26)
    expect(box!.y - row!.y, await badge.innerText()).toBeLessThan(2)
    expect(box!.x, await badge.innerText()).toBeGreaterThan(row!.x + row!.width / 2)
  }
  await context.close()
})
