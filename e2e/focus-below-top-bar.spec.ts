// At 400 % zoom (a 320 x 640 window), a control reached with the keyboard while going back up the page
// scrolls in below the sticky top bar, not behind it (WCAG 2.4.11): Call Now, at the top of the
// dashboard, was hidden entirely under the bar when reached with Shift+Tab.
import { expect as baseExpect, test } from '@playwright/test'
import { addSensor, apiAsRole, newCircle, roomForSensors, watchCircle } from './fixtures/seed-circle'
import { signInAt } from './fixtures/session'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.use({ viewport: { width: 320, height: 640 } })

test('a control reached with Shift+Tab while under the top bar scrolls in below it', async ({ page }) => {
  const circle = await newCircle()
  const staff = await apiAsRole('support')
  await roomForSensors(staff, circle.clientId)
  for (const n of [1, 2, 3, 4, 5, 6]) await addSensor(staff, circle.clientId, { name: `Room ${n}`, location: `Room ${n}` })
  await staff.dispose()
  await watchCircle(page, circle.clientId)
  await signInAt(page, 'support', '/sensors')
  const add = page.getByRole('button', { name: 'Add Sensor' }).first()
  await expect(add).toBeVisible()
  // reached backwards with Shift+Tab from the control after it, while it sits just under the bar: the
  // browser scrolls only what is out of the window, and under the bar is in the window
  await add.focus()
  await page.keyboard.press('Tab')
  await add.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 10))
  await expect.poll(async () => (await add.boundingBox())!.y).toBeLessThan(20)
  await page.keyboard.press('Shift+Tab')
  await expect(add).toBeFocused()
  const bar = await page.getByRole('banner').boundingBox()
  const box = await add.boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height)
})
