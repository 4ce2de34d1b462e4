// How an open dashboard stays current: what happens elsewhere reaches it live, and a quiet spell, when nothing
// is sent live, still has its reads refreshed at their intervals (SPEC.md §7).
import { expect as baseExpect, test } from '@playwright/test'
import { addSensor, apiAsRole, browserAsClient, homeLastMoved, newCircle, sendHubEvents } from './fixtures/seed-circle'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test('live: an emergency raised elsewhere, then new motion, reach an open dashboard within 2 seconds, without a reload', async ({ browser }) => {
  const circle = await newCircle('Pia')
  const admin = await apiAsRole('admin')
  const sensor = await addSensor(admin, circle.clientId, { name: 'Lounge sensor', location: 'Living Room' })
  const { context, page } = await browserAsClient(browser, circle)
  const live = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.status() === 200)
  await page.goto('/')
  // the sensor has not reported yet: nothing can raise an alert, and the card says so (decision 0043)
  await expect(page.getByText('No sensor has reported yet, so no alert can be raised.', { exact: true })).toBeVisible()
  // the sidebar's Alerts badge counts unresolved alerts and hides at zero
  await expect(page.getByTestId('alerts-badge')).toHaveCount(0)
  await live
  const raised = await circle.api.post(`/api/alerts/emergency?clientId=${circle.clientId}`)
  expect(raised.status()).toBe(201)
  await expect(page.getByText('Urgent Attention Needed', { exact: true })).toBeVisible({ timeout: 2_000 })
  await expect(page.getByTestId('header-badge')).toHaveText('Attention Needed', { timeout: 2_000 })
  await expect(page.getByTestId('alerts-badge')).toHaveText('1')

  // the hub reports movement now: the last-activity indicator follows
  await expect(page.getByTestId('last-activity')).toContainText('No activity yet')
  await sendHubEvents(admin, circle.clientId, [{ deviceId: sensor.deviceId, timestamp: new Date().toISOString(), motionDetected: true }])
  await expect(page.getByTestId('last-activity')).toContainText('Active recently', { timeout: 2_000 })
  await expect(page.getByTestId('last-activity')).toHaveAttribute('data-tone', 'green')
  await context.close()
  await admin.dispose()
})

test('a quiet spell sends nothing live: the stats still refresh every minute, the insights at their own intervals (SPEC.md §7)', async ({ page }) => {
  // a sensor that reported half an hour ago: insights need motion data (a home without any has none)
  const circle = await homeLastMoved('Quin', [{ name: 'Hall sensor', location: 'Hallway', movedMinutesAgo: 30 }])
  // the engine's first look at the home (every 2 s here, later on a loaded machine) gives the score the
  // page shows; the page's clock is ours below, so it would not read it again for minutes
  await expect
    .poll(async () => (await circle.api.get(`/api/ml/health-score?clientId=${circle.clientId}`)).status(), { timeout: 30_000 })
    .toBe(200)
  await page.clock.install()
  const reads: Record<string, number> = {}
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname
    reads[path] = (reads[path] ?? 0) + 1
  })
  const count = (path: string) => reads[path] ?? 0
  await page.goto('/login')
  await page.getByLabel('Email').fill(circle.email)
  await page.getByLabel('Password').fill(circle.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByTestId('overall-status')).toBeVisible()
  await expect(page.getByText('Overall score: not enough data yet')).toBeVisible()
  // the live stream's first 'ready' may refetch the page's reads: count from when nothing is moving
  await expect.poll(() => count('/api/live')).toBeGreaterThan(0)
  const settled = async () => {
    for (let last = ''; ; ) {
      const seen = JSON.stringify(reads)
      if (seen === last) return
      last = seen
      await page.waitForTimeout(1500)
    }
  }
  await settled()
  // the page's clock runs minutes ahead of the server's heartbeats (every 25 s of real time), so the page
  // takes its stream for dead and opens another, refetching everything (live-connection.spec.ts): keep
  // that one from connecting, so only the intervals are counted
  await page.route((url) => url.pathname === '/api/live', (route) => route.abort())
  const start = { stats: count('/api/dashboard/stats'), health: count('/api/ml/health-score') }

  await page.clock.runFor('01:05')
  await expect.poll(() => count('/api/dashboard/stats')).toBeGreaterThan(start.stats)
  expect(count('/api/ml/health-score')).toBe(start.health)
  await page.clock.runFor('04:00')
  await expect.poll(() => count('/api/ml/health-score')).toBeGreaterThan(start.health)

  // the tab on screen keeps its own interval: Behavioral Patterns every 10 minutes
  await page.getByRole('tab', { name: 'Behavioral Patterns' }).click()
  await expect.poll(() => count('/api/ml/behavioral-patterns')).toBeGreaterThan(0)
  await settled()
  const patterns = count('/api/ml/behavioral-patterns')
  await page.clock.runFor('09:00')
  expect(count('/api/ml/behavioral-patterns')).toBe(patterns)
  await page.clock.runFor('01:10')
  await expect.poll(() => count('/api/ml/behavioral-patterns')).toBeGreaterThan(patterns)
})
