// Call Now on the Alerts page, as on the dashboard's Alerts card: on urgent alerts (critical, or a possible
// fall at any severity) and on unusual inactivity, which its e-mail calls urgent (decision 0120), the number
// the person being watched gave, and without one a word on what to do; 44 px to tap on a phone. It stands
// apart from Contact beside it by more than its red: its own icon, heavier words, and under forced colours a
// heavier border (decision 0083).
import { test, type Locator } from '@playwright/test'
import { BATTERY, EMERGENCY, INACTIVITY, QUIET_MINUTES, card, expect, isAlertList, openAlerts, openAlertsAsStaff } from './fixtures/alerts-page'
import { patchAnswer } from './fixtures/patch-answer'
import { colourFamily } from './fixtures/colour'
import { addSensor, apiAsRole, baseURL, browserAsClient, engineAlerts, minutesAgo, newCircle, raiseEmergency, sendHubEvents, type SeededAlert } from './fixtures/seed-circle'

test.beforeEach(() => test.slow())

const PHONE = '+1 202-555-0147'
const TEL = 'tel:+12025550147'
const FALL = 'Possible fall in the bathroom'

/** Call Now is a link with a number to dial, else a button that says what to do */
const callNow = (within: Locator) => within.getByRole('link', { name: 'Call Now' }).or(within.getByRole('button', { name: 'Call Now' }))

/** The real list, with the emergency made what the engine raises for a possible fall: high at first */
const emergencyAsFall = patchAnswer((list: (SeededAlert & Record<string, unknown>)[]) =>
  list.map((a) => (a.type === 'emergency' ? { ...a, severity: 'high', title: FALL, metadata: { lastMovementAt: minutesAgo(146), quietMinutes: 146 } } : a)),
)

test('urgent alerts offer Call Now on the number the person gave, as the dashboard does, and so does unusual inactivity, which its e-mail calls urgent; other alerts do not; 44 px on a phone', async ({ page }) => {
  const circle = await newCircle('Wren')
  expect((await circle.api.patch('/api/me/contact', { data: { phone: PHONE } })).status()).toBe(200)
  const admin = await apiAsRole('admin')
  const sensor = await addSensor(admin, circle.clientId, { name: 'Kitchen Sensor', location: 'Kitchen' })
  // the last movement 13 hours ago and a low battery: the engine raises inactivity (high) and a battery alert
  await sendHubEvents(admin, circle.clientId, [
    { deviceId: sensor.deviceId, timestamp: minutesAgo(QUIET_MINUTES), motionDetected: true },
    { deviceId: sensor.deviceId, timestamp: minutesAgo(180), motionDetected: false, batteryLevel: 8 },
  ])
  await engineAlerts(admin, circle.clientId, ['inactivity', 'sensor_offline'])
  await raiseEmergency(circle.api, circle.clientId)
  await admin.dispose()

  await openAlertsAsStaff(page, 'support', circle.clientId)
  const emergency = card(page, EMERGENCY)
  await expect(emergency).toContainText('CRITICAL')
  await expect(emergency.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', TEL)
  await expect(emergency.getByRole('link', { name: 'Call Now' })).toHaveAccessibleDescription(EMERGENCY)
  await expect(emergency.getByRole('button')).toHaveText(['Contact', 'Resolve'])
  // inactivity at high severity is urgent news too (its e-mail says 'Urgent' and gives this number): Call Now; a low battery is not
  await expect(card(page, INACTIVITY)).toContainText('HIGH')
  await expect(card(page, INACTIVITY).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', TEL)
  await expect(card(page, INACTIVITY).getByRole('button')).toHaveText(['Contact', 'Resolve'])
  await expect(card(page, BATTERY)).toBeVisible()
  await expect(callNow(card(page, BATTERY))).toHaveCount(0)

  // the dashboard's Alerts card dials the same number
  await page.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('region', { name: 'Urgent Attention Needed' }).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', TEL)

  // a possible fall is urgent at high severity too; on a phone, 44 px to tap
  await page.route(isAlertList, emergencyAsFall)
  await page.setViewportSize({ width: 375, height: 812 })
  await openAlerts(page)
  const fall = card(page, FALL)
  await expect(fall).toContainText('HIGH')
  const call = fall.getByRole('link', { name: 'Call Now' })
  await expect(call).toHaveAttribute('href', TEL)
  expect((await call.boundingBox())?.height, 'Call Now is tall enough to tap').toBeGreaterThanOrEqual(44)
  const inactivityCall = card(page, INACTIVITY).getByRole('link', { name: 'Call Now' })
  expect((await inactivityCall.boundingBox())?.height, "the inactivity alert's Call Now is tall enough to tap").toBeGreaterThanOrEqual(44)
})

test('without a number Call Now says what to do, as on the dashboard; the person watched gets her circle, saying whom to call', async ({ browser, page }) => {
  const circle = await newCircle('Yara')
  await raiseEmergency(circle.api, circle.clientId)
  await openAlertsAsStaff(page, 'admin', circle.clientId)
  const emergency = card(page, EMERGENCY)
  await expect(emergency.getByRole('button')).toHaveText(['Call Now', 'Contact', 'Resolve'])
  await emergency.getByRole('button', { name: 'Call Now' }).click()
  await expect(page.getByText('Call your loved one now from your phone. They have not added a phone number to Quick Contact yet.', { exact: true })).toBeVisible()

  const own = await browserAsClient(browser, circle)
  await openAlerts(own.page)
  await card(own.page, EMERGENCY).getByRole('button', { name: 'Call Now' }).click()
  // her circle's numbers (decision 0047); nobody else is in this home yet
  const call = own.page.getByRole('dialog', { name: 'Call Now' })
  await expect(call).toContainText('Call someone in your care circle, or the emergency services if you need help now.')
  await expect(call).toContainText('Nobody else is in your care circle yet.')
  await own.context.close()
})

/** What tells a button apart besides its words: its icon's drawing, the weight of its words, its border */
const lookOf = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el)
    return { icon: el.querySelector('svg')?.innerHTML ?? '', weight: Number(style.fontWeight), border: parseFloat(style.borderTopWidth) }
  })

