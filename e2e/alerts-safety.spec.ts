// The Alerts page as a carer woken at night uses it: a possible fall offers Contact; Resolve asks
// first for someone who may not be moving, and for a battery still low; the quiet counted live; a
// second carer told who resolved it first; new alerts told to a screen reader; and buttons and tabs
// big enough for a finger.
import { test, type Page } from '@playwright/test'
import { BATTERY, INACTIVITY, QUIET_MINUTES, card, expect, isAlertList, openAlertsAsStaff, tab } from './fixtures/alerts-page'
import { patchAnswer } from './fixtures/patch-answer'
import { addSensor, apiAsRole, engineAlerts, minutesAgo, newCircle, raiseEmergency, sendHubEvents, type SeededAlert } from './fixtures/seed-circle'

test.beforeEach(() => test.slow())

const FALL = 'Possible fall in the bathroom'
const ask = (page: Page) => page.getByRole('alertdialog', { name: 'Resolve this alert?' })
const height = async (page: Page, locator: ReturnType<Page['getByRole']>) => (await locator.boundingBox())?.height ?? 0

/** The real list, with the emergency made what the engine raises for a possible fall: high at first */
const emergencyAsFall = patchAnswer((list: (SeededAlert & Record<string, unknown>)[]) =>
  list.map((a) =>
    a.type === 'emergency'
      ? { ...a, severity: 'high', title: FALL, metadata: { lastMovementAt: minutesAgo(146), quietMinutes: 146, lastRoom: 'bathroom', source: 'engine' } }
      : a,
  ),
)

