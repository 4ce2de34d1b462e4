// The Sensors page on a phone: the page and its dialog fit the screen, and so do a long sensor name, a low
// battery and the MQTT-off notice at 320 px.
import { expect, test } from '@playwright/test'
import { colourFamily } from './fixtures/colour'
import { login } from './fixtures/session'
import { addSensor, apiAsRole, newCircle, roomForSensors, watchCircle } from './fixtures/seed-circle'
import { sidewaysPx } from './fixtures/sideways'

// first loads: this machine is shared with other test runs, so reads can take a while
const slow = expect.configure({ timeout: 20_000 })

test('on a phone the page and its dialog fit the screen', async ({ page }) => {
  await login(page, 'admin')
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/sensors')
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeVisible()
    expect(await sidewaysPx(page)).toBe(0)
  await page.getByRole('button', { name: 'Add Sensor', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Register Motion Sensor' })
  await expect(form).toBeVisible()
  const box = (await form.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  expect(await sidewaysPx(page)).toBe(0)
})

test('on a 320 px phone a long sensor name, a low battery and the MQTT-off notice fit the screen; the low battery stands out', async ({ page }) => {
  const circle = await newCircle('Rosa')
  const admin = await apiAsRole('admin')
  await roomForSensors(admin, circle.clientId)
  const longName = 'UpstairsLandingMotionSensorNearTheSpareBedroomDoor'
  await addSensor(admin, circle.clientId, { name: longName, location: 'Landing', batteryLevel: 4 })
  await addSensor(admin, circle.clientId, { name: 'Hallway Sensor', location: 'Hallway', batteryLevel: 87 })
  await admin.dispose()
  // a server without MQTT: the notice quotes an address with nowhere to wrap
  await page.route('**/api/circle/mqtt?*', (route) => route.fulfill({ json: { enabled: false, baseTopic: 'zigbee2mqtt', ownTopic: false, sharedBaseTopic: 'zigbee2mqtt', bridge: null } }))
  await watchCircle(page, circle.clientId)
  await login(page, 'admin')
  await page.setViewportSize({ width: 320, height: 740 })
  await page.goto('/sensors')
  await slow(page.getByRole('article', { name: longName })).toBeVisible()
  await slow(page.getByText('MQTT is off on this server.')).toBeVisible()
  expect(await sidewaysPx(page), 'no sideways scroll').toBe(0)

  const low = page.getByRole('article', { name: longName }).locator('[data-battery]')
  await expect(low).toHaveText('4% low')
  await expect(low).toHaveAttribute('data-battery', 'low')
  expect(await colourFamily(low)).toBe('red')
  const fine = page.getByRole('article', { name: 'Hallway Sensor' }).locator('[data-battery]')
  await expect(fine).toHaveText('87%')
  await expect(fine).toHaveAttribute('data-battery', 'ok')
  expect(await colourFamily(fine)).toBe('grey')
})
