import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { SEEDED, SEEDED_FACTS } from './fixtures/accounts'
import {
  addSensor,
  apiAsRole,
  browserAsClient,
  engineAlerts,
  findSeededCircle,
  minutesAgo,
  newCircle,
  raiseEmergency,
  resolveAlert,
  sendHubEvents,
  watchCircle,
} from './fixtures/seed-circle'
import { login } from './fixtures/session'

// the machine is shared and slow: pages get time to load; what must be live keeps its 2 s
const expect = baseExpect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

const EMERGENCY = 'Emergency button pressed'
const LIVE_MS = 2_000
/** What the engine raises, from real events */
const { inactivityTitle: INACTIVITY, batteryTitle: BATTERY, patternTitle: PATTERN } = SEEDED_FACTS
/** More than the 12 hours of quiet the engine allows while it is still learning a home's routine */
const QUIET_MINUTES = 13 * 60

const stat = (page: Page, key: 'total' | 'active' | 'critical' | 'today') =>
  page.getByRole('region', { name: 'Alert statistics' }).locator(`[data-stat="${key}"]`)
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name })
const card = (page: Page, title: string) => page.getByRole('article', { name: title })
const isAlertList = (url: URL) => url.pathname === '/api/alerts'

/** Opens /alerts and waits until the live stream is connected (its headers arrive after the server subscribed) */
async function openAlerts(page: Page) {
  const live = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.status() === 200)
  await page.goto('/alerts')
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  await live
}

async function openAlertsAsStaff(page: Page, role: 'admin' | 'support', clientId: string) {
  await watchCircle(page, clientId)
  await login(page, role)
  await openAlerts(page)
}

/** Moves the browser's installed clock on to `to` (ms), firing the timers due, so the ages re-render */
async function advanceBrowserClock(page: Page, to: number) {
  const browserNow = await page.evaluate(() => Date.now())
  await page.clock.fastForward(Math.max(0, Math.round(to - browserNow)))
}

/** Midnight in the circle's zone (UTC: registered circles keep the default) */
const circleMidnight = () => {
  const now = new Date()
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
}

test('an empty circle: three placeholders while loading, zero counts and both empty states', async ({ browser }) => {
  const circle = await newCircle()
  const { context, page } = await browserAsClient(browser, circle)
  await page.route(isAlertList, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500))
    await route.continue()
  })
  await page.goto('/alerts')
  await expect(page.getByTestId('alert-skeleton')).toHaveCount(3)
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  await expect(page.getByTestId('alert-skeleton')).toHaveCount(0)
  await expect(page.getByText('All systems are functioning normally. No immediate attention required.')).toBeVisible()
  for (const key of ['total', 'active', 'critical', 'today'] as const) await expect(stat(page, key)).toHaveText('0')
  for (const label of ['Total Alerts', 'Active Alerts', 'Critical Alerts', "Today's Alerts"]) {
    await expect(page.getByRole('region', { name: 'Alert statistics' }).getByText(label, { exact: true })).toBeVisible()
  }
  await expect(tab(page, /^Active Alerts \(0\)$/)).toHaveAttribute('aria-selected', 'true')
  await tab(page, /^Resolved Alerts \(0\)$/).click()
  await expect(page.getByText('No Resolved Alerts', { exact: true })).toBeVisible()
  await expect(page.getByText('No alerts have been resolved yet.')).toBeVisible()
  await context.close()
})

