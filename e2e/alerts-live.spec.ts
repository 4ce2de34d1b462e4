// The Alerts page kept live across pages, a dropped connection, and a phone used by keyboard alone.
import { test } from '@playwright/test'
import { EMERGENCY, INACTIVITY, LIVE_MS, QUIET_MINUTES, card, expect, openAlerts, openAlertsAsStaff, tab } from './fixtures/alerts-page'
import { addSensor, apiAsRole, browserAsClient, minutesAgo, newCircle, raiseEmergency, sendHubEvents } from './fixtures/seed-circle'
import { runAxe } from './fixtures/axe'

test.beforeEach(() => test.slow())

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
  await expect(card(theirs.page, INACTIVITY)).toContainText('Sky Support is contacting you', { timeout: LIVE_MS })

  // the client resolves both, each after saying yes (they are about someone who may not be moving); support sees them move to Resolved
  const confirmResolve = async () => {
    const ask = theirs.page.getByRole('alertdialog', { name: 'Resolve this alert?' })
    await ask.getByRole('button', { name: 'Resolve Alert' }).click()
    await expect(ask).toBeHidden()
  }
  // support's keyboard is on that alert's Resolve when the client resolves it: support keeps a place in the
  // list (the card left), and a screen reader is told the alert was closed
  await card(page, INACTIVITY).getByRole('button', { name: 'Resolve' }).focus()
  await card(theirs.page, INACTIVITY).getByRole('button', { name: 'Resolve' }).click()
  await confirmResolve()
  await expect(theirs.page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await expect(tab(theirs.page, /^Active Alerts \(1\)$/)).toBeVisible()
  await expect(tab(page, /^Resolved Alerts \(1\)$/)).toBeVisible({ timeout: LIVE_MS })
  await expect(card(page, EMERGENCY).getByRole('button', { name: 'Resolve' })).toBeFocused()
  await expect(page.getByTestId('new-alert-polite')).toHaveText(`Alert closed: ${INACTIVITY}`)
  // the client closed it herself: her own page says it with the toast, not again
  await expect(theirs.page.getByTestId('new-alert-polite')).not.toContainText('Alert closed')
  await card(theirs.page, EMERGENCY).getByRole('button', { name: 'Resolve' }).click()
  await confirmResolve()
  await expect(theirs.page.getByText('The alert has been marked as resolved.', { exact: true }).first()).toBeVisible()
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

test('when the connection drops, Resolve says so and the alert stays active', async ({ page }) => {
  const circle = await newCircle()
  await raiseEmergency(circle.api, circle.clientId)
  await openAlertsAsStaff(page, 'support', circle.clientId)
  await page.route(
    (url) => url.pathname.endsWith('/resolve'),
    (route) => route.abort('internetdisconnected'),
  )
  await card(page, EMERGENCY).getByRole('button', { name: 'Resolve' }).click()
  await page.getByRole('alertdialog', { name: 'Resolve this alert?' }).getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(page.getByText('Failed to resolve alert. Please try again.', { exact: true })).toBeVisible()
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(tab(page, /^Active Alerts \(1\)$/)).toBeVisible()
  await expect(card(page, EMERGENCY).getByRole('button', { name: 'Resolve' })).toBeEnabled()
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
    const { violations } = await runAxe(page, { tags: ['wcag2a', 'wcag2aa'] })
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
  }
  expect(await axe()).toEqual([])

  // Tab from the top of the page to Resolve, then Enter
  const resolve = card(page, EMERGENCY).getByRole('button', { name: 'Resolve' })
  for (let i = 0; i < 40 && !(await resolve.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(resolve).toBeFocused()
  await page.keyboard.press('Enter')
  // the question opens on Cancel: Tab to Resolve Alert, then Enter
  const ask = page.getByRole('alertdialog', { name: 'Resolve this alert?' })
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(ask.getByRole('button', { name: 'Resolve Alert' })).toBeFocused()
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
