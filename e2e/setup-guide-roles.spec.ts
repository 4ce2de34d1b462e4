// Winifred opens the Setup Guide on her Sensors page. It told her to 'Press Add Sensor' and to 'turn on' the pet
// setting, but she has no Add Sensor button and cannot change Pets (SPEC §6: the person watched cannot change
// settings): her guide says who does it. Her daughter Imogen, who can, is still told to press Add Sensor.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { SEEDED } from './fixtures/accounts'
import { signInOnPhone } from './fixtures/dashboard'
import { seededForAttempt } from './fixtures/seed-circle'

const expect = baseExpect.configure({ timeout: 15_000 })
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true })
test.beforeEach(() => test.slow())

async function openGuide(page: Page) {
  await page.goto('/sensors')
  await page.getByRole('button', { name: 'Setup Guide' }).click()
  const guide = page.locator('#sensor-setup-guide')
  await expect(guide).toContainText('Motion Sensor Setup Guide')
  return guide
}

test('the client is told who adds a sensor and changes Pets, since she has neither the button nor the setting', async ({ page }) => {
  const winifred = seededForAttempt(SEEDED.winifred)
  await signInOnPhone(page, winifred.email, `${winifred.firstName} ${winifred.lastName}`)
  const guide = await openGuide(page)
  await expect(guide).toContainText('Ask a carer or support to add it: they enter its name, location and device ID.')
  await expect(guide).toContainText("ask a carer or support to turn on 'A cat or dog lives here' under Pets")
  await expect(guide).not.toContainText('Press Add Sensor')
  await expect(page.getByRole('button', { name: 'Add Sensor' })).toHaveCount(0)
})

test('the carer is told to press Add Sensor, the button she has', async ({ page }) => {
  const imogen = seededForAttempt(SEEDED.imogen)
  await signInOnPhone(page, imogen.email)
  const guide = await openGuide(page)
  await expect(guide).toContainText('Press Add Sensor and enter its name, location and device ID.')
  await expect(guide).toContainText("If the sensors can still see it, turn on 'A cat or dog lives here' under Pets")
  await expect(page.getByRole('button', { name: 'Add Sensor' }).first()).toBeVisible()
  // a registered sensor reports through a hub: the guide ended at 'once it reports motion' and never said how, while
  // the hub's key and the MQTT topic wait at the foot of the page
  await expect(guide).toContainText(
    'A sensor reports through its hub: connect the hub under Connect a hub, further down this page. Once it reports motion, the sensor starts learning the daily routine.',
  )
  await guide.getByRole('link', { name: 'Connect a hub' }).click()
  await expect(page.getByRole('region', { name: 'Connect a hub' })).toBeInViewport()
  await expect(page.getByRole('region', { name: 'Connect a hub' })).toBeFocused()
})