test('live: a new alert, a responder and a resolution reach the other open page within 2 seconds', async ({ browser, page }) => {
  const circle = await newCircle()
  const admin = await apiAsRole('admin')
  const sensor = await addSensor(admin, circle.clientId, { name: 'Bedroom Sensor', location: 'Bedroom' })
  // the client watches
  const theirs = await browserAsClient(browser, circle)
  await openAlerts(theirs.page)
  await expect(theirs.page.getByText('No Active Alerts', { exact: true })).toBeVisible()

  // support watches too
  await openAlertsAsStaff(page, 'support', circle.clientId)
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()

  // one browser raises the emergency, the other shows it without a reload
  const raised = await page.request.post(`/api/alerts/emergency?clientId=${circle.clientId}`)
  expect(raised.status()).toBe(201)
  await expect(card(theirs.page, EMERGENCY)).toBeVisible({ timeout: LIVE_MS })
  await expect(card(theirs.page, EMERGENCY)).toContainText('CRITICAL')
  await expect(card(theirs.page, EMERGENCY)).toContainText('Just now')
  await expect(tab(theirs.page, /^Active Alerts \(1\)$/)).toBeVisible()
  await expect(card(page, EMERGENCY)).toBeVisible({ timeout: LIVE_MS })

  // the hub reports the last movement, 13 hours ago: the engine raises an inactivity alert on both pages
  await sendHubEvents(admin, circle.clientId, [{ deviceId: sensor.deviceId, timestamp: minutesAgo(QUIET_MINUTES), motionDetected: true }])
  await expect(card(theirs.page, INACTIVITY)).toBeVisible({ timeout: 30_000 })
  await expect(card(page, INACTIVITY)).toBeVisible({ timeout: LIVE_MS })
  await expect(card(page, INACTIVITY)).toContainText('HIGH')
  await expect(tab(theirs.page, /^Active Alerts \(2\)$/)).toBeVisible()

  // Contact records who is responding, for everyone watching
  await card(page, INACTIVITY).getByRole('button', { name: 'Contact' }).click()
  await expect(page.getByText('Contact Initiated', { exact: true })).toBeVisible()
  await expect(page.getByText('Attempting to contact the client...', { exact: true })).toBeVisible()
  await expect(card(theirs.page, INACTIVITY)).toContainText('Sky Support is contacting them', { timeout: LIVE_MS })

  // the client resolves both; support sees them move to Resolved
  await card(theirs.page, INACTIVITY).getByRole('button', { name: 'Resolve' }).click()
  await expect(theirs.page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await expect(tab(theirs.page, /^Active Alerts \(1\)$/)).toBeVisible()
  await expect(tab(page, /^Resolved Alerts \(1\)$/)).toBeVisible({ timeout: LIVE_MS })
  await card(theirs.page, EMERGENCY).getByRole('button', { name: 'Resolve' }).click()
  await expect(theirs.page.getByText('The alert has been marked as resolved.', { exact: true })).toBeVisible()
  await expect(tab(theirs.page, /^Active Alerts \(0\)$/)).toBeVisible()
  await expect(tab(page, /^Resolved Alerts \(2\)$/)).toBeVisible({ timeout: LIVE_MS })
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()

  await tab(theirs.page, /^Resolved Alerts \(2\)$/).click()
  const resolved = card(theirs.page, EMERGENCY)
  await expect(resolved).toContainText('RESOLVED')
  await expect(resolved).toContainText('Created: Just now')
  await expect(resolved).toContainText('Resolved: Just now')
  await expect(resolved).toContainText(`Resolved by ${circle.name}`)
  await expect(resolved.getByRole('button')).toHaveCount(0)
  await expect(card(theirs.page, INACTIVITY)).toContainText(`Resolved by ${circle.name}`)
  // resolved by a person, the engine does not raise it again while the quiet goes on
  await page.waitForTimeout(5_000)
  await expect(tab(page, /^Active Alerts \(0\)$/)).toBeVisible()
  await theirs.context.close()
  await admin.dispose()
})

test('search, severity and type filters narrow the tabs; the stat cards count every alert', async ({ page }) => {
  const circle = await newCircle()
  const first = await raiseEmergency(circle.api, circle.clientId)
  await resolveAlert(circle.api, circle.clientId, first.id)
  await raiseEmergency(circle.api, circle.clientId)

  await openAlertsAsStaff(page, 'admin', circle.clientId)
  const counts = async (active: number, resolved: number) => {
    await expect(tab(page, new RegExp(`^Active Alerts \\(${active}\\)$`))).toBeVisible()
    await expect(tab(page, new RegExp(`^Resolved Alerts \\(${resolved}\\)$`))).toBeVisible()
  }
  const cards = async () => {
    for (const [key, n] of [['total', 2], ['active', 1], ['critical', 1], ['today', 2]] as const) await expect(stat(page, key)).toHaveText(String(n))
  }
  await counts(1, 1)
  await cards()

  const severity = page.getByLabel('Filter by severity')
  const type = page.getByLabel('Filter by type')
  await expect(severity.locator('option')).toHaveText(['All Severities', 'Critical', 'High', 'Medium', 'Low'])
  await expect(type.locator('option')).toHaveText(['All Types', 'Inactivity', 'Sensor Offline', 'Pattern Change', 'Emergency'])

  const search = page.getByPlaceholder('Search alerts...')
  await search.fill('zebra')
  await counts(0, 0)
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  await search.fill('EMERGENCY BUTTON')
  await counts(1, 1)
  await search.fill('')

  await severity.selectOption('Low')
  await counts(0, 0)
  await severity.selectOption('Critical')
  await counts(1, 1)
  await type.selectOption('Inactivity')
  await counts(0, 0)
  await type.selectOption('Emergency')
  await counts(1, 1)
  await cards()
})

test('each type gets its own buttons; Troubleshoot shows the sensor; filters by type, severity and room; ages move on', async ({ page }) => {
  const circle = await newCircle()
  const admin = await apiAsRole('admin')
  const sensor = await addSensor(admin, circle.clientId, { name: 'Kitchen Sensor', location: 'Kitchen', batteryLevel: 64, signalStrength: 71 })
  await raiseEmergency(circle.api, circle.clientId)
  // the hub reports movement 13 hours ago, then the sensor's battery at 8 % three hours ago (no movement)
  await sendHubEvents(admin, circle.clientId, [
    { deviceId: sensor.deviceId, timestamp: minutesAgo(QUIET_MINUTES), motionDetected: true },
    { deviceId: sensor.deviceId, timestamp: minutesAgo(180), motionDetected: false, batteryLevel: 8, signalStrength: 71 },
  ])
  const alerts = await engineAlerts(admin, circle.clientId, ['inactivity', 'sensor_offline'])
  await page.clock.install()
  await openAlertsAsStaff(page, 'support', circle.clientId)

  const inactivity = card(page, INACTIVITY)
  const offline = card(page, BATTERY)
  const emergency = card(page, EMERGENCY)
  await expect(inactivity).toContainText('HIGH')
  await expect(inactivity).toContainText('No movement for 13 h')
  await expect(offline).toContainText('MEDIUM')
  await expect(offline).toContainText('battery is at 8 %')
  await expect(offline).toContainText('Kitchen Sensor · Kitchen · ')
  await expect(emergency).toContainText('CRITICAL')
  const buttons = async (c: typeof inactivity, names: string[]) => expect(c.getByRole('button')).toHaveText(names)
  await buttons(inactivity, ['Contact', 'Resolve'])
  await buttons(offline, ['Troubleshoot', 'Resolve'])
  await buttons(emergency, ['Resolve'])

  const today = alerts.filter((a) => new Date(a.createdAt).getTime() >= circleMidnight()).length
  for (const [key, n] of [['total', 3], ['active', 3], ['critical', 1], ['today', today]] as const) await expect(stat(page, key)).toHaveText(String(n))

  // Troubleshoot: the toast and the sensor's diagnostics, as the hub last reported them
  const troubleshoot = offline.getByRole('button', { name: 'Troubleshoot' })
  await troubleshoot.click()
  await expect(page.getByText('Troubleshooting', { exact: true })).toBeVisible()
  await expect(page.getByText('Initiating sensor diagnostics...', { exact: true })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Sensor Diagnostics' })
  await expect(dialog).toContainText('Kitchen Sensor (Kitchen)')
  await expect(dialog.locator('[data-diagnostic="Battery"]')).toHaveText('8%')
  await expect(dialog.locator('[data-diagnostic="Signal"]')).toHaveText('71%')
  await expect(dialog.locator('[data-diagnostic="Status"]')).toHaveText('Online')
  await expect(dialog.locator('[data-diagnostic="Last event"]')).toHaveText('3h ago')
  await expect(dialog.locator('[data-diagnostic="Events in the last 24 h"]')).toHaveText('2')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(troubleshoot).toBeFocused()

  await page.getByLabel('Filter by type').selectOption('Sensor Offline')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(offline).toBeVisible()
  await page.getByLabel('Filter by type').selectOption('All Types')
  await page.getByLabel('Filter by severity').selectOption('High')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(inactivity).toBeVisible()
  await page.getByLabel('Filter by severity').selectOption('All Severities')
  // the sensor's name (the inactivity alert says 'last in the kitchen' but names no sensor)
  await page.getByPlaceholder('Search alerts...').fill('kitchen sensor')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(offline).toBeVisible()
  await page.getByPlaceholder('Search alerts...').fill('')

  // time passes in the browser: the ages follow
  const madeAt = (type: string) => new Date(alerts.find((a) => a.type === type)!.createdAt).getTime()
  await advanceBrowserClock(page, madeAt('inactivity') + 5 * 60_000 + 10_000)
  await expect(inactivity).toContainText('5m ago')
  await advanceBrowserClock(page, madeAt('sensor_offline') + 3 * 3_600_000 + 10_000)
  await expect(offline).toContainText('Kitchen Sensor · Kitchen · 3h ago')
  await admin.dispose()
})

test("the engine's pattern change: LOW, Resolve only, found by its type filter, aged in days", async ({ page }) => {
  // Jordan's circle was seeded with three weeks of history, quieter lately; nobody changes it
  const support = await apiAsRole('support')
  const clientId = await findSeededCircle(support, SEEDED.jordan)
  const alerts = await engineAlerts(support, clientId, ['pattern_change'])
  await page.clock.install()
  await openAlertsAsStaff(page, 'support', clientId)
  const pattern = card(page, PATTERN)
  await expect(pattern).toContainText('LOW')
  await expect(pattern).toContainText('Less activity at home')
  await expect(pattern.getByRole('button')).toHaveText(['Resolve'])
  await page.getByLabel('Filter by type').selectOption('Pattern Change')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(pattern).toBeVisible()
  await page.getByLabel('Filter by type').selectOption('Inactivity')
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  await page.getByLabel('Filter by type').selectOption('All Types')
  const madeAt = new Date(alerts.find((a) => a.type === 'pattern_change')!.createdAt).getTime()
  await advanceBrowserClock(page, madeAt + 2 * 86_400_000 + 5 * 60_000)
  await expect(pattern).toContainText('2d ago')
  await support.dispose()
})

test('when the connection drops, Resolve says so and the alert stays active', async ({ page }) => {
  const circle = await newCircle()
  await raiseEmergency(circle.api, circle.clientId)
  await openAlertsAsStaff(page, 'support', circle.clientId)
  await page.route(
    (url) => url.pathname.endsWith('/resolve'),
    (route) => route.abort('internetdisconnected'),
  )
  await card(page, EMERGENCY).getByRole('button', { name: 'Resolve' }).click()
  await expect(page.getByText('Failed to resolve alert. Please try again.', { exact: true })).toBeVisible()
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(tab(page, /^Active Alerts \(1\)$/)).toBeVisible()
  await expect(card(page, EMERGENCY).getByRole('button', { name: 'Resolve' })).toBeEnabled()
})

test('a support agent with two circles switches between them', async ({ page }) => {
  const busy = await newCircle('Bea')
  const quiet = await newCircle('Quinn')
  await raiseEmergency(busy.api, busy.clientId)
  await openAlertsAsStaff(page, 'support', busy.clientId)
  await expect(card(page, EMERGENCY)).toBeVisible()
  await page.getByLabel('Care circle').selectOption({ label: quiet.name })
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  await expect(stat(page, 'total')).toHaveText('0')
  await page.getByLabel('Care circle').selectOption({ label: busy.name })
  await expect(card(page, EMERGENCY)).toBeVisible()
})

test('a carer in no circle is told there is nothing to show', async ({ page }) => {
  await login(page, 'carer')
  await page.goto('/alerts')
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Management' })).toBeVisible()
  await expect(page.getByText('You are not part of a care circle yet, so there are no alerts to show.')).toBeVisible()
})

test('on a phone: no sideways scroll, resolved by keyboard alone, no serious accessibility violation', async ({ browser }) => {
  const circle = await newCircle()
  await raiseEmergency(circle.api, circle.clientId)
  const { context, page } = await browserAsClient(browser, circle)
  await page.setViewportSize({ width: 375, height: 812 })
  await openAlerts(page)
  await expect(card(page, EMERGENCY)).toBeVisible()
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth === document.documentElement.clientWidth)
  expect(await noSidewaysScroll()).toBe(true)
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()

  const axe = async () => {
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
  }
  expect(await axe()).toEqual([])

  // Tab from the top of the page to Resolve, then Enter
  const resolve = card(page, EMERGENCY).getByRole('button', { name: 'Resolve' })
  for (let i = 0; i < 40 && !(await resolve.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(resolve).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  // focus did not fall off the page with the card
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true)

  // the tabs by arrow keys
  await tab(page, /^Active Alerts/).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tab(page, /^Resolved Alerts \(1\)$/)).toHaveAttribute('aria-selected', 'true')
  await expect(card(page, EMERGENCY)).toContainText('RESOLVED')
  expect(await noSidewaysScroll()).toBe(true)
  expect(await axe()).toEqual([])
  await context.close()
})