test('on a phone Call Now stands apart from Contact beside it: its own icon, heavier words, red, and a heavier border in forced colours; 44 px to tap', async ({ browser }) => {
  const circle = await newCircle('Zelda')
  await raiseEmergency(circle.api, circle.clientId)
  for (const forcedColors of ['none', 'active'] as const) {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, forcedColors })
    const page = await context.newPage()
    await openAlertsAsStaff(page, 'support', circle.clientId)
    const emergency = card(page, EMERGENCY)
    const [call, contact] = [callNow(emergency), emergency.getByRole('button', { name: 'Contact', exact: true })]
    await expect(call).toBeVisible()
    await expect(contact).toBeVisible()
    const [urgent, other] = [await lookOf(call), await lookOf(contact)]
    const where = `forced colours ${forcedColors}`
    expect(urgent.icon, `${where}: Call Now's icon is not Contact's`).not.toBe(other.icon)
    expect(urgent.weight, `${where}: Call Now's words are heavier than Contact's`).toBeGreaterThan(other.weight)
    expect(urgent.weight, `${where}: Call Now's words are semibold or more`).toBeGreaterThanOrEqual(600)
    if (forcedColors === 'none') {
      expect(await colourFamily(call, 'backgroundColor'), 'Call Now is red').toBe('red')
      expect(await colourFamily(contact, 'backgroundColor'), 'Contact is not').not.toBe('red')
    } else {
      // the theme's colours replace the red: its border tells it apart
      expect(urgent.border, `${where}: Call Now's border is heavier than Contact's`).toBeGreaterThanOrEqual(other.border + 2)
    }
    for (const button of [call, contact]) expect((await button.boundingBox())!.height, `${where}: tall enough to tap`).toBeGreaterThanOrEqual(44)
    await context.close()
  }
})