test('new alerts are told to a screen reader; a possible fall offers Contact; Resolve asks first where someone may not be moving or a battery is still low', async ({ browser }) => {
  const circle = await newCircle('Tess')
  const admin = await apiAsRole('admin')
  const sensor = await addSensor(admin, circle.clientId, { name: 'Kitchen Sensor', location: 'Kitchen' })
  // a support agent on a phone: the one who contacts (the person watched is offered no Contact about themself: alert-responders.spec.ts)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.route(isAlertList, emergencyAsFall)
  await page.setViewportSize({ width: 375, height: 812 })
  await openAlertsAsStaff(page, 'support', circle.clientId)
  await expect(page.getByText('No Active Alerts', { exact: true })).toBeVisible()
  const polite = page.getByTestId('new-alert-polite')
  const assertive = page.getByTestId('new-alert-assertive')
  await expect(polite).toHaveText('')

  // the hub reports the last movement 13 hours ago and a low battery: the engine raises both, live
  const lastMovement = minutesAgo(QUIET_MINUTES)
  await sendHubEvents(admin, circle.clientId, [
    { deviceId: sensor.deviceId, timestamp: lastMovement, motionDetected: true },
    { deviceId: sensor.deviceId, timestamp: minutesAgo(180), motionDetected: false, batteryLevel: 8 },
  ])
  await engineAlerts(admin, circle.clientId, ['inactivity', 'sensor_offline'])
  await expect(card(page, INACTIVITY)).toBeVisible()
  await expect(polite).toContainText(`New alert: ${INACTIVITY}`)
  await expect(assertive).toHaveText('')
  // a possible fall is urgent: said at once
  await raiseEmergency(admin, circle.clientId)
  await expect(card(page, FALL)).toBeVisible()
  await expect(assertive).toHaveText(`New alert: ${FALL}`)

  // the quiet, counted from the last movement in the home's time (UTC), not frozen as raised
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(lastMovement))
  // the page's clock ticks every 30 s, so it may still be just short of 13 hours
  const since = new RegExp(`^No movement since (\\w{3} )?${clock} — (12 h 59 min|13 h|13 h 1 min) ago$`)
  await expect(card(page, INACTIVITY).getByTestId('last-movement')).toHaveText(since)
  await expect(card(page, FALL).getByTestId('last-movement')).toHaveText(/ — 2 h 2[5-7] min ago$/)
  await expect(card(page, BATTERY).getByTestId('last-movement')).toHaveCount(0)

  // a possible fall at high severity: Call Now and Contact, as for inactivity; every button 44 px on a phone, and the tabs
  await expect(card(page, FALL).getByRole('button')).toHaveText(['Call Now', 'Contact', 'Resolve'])
  for (const [title, names] of [[FALL, ['Call Now', 'Contact', 'Resolve']], [INACTIVITY, ['Contact', 'Resolve']], [BATTERY, ['Troubleshoot', 'Resolve']]] as const) {
    for (const name of names) expect(await height(page, card(page, title).getByRole('button', { name })), `${title}: ${name}`).toBeGreaterThanOrEqual(44)
  }
  expect(await height(page, tab(page, /^Active Alerts/))).toBeGreaterThanOrEqual(44)
  expect(await height(page, tab(page, /^Resolved Alerts/))).toBeGreaterThanOrEqual(44)

  // Resolve on the inactivity alert asks first; Cancel keeps it, and focus goes back to Resolve
  const resolveQuiet = card(page, INACTIVITY).getByRole('button', { name: 'Resolve' })
  await resolveQuiet.click()
  await expect(ask(page)).toContainText(INACTIVITY)
  await expect(ask(page)).toContainText('Resolve it only once you know they are all right. If there is still no movement, Hearthwatch will alert again within the hour.')
  await ask(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(ask(page)).toBeHidden()
  await expect(resolveQuiet).toBeFocused()
  await expect(tab(page, /^Active Alerts \(3\)$/)).toBeVisible()
  await resolveQuiet.click()
  await ask(page).getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(page.getByText('Alert Resolved', { exact: true })).toBeVisible()
  await expect(tab(page, /^Active Alerts \(2\)$/)).toBeVisible()

  // a low battery asks first too: resolved before it is replaced, it is raised again within a day
  await card(page, BATTERY).getByRole('button', { name: 'Resolve' }).click()
  await expect(ask(page)).toContainText('The battery is still low. Resolve it once it has been replaced: if it stays low, Hearthwatch will raise this alert again within a day.')
  await ask(page).getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(tab(page, /^Active Alerts \(1\)$/)).toBeVisible()
  // the list changed twice since: the fall was said once
  await expect(assertive).toHaveText(`New alert: ${FALL}`)

  // on a desktop the buttons and tabs keep their usual size
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect.poll(() => height(page, card(page, FALL).getByRole('button', { name: 'Resolve' }))).toBe(36)
  await expect.poll(() => height(page, tab(page, /^Active Alerts/))).toBeLessThan(44)
  await admin.dispose()
  await context.close()
})

test('two carers resolve at once: the second is told who had already resolved it', async ({ page }) => {
  const circle = await newCircle('Una', 'Fallon')
  const emergency = await raiseEmergency(circle.api, circle.clientId)
  await openAlertsAsStaff(page, 'support', circle.clientId)
  const alert = card(page, 'Emergency button pressed')
  await alert.getByRole('button', { name: 'Resolve' }).click()
  await expect(ask(page)).toContainText('Resolve it only once you know they are all right. Everyone in the care circle will see that it has been dealt with.')
  // while support reads the question, Una resolves it herself: the card goes, the question stays
  const res = await circle.api.put(`/api/alerts/${emergency.id}/resolve?clientId=${circle.clientId}`)
  expect(res.ok()).toBe(true)
  // (the page behind the question is hidden from assistive technology: found by its data attribute)
  await expect(page.locator(`[data-alert-id="${emergency.id}"]`)).toHaveCount(0)
  await expect(ask(page)).toBeVisible()
  await ask(page).getByRole('button', { name: 'Resolve Alert' }).click()
  await expect(page.getByText('Already Resolved', { exact: true })).toBeVisible()
  await expect(page.getByText('Una Fallon had already resolved this alert.', { exact: true })).toBeVisible()
  await expect(page.getByText('Alert Resolved', { exact: true })).toHaveCount(0)
  // focus did not fall off the page with the card
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true)
})
