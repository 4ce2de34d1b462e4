// On a phone the sidebar, and its red Alerts badge, sit behind the menu button: the count rides on the
// button and in the tab's title, and everything in the top bar is big enough for a thumb.
import { test, type Locator, type Page } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { EMERGENCY, INACTIVITY, QUIET_MINUTES, card, expect, openAlerts } from './fixtures/alerts-page'
import { circlePicker } from './fixtures/circle-picker'
import { addSensor, apiAsRole, browserAsClient, minutesAgo, newCircle, raiseEmergency, resolveAlert, sendHubEvents, signInAs } from './fixtures/seed-circle'

test.beforeEach(() => test.slow())

const PHONE = { width: 390, height: 844 }
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Open menu/ })

async function expectThumbSized(target: Locator, what: string) {
  const box = await target.boundingBox()
  expect(box, what).not.toBeNull()
  expect(box!.height, `${what} is 44 px tall`).toBeGreaterThanOrEqual(44)
  expect(box!.width, `${what} is 44 px wide`).toBeGreaterThanOrEqual(44)
}

test('on a phone the menu button and the tab title carry the active-alert count, live', async ({ browser }) => {
  const circle = await newCircle('Wren')
  const alert = await raiseEmergency(circle.api, circle.clientId)
  const { context, page } = await browserAsClient(browser, circle)
  await page.setViewportSize(PHONE)
  await openAlerts(page)
  await expect(menuButton(page)).toHaveAccessibleName('Open menu, 1 active alert')
  await expect(menuButton(page).getByTestId('menu-alerts-badge')).toHaveText('1')
  await expect(page).toHaveTitle('(1) Alerts · Hearthwatch')
  await expectThumbSized(menuButton(page), 'the menu button')

  // the engine raises a second: both follow without a reload
  const admin = await apiAsRole('admin')
  const sensor = await addSensor(admin, circle.clientId, { name: 'Bedroom Sensor', location: 'Bedroom' })
  await sendHubEvents(admin, circle.clientId, [{ deviceId: sensor.deviceId, timestamp: minutesAgo(QUIET_MINUTES), motionDetected: true }])
  await expect(card(page, INACTIVITY)).toBeVisible({ timeout: 30_000 })
  await expect(menuButton(page)).toHaveAccessibleName('Open menu, 2 active alerts')
  await expect(page).toHaveTitle('(2) Alerts · Hearthwatch')
  // the drawer's own badge says the same
  await menuButton(page).click()
  await expect(page.getByRole('dialog').getByTestId('alerts-badge')).toHaveText('2')
  await page.keyboard.press('Escape')

  await resolveAlert(circle.api, circle.clientId, alert.id)
  await expect(card(page, EMERGENCY)).toBeHidden()
  await expect(menuButton(page)).toHaveAccessibleName('Open menu, 1 active alert')
  await expect(page).toHaveTitle('(1) Alerts · Hearthwatch')
  await admin.dispose()
  await context.close()
})

test('with no active alert the menu button and the title say nothing more', async ({ browser }) => {
  const circle = await newCircle('Yara')
  const { context, page } = await browserAsClient(browser, circle)
  await page.setViewportSize(PHONE)
  await openAlerts(page)
  await expect(menuButton(page)).toHaveAccessibleName('Open menu')
  await expect(page.getByTestId('menu-alerts-badge')).toHaveCount(0)
  await expect(page).toHaveTitle('Alerts · Hearthwatch')
  await context.close()
})

test("every target in a phone's top bar is at least 44 px tall, the home picker too", async ({ page }) => {
  await signInAs(page, SEEDED.robin)
  await page.setViewportSize(PHONE)
  await expect(circlePicker(page)).toBeVisible()
  const targets = page.getByRole('banner').locator('button, a, [role="combobox"]')
  const count = await targets.count()
  expect(count).toBeGreaterThanOrEqual(2)
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i)
    if (!(await target.isVisible())) continue
    const box = await target.boundingBox()
    const name = (await target.getAttribute('aria-label')) ?? (await target.textContent())
    expect(box!.height, `${name} is 44 px tall`).toBeGreaterThanOrEqual(44)
  }
  await expectThumbSized(menuButton(page), 'the menu button')
})
